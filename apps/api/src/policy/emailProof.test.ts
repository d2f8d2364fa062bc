import { describe, expect, it } from "vitest";
import { mayReceiveRole } from "./emailProof.js";

describe("mayReceiveRole", () => {
  it("gives nothing to an account someone registered with an address they never proved", () => {
    expect(mayReceiveRole({ email_verified_at: null, password_hash: "hash" })).toBe(false);
  });

  it("gives to an account whose owner proved the address", () => {
    expect(mayReceiveRole({ email_verified_at: "2026-01-01T00:00:00.000Z", password_hash: "hash" })).toBe(true);
  });

  it("gives to an account made for an invitee that nobody opened yet (only a mailed link opens it)", () => {
    expect(mayReceiveRole({ email_verified_at: null, password_hash: null })).toBe(true);
  });
});
