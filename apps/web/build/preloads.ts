// What the HTML shell preloads beside the app's entry (public/shell.js, handed over by
// build/deferEntry.ts):
// - the signed-in frame's files (data-frame): the AppLayout chunk, the lazy chunks it imports
//   ("ui", "shared") and their stylesheets, which every signed-in screen needs and which the entry
//   would otherwise request only once it has arrived and run (a round trip and the entry's
//   evaluation later, about 0.5 s of a slow phone's first signed-in page). Preloaded when a
//   session is stored; the login page loads nothing more.
// - each lazy route's files (data-routes: its pattern, its chunk and the chunks and stylesheets
//   that chunk imports), preloaded when the address matches, so the first screen's own code (a
//   form's schemas) is not a round trip behind the entry either. A route of the signed-in area is
//   preloaded only with a session stored (a visitor without one is sent to the login page). A
//   route behind an access guard preloads the guard's files too: the entry loads the guard on
//   demand, and without them its screen waited a round trip after the entry had run.
import path from "node:path";
import { routePatterns } from "../src/app/paths";
import { staticClosure } from "./chunkGraph";

/**
 * The rest of Mantine's styles, which app/router.tsx loads with every lazy screen: a module of
 * stylesheet imports only, so the bundle holds just its stylesheet (the app's loader fetches it).
 */
const REST_STYLES = /(^|\/)restStyles-[\w-]+\.css$/;
/** The signed-in frame's module (app/router.tsx loads it lazily for every signed-in screen). */
const FRAME_MODULE = /\/src\/app\/layout\/AppLayout\.tsx$/;
/** The access guard's module (app/router.tsx loads it lazily with every guarded route). */
const GUARD_MODULE = /\/src\/app\/RequireAccess\.tsx$/;

/** A lazy route's files for the shell: [pattern, signed-in area?, files]. */
export type RouteFiles = [pattern: string, signedIn: boolean, files: string[]];

/**
 * `{ path: r.name, element: page(() => import("module")) }`, or a route behind its access guard,
 * `guarded(r.name, "rule", () => import("module"))`: a lazy route of app/router.tsx.
 */
const LAZY_ROUTE =
  /\{ path: r\.(\w+), element: page\(\(\) => import\("([^"]+)"\)\) \}|guarded\(r\.(\w+), "\w+", \(\) => import\("([^"]+)"\)\)/g;
/** Where app/router.tsx's public routes start: the routes above it are the signed-in area's. */
const PUBLIC_ROUTES = "export const routes";

export interface LazyRoute {
  pattern: string;
  /** the screen's module, from the web app's root, without its extension */
  module: string;
  signedIn: boolean;
  /** behind an access guard (`guarded(...)`) */
  guarded: boolean;
}

/** The lazy routes of app/router.tsx's source. */
export function lazyRoutes(routerSource: string): LazyRoute[] {
  const publicFrom = routerSource.indexOf(PUBLIC_ROUTES);
  return [...routerSource.matchAll(LAZY_ROUTE)].map((m) => {
    const name = m[1] ?? m[3]!;
    const pattern = (routePatterns as Record<string, string>)[name];
    if (!pattern) throw new Error(`app/router.tsx: no route pattern r.${name}`);
    return {
      pattern,
      module: path.posix.join("src/app", m[2] ?? m[4]!),
      signedIn: m.index < publicFrom,
      guarded: m[3] !== undefined,
    };
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
  return routes.flatMap(({ pattern, module, signedIn, guarded }): RouteFiles[] => {
    const files = filesOf(bundle, (id) => id.endsWith(`/${module}.tsx`), base);
    if (!files.length) return [];
    const guard = guarded ? filesOf(bundle, (id) => GUARD_MODULE.test(id), base) : [];
    const all = [...new Set([...files, ...guard])];
    const isCss = (f: string) => f.endsWith(".css");
    return [[pattern, signedIn, [...all.filter((f) => !isCss(f)), ...all.filter(isCss)]]];
  });
}

/**
 * The files a lazy screen's chunk (the one whose module `isModule` accepts) needs beyond the
 * entry's, with the rest styles' that app/router.tsx loads beside every screen: JavaScript first, then CSS.
 */
function filesOf(bundle: Record<string, { type: string }>, isModule: (id: string) => boolean, base: string): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is BuiltChunk => item.type === "chunk")
      .map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const chunk = [...chunks.values()].find((c) => !c.isEntry && c.facadeModuleId && isModule(c.facadeModuleId));
  if (!entry || !chunk) return [];
  const entryFiles = staticClosure(entry.fileName, chunks);
  const js = [...staticClosure(chunk.fileName, chunks)].filter((f) => !entryFiles.has(f));
  const entryCss = new Set([...entryFiles].flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]));
  const restStyles = Object.values(bundle)
    .map((item) => (item as { fileName?: string }).fileName ?? "")
    .filter((f) => REST_STYLES.test(f));
  const css = [
    ...new Set([...js.flatMap((f) => [...(chunks.get(f)!.viteMetadata?.importedCss ?? [])]), ...restStyles]),
  ].filter((f) => !entryCss.has(f));
  return [...js, ...css].map((f) => `${base}${f}`);
}
