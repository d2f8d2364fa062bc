import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";

// apps/web: a feature never imports another feature (bulletproof-react). What two features share
// lives in apps/web/src/components or apps/web/src/lib; the app shell (apps/web/src/app) may import
// any feature. One block per feature forbids the paths that reach the others.
const WEB_FEATURES = readdirSync(new URL("./apps/web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const otherFeaturePaths = (feature) =>
  WEB_FEATURES.filter((other) => other !== feature).flatMap((other) =>
    ["../", "../../", "../../../", "../../../../"]
      .flatMap((up) => [`${up}${other}`, `${up}${other}/**`])
      .concat(`**/features/${other}/**`),
  );
const featureBoundaries = WEB_FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: otherFeaturePaths(feature),
            message: `features/${feature} may not import another feature: move what they share to apps/web/src/components or apps/web/src/lib (see apps/web/src/README.md).`,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-server/**",
      "**/node_modules/**",
      "data/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
      "**/*.tsbuildinfo",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Mantine's Loader is a bare span, which may not carry a name without a role (axe:
      // aria-prohibited-attr)
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name='aria-label']",
          message: "A named spinner is a LoadingIndicator (apps/web/src/components/LoadingIndicator.tsx).",
        },
      ],
    },
  },
  ...featureBoundaries,
  // The shared layers sit below the features: components and lib may import no feature at all.
  {
    files: ["apps/web/src/components/**/*.{ts,tsx}", "apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/features", "**/features/**"],
              message:
                "apps/web/src/components and apps/web/src/lib may not import a feature: move the shared piece into components or lib (see apps/web/src/README.md).",
            },
          ],
        },
      ],
    },
  },
  // The API test files share one module graph per worker (vitest.config.ts: isolate false), so a
  // module mock would leak into, or miss, other files.
  {
    files: ["apps/api/test/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock"].map((property) => ({
          object: "vi",
          property,
          message:
            "API test files share their modules (isolate: false): observe through the context instead, e.g. a Kysely plugin on ctx.db.",
        })),
      ],
    },
  },
);
