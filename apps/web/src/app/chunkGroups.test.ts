import { describe, expect, it } from "vitest";
import { heavyModules, isSharedCandidate } from "../../build/chunkGroups";

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
