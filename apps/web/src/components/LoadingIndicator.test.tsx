import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Wrapper } from "../test/render";
import { LoadingIndicator } from "./LoadingIndicator";

describe("LoadingIndicator", () => {
  it("is an indeterminate progress bar named by what loads, so assistive technology reads it", () => {
    render(<LoadingIndicator label="Loading charts" size="sm" />, { wrapper: Wrapper });
    const bar = screen.getByRole("progressbar", { name: "Loading charts" });
    // indeterminate: no value for a screen reader to announce as a percentage
    expect(bar).not.toHaveAttribute("aria-valuenow");
  });
});
