import { describe, expect, it } from "vitest";

describe("zod runs jitless (lib/zodJitless.ts)", () => {
  it("sets zod's shared settings before zod loads, and zod reads them", async () => {
    await import("./zodJitless");
    const { globalConfig } = await import("zod/v4/core");
    expect(globalConfig.jitless).toBe(true);
  });
});
