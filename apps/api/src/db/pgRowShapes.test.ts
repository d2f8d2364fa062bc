import { describe, expect, it } from "vitest";
import { rowShape } from "./pgRowShapes.js";

const types = { getTypeParser: (oid: number) => (oid === 23 ? Number : (text: string) => text) };
const field = (name: string, dataTypeID = 25, format = "text") => ({ name, dataTypeID, format });

describe("a named statement's row reader", () => {
  it("parses each column with its type's parser, null for NULL (the object's rules: db/rowLiteral.test.ts)", () => {
    const shape = rowShape("rows-1", [field("id", 23), field("name"), field("id", 23), field("note")], types)!;
    const row = shape.read(shape.parsers, ["7", "Ada", "8", null]);
    expect(row).toEqual({ id: 8, name: "Ada", note: null });
    expect(Object.keys(row)).toEqual(["id", "name", "note"]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });

  it("is kept for the statement while its columns stay, and built again when they change", () => {
    const first = rowShape("rows-2", [field("id", 23)], types);
    expect(rowShape("rows-2", [field("id", 23)], types)).toBe(first);
    const renamed = rowShape("rows-2", [field("paper_id", 23)], types)!;
    expect(renamed).not.toBe(first);
    expect(renamed.read(renamed.parsers, ["3"])).toEqual({ paper_id: 3 });
    const retyped = rowShape("rows-2", [field("paper_id")], types)!;
    expect(retyped.read(retyped.parsers, ["3"])).toEqual({ paper_id: "3" });
  });

  it("leaves to pg a binary column and a column named __proto__", () => {
    expect(rowShape("rows-3", [field("id", 23, "binary")], types)).toBeUndefined();
    expect(rowShape("rows-4", [field("__proto__")], types)).toBeUndefined();
  });
});
