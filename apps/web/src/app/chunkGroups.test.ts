import { beforeEach, describe, expect, it } from "vitest";
import {
  chunkImportProblems,
  heavyModules,
  htmlModules,
  isBaseCandidate,
  isSharedCandidate,
  schemaUsers,
} from "../../build/chunkGroups";
import { usedModules } from "../../build/usedModules";

const nm = (p: string) => `/repo/node_modules/${p}`;
const src = (p: string) => `/repo/apps/web/src/${p}`;

// a toy module graph: a date field imports @mantine/dates, a form imports the date field
const graph: Record<string, string[]> = {
  [src("features/conferences/components/DateField.tsx")]: [nm("@mantine/dates/esm/index.mjs")],
  [nm("@mantine/dates/esm/index.mjs")]: [nm("dayjs/dayjs.min.js"), nm("@mantine/core/esm/index.mjs")],
  [nm("dayjs/dayjs.min.js")]: [],
  [src("features/conferences/components/SettingInput.tsx")]: [src("features/conferences/components/DateField.tsx")],
  [src("components/PageHeader.tsx")]: [nm("@mantine/core/esm/index.mjs")],
  [nm("@mantine/core/esm/index.mjs")]: [],
};
const heavy = heavyModules({ ids: Object.keys(graph), imported: (id) => graph[id] ?? [] });

describe("shared lazy chunks (build/chunkGroups.ts)", () => {
  it("keeps the date pickers and every module that imports them, directly or not, out of the shared chunks", () => {
    expect(heavy).toContain(nm("dayjs/dayjs.min.js"));
    expect(heavy).toContain(src("features/conferences/components/DateField.tsx"));
    expect(heavy).toContain(src("features/conferences/components/SettingInput.tsx"));
    expect(isSharedCandidate(src("features/conferences/components/SettingInput.tsx"), heavy)).toBe(false);
  });

  it("does not count what the heavy modules import as heavy", () => {
    expect(heavy).not.toContain(nm("@mantine/core/esm/index.mjs"));
    expect(heavy).not.toContain(src("components/PageHeader.tsx"));
  });

  it("shares the app's common modules, but neither screens (their own chunks) nor Mantine (the ui chunk)", () => {
    expect(isSharedCandidate(src("components/PageHeader.tsx"), heavy)).toBe(true);
    expect(isSharedCandidate(src("features/papers/pages/AllPapersPage.tsx"), heavy)).toBe(false);
    expect(isSharedCandidate(src("app/layout/AppLayout.tsx"), heavy)).toBe(false);
    expect(isSharedCandidate(nm("@mantine/core/esm/components/Modal/Modal.mjs"), heavy)).toBe(false);
  });
});

describe("the HTML modules (build/chunkGroups.ts): the sanitiser and what shows sanitised HTML", () => {
  const html: Record<string, string[]> = {
    [nm("dompurify/dist/purify.es.mjs")]: [],
    [src("components/SafeHtml.tsx")]: [nm("dompurify/dist/purify.es.mjs")],
    [src("components/SubmissionGuidance.tsx")]: [src("components/SafeHtml.tsx")],
    [src("features/cfp/pages/PublicCfpPage.tsx")]: [src("components/SubmissionGuidance.tsx")],
    [src("features/papers/components/PaperFormDialog.tsx")]: [src("components/SubmissionGuidance.tsx")],
    [src("features/papers/pages/MyPapersPage.tsx")]: [src("features/papers/components/PaperFormDialog.tsx")],
    [src("components/PageHeader.tsx")]: [],
  };
  const graph = { ids: Object.keys(html), imported: (id: string) => html[id] ?? [] };
  const dialog = src("features/papers/components/PaperFormDialog.tsx");

  it("holds the sanitiser and the app's modules that reach it, up to the screens", () => {
    const found = htmlModules(graph, (id) => id !== dialog);
    expect(found).toContain(nm("dompurify/dist/purify.es.mjs"));
    expect(found).toContain(src("components/SafeHtml.tsx"));
    expect(found).toContain(src("components/SubmissionGuidance.tsx"));
    // a screen keeps its chunk; a module that may not be shared (a form dialog using a schema) is not followed
    expect(found).not.toContain(src("features/cfp/pages/PublicCfpPage.tsx"));
    expect(found).not.toContain(dialog);
    expect(found).not.toContain(src("features/papers/pages/MyPapersPage.tsx"));
    expect(found).not.toContain(src("components/PageHeader.tsx"));
  });
});

