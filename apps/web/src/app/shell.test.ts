import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferEntryInHtml } from "../../build/deferEntry";
import { inlineShell } from "../../build/inlineShell";
import { frameFiles, lazyRoutes, routeFiles } from "../../build/preloads";
import { TAGLINE } from "./brand";
import { EARLY_REQUESTS } from "./earlyRequests";
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
    const { login, signup, forgotPassword, resetPassword, verifyEmail, tpcInvitationAnswer } = routePatterns;
    for (const p of [login, signup, forgotPassword, resetPassword, `${verifyEmail}/`, tpcInvitationAnswer])
      expect(shellFor(p), p).toBe("auth");
    for (const p of [routePatterns.publicCfpList, "/conference/allConference", "/cfp/3"])
      expect(shellFor(p), p).toBeNull();
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
    const built =
      `<head>\n    <script src="/shell.js"></script>\n    <script type="module" crossorigin ` +
      `src="${ENTRY}"></script>\n    <link rel="stylesheet" crossorigin ` +
      `href="/assets/index-x.css">\n</head>`;

    const FRAME = ["/assets/AppLayout-1.js", "/assets/ui-2.js", "/assets/AppLayout-3.css"];
    const ROUTES = [
      ["/conference/papers/:confId?", true, ["/assets/AllPapersPage-4.js", "/assets/ui-2.js"]],
      ["/cfp/:id", false, ["/assets/PublicCfpPage-5.js", "/assets/ui-2.js"]],
    ];

    // Runs the shell and waits for its steps: it starts each request in a task of its own.
    async function runShell(visibility: DocumentVisibilityState) {
      const tag = document.createElement("script");
      tag.setAttribute("data-entry", ENTRY);
      tag.setAttribute("data-frame", FRAME.join(" "));
      tag.setAttribute("data-routes", JSON.stringify(ROUTES));
      tag.setAttribute("data-requests", JSON.stringify(EARLY_REQUESTS));
      vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
      vi.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
      new Function(shellScript)();
      for (let task = 0; task < 50; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const entryScript = () => document.head.querySelector<HTMLScriptElement>(`script[type="module"][src="${ENTRY}"]`);

    const preloads = () => [
      ...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload], link[rel=preload]"),
    ];

    // the shell starts the first screen's API calls (answered by none here)
    beforeEach(() =>
      vi.stubGlobal(
        "fetch",
        vi.fn(() => new Promise<Response>(() => undefined)),
      ),
    );
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      delete window.__symposiaEarly;
      entryScript()?.remove();
      for (const link of preloads()) link.remove();
    });

    it("the built index.html names the signed-in frame's files to the shell script", () => {
      expect(deferEntryInHtml(built, FRAME)).toContain(
        `<script src="/shell.js" data-entry="${ENTRY}" data-styles="/assets/index-x.css" data-frame="${FRAME.join(" ")}"></script>`,
      );
      // the routes' list survives the attribute's quoting as the shell reads it
      const html = deferEntryInHtml(built, FRAME, ROUTES as never, EARLY_REQUESTS);
      const tag = new DOMParser().parseFromString(html, "text/html").querySelector("script[data-routes]")!;
      expect(JSON.parse(tag.getAttribute("data-routes")!)).toEqual(ROUTES);
      expect(JSON.parse(tag.getAttribute("data-requests")!)).toEqual(EARLY_REQUESTS);
    });

    it("the frame's files are the AppLayout chunk's, beyond the entry's, JavaScript first", () => {
      const chunk = (fileName: string, imports: string[], extra: object = {}) => ({
        type: "chunk",
        fileName,
        imports,
        isEntry: false,
        facadeModuleId: null,
        ...extra,
      });
      const css = (...files: string[]) => ({ viteMetadata: { importedCss: new Set(files) } });
      const bundle = {
        "assets/index.js": chunk("assets/index.js", [], {
          isEntry: true,
          facadeModuleId: "/r/apps/web/index.html",
          ...css("assets/index.css"),
        }),
        "assets/AppLayout.js": chunk("assets/AppLayout.js", ["assets/index.js", "assets/ui.js", "assets/shared.js"], {
          facadeModuleId: "/r/apps/web/src/app/layout/AppLayout.tsx",
          ...css("assets/AppLayout.css"),
        }),
        "assets/ui.js": chunk("assets/ui.js", ["assets/index.js"]),
        "assets/shared.js": chunk("assets/shared.js", ["assets/ui.js"], css("assets/shared.css", "assets/index.css")),
        "assets/Other.js": chunk("assets/Other.js", ["assets/ui.js"], {
          facadeModuleId: "/r/apps/web/src/features/x/pages/Other.tsx",
        }),
        "assets/index.css": { type: "asset" },
      };
      expect(frameFiles(bundle)).toEqual([
        "/assets/AppLayout.js",
        "/assets/ui.js",
        "/assets/shared.js",
        "/assets/AppLayout.css",
        "/assets/shared.css",
      ]);
      // the rest of Mantine's styles, which the router loads beside every lazy screen
      const withStyles = {
        ...bundle,
        "assets/restStyles-x1.css": { type: "asset", fileName: "assets/restStyles-x1.css" },
      };
      expect(frameFiles(withStyles)).toEqual([
        "/assets/AppLayout.js",
        "/assets/ui.js",
        "/assets/shared.js",
        "/assets/AppLayout.css",
        "/assets/shared.css",
        "/assets/restStyles-x1.css",
      ]);
      expect(frameFiles({})).toEqual([]);
    });

    it("preloads the frame's and the screen's files beside the entry when a session is stored, each once, as the app's loader asks for them", async () => {
      localStorage.setItem("access_token", "t");
      window.history.replaceState(null, "", "/Conference/papers/3/");
      await runShell("hidden");
      expect(entryScript()).not.toBeNull();
      expect(preloads().map((l) => [l.rel, l.getAttribute("href"), l.getAttribute("as"), l.crossOrigin])).toEqual([
        ["modulepreload", FRAME[0], null, ""],
        ["modulepreload", FRAME[1], null, ""],
        ["preload", FRAME[2], "style", ""],
        ["modulepreload", "/assets/AllPapersPage-4.js", null, ""],
      ]);
    });

    it("starts the first screen's API calls with the entry, with the stored token where the app sends it", async () => {
      const fetch = vi.mocked(window.fetch);
      const visit = async (address: string) => {
        fetch.mockClear();
        entryScript()?.remove();
        window.history.replaceState(null, "", address);
        await runShell("hidden");
        return fetch.mock.calls.map(([url]) => url);
      };
      localStorage.setItem("access_token", "t");
      await visit("/cfp/7");
      expect(fetch.mock.calls).toEqual([
        ["/api/site/cfp/7?include_file=0", { headers: { Accept: "application/json" } }],
        ["/api/conference/topics/7", { headers: { Accept: "application/json", Authorization: "Bearer t" } }],
      ]);
      expect(window.__symposiaEarly?.["/api/conference/topics/7"]?.token).toBe("t");
      expect(window.__symposiaEarly?.["/api/site/cfp/7?include_file=0"]?.token).toBeNull();
      expect(await visit("/conference/allConference")).toEqual(["/api/conference", "/api/paper/my-subreviews"]);
      // no conference in the address (the app reads it from the navigation state), or not one it would ask for
      for (const address of ["/conference/papers", "/conference/papers/x1", "/cfp/07"])
        expect(await visit(address), address).toEqual([]);
      // a signed-in screen's calls only with a session stored
      localStorage.clear();
      expect(await visit("/conference/allConference")).toEqual([]);
      expect(await visit("/cfp-list")).toEqual(["/api/site/cfp-list"]);
    });

    it("hands the app the answers a screen the server rendered was rendered with, instead of asking again", async () => {
      const fetch = vi.mocked(window.fetch);
      const block = document.createElement("script");
      block.type = "application/json";
      block.id = "symposia-answers";
      const handed = (owner: number | null) =>
        JSON.stringify({
          for: owner,
          session: null,
          answers: {
            "/api/conference": { status: 200, body: '{"success":true,"result":[]}' },
            "/api/paper/my-subreviews": { status: 403, body: '{"success":false}' },
          },
        });
      block.textContent = handed(41);
      document.body.append(block);
      const answered = async (url: string) => {
        const response = await window.__symposiaEarly![url]!.response;
        return [response.status, await response.text()];
      };
      try {
        localStorage.setItem("access_token", "t 1");
        localStorage.setItem("id", "41");
        window.history.replaceState(null, "", "/conference");
        await runShell("hidden");
        expect(fetch).not.toHaveBeenCalled();
        expect(await answered("/api/conference")).toEqual([200, '{"success":true,"result":[]}']);
        expect(await answered("/api/paper/my-subreviews")).toEqual([403, '{"success":false}']);
        expect(window.__symposiaEarly?.["/api/conference"]?.token).toBe("t 1");

        // rendered for another user than the stored session's, or for a visitor: asked again
        for (const owner of [42, null]) {
          fetch.mockClear();
          delete window.__symposiaEarly;
          entryScript()?.remove();
          block.textContent = handed(owner);
          await runShell("hidden");
          expect(
            fetch.mock.calls.map(([url]) => url),
            String(owner),
          ).toEqual(["/api/conference", "/api/paper/my-subreviews"]);
        }

        // a visitor's page, in a browser with no session stored: taken
        fetch.mockClear();
        localStorage.clear();
        delete window.__symposiaEarly;
        entryScript()?.remove();
        block.textContent = JSON.stringify({
          for: null,
          session: null,
          answers: { "/api/site/cfp-list": { status: 200, body: '{"success":true,"result":[]}' } },
        });
        window.history.replaceState(null, "", "/cfp-list");
        await runShell("hidden");
        expect(fetch).not.toHaveBeenCalled();
        expect(await answered("/api/site/cfp-list")).toEqual([200, '{"success":true,"result":[]}']);
      } finally {
        block.remove();
      }
    });

    it("preloads a public screen's files for a visitor without a session, and no signed-in screen's", async () => {
      window.history.replaceState(null, "", "/cfp/7");
      await runShell("hidden");
      expect(preloads().map((l) => l.getAttribute("href"))).toEqual(["/assets/PublicCfpPage-5.js", "/assets/ui-2.js"]);
      entryScript()?.remove();
      for (const link of preloads()) link.remove();
      window.history.replaceState(null, "", "/cfp/7/more");
      await runShell("hidden");
      expect(preloads()).toEqual([]);
    });

    it("reads every lazy route of the router, with its pattern and whether it is in the signed-in area", () => {
      const source = fs.readFileSync(path.join(web, "src/app/router.tsx"), "utf8");
      const routes = lazyRoutes(source);
      // every page() with a path: all of them but the signed-in frame's; and every guarded() route
      expect(routes).toHaveLength(
        source.split("page(() => import(").length - 2 + source.split("guarded(r.").length - 1,
      );
      expect(routes).toContainEqual({
        pattern: routePatterns.allPapers,
        module: "src/features/papers/pages/AllPapersPage",
        signedIn: true,
        guarded: true,
      });
      expect(routes).toContainEqual({
        pattern: routePatterns.manageUsers,
        module: "src/features/users/pages/ManageUsersPage",
        signedIn: true,
        guarded: true,
      });
      expect(routes).toContainEqual({
        pattern: routePatterns.publicCfp,
        module: "src/features/cfp/pages/PublicCfpPage",
        signedIn: false,
        guarded: false,
      });
      expect(routes).toContainEqual({
        pattern: routePatterns.signup,
        module: "src/features/auth/pages/RegisterPage",
        signedIn: false,
        guarded: false,
      });
      const bundle = {
        "assets/index.js": {
          type: "chunk",
          fileName: "assets/index.js",
          imports: [],
          isEntry: true,
          facadeModuleId: "/r/apps/web/index.html",
        },
        "assets/AllPapersPage.js": {
          type: "chunk",
          fileName: "assets/AllPapersPage.js",
          imports: ["assets/index.js"],
          isEntry: false,
          facadeModuleId: "/r/apps/web/src/features/papers/pages/AllPapersPage.tsx",
        },
      };
      expect(routeFiles(bundle, routes)).toEqual([[routePatterns.allPapers, true, ["/assets/AllPapersPage.js"]]]);
      // a guarded route's files include its guard's, JavaScript first
      const withGuard = {
        ...bundle,
        "assets/RequireAccess.js": {
          type: "chunk",
          fileName: "assets/RequireAccess.js",
          imports: ["assets/index.js"],
          isEntry: false,
          facadeModuleId: "/r/apps/web/src/app/RequireAccess.tsx",
          viteMetadata: { importedCss: new Set(["assets/RequireAccess.css"]) },
        },
      };
      expect(routeFiles(withGuard, routes)).toEqual([
        [
          routePatterns.allPapers,
          true,
          ["/assets/AllPapersPage.js", "/assets/RequireAccess.js", "/assets/RequireAccess.css"],
        ],
      ]);
    });

    it("preloads nothing without a session on a signed-in screen, nor on the sign-in screens (the login page loads only the entry)", async () => {
      window.history.replaceState(null, "", "/conference/papers/3");
      await runShell("hidden");
      expect(preloads()).toEqual([]);
      entryScript()?.remove();
      localStorage.setItem("access_token", "t");
      window.history.replaceState(null, "", "/signup");
      await runShell("hidden");
      expect(entryScript()).not.toBeNull();
      expect(preloads()).toEqual([]);
    });

    it("inserts the app's stylesheets as it runs, before the first paint and the entry", () => {
      const tag = document.createElement("script");
      tag.setAttribute("data-entry", ENTRY);
      tag.setAttribute("data-styles", "/assets/index-x.css /assets/more-y.css");
      vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
      vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
      // no frame comes, and the shell's fallback timer never fires: only what it does at once counts
      vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 1);
      vi.useFakeTimers();
      new Function(shellScript)();
      const styles = [...document.head.querySelectorAll<HTMLLinkElement>("link[data-app-styles]")];
      try {
        expect(styles.map((link) => [link.rel, link.getAttribute("href"), link.getAttribute("crossorigin")])).toEqual([
          ["stylesheet", "/assets/index-x.css", ""],
          ["stylesheet", "/assets/more-y.css", ""],
        ]);
        // marked as they end, for the app's first render (lib/stylesReady.ts)
        expect(styles.map((link) => link.getAttribute("data-app-styles"))).toEqual(["loading", "loading"]);
        styles[0]!.dispatchEvent(new Event("load"));
        styles[1]!.dispatchEvent(new Event("error"));
        expect(styles.map((link) => link.getAttribute("data-app-styles"))).toEqual(["loaded", "failed"]);
        // the entry waits for the first frame; the stylesheets did not
        expect(entryScript()).toBeNull();
      } finally {
        vi.useRealTimers();
        for (const link of styles) link.remove();
      }
    });

    it("the built index.html loads no module itself and names the entry to the shell script", () => {
      const html = deferEntryInHtml(built);
      expect(html).not.toContain('type="module"');
      // nor a stylesheet that would hold up the shell's first paint: the shell inserts it
      expect(html).not.toContain("stylesheet");
      expect(html).toContain(
        `<script src="/shell.js" data-entry="${ENTRY}" data-styles="/assets/index-x.css"></script>`,
      );
      expect(() => deferEntryInHtml("<head></head>")).toThrow();
    });

    it("the built index.html holds the shell's script itself, with the attributes it reads", () => {
      const html = inlineShell(deferEntryInHtml(built, FRAME, ROUTES as never), shellScript);
      expect(html).not.toContain("/shell.js");
      const tag = new DOMParser().parseFromString(html, "text/html").querySelector("script[data-entry]")!;
      expect(tag.getAttribute("data-entry")).toBe(ENTRY);
      expect(tag.getAttribute("data-frame")).toBe(FRAME.join(" "));
      expect(JSON.parse(tag.getAttribute("data-routes")!)).toEqual(ROUTES);
      expect(tag.textContent).toBe(shellScript);
      expect(() => inlineShell("<head></head>", shellScript)).toThrow();
      expect(() => inlineShell(deferEntryInHtml(built), "var a = '</script>';")).toThrow();
    });

    it("starts one request per task, the entry first, and lists the API calls for the app at once", async () => {
      const answer = new Response("[]");
      vi.mocked(window.fetch).mockResolvedValue(answer);
      localStorage.setItem("access_token", "t");
      window.history.replaceState(null, "", "/conference/papers/3");
      const steps = runShell("hidden");
      // the first step only: the entry
      expect(entryScript()).not.toBeNull();
      expect(preloads()).toEqual([]);
      expect(window.fetch).not.toHaveBeenCalled();
      // an app that runs now finds every call of the screen listed, and takes the answer of the fetch sent later
      const [, , calls] = EARLY_REQUESTS.find(([pattern]) => pattern === routePatterns.allPapers)!;
      const urls = calls.map(([url]) => url.replace("{confId}", "3"));
      expect(Object.keys(window.__symposiaEarly ?? {})).toEqual(urls);
      const early = window.__symposiaEarly![urls[0]!]!.response;
      await steps;
      expect(preloads()).toHaveLength(4);
      expect(vi.mocked(window.fetch).mock.calls.map(([url]) => url)).toEqual(urls);
      await expect(early).resolves.toBe(answer);
    });

    it("adds the entry as a module script after the next frame, not before", async () => {
      let frame: FrameRequestCallback | undefined;
      vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => ((frame = cb), 1));
      void runShell("visible");
      expect(entryScript()).toBeNull();
      frame!(0);
      await vi.waitFor(() => expect(entryScript()).not.toBeNull());
      expect(entryScript()!.crossOrigin).toBe("");
    });

    it("adds it at once in a hidden tab, which paints no frame", async () => {
      await runShell("hidden");
      expect(entryScript()).not.toBeNull();
    });
  });
});
