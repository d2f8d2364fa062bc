import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useRenderedInSlices } from "./useRenderedInSlices";

describe("useRenderedInSlices", () => {
  it("shows a short list whole at once", () => {
    const { result } = renderHook(() => useRenderedInSlices(10, 25));
    expect(result.current).toBe(10);
  });

  it("shows the first slice of a long list at once, then all of it", async () => {
    const { result } = renderHook(() => useRenderedInSlices(120, 25));
    expect(result.current).toBe(25);
    await waitFor(() => expect(result.current).toBe(120));
  });

  it("follows a list that grows or shrinks", async () => {
    const { result, rerender } = renderHook(({ total }) => useRenderedInSlices(total, 25), { initialProps: { total: 30 } });
    await waitFor(() => expect(result.current).toBe(30));
    rerender({ total: 5 });
    expect(result.current).toBe(5);
    await act(async () => rerender({ total: 80 }));
    await waitFor(() => expect(result.current).toBe(80));
  });
});