describe("schema users (build/chunkGroups.ts): the app's modules kept out of the shared chunk", () => {
  const domain = (p: string) => `/repo/packages/domain/dist/${p}`;
  // the shared package's index re-exports a schema module and a zod-free one
  const modules: Record<string, { imports: string[]; code?: string; exports?: string[] }> = {
    [domain("index.js")]: { imports: [domain("schemas/tracks.js"), domain("rules/tracks.js")] },
    [domain("schemas/tracks.js")]: {
      imports: [nm("zod/index.js"), domain("rules/tracks.js")],
      exports: ["trackFormSchema", "trackCreateSchema"],
    },
    [domain("rules/tracks.js")]: { imports: [], exports: ["TRACK_CONFIRMATIONS"] },
    [nm("zod/index.js")]: { imports: [] },
    [src("features/tracks/components/TrackFormModal.tsx")]: {
      imports: [domain("index.js")],
      code: 'import { TRACK_CONFIRMATIONS, trackFormSchema as formSchema } from "@symposia/domain";',
    },
    [src("features/tracks/pages/TracksPage.tsx")]: {
      imports: [src("features/tracks/components/TrackFormModal.tsx")],
      code: 'import { TrackFormModal } from "../components/TrackFormModal";',
    },
    [src("features/tracks/components/ManageChairsModal.tsx")]: {
      imports: [domain("index.js")],
      code: 'import { TRACK_CONFIRMATIONS } from "@symposia/domain";',
    },
    [src("components/conflicts/AddConflictForm.tsx")]: {
      imports: [nm("zod/index.js")],
      code: 'import { z } from "zod";',
    },
  };
  const users = schemaUsers({
    ids: Object.keys(modules),
    imported: (id) => modules[id]?.imports ?? [],
    code: (id) => modules[id]?.code ?? null,
    exports: (id) => modules[id]?.exports ?? [],
  });

  it("tells a schema from a constant imported through the package's index, and counts zod", () => {
    expect(users).toContain(src("features/tracks/components/TrackFormModal.tsx"));
    expect(users).toContain(src("components/conflicts/AddConflictForm.tsx"));
    expect(users).not.toContain(src("features/tracks/components/ManageChairsModal.tsx"));
    expect(isSharedCandidate(src("features/tracks/components/ManageChairsModal.tsx"), heavy, users)).toBe(true);
    expect(isSharedCandidate(src("features/tracks/components/TrackFormModal.tsx"), heavy, users)).toBe(false);
  });

  it("marks the app modules that import a schema user, and only the app's", () => {
    expect(users).toContain(src("features/tracks/pages/TracksPage.tsx"));
    expect(users).not.toContain(domain("index.js"));
    expect(users).not.toContain(domain("rules/tracks.js"));
  });

  it("fails the build when shared or ui imports the schemas chunk, schemas imports shared, base imports html, or chunks import each other in a circle", () => {
    const chunk = (fileName: string, name: string, imports: string[]) => ({
      type: "chunk" as const,
      fileName,
      name,
      imports,
    });
    expect(
      chunkImportProblems([
        chunk("shared-1.js", "shared", ["ui-1.js"]),
        chunk("ui-1.js", "ui", []),
        chunk("base-1.js", "base", []),
        chunk("schemas-1.js", "schemas", ["base-1.js"]),
        chunk("Page-1.js", "Page", ["schemas-1.js", "shared-1.js"]),
      ]),
    ).toEqual([]);
    // the registration page loads the schemas: through them it would load shared and ui
    expect(
      chunkImportProblems([chunk("schemas-1.js", "schemas", ["shared-1.js"]), chunk("shared-1.js", "shared", [])])[0],
    ).toMatch(/schemas-1\.js imports the ui or shared chunk/);
    expect(
      chunkImportProblems([chunk("shared-1.js", "shared", ["schemas-1.js"]), chunk("schemas-1.js", "schemas", [])])[0],
    ).toMatch(/shared-1\.js imports the schemas chunk/);
    expect(chunkImportProblems([chunk("base-1.js", "base", ["ui-1.js"]), chunk("ui-1.js", "ui", [])])[0]).toMatch(
      /base-1\.js imports the ui or shared chunk/,
    );
    // every screen loads base: through it every screen would load the sanitiser
    expect(chunkImportProblems([chunk("base-1.js", "base", ["html-1.js"]), chunk("html-1.js", "html", [])])[0]).toMatch(
      /base-1\.js imports the html chunk/,
    );
    expect(chunkImportProblems([chunk("a.js", "a", ["b.js"]), chunk("b.js", "b", ["a.js"])])).toEqual([
      "chunks import each other in a circle: a.js -> b.js -> a.js",
    ]);
  });
});

