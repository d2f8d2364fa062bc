import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors.js";
import { assertAllowed } from "./guards.js";

// requireConference reads the database; the API tests cover its 404 (apps/api/test).
describe("assertAllowed", () => {
  it("lets an allowed call through", () => {
    expect(() => assertAllowed(true)).not.toThrow();
    expect(() => assertAllowed(true, "Only chairs.")).not.toThrow();
  });

  it("refuses a disallowed call with 403 and the given message", () => {
    const refusal = (() => {
      try {
        assertAllowed(false, "Only the conference chairs may do this.");
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 403,
      code: "forbidden",
      message: "Only the conference chairs may do this.",
    });
  });

  it("refuses with the generic 403 message when none is given", () => {
    expect(() => assertAllowed(false)).toThrow("You do not have permission to do this.");
  });
});
