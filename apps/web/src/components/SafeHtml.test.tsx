import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Wrapper } from "../test/render";
import { SafeHtml } from "./SafeHtml";

describe("SafeHtml", () => {
  it("renders stored rich text without scripts or event handlers", () => {
    const { container } = render(
      <SafeHtml html={'<p>Call <b>for</b> papers</p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
      { wrapper: Wrapper },
    );
    expect(container.querySelector("b")).toHaveTextContent("for");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("onerror")).toBeNull();
  });
});