describe("the modules some screens use (build/usedModules.ts), for the base chunk", () => {
  // a package index that imports every component to re-export it, as @mantine/core's does
  const code: Record<string, string> = {
    [src("features/cfp/pages/PublicCfpPage.tsx")]:
      'import { jsx } from "react/jsx-runtime";\nimport { Button as B, Text } from "@mantine/core";\nimport { SafeHtml } from "../../../components/SafeHtml";',
    [src("components/SafeHtml.tsx")]: 'import DOMPurify from "dompurify";\nexport function SafeHtml() {}',
    [nm("dompurify/purify.es.mjs")]: "export default {};",
    [nm("react/jsx-runtime.js")]: "export const jsx = 1;",
    [nm("@mantine/core/esm/index.mjs")]:
      'import { Button } from "./components/Button/Button.mjs";\nimport { Text } from "./components/Text/Text.mjs";\n' +
      'import { Table } from "./components/Table/Table.mjs";\n/* re-exports */\nexport { Button, Table, Text };\nexport * from "./hooks.mjs";\n' +
      'export * from "./help.mjs";\nexport * as colors from "./colors.mjs";',
    [nm("@mantine/core/esm/components/Button/Button.mjs")]:
      'import { Loader } from "../Loader/Loader.mjs";\nexport const Button = () => Loader;',
    [nm("@mantine/core/esm/components/Loader/Loader.mjs")]: "export const Loader = 1;",
    [nm("@mantine/core/esm/components/Text/Text.mjs")]: "export const Text = 1;",
    [nm("@mantine/core/esm/components/Table/Table.mjs")]: "export const Table = 1;",
    [nm("@mantine/core/esm/hooks.mjs")]: "export const useTable = 1;",
    [nm("@mantine/core/esm/help.mjs")]: "export function helpText() {}\nconst HELP = {};\nexport { HELP as help };",
    [nm("@mantine/core/esm/colors.mjs")]: "export const blue = 1;",
  };
  const where: Record<string, string> = {
    "react/jsx-runtime": nm("react/jsx-runtime.js"),
    "@mantine/core": nm("@mantine/core/esm/index.mjs"),
    "../../../components/SafeHtml": src("components/SafeHtml.tsx"),
    dompurify: nm("dompurify/purify.es.mjs"),
  };
  const graph = {
    code: (id: string) => code[id] ?? null,
    resolve: async (specifier: string, importer: string) =>
      where[specifier] ?? (specifier.startsWith(".") ? new URL(specifier, `file://${importer}`).pathname : null),
  };
  // the tests below give the screen other imports: each starts from the screen above
  const screenCode = code[src("features/cfp/pages/PublicCfpPage.tsx")]!;
  beforeEach(() => {
    code[src("features/cfp/pages/PublicCfpPage.tsx")] = screenCode;
  });

  it("follows an index only to the modules holding the names asked of it, and an ordinary module whole", async () => {
    const used = await usedModules(graph, [src("features/cfp/pages/PublicCfpPage.tsx")]);
    expect(used).toContain(nm("@mantine/core/esm/components/Button/Button.mjs"));
    expect(used).toContain(nm("@mantine/core/esm/components/Loader/Loader.mjs"));
    expect(used).toContain(nm("@mantine/core/esm/components/Text/Text.mjs"));
    expect(used).toContain(nm("dompurify/purify.es.mjs"));
    expect(used).not.toContain(nm("@mantine/core/esm/components/Table/Table.mjs"));
    expect(used).not.toContain(nm("@mantine/core/esm/hooks.mjs"));
  });

  it("looks for a name the index does not import in what it re-exports whole", async () => {
    code[src("features/cfp/pages/PublicCfpPage.tsx")] = 'import { useTable } from "@mantine/core";';
    const used = await usedModules(graph, [src("features/cfp/pages/PublicCfpPage.tsx")]);
    expect(used).toContain(nm("@mantine/core/esm/hooks.mjs"));
    expect(used).not.toContain(nm("@mantine/core/esm/components/Button/Button.mjs"));
    // only the module re-exported whole that holds the name: not every other one beside it
    expect(used).not.toContain(nm("@mantine/core/esm/help.mjs"));
    expect(used).not.toContain(nm("@mantine/core/esm/colors.mjs"));
  });

  it("finds a name a module re-exported whole declares, lists or re-exports as a namespace", async () => {
    for (const [name, holder] of [
      ["helpText", "help.mjs"],
      ["help", "help.mjs"],
      ["colors", "colors.mjs"],
    ]) {
      code[src("features/cfp/pages/PublicCfpPage.tsx")] = `import { ${name} } from "@mantine/core";`;
      const used = await usedModules(graph, [src("features/cfp/pages/PublicCfpPage.tsx")]);
      expect(used).toContain(nm(`@mantine/core/esm/${holder}`));
      expect(used).not.toContain(nm("@mantine/core/esm/hooks.mjs"));
    }
  });

  it("keeps screens, schema users and the styles out of the base chunk", () => {
    const none = new Set<string>();
    expect(isBaseCandidate(src("components/SafeHtml.tsx"), none, none)).toBe(true);
    expect(isBaseCandidate(src("features/cfp/pages/PublicCfpPage.tsx"), none, none)).toBe(false);
    expect(isBaseCandidate(src("app/styles/restStyles.ts"), none, none)).toBe(false);
    expect(isBaseCandidate(src("components/SafeHtml.tsx"), none, new Set([src("components/SafeHtml.tsx")]))).toBe(
      false,
    );
  });
});
