import { defineConfig } from "vitest/config";
import { ISOLATED_FILES, componentTests } from "./vitest.shared";

// The component tests that need a module graph of their own (vitest.shared.ts), one per file.
export default defineConfig({
  test: { ...componentTests, name: "web-isolated", include: ISOLATED_FILES },
});
