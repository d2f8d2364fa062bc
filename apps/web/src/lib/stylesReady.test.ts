import { afterEach, describe, expect, it } from "vitest";
import { stylesReady } from "./stylesReady";

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
};

// as public/shell.js inserts them: marked "loading", then "loaded" or "failed" by its own listeners
function insertStyles(state = "loading"): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.setAttribute("data-app-styles", state);
  link.addEventListener("load", () => link.setAttribute("data-app-styles", "loaded"));
  link.addEventListener("error", () => link.setAttribute("data-app-styles", "failed"));
  document.head.appendChild(link);
  return link;
}

describe("stylesReady: the first render waits for the app's stylesheets", () => {
  afterEach(() => document.head.querySelectorAll("link[data-app-styles]").forEach((link) => link.remove()));

  it("resolves at once when the shell inserted none (the dev server)", async () => {
    expect(await settled(stylesReady())).toBe(true);
  });

  it("waits until each inserted stylesheet has loaded, and does not stop the app when one fails", async () => {
    const first = insertStyles();
    const second = insertStyles();
    const ready = stylesReady();
    expect(await settled(ready)).toBe(false);
    first.dispatchEvent(new Event("load"));
    expect(await settled(ready)).toBe(false);
    second.dispatchEvent(new Event("error"));
    expect(await settled(ready)).toBe(true);
  });

  it("does not wait for a stylesheet that ended, loaded or failed, before the app asked", async () => {
    insertStyles("loaded");
    insertStyles("failed");
    expect(await settled(stylesReady())).toBe(true);
  });
});
