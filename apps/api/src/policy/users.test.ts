import { describe, expect, it } from "vitest";
import { canSearchUsers, leavesNoActiveAdmin } from "./users.js";

describe("user search", () => {
  it("answers ADMIN and anyone who manages a conference; nobody else", () => {
    expect(canSearchUsers({ role: "ADMIN" }, false)).toBe(true);
    expect(canSearchUsers({ role: "USER" }, true)).toBe(true);
    expect(canSearchUsers({ role: "USER" }, false)).toBe(false);
  });
});

describe("the last active administrator", () => {
  const base = { deactivating: true, self: true, targetRole: "ADMIN", otherActiveAdmins: 0 };
  it("cannot deactivate themselves", () => expect(leavesNoActiveAdmin(base)).toBe(true));
  it("can when another active admin remains, or when the change is not a self-deactivation of an admin", () => {
    expect(leavesNoActiveAdmin({ ...base, otherActiveAdmins: 1 })).toBe(false);
    expect(leavesNoActiveAdmin({ ...base, self: false })).toBe(false);
    expect(leavesNoActiveAdmin({ ...base, deactivating: false })).toBe(false);
    expect(leavesNoActiveAdmin({ ...base, targetRole: "USER" })).toBe(false);
  });
});
