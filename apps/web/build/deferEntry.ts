// The app's entry script starts downloading after the HTML shell has painted, not beside it.
// With the module script in index.html, the browser fetches the entry (~130 KB) at the same time
// as the 8 KB of render-blocking CSS the shell needs, and on a slow link they share it: the
// shell's first paint waited on the entry's bytes. This build step takes the entry's <script> out
// of index.html and hands its address to public/shell.js (data-entry), which adds the script once
// the first frame has been painted (at once in a background tab, where no frame is painted).
// The dev server keeps its own script tag (this runs for the build only).
import type { Plugin } from "vite";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const SHELL_SCRIPT = '<script src="/shell.js"></script>';

export function deferEntryInHtml(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes(SHELL_SCRIPT)) throw new Error("index.html: expected the shell script and one module entry script");
  return html.replace(ENTRY_SCRIPT, "").replace(SHELL_SCRIPT, `<script src="/shell.js" data-entry="${entry[1]}"></script>`);
}

export function deferEntry(): Plugin {
  return {
    name: "symposia-defer-entry",
    apply: "build",
    transformIndexHtml: { order: "post", handler: deferEntryInHtml },
  };
}
