import { describe, expect, it } from "vitest";
import { limitHeapGrowth } from "./heapGrowth.js";

describe("the server's heap growing factor", () => {
  it("is set when the operator chose none", () => {
    expect(limitHeapGrowth(["--enable-source-maps"], "--max-old-space-size=2048")).toBe(true);
  });

  it("is left to the operator who chose one on the command line or in NODE_OPTIONS", () => {
    expect(limitHeapGrowth(["--heap-growing-percent=80"], "")).toBe(false);
    expect(limitHeapGrowth([], "--enable-source-maps --heap-growing-percent=80")).toBe(false);
  });
});
