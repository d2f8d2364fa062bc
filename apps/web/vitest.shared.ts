// What the two jsdom projects of the component tests share (vitest.config.ts, vitest.isolated.config.ts).
import type { ViteUserConfig } from "vitest/config";

/**
 * Files that need a module graph of their own, so these run isolated: they replace a module
 * (vi.mock), which must not meet a copy another file already imported, or test what happens as a
 * module first loads.
 */
export const ISOLATED_FILES = [
  "src/features/conferences/pages/EditConferencePage.validationLoad.test.tsx",
  "src/lib/api/client.test.ts",
  "src/lib/zodJitless.test.ts",
];

export const componentTests: NonNullable<ViteUserConfig["test"]> = {
  root: import.meta.dirname,
  environment: "jsdom",
  setupFiles: ["./src/test/setup.ts"],
  passWithNoTests: true,
  // The CI box is shared and slow; component tests that type into forms need more than 5 s there.
  testTimeout: 20_000,
};
