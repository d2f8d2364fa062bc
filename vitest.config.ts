import { defineConfig } from "vitest/config";

// Five projects: pure unit tests, API integration tests over a real database, web component tests
// under jsdom (those that need a module graph of their own apart), and the web app's server entry
// in Node. scripts/test.sh runs the API project once per database engine.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/domain/src/**/*.test.ts", "apps/api/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/**/*.test.ts"],
          environment: "node",
          // Every test file builds its own app over its own database, so the files need no module
          // isolation; importing the server's module graph once per worker instead of once per file
          // takes about a third off the suite's CPU. A test must therefore not mock a module
          // (vi.mock): it would not apply to modules another file already imported.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
      "apps/web/vitest.server.config.ts",
    ],
  },
});
