import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
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
});
