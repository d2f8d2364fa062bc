import { describe, expect, it } from "vitest";
import { passwordStrengthProblem } from "../passwordStrength/index.js";
import { changePasswordSchema, registerSchema } from "../schemas/accounts.js";
import { PASSWORD_BLANK, PASSWORD_TOO_COMMON, PASSWORD_TOO_SIMPLE, passwordRuleProblem } from "./passwords.js";

const registration = (password: string) => ({
  first_name: "A",
  last_name: "B",
  email: "a@example.org",
  country: "Norway",
  affiliation: "Lab",
  password,
});
const passwordErrors = (password: string) => {
  const parsed = registerSchema.safeParse(registration(password));
  return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === "password").map((i) => i.message);
};

describe("the shared password rule (what the forms check at once)", () => {
  it("refuses the report's two examples and says why, in the schema the web form uses", () => {
    expect(passwordErrors("12345678")).toEqual([PASSWORD_TOO_COMMON]);
    expect(passwordErrors("        ")).toEqual([PASSWORD_BLANK]);
    expect(passwordErrors("zzzzzzzzzz")).toEqual([PASSWORD_TOO_SIMPLE]);
    const change = changePasswordSchema.safeParse({
      old_password: "x",
      new_password: "Password1",
      confirm_password: "Password1",
    });
    expect(change.success).toBe(false);
  });

  it("accepts an ordinary long password and leaves 'required' and length to their own messages", () => {
    expect(passwordErrors("tangerine lighthouse ferry")).toEqual([]);
    expect(passwordRuleProblem("")).toBeNull();
    expect(passwordErrors("short")).toEqual(["Password must be at least 8 characters."]);
  });
});

describe("the full check (the server's, with the dictionary)", () => {
  it("refuses what the leak lists and patterns catch, and anything the shared rule refuses", () => {
    for (const weak of ["Summer2024", "password123!", "iloveyou1", "monkey123", "trustno1!", "p@ssw0rd1", "dragon12"]) {
      expect(passwordStrengthProblem(weak), weak).toBe(PASSWORD_TOO_COMMON);
    }
    expect(passwordStrengthProblem("abcdefghij")).toBe(PASSWORD_TOO_SIMPLE);
    expect(passwordStrengthProblem("        ")).toBe(PASSWORD_BLANK);
  });

  it("accepts phrases and unusual passwords", () => {
    for (const strong of [
      "correct horse battery",
      "tangerine lighthouse ferry",
      "Symposia2026",
      "a brand new passphrase",
      "k7#Vq9!mZ2",
    ]) {
      expect(passwordStrengthProblem(strong), strong).toBeNull();
    }
  });
});
