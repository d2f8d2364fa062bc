// The site's icon goes into the built index.html as a data: URL instead of being fetched. As a
// file it was one more request on every first visit, beside the app's files and the first
// screen's API calls: over HTTP/1.1 (six connections) each request waits its turn on one, a round
// trip apiece. The file stays in public/ for anything that asks for /favicon.svg by name. The
// page's Content-Security-Policy allows data: images (apps/api/src/http/securityHeaders.ts).
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';

/** The SVG as a data: URL (percent-encoded where a URL or an HTML attribute in double quotes needs it: quotes, %, &, #, <, >, spaces). */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s*\n\s*/g, " ");
  return `data:image/svg+xml,${compact.replace(/["%&#<>{}|\\^`\s]/g, (c) => (c === " " ? "%20" : encodeURIComponent(c)))}`;
}

/** index.html with the icon's link holding the icon itself. */
export function inlineFaviconInHtml(html: string, svg: string): string {
  if (!html.includes(ICON_LINK)) throw new Error(`index.html: expected ${ICON_LINK}`);
  return html.replace(ICON_LINK, `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(svg)}" />`);
}

export function inlineFavicon(): Plugin {
  return {
    name: "symposia-inline-favicon",
    apply: "build",
    transformIndexHtml: (html: string) =>
      inlineFaviconInHtml(html, fs.readFileSync(path.resolve(import.meta.dirname, "../public/favicon.svg"), "utf8")),
  };
}
