import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineFaviconInHtml, svgDataUrl } from "../../build/inlineFavicon";

const web = path.resolve(import.meta.dirname, "../..");
const indexHtml = fs.readFileSync(path.join(web, "index.html"), "utf8");
const favicon = fs.readFileSync(path.join(web, "public/favicon.svg"), "utf8");

describe("the site's icon, in the built index.html (build/inlineFavicon.ts)", () => {
  it("is the icon file itself, as a data: URL the page's parser reads back whole", () => {
    const html = inlineFaviconInHtml(indexHtml, favicon);
    expect(html).not.toContain('href="/favicon.svg"');
    const link = new DOMParser().parseFromString(html, "text/html").querySelector<HTMLLinkElement>("link[rel=icon]")!;
    const href = link.getAttribute("href")!;
    expect(href.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(favicon.trim());
    expect(href).not.toMatch(/[\s"#<>]/);
  });

  it("encodes what a URL or a double-quoted attribute cannot hold, and refuses a page without the icon's link", () => {
    expect(svgDataUrl('<svg a="#1">\n  <g/>\n</svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20a=%22%231%22%3E%20%3Cg/%3E%20%3C/svg%3E",
    );
    expect(() => inlineFaviconInHtml("<head></head>", favicon)).toThrow();
  });
});
