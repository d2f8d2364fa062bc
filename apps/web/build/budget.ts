// The JavaScript budget: fails the build when a route's initial JavaScript (gzipped) passes its
// budget, and prints every route's figure, so the login page cannot creep past what a slow
// connection loads quickly. "Initial" = the chunk and everything it imports statically; a lazy
// route also needs the entry's, which the browser has already loaded for any first page.
import zlib from "node:zlib";
import type { Plugin } from "vite";
import { staticClosure } from "./chunkGraph";

const KB = 1024;

/**
 * Gzipped bytes allowed for the first page (the login page: the entry chunk's closure). The entry
 * is about 146 KB (zod's settings are set without zod since), and the budget follows it down so
 * that the bytes cannot creep back.
 */
export const ENTRY_BUDGET = 152 * KB;
/**
 * Gzipped bytes allowed for everything the login page fetches, the overlays it loads after its
 * first paint included (the entry with app/Overlays.tsx's chunks): about 229 KB since the overlays
 * load the "base" chunk (build/chunkGroups.ts), not all of Mantine and the app's shared modules
 * (296 KB gzipped before).
 */
export const LOGIN_PAGE_BUDGET = 240 * KB;
/** The overlays (alerts, confirm dialogs): the login page loads them after its first paint. */
const OVERLAYS = /^app\/Overlays\.tsx$/;
/**
 * Gzipped bytes allowed for any lazy route page or widget (entry + its own chunks). The two heavy
 * widgets (charts, rich-text editor) also count the shared "screens" chunk (build/chunkGroups.ts),
 * which the page that opens them has already loaded; they are ~410 KB on that reckoning.
 */
export const ROUTE_BUDGET = 480 * KB;
/**
 * Files a lazy route or widget may load beyond the entry's (its chunk, "ui", "shared", a heavy
 * vendor's): over HTTP/1.1 each six cost a round trip, so this guards build/chunkGroups.ts.
 */
export const ROUTE_FILES = 6;

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

export interface RouteSize {
  route: string;
  gzipBytes: number;
  budget: number;
  /** JavaScript files loaded beyond the entry's (0 for the entry) */
  files: number;
}

/** Whether a route passes its byte budget or needs more files than ROUTE_FILES. */
export const overBudget = (s: RouteSize) => s.gzipBytes > s.budget || s.files > ROUTE_FILES;

/** Initial gzipped JavaScript of the entry and of each lazy route. */
export function routeSizes(chunks: ChunkInfo[]): RouteSize[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const gz = new Map(chunks.map((c) => [c.fileName, zlib.gzipSync(c.code, { level: 9 }).length]));
  const sum = (files: Set<string>) => [...files].reduce((total, f) => total + (gz.get(f) ?? 0), 0);
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) return [];
  const entryFiles = staticClosure(entry.fileName, byName);
  const sizes: RouteSize[] = [
    { route: "entry (login page)", gzipBytes: sum(entryFiles), budget: ENTRY_BUDGET, files: 0 },
  ];
  for (const chunk of chunks.filter((c) => c.isDynamicEntry)) {
    const files = staticClosure(chunk.fileName, byName, new Set(entryFiles));
    const name = (chunk.facadeModuleId ?? chunk.fileName).replace(/^.*\/src\//, "");
    const budget = OVERLAYS.test(name) ? LOGIN_PAGE_BUDGET : ROUTE_BUDGET;
    sizes.push({ route: name, gzipBytes: sum(files), budget, files: files.size - entryFiles.size });
  }
  return sizes;
}

export function jsBudget(): Plugin {
  return {
    name: "symposia-js-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk") as unknown as ChunkInfo[];
      const sizes = routeSizes(chunks);
      const over = sizes.filter(overBudget);
      const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;
      console.log(
        `\nJavaScript budget (initial JS per route, gzipped; files beyond the entry's, at most ${ROUTE_FILES}):`,
      );
      for (const s of sizes) {
        console.log(
          `  ${overBudget(s) ? "OVER" : "ok  "} ${kb(s.gzipBytes).padStart(9)} / ${kb(s.budget)}  ${String(s.files).padStart(2)} files  ${s.route}`,
        );
      }
      if (over.length)
        this.error(
          `JavaScript budget exceeded: ${over
            .map(
              (s) =>
                `${s.route} ${kb(s.gzipBytes)} (budget ${kb(s.budget)}), ${s.files} files (at most ${ROUTE_FILES})`,
            )
            .join("; ")}`,
        );
    },
  };
}
