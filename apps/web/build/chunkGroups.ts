// Fewer, larger lazy chunks. Left to itself, rolldown gives every set of lazy modules that shares
// a module its own chunk: a signed-in page loaded ~60 files of 1-6 KB beyond the entry, and over
// HTTP/1.1 (six connections, one request at a time on each) a slow link pays a round trip for
// every six of them. On Lighthouse's simulated slow 4G that was over a second of each signed-in
// page's ~5 s largest contentful paint.
//
// Three groups instead (beside the entry's "app" group in vite.config.ts):
// - "ui": the Mantine components and hooks the entry does not already hold, with their small
//   dependencies (floating UI, scroll lock, icons);
// - "schemas": the shared package's request schemas and zod, which build every schema when they
//   are evaluated (~40 ms of a fast machine's main thread, four times that on a phone): only the
//   screens with a form load them, not the login page's overlays or the public CFP pages;
// - "shared": the app's own modules that two or more lazy chunks use (page header, API hooks,
//   dialogs, the rest of Mantine's styles).
// A page then loads the entry, "ui", "shared", "schemas" when it has a form, and its own chunk
// (the signed-in frame one more): about five requests. The public CFP pages carry more bytes than before (they used 5-36 KB of
// it), measured worth it: fewer round trips outweigh the bytes on every page (docs/performance.md).
// The date pickers (@mantine/dates, dayjs), the rich-text editor and the charts stay out, with every
// module that imports them, so only the screens that show them load them.
import type { Plugin } from "vite";

/** Lazy modules that are screens (route pages and the signed-in frame) keep their own chunks. */
const SCREEN = /\/src\/(features\/[^/]+\/pages\/[^/]+|app\/layout\/AppLayout|app\/PageNotFound)\.tsx$/;
/** Vendors only some screens need. */
const HEAVY_VENDOR = /node_modules[\\/](@mantine[\\/](dates|charts|tiptap)|dayjs|@tiptap|prosemirror-|recharts)/;
/** The request schemas of the shared package, and zod. */
const SCHEMAS = /(packages[\\/]domain[\\/](dist|src)[\\/]schemas[\\/]|node_modules[\\/]zod[\\/])/;
/** Mantine's core and hooks and the small packages they (and the icons) bring. */
const UI_VENDOR =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|@tabler[\\/]icons-react|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|react-textarea-autosize|get-nonce|tslib|aria-hidden|detect-node-es)[\\/]/;

/** A heavy vendor's modules and every module that imports one, directly or not. */
export function heavyModules(graph: { ids: string[]; imported(id: string): string[] }): Set<string> {
  const importers = new Map<string, string[]>();
  for (const id of graph.ids) for (const dep of graph.imported(id)) importers.set(dep, [...(importers.get(dep) ?? []), id]);
  const heavy = new Set<string>();
  const stack = graph.ids.filter((id) => HEAVY_VENDOR.test(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (heavy.has(id)) continue;
    heavy.add(id);
    stack.push(...(importers.get(id) ?? []));
  }
  return heavy;
}

/** Whether a module belongs in the "shared" group (when two or more lazy chunks use it). */
export function isSharedCandidate(id: string, heavy: Set<string>): boolean {
  return !heavy.has(id) && !SCREEN.test(id) && !UI_VENDOR.test(id) && !SCHEMAS.test(id);
}

/**
 * The plugin that finds the heavy modules once the module graph is complete (buildEnd runs before
 * rolldown splits the graph into chunks), and the two rolldown groups. The entry's group has a
 * higher priority, so neither takes a module the login page needs.
 */
export function sharedChunks() {
  let heavy = new Set<string>();
  const plugin: Plugin = {
    name: "symposia-shared-chunks",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      heavy = heavyModules({ ids, imported: (id) => [...(this.getModuleInfo(id)?.importedIds ?? [])] });
    },
  };
  const groups = [
    { name: "ui", priority: 2, test: (id: string) => UI_VENDOR.test(id) && !heavy.has(id) },
    { name: "schemas", priority: 2, test: (id: string) => SCHEMAS.test(id) && !heavy.has(id) },
    { name: "shared", priority: 1, minShareCount: 2, test: (id: string) => isSharedCandidate(id, heavy) },
  ];
  return { plugin, groups };
}
