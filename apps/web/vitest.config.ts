import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}"],
    // the server's entry runs in Node (vitest.server.config.ts)
    exclude: ["src/server/**"],
    environment: "jsdom",
    // Each file gets its own VM context inside a reused worker: the isolation of a fresh worker
    // per file (no module state, timer or store leaks from one file into the next) without paying
    // for a new worker and a fresh import of jsdom, React and Mantine per file, which was about
    // two thirds of this project's time.
    pool: "vmThreads",
    setupFiles: ["./src/test/setup.ts"],
    passWithNoTests: true,
    // The CI box is shared and slow; component tests that type into forms need more than 5 s there.
    testTimeout: 20_000,
  },
});
