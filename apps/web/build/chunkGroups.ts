// Fewer, larger lazy chunks. Left to itself, rolldown gives every set of lazy modules that shares
// a module its own chunk: a signed-in page loaded ~60 files of 1-6 KB beyond the entry, and over
// HTTP/1.1 (six connections, one request at a time on each) a slow link pays a round trip for
// every six of them. On Lighthouse's simulated slow 4G that was over a second of each signed-in
// page's ~5 s largest contentful paint.
//
// Five groups instead (beside the entry's "app" group in vite.config.ts):
// - "html": the HTML sanitiser (DOMPurify, 10 KB compressed) with SafeHtml and the components that
//   show sanitised HTML through it (htmlModules): only the screens that show stored HTML load it
//   (the public CFP page, a review phase's notice, a discussion, the submission guidance), not
//   every screen that loads "base";
// - "base": the Mantine components and hooks (with their small dependencies: floating UI, scroll
//   lock, icons) that the overlays (alerts, confirm dialogs) and the signed-out screens (public
//   CFP pages, registration, password screens) use and the entry does not already hold. The login
//   page loads the overlays after its first paint: with one chunk of all of Mantine behind them
//   it fetched 120 KB more for a dialog it might show; the public pages need little more;
// - "ui": the other Mantine components that two or more lazy chunks use (one that a single screen
//   uses stays in that screen's chunk);
// - "schemas": the shared package's request schemas and zod, which build every schema when they
//   are evaluated (~40 ms of a fast machine's main thread, four times that on a phone): only the
//   screens with a form load them, not the login page's overlays or the public CFP pages;
// - "shared": the app's own modules that two or more lazy chunks use (page header, API hooks,
//   dialogs, the rest of Mantine's styles), and the shared package's constants and zod-free rules
//   (packages/domain/src/rules, options), which therefore never sit in "schemas".
// A page then loads the entry, "base", "ui", "shared", "schemas" when it has a form, and its own
// chunk (the signed-in frame one more): about six requests. The public CFP pages carry more bytes than
// before (they used 5-36 KB of it), measured worth it: fewer round trips outweigh the bytes on
// every page (docs/performance.md).
// The date pickers (@mantine/dates, dayjs), the rich-text editor and the charts stay out, with every
// module that imports them, so only the screens that show them load them.
//
// "shared" must never import "schemas", or every screen would build every schema again. Two rules
// keep it so. "shared" captures before "schemas" and without its modules' dependencies: a group
// takes its modules' dependencies by default, and through the shared package's index (which
// re-exports everything) one constant would take every schema along, while "schemas" would take
// the constants its schemas use. And the app's modules that use a schema or zod (schemaUsers) are
// not shared: one that two screens use gets a chunk of its own beside them. The shared package's
// zod-free modules that the schemas use sit in "base", which the signed-out form screens load with
// "schemas". The build fails when "shared", "ui" or "base" imports "schemas", when "base" or
// "schemas" imports "ui" or "shared", when "base", "ui" or "shared" imports "html", or when chunks
// import each other in a circle.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { lazyRoutes } from "./preloads";
import { usedModules } from "./usedModules";

/** Lazy modules that are screens (route pages and the signed-in frame) keep their own chunks. */
const SCREEN = /\/src\/(features\/[^/]+\/pages\/[^/]+|app\/layout\/AppLayout|app\/PageNotFound)\.tsx$/;
/** The rest of Mantine's styles (rest.css): a chunk of their own (the router loads them beside every screen), so that loading them loads no app code. */
const STYLES = /\/src\/app\/styles\//;

/** Vendors only some screens need. */
const HEAVY_VENDOR = /node_modules[\\/](@mantine[\\/](dates|charts|tiptap)|dayjs|@tiptap|prosemirror-|recharts)/;
/** The request schemas of the shared package, and zod. */
const SCHEMAS = /(packages[\\/]domain[\\/](dist|src)[\\/]schemas[\\/]|node_modules[\\/]zod[\\/])/;
/** Mantine's core and hooks and the small packages they (and the icons) bring. */
const UI_VENDOR = new RegExp(
  String.raw`node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll|` +
    String.raw`react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|get-nonce|` +
    String.raw`tslib|aria-hidden|detect-node-es)[\\/]`,
);

interface ModuleGraph {
  ids: string[];
  imported(id: string): string[];
}

/** `seeds` and every module that imports one of them, directly or not (through modules `through` accepts). */
function withImporters(
  graph: ModuleGraph,
  seeds: string[],
  through: (id: string) => boolean = () => true,
): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of graph.ids)
    for (const dep of graph.imported(id)) importers.set(dep, [...(importers.get(dep) ?? []), id]);
  const found = new Set<string>();
  const stack = [...seeds];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(importers.get(id) ?? []).filter(through));
  }
  return found;
}

