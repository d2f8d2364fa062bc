import { defineConfig } from "vitest/config";
import { ISOLATED_FILES, componentTests } from "./vitest.shared";

export default defineConfig({
  test: {
    ...componentTests,
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    // the server's entry runs in Node (vitest.server.config.ts); the files that need a module graph
    // of their own run isolated (vitest.isolated.config.ts)
    exclude: ["src/server/**", ...ISOLATED_FILES],
    // Each test renders into a cleaned document with a fresh query client, no notification left
    // and its stubs undone (src/test/setup.ts), so the files of a worker share its imported modules
    // instead of importing them once per file, which took about half of the suite's CPU. A file
    // here must therefore not vi.mock a module: list it in ISOLATED_FILES.
    isolate: false,
  },
});
