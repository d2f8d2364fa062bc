import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the real built app (API + SPA on one port) in Debian's Chromium.
 * The browser is never downloaded (`playwright install` is not used): CHROMIUM_PATH or Debian's
 * headless shell, /usr/bin/chromium-headless-shell (Chromium's own headless mode, what Playwright
 * runs headless tests in; the journeys took about a quarter less time than in the full browser,
 * 10.8 against 14.5 minutes on one machine). The global setup starts the server, a fresh SQLite database and a real SMTP
 * peer; the base URL is only known then, so specs take `baseURL` from support/fixtures.ts.
 */
// Several engineers run suites in this tree at once, and Playwright empties its output directory
// when a run starts: each run gets its own (the workers inherit the id from the runner's env).
const runId = (process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`);

export default defineConfig({
  testDir: "tests",
  outputDir: `test-results/${runId}`,
  globalSetup: "./setup/globalSetup.ts",
  globalTeardown: "./setup/globalTeardown.ts",
  // The machine is shared with other engineers' builds and tests: two workers at most.
  workers: Math.min(2, Number(process.env.E2E_WORKERS) || 2),
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 90_000, // generous: the CPU is shared with other builds and suites
  expect: { timeout: 10_000 },
  use: {
    browserName: "chromium",
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "UTC",
    // A trace records every action's snapshots while the test runs, whatever its result: recording
    // all of them made the journeys about a fifth slower (four specs: 78 s against 65 s). CI
    // retries a failed test once and keeps that run's trace; locally, `--trace on` records them.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium" }],
});
