import { describe, expect, it } from "vitest";
import { rowLiteral } from "./rowLiteral.js";

describe("rowLiteral: a row reader of an object literal", () => {
  it("makes the drivers' objects: keys in order, a repeated name keeping its first place and its last value", () => {
    const read = rowLiteral<unknown[], void>(["id", "name", "id"], (i) => `p[${i}]`)!;
    const row = read([1, "Ada", 2]);
    expect(row).toEqual({ id: 2, name: "Ada" });
    expect(Object.keys(row)).toEqual(["id", "name"]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it("reads a column name as a key, never as code, and leaves a column named __proto__ to the driver", () => {
    const name = 'a"}; throw new Error("x"); ({"b';
    expect(rowLiteral<unknown[], void>([name], (i) => `p[${i}]`)!(["v"])).toEqual({ [name]: "v" });
    expect(rowLiteral(["__proto__"], (i) => `p[${i}]`)).toBeUndefined();
  });
});
