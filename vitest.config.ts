import { defineConfig } from "vitest/config";

// Three projects: pure unit tests, API integration tests over a real database, and web component
// tests under jsdom. scripts/test.sh runs the API project once per database engine.
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vitest.config.ts",
    ],
  },
});
