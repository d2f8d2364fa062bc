import { defineConfig } from "vitest/config";

// The server's entry (src/server) runs in Node, not in a browser: its tests run there too, without
// jsdom or the component tests' setup.
export default defineConfig({
  test: {
    name: "web-server",
    root: import.meta.dirname,
    include: ["src/server/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
  },
});
