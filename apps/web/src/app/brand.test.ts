import { loginSchema, PRODUCT_NAME as DOMAIN_PRODUCT_NAME, TAGLINE as DOMAIN_TAGLINE } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { loginValidators } from "../features/auth/loginValidation";
import { PRODUCT_NAME, TAGLINE } from "./brand";

// The login bundle keeps its own copies (see brand.ts); these tests keep them equal to the domain's.
describe("copies kept out of the login bundle", () => {
  it("match the domain's product name and tagline", () => {
    expect(PRODUCT_NAME).toBe(DOMAIN_PRODUCT_NAME);
    expect(TAGLINE).toBe(DOMAIN_TAGLINE);
  });

  it.each([
    ["", "x"],
    ["not-an-email", "x"],
    ["ada@example.org", ""],
  ])("login validation agrees with loginSchema for %j / %j", (email, password) => {
    const parsed = loginSchema.safeParse({ email, password });
    const serverMessages = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    const clientMessages = [loginValidators.email(email), loginValidators.password(password)].filter(Boolean);
    expect(clientMessages).toEqual(serverMessages);
  });

  it("accepts what loginSchema accepts", () => {
    expect(loginSchema.safeParse({ email: "ada@example.org", password: "x" }).success).toBe(true);
    expect(loginValidators.email("ada@example.org")).toBeNull();
    expect(loginValidators.password("x")).toBeNull();
  });
});