/** A heavy vendor's modules and every module that imports one, directly or not. */
export function heavyModules(graph: ModuleGraph): Set<string> {
  return withImporters(
    graph,
    graph.ids.filter((id) => HEAVY_VENDOR.test(id)),
  );
}

/** The HTML sanitiser, which only the screens that show stored HTML need. */
const SANITISER = /node_modules[\\/]dompurify[\\/]/;

/**
 * The sanitiser and the app's modules that show sanitised HTML (SafeHtml and the components that
 * use it, up to the screens): a chunk of their own, loaded by the screens that show stored HTML
 * (the public CFP page, a review phase's notice, a discussion, the submission guidance) and not by
 * every screen that loads "base" or "shared" (10 KB compressed).
 */
export function htmlModules(graph: ModuleGraph, eligible: (id: string) => boolean): Set<string> {
  return withImporters(
    graph,
    graph.ids.filter((id) => SANITISER.test(id)),
    (id) => APP_MODULE.test(id) && !SCREEN.test(id) && eligible(id),
  );
}

/** The app's own modules (not the shared package, not a vendor). */
const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** Named imports (or a namespace import) from the shared package, in a module's transformed code. */
const DOMAIN_IMPORT =
  /\bimport\s*(?:[\w$]+\s*,\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)\s*from\s*["']@symposia\/domain["']/g;

interface SchemaGraph extends ModuleGraph {
  /** the module's code after transforms (TypeScript's type-only imports are gone) */
  code(id: string): string | null;
  /** the names a module exports */
  exports(id: string): string[];
}

/**
 * The app's modules that use a request schema or zod, directly or not: those that import zod, or
 * import a name that a schema module of the shared package exports (its index re-exports
 * everything, so the module graph alone cannot tell a constant from a schema), and every app
 * module that imports one of them.
 */
export function schemaUsers(graph: SchemaGraph): Set<string> {
  const schemaNames = new Set(
    graph.ids.filter((id) => SCHEMAS.test(id) && !/node_modules/.test(id)).flatMap((id) => graph.exports(id)),
  );
  const usesSchema = (id: string) => {
    if (graph.imported(id).some((dep) => /node_modules[\\/]zod[\\/]/.test(dep))) return true;
    for (const match of (graph.code(id) ?? "").matchAll(DOMAIN_IMPORT)) {
      if (match[1] === undefined) return true; // import * as ns
      const names = match[1].split(",").map((n) => n.trim().split(/\s+as\s+/)[0]!);
      if (names.some((n) => schemaNames.has(n))) return true;
    }
    return false;
  };
  const isApp = (id: string) => APP_MODULE.test(id);
  return withImporters(
    graph,
    graph.ids.filter((id) => isApp(id) && usesSchema(id)),
    isApp,
  );
}

/** Whether a module belongs in the "shared" group (when two or more lazy chunks use it). */
export function isSharedCandidate(id: string, heavy: Set<string>, schemaUsing: Set<string> = new Set()): boolean {
  return (
    !heavy.has(id) &&
    !schemaUsing.has(id) &&
    !SCREEN.test(id) &&
    !UI_VENDOR.test(id) &&
    !SCHEMAS.test(id) &&
    !STYLES.test(id)
  );
}

/** Whether a module the overlays or the signed-out screens use belongs in the "base" group. */
export function isBaseCandidate(id: string, heavy: Set<string>, schemaUsing: Set<string>): boolean {
  return !heavy.has(id) && !schemaUsing.has(id) && !SCREEN.test(id) && !SCHEMAS.test(id) && !STYLES.test(id);
}

interface BundleChunk {
  type: "chunk" | "asset";
  fileName: string;
  name?: string;
  imports?: string[];
}

/**
 * What is wrong with the chunks' static imports: "shared", "ui" or "base" importing "schemas" or
 * "html", "base" or "schemas" importing "ui" or "shared", or a circle.
 */
export function chunkImportProblems(chunks: BundleChunk[]): string[] {
  const list = chunks.filter((c) => c.type === "chunk");
  const byFile = new Map(list.map((c) => [c.fileName, c]));
  const problems: string[] = [];
  const schemas = list.filter((c) => c.name === "schemas").map((c) => c.fileName);
  const byName = (names: string[]) => list.filter((c) => names.includes(c.name ?? "")).map((c) => c.fileName);
  const wider = byName(["ui", "shared"]);
  const html = byName(["html"]);
  for (const c of list) {
    if (c.name === "base" && c.imports?.some((f) => wider.includes(f))) {
      problems.push(
        `${c.fileName} imports the ui or shared chunk: the overlays and the signed-out screens would load them (see build/chunkGroups.ts)`,
      );
    }
    if (c.name === "schemas" && c.imports?.some((f) => wider.includes(f))) {
      problems.push(
        `${c.fileName} imports the ui or shared chunk: every form screen, the signed-out ones too, would load them (see build/chunkGroups.ts)`,
      );
    }
    if ((c.name === "shared" || c.name === "ui" || c.name === "base") && c.imports?.some((f) => html.includes(f))) {
      problems.push(
        `${c.fileName} imports the html chunk: every screen would load the sanitiser (see build/chunkGroups.ts)`,
      );
    }
    if ((c.name === "shared" || c.name === "ui" || c.name === "base") && c.imports?.some((f) => schemas.includes(f))) {
      problems.push(
        `${c.fileName} imports the schemas chunk: a module of it uses a request schema or zod (see build/chunkGroups.ts)`,
      );
    }
  }
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, path: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      problems.push(`chunks import each other in a circle: ${[...path.slice(path.indexOf(file)), file].join(" -> ")}`);
      return;
    }
    state.set(file, "open");
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep, [...path, file]);
    state.set(file, "done");
  };
  for (const c of list) visit(c.fileName, []);
  return problems;
}

