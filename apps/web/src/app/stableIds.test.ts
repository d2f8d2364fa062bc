import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { STABLE_USE_ID, stableIds } from "../../build/stableIds";

const require = createRequire(import.meta.url);
// The file @mantine/core's components import useId from (through @mantine/hooks' index).
const hooksEntry = require.resolve("@mantine/hooks");
const hooksRoot = hooksEntry.slice(0, hooksEntry.lastIndexOf(`@mantine${path.sep}hooks`) + "@mantine/hooks".length);
const mantineUseId = path.join(hooksRoot, "esm/use-id/use-id.mjs");

const load = (id: string) => {
  const hook = stableIds().load;
  const fn = typeof hook === "function" ? hook : hook?.handler;
  return (fn as (this: unknown, id: string) => string | null).call({}, id);
};

describe("Mantine's useId without its second render (build/stableIds.ts)", () => {
  it("targets the module the installed @mantine/hooks really has, which still swaps the id in an effect", () => {
    // Should Mantine move or fix it, this fails and the plugin can go.
    expect(fs.existsSync(mantineUseId)).toBe(true);
    const original = fs.readFileSync(mantineUseId, "utf8");
    expect(original).toMatch(/useIsomorphicEffect/);
    expect(original).toMatch(/setUuid\(randomId\(\)\)/);
    expect(load(mantineUseId)).toBe(STABLE_USE_ID);
  });

  it("serves a useId with React's id and no effect, and leaves every other module alone", () => {
    expect(STABLE_USE_ID).toMatch(/export function useId\(staticId\)/);
    expect(STABLE_USE_ID).not.toMatch(/Effect|useState|random/);
    expect(load(path.join(path.dirname(mantineUseId), "../use-disclosure/use-disclosure.mjs"))).toBeNull();
    expect(load("/repo/apps/web/src/lib/use-id.mjs")).toBeNull();
  });
});
