import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useVisitedTabs } from "./useVisitedTabs";

describe("useVisitedTabs", () => {
  it("holds the first tab at first, adds each tab shown, and never drops one", () => {
    const { result, rerender } = renderHook(({ tab }) => useVisitedTabs(tab), { initialProps: { tab: "a" } });
    expect([...result.current]).toEqual(["a"]);
    rerender({ tab: "c" });
    expect([...result.current]).toEqual(["a", "c"]);
    rerender({ tab: "a" });
    expect([...result.current]).toEqual(["a", "c"]);
    const before = result.current;
    rerender({ tab: "a" });
    expect(result.current).toBe(before); // no new set (nor a re-render) for a tab already shown
  });
});
