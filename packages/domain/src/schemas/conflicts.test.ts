import { describe, expect, it } from "vitest";
import { conferenceUpdateSchema } from "./conferences.js";
import { reviewingModelOf } from "../rules/conflicts.js";
import { conflictDeclareSchema, conflictWaiveSchema, declaredConflictsField } from "./conflicts.js";

describe("reviewing_model", () => {
  const issuesFor = (value: unknown) =>
    conferenceUpdateSchema
      .safeParse({ reviewing_model: value })
      .error?.issues.filter((i) => i.path[0] === "reviewing_model") ?? [];
  it("accepts exactly Single-blind, Double-blind and Open", () => {
    for (const model of ["Single-blind", "Double-blind", "Open"]) expect(issuesFor(model), model).toEqual([]);
    for (const model of ["single-blind", "Triple-blind", "", 1])
      expect(issuesFor(model).length, String(model)).toBeGreaterThan(0);
  });
  it("reads a stored value it does not know as Single-blind (today's behaviour)", () => {
    expect(reviewingModelOf(null)).toBe("Single-blind");
    expect(reviewingModelOf("Open")).toBe("Open");
  });
});

describe("conflict requests", () => {
  it("declare: a user and one of the five types", () => {
    expect(conflictDeclareSchema.safeParse({ user_id: 3, conflict_type: "Advisor or advisee" }).success).toBe(true);
    expect(conflictDeclareSchema.safeParse({ user_id: 3, conflict_type: "Rival" }).success).toBe(false);
  });
  it("waive: a reason unless undoing", () => {
    expect(conflictWaiveSchema.safeParse({ user_id: 3 }).success).toBe(false);
    expect(conflictWaiveSchema.safeParse({ user_id: 3, reason: "ok" }).success).toBe(true);
    expect(conflictWaiveSchema.safeParse({ user_id: 3, waived: false }).success).toBe(true);
  });
  it("the dialog's conflicts field: a JSON array, blank for none", () => {
    expect(declaredConflictsField.parse("")).toEqual([]);
    expect(declaredConflictsField.parse('[{"user_id":"4","conflict_type":"Personal"}]')).toEqual([
      { user_id: 4, conflict_type: "Personal" },
    ]);
    expect(declaredConflictsField.safeParse("{oops").success).toBe(false);
  });
});
