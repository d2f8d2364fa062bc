import { describe, expect, it } from "vitest";
import { CONFLICT_TYPES, conflictDeclareSchema, conflictWaiveSchema } from "./conflicts.js";

describe("conflict request schemas", () => {
  it("a declaration needs a user and one of the five types; the reason is optional and at most 500 characters", () => {
    expect(conflictDeclareSchema.parse({ user_id: "7", conflict_type: "Advisor or advisee" })).toEqual({ user_id: 7, conflict_type: "Advisor or advisee" });
    for (const conflict_type of CONFLICT_TYPES) expect(conflictDeclareSchema.safeParse({ user_id: 7, conflict_type }).success).toBe(true);
    expect(conflictDeclareSchema.safeParse({ user_id: 7, conflict_type: "Rival" }).success).toBe(false);
    expect(conflictDeclareSchema.safeParse({ conflict_type: "Personal" }).success).toBe(false);
    expect(conflictDeclareSchema.safeParse({ user_id: 7, conflict_type: "Other", reason: "x".repeat(501) }).success).toBe(false);
  });

  it("a waiver needs a non-blank reason and waives unless told waived: false", () => {
    expect(conflictWaiveSchema.parse({ user_id: 7, reason: " Different departments " })).toEqual({ user_id: 7, reason: "Different departments", waived: true });
    expect(conflictWaiveSchema.parse({ user_id: 7, reason: "undo", waived: false }).waived).toBe(false);
    const blank = conflictWaiveSchema.safeParse({ user_id: 7, reason: "   " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe("Reason is required.");
    expect(conflictWaiveSchema.safeParse({ user_id: 7 }).success).toBe(false);
  });
});
