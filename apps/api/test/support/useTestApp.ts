// Most API test files open one server over a fresh database for the whole file and close it at the
// end; this registers those two hooks so each file says it in one line.
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp, type TestAppOptions } from "./testApp.js";

/**
 * The file's TestApp, filled in by a beforeAll hook and closed by an afterAll hook. The object is
 * returned before the hooks run, so read it inside hooks and tests only (as with a `let t`).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/**
 * A world built once for the file after the app is up (e.g. `useWorld(t, buildWorld)`), returned
 * the same way: an object that the beforeAll hook fills in.
 */
export function useWorld<W extends object>(t: TestApp, build: (t: TestApp) => Promise<W>): W {
  const w = {} as W;
  beforeAll(async () => {
    Object.assign(w, await build(t));
  });
  return w;
}
