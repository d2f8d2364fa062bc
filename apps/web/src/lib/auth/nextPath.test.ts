import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./nextPath";

describe("the login's next page", () => {
  it("round-trips a page of the app with its query and hash", () => {
    const target = "/conference/mypapers/7?coauthor=3&answer=confirm#requests";
    const next = new URLSearchParams(loginPathFor(target).slice(2)).get("next");
    expect(safeNextPath(next)).toBe(target);
    expect(loginPathFor("/")).toBe("/");
  });

  it("never follows a link out of the app", () => {
    for (const bad of [
      null,
      "",
      "https://evil.example/x",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "/",
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});