/** The overlays' module (app/Providers.tsx loads it once the first screen has painted). */
const OVERLAYS = "src/app/Overlays";

/** The signed-out screens' modules, from the web app's root, without extension. */
function signedOutScreens(): string[] {
  const router = fs.readFileSync(path.resolve(import.meta.dirname, "../src/app/router.tsx"), "utf8");
  return lazyRoutes(router).flatMap((route) => (route.signedIn ? [] : [route.module]));
}

/**
 * The plugin that finds the heavy modules, the schema users and the HTML modules once the module
 * graph is complete (buildEnd runs before rolldown splits the graph into chunks) and checks the
 * chunks' imports, and the five rolldown groups. The entry's group has a higher priority, so none
 * takes a module the login page needs.
 */
export function sharedChunks() {
  let heavy = new Set<string>();
  let schemaUsing = new Set<string>();
  let base = new Set<string>();
  let html = new Set<string>();
  const plugin: Plugin = {
    name: "symposia-shared-chunks",
    apply: "build",
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph = {
        code: (id: string) => this.getModuleInfo(id)?.code ?? null,
        resolve: async (specifier: string, importer: string) => (await this.resolve(specifier, importer))?.id ?? null,
      };
      const modulesOf = (screens: string[]) => {
        const found = ids.filter((id) => screens.some((module) => id.split("?")[0]!.endsWith(`/${module}.tsx`)));
        if (found.length !== screens.length)
          this.error(`build/chunkGroups.ts: not every one of ${screens.join(", ")} found`);
        return found;
      };
      // the overlays' vendors (notifications, modals, transitions) and what the signed-out screens use
      const overlays = await usedModules(graph, modulesOf([OVERLAYS]));
      // and the shared package's zod-free modules the request schemas use (a conference's settings,
      // the countries): every form screen loads the schemas, the signed-out ones too, so in
      // "shared" they would bring "shared" and "ui" to the registration page
      const requestSchemas = ids.filter((id) => SCHEMAS.test(id) && !/node_modules/.test(id));
      base = new Set([
        ...[...overlays].filter((id) => /node_modules/.test(id)),
        ...(await usedModules(graph, modulesOf(signedOutScreens()))),
        ...(await usedModules(graph, requestSchemas)),
      ]);
      const imported = (id: string) => [...(this.getModuleInfo(id)?.importedIds ?? [])];
      heavy = heavyModules({ ids, imported });
      schemaUsing = schemaUsers({
        ids,
        imported,
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        exports: (id) => this.getModuleInfo(id)?.exports ?? [],
      });
      // what may be shared at all: a form's dialog that uses a schema keeps its own chunk
      html = htmlModules({ ids, imported }, (id) => !heavy.has(id) && !schemaUsing.has(id));
    },
    generateBundle(_options, bundle) {
      const problems = chunkImportProblems(Object.values(bundle) as BundleChunk[]);
      if (problems.length) this.error(problems.join("; "));
    },
  };
  const groups = [
    {
      name: "html",
      priority: 4.5,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => html.has(id),
    },
    {
      name: "base",
      priority: 4,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => base.has(id) && isBaseCandidate(id, heavy, schemaUsing),
    },
    { name: "ui", priority: 3, minShareCount: 2, test: (id: string) => UI_VENDOR.test(id) && !heavy.has(id) },
    {
      name: "shared",
      priority: 2,
      minShareCount: 2,
      includeDependenciesRecursively: false,
      test: (id: string) => isSharedCandidate(id, heavy, schemaUsing),
    },
    { name: "schemas", priority: 1, test: (id: string) => SCHEMAS.test(id) && !heavy.has(id) },
  ];
  return { plugin, groups };
}
