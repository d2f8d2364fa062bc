// The app's entry script starts downloading after the HTML shell has painted, not beside it.
// With the module script in index.html, the browser fetched the entry (~130 KB) at the same time
// as the page's first 9 KB of CSS, and on a slow link they shared it: the shell's first paint
// waited on the entry's bytes. This build step takes the entry's <script> out
// of index.html and hands its address to public/shell.js (data-entry), which adds the script once
// the first frame has been painted (at once in a background tab, where no frame is painted).
//
// The entry's stylesheet goes the same way (data-styles): the shell inserts it at once, so it loads
// as before, but a stylesheet a script inserts does not hold up the first paint, and the shell
// (styled inline) painted only once those 9 KB had arrived, a round trip after the page; every
// file after it waited for that paint. The app renders once it has loaded (main.tsx, stylesReady).
//
// It also hands the shell the files to preload beside the entry: the signed-in frame's
// (data-frame) and each lazy route's (data-routes), worked out by build/preloads.ts; and the first
// screen's API calls to start with them (data-requests, app/earlyRequests.ts).
// The build then writes the shell's script into the page (build/inlineShell.ts). The dev server
// keeps its own script tags (this runs for the build only).
import fs from "node:fs";
import path from "node:path";
import type { IndexHtmlTransformContext, Plugin } from "vite";
import { EARLY_REQUESTS, type EarlyRoute } from "../src/app/earlyRequests";
import { inlineShell } from "./inlineShell";
import { frameFiles, lazyRoutes, routeFiles, type RouteFiles } from "./preloads";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_STYLES = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;
const SHELL_SCRIPT = '<script src="/shell.js"></script>';
const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** index.html without the entry's script and stylesheets, naming them (and the files to preload beside them) to the shell. */
export function deferEntryInHtml(
  html: string,
  framePreloads: string[] = [],
  routePreloads: RouteFiles[] = [],
  earlyRequests: EarlyRoute[] = [],
): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry || !html.includes(SHELL_SCRIPT))
    throw new Error("index.html: expected the shell script and one module entry script");
  const styles = [...html.matchAll(ENTRY_STYLES)].map((link) => link[1]!);
  const styleList = styles.length ? ` data-styles="${styles.join(" ")}"` : "";
  const frame = framePreloads.length ? ` data-frame="${framePreloads.join(" ")}"` : "";
  const routes = routePreloads.length ? ` data-routes="${attribute(JSON.stringify(routePreloads))}"` : "";
  const requests = earlyRequests.length ? ` data-requests="${attribute(JSON.stringify(earlyRequests))}"` : "";
  return html
    .replace(ENTRY_SCRIPT, "")
    .replace(ENTRY_STYLES, "")
    .replace(
      SHELL_SCRIPT,
      `<script src="/shell.js" data-entry="${entry[1]}"${styleList}${frame}${routes}${requests}></script>`,
    );
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
        const shell = fs.readFileSync(path.resolve(import.meta.dirname, "../public/shell.js"), "utf8");
        return inlineShell(
          deferEntryInHtml(html, frameFiles(ctx.bundle), routeFiles(ctx.bundle, routes), EARLY_REQUESTS),
          shell,
        );
      },
    },
  };
}
