// The app's entry script starts downloading after the HTML shell has painted, not beside it.
// With the module script in index.html, the browser fetches the entry (~130 KB) at the same time
// as the 8 KB of render-blocking CSS the shell needs, and on a slow link they share it: the
// shell's first paint waited on the entry's bytes. This build step takes the entry's <script> out
// of index.html and hands its address to public/shell.js (data-entry), which adds the script once
// the first frame has been painted (at once in a background tab, where no frame is painted).
//
// It also names the signed-in frame's files (data-frame): the AppLayout chunk, the lazy chunks it
// imports ("ui", "shared") and their stylesheets, which every signed-in screen needs and which the
// entry would otherwise request only once it has arrived and run (a round trip and the entry's
// evaluation later, about 0.5 s of a slow phone's first signed-in page). The shell preloads them
// beside the entry when a session is stored; the login page loads nothing more.
//
// And it names each lazy route's files (data-routes: its pattern, its chunk and the chunks and
// stylesheets that chunk imports), which the shell preloads beside the entry as well when the
// address matches, so the first screen's own code (a form's schemas, the date pickers) is not a
// round trip behind the entry either. A route of the signed-in area is preloaded only with a
// session stored (a visitor without one is sent to the login page, which needs none of it).
// The dev server keeps its own script tag (this runs for the build only).
import fs from "node:fs";
import path from "node:path";
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { routePatterns } from "../src/app/paths";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const SHELL_SCRIPT = '<script src="/shell.js"></script>';
/** The signed-in frame's module (app/router.tsx loads it lazily for every signed-in screen). */
const FRAME_MODULE = /\/src\/app\/layout\/AppLayout\.tsx$/;

/** A lazy route's files for the shell: [pattern, signed-in area?, files]. */
export type RouteFiles = [pattern: string, signedIn: boolean, files: string[]];

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export function deferEntryInHtml(html: string, frameFiles: string[] = [], routeFiles: RouteFiles[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes(SHELL_SCRIPT)) throw new Error("index.html: expected the shell script and one module entry script");
  const frame = frameFiles.length ? ` data-frame="${frameFiles.join(" ")}"` : "";
  const routes = routeFiles.length ? ` data-routes="${attribute(JSON.stringify(routeFiles))}"` : "";
  return html.replace(ENTRY_SCRIPT, "").replace(SHELL_SCRIPT, `<script src="/shell.js" data-entry="${entry[1]}"${frame}${routes}></script>`);
}

/** `{ path: r.name, element: page(() => import("module")) }`: a lazy route of app/router.tsx. */
const LAZY_ROUTE = /\{ path: r\.(\w+), element: page\(\(\) => import\("([^"]+)"\)\) \}/g;
/** Where app/router.tsx's public routes start: the routes above it are the signed-in area's. */
const PUBLIC_ROUTES = "export const routes";

export interface LazyRoute {
  pattern: string;
  /** the screen's module, from the web app's root, without its extension */
  module: string;
  signedIn: boolean;
}

/** The lazy routes of app/router.tsx's source. */
export function lazyRoutes(routerSource: string): LazyRoute[] {
  const publicFrom = routerSource.indexOf(PUBLIC_ROUTES);
  return [...routerSource.matchAll(LAZY_ROUTE)].map((m) => {
    const pattern = (routePatterns as Record<string, string>)[m[1]!];
    if (!pattern) throw new Error(`app/router.tsx: no route pattern r.${m[1]}`);
    return { pattern, module: path.posix.join("src/app", m[2]!), signedIn: m.index < publicFrom };
  });
}

interface BuiltChunk {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files the signed-in frame's chunk needs beyond the entry's: its chunk, the chunks it imports
 * statically (directly or not), and their stylesheets; JavaScript first, as site-absolute paths.
 */
export function frameFiles(bundle: Record<string, { type: string }>, base = "/"): string[] {
  return filesOf(bundle, (id) => FRAME_MODULE.test(id), base);
}

/** Each lazy route's files beyond the entry's (as frameFiles), for the routes whose chunk the bundle has. */
export function routeFiles(bundle: Record<string, { type: string }>, routes: LazyRoute[], base = "/"): RouteFiles[] {
  return routes.flatMap(({ pattern, module, signedIn }): RouteFiles[] => {
    const files = filesOf(bundle, (id) => id.endsWith(`/${module}.tsx`), base);
    return files.length ? [[pattern, signedIn, files]] : [];
  });
}

/** The files a lazy chunk (the one whose module `isModule` accepts) needs beyond the entry's: JavaScript first, then CSS. */
function filesOf(bundle: Record<string, { type: string }>, isModule: (id: string) => boolean, base: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is BuiltChunk => item.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  const closure = (start: string, into = new Set<string>()): Set<string> => {
    if (into.has(start) || !chunks.has(start)) return into;
    into.add(start);
    for (const dep of chunks.get(start)!.imports) closure(dep, into);
    return into;
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const chunk = [...chunks.values()].find((c) => !c.isEntry && c.facadeModuleId && isModule(c.facadeModuleId));
  if (!entry || !chunk) return [];
  const entryFiles = closure(entry.fileName);
  const js = [...closure(chunk.fileName)].filter((f) => !entryFiles.has(f));
  const entryCss = new Set([...entryFiles].flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]));
  const css = [...new Set(js.flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]))].filter((f) => !entryCss.has(f));
  return [...js, ...css].map((f) => `${base}${f}`);
}

export function deferEntry(): Plugin {
  return {
    name: "symposia-defer-entry",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html: string, ctx: IndexHtmlTransformContext) => {
        if (!ctx.bundle) return deferEntryInHtml(html);
        const routes = lazyRoutes(fs.readFileSync(path.resolve(import.meta.dirname, "../src/app/router.tsx"), "utf8"));
        return deferEntryInHtml(html, frameFiles(ctx.bundle), routeFiles(ctx.bundle, routes));
      },
    },
  };
}
