import { describe, expect, it } from "vitest";
import { COUNTRIES, isCountryName } from "../options/countries.js";
import { registerSchema, userListQuerySchema } from "./accounts.js";

describe("shared request schemas", () => {
  it("requires all six registration fields with readable messages", () => {
    const parsed = registerSchema.safeParse({});
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((i) => i.path[0]).sort();
    expect(fields).toEqual(["affiliation", "country", "email", "first_name", "last_name", "password"]);
    expect(parsed.error!.issues.find((i) => i.path[0] === "email")!.message).toBe("Email is required.");
  });

  it("defaults the user list query as the Manage Users screen expects", () => {
    expect(userListQuerySchema.parse({})).toEqual({
      param_search: "",
      order_by: "first_name",
      order_type: "asc",
      per_page: 50,
      page: 1,
    });
    expect(userListQuerySchema.safeParse({ per_page: "30" }).success).toBe(false);
  });

  it("offers all ISO 3166 countries once each", () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(249);
    expect(isCountryName("Portugal")).toBe(true);
    expect(isCountryName("Atlantis")).toBe(false);
  });
});
