import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    // the server's entry runs in Node (vitest.server.config.ts)
    exclude: ["src/server/**"],
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    passWithNoTests: true,
    // The CI box is shared and slow; component tests that type into forms need more than 5 s there.
    testTimeout: 20_000,
  },
});
