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
// The dev server keeps its own script tag (this runs for the build only).
import type { IndexHtmlTransformContext, Plugin } from "vite";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const SHELL_SCRIPT = '<script src="/shell.js"></script>';
/** The signed-in frame's module (app/router.tsx loads it lazily for every signed-in screen). */
const FRAME_MODULE = /\/src\/app\/layout\/AppLayout\.tsx$/;

export function deferEntryInHtml(html: string, frameFiles: string[] = []): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes(SHELL_SCRIPT)) throw new Error("index.html: expected the shell script and one module entry script");
  const frame = frameFiles.length ? ` data-frame="${frameFiles.join(" ")}"` : "";
  return html.replace(ENTRY_SCRIPT, "").replace(SHELL_SCRIPT, `<script src="/shell.js" data-entry="${entry[1]}"${frame}></script>`);
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
  const frame = [...chunks.values()].find((c) => c.facadeModuleId && FRAME_MODULE.test(c.facadeModuleId));
  if (!entry || !frame) return [];
  const entryFiles = closure(entry.fileName);
  const js = [...closure(frame.fileName)].filter((f) => !entryFiles.has(f));
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
      handler: (html: string, ctx: IndexHtmlTransformContext) => deferEntryInHtml(html, ctx.bundle ? frameFiles(ctx.bundle) : []),
    },
  };
}
