import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferEntryInHtml } from "../../build/deferEntry";
import { TAGLINE } from "./brand";
import { routePatterns } from "./paths";

// index.html paints a shell before the app's JavaScript arrives; public/shell.js picks its variant.
const web = path.resolve(import.meta.dirname, "../..");
const indexHtml = fs.readFileSync(path.join(web, "index.html"), "utf8");
const shellScript = fs.readFileSync(path.join(web, "public/shell.js"), "utf8");

function shellFor(pathname: string): string | null {
  window.history.replaceState(null, "", pathname);
  document.documentElement.removeAttribute("data-shell");
  new Function(shellScript)();
  return document.documentElement.getAttribute("data-shell");
}

describe("HTML shell", () => {
  afterEach(() => localStorage.clear());

  it("shows the tagline the login page shows", () => {
    expect(indexHtml).toContain(`<p class="shell-tagline">${TAGLINE}</p>`);
  });

  it("shows the branded panel on the sign-in screens (AuthLayout) and the header bar elsewhere", () => {
    const { login, signup, forgotPassword, resetPassword, verifyEmail } = routePatterns;
    for (const p of [login, signup, forgotPassword, resetPassword, `${verifyEmail}/`]) expect(shellFor(p), p).toBe("auth");
    for (const p of [routePatterns.publicCfpList, "/conference/allConference", "/cfp/3"]) expect(shellFor(p), p).toBeNull();
  });

  it("shows the header bar on / for a signed-in visitor, who is sent on to the conference list", () => {
    localStorage.setItem("access_token", "t");
    expect(shellFor("/")).toBeNull();
    expect(shellFor("/signup")).toBe("auth");
  });

  it("loads the script before the app and hides the shell once the app renders into #root", () => {
    expect(indexHtml.indexOf('<script src="/shell.js"></script>')).toBeLessThan(indexHtml.indexOf('type="module"'));
    expect(indexHtml).toMatch(/<div id="root"><\/div>\s*<div id="shell" aria-hidden="true">/);
    expect(indexHtml).toContain("#root:not(:empty) + #shell { display: none; }");
  });

  describe("the app's entry, fetched once the shell has painted (build/deferEntry.ts)", () => {
    const ENTRY = "/assets/index-AbC123.js";
    const built = `<head>\n    <script src="/shell.js"></script>\n    <script type="module" crossorigin src="${ENTRY}"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-x.css">\n</head>`;

    function runShell(visibility: DocumentVisibilityState) {
      const tag = document.createElement("script");
      tag.setAttribute("data-entry", ENTRY);
      vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
      vi.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
      new Function(shellScript)();
    }
    const entryScript = () => document.head.querySelector<HTMLScriptElement>(`script[type="module"][src="${ENTRY}"]`);

    afterEach(() => {
      vi.restoreAllMocks();
      entryScript()?.remove();
    });

    it("the built index.html loads no module itself and names the entry to the shell script", () => {
      const html = deferEntryInHtml(built);
      expect(html).not.toContain('type="module"');
      expect(html).toContain(`<script src="/shell.js" data-entry="${ENTRY}"></script>`);
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-x.css">');
      expect(() => deferEntryInHtml("<head></head>")).toThrow();
    });

    it("adds the entry as a module script after the next frame, not before", async () => {
      let frame: FrameRequestCallback | undefined;
      vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => ((frame = cb), 1));
      runShell("visible");
      expect(entryScript()).toBeNull();
      frame!(0);
      await vi.waitFor(() => expect(entryScript()).not.toBeNull());
      expect(entryScript()!.crossOrigin).toBe("");
    });

    it("adds it at once in a hidden tab, which paints no frame", () => {
      runShell("hidden");
      expect(entryScript()).not.toBeNull();
    });
  });
});
