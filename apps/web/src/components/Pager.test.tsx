import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Wrapper, setupUser } from "../test/render";
import { Pager } from "./Pager";

function renderPager(props: { page: number; total: number; perPage: number }) {
  const onChange = vi.fn();
  render(<Pager {...props} onChange={onChange} />, { wrapper: Wrapper });
  return onChange;
}

describe("Pager", () => {
  it("labels its buttons New, Prev, Next, Old and moves between pages", async () => {
    const user = setupUser();
    const onChange = renderPager({ page: 2, total: 120, perPage: 50 });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole("button", { name: "Prev" }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("button", { name: "New" }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.click(screen.getByRole("button", { name: "Old" }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });

  it("disables New/Prev on the first page and Next/Old on the last", () => {
    renderPager({ page: 1, total: 20, perPage: 10 });
    expect(screen.getByRole("button", { name: "New" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Prev" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Old" })).toBeEnabled();
  });

  it("shows numbered pages up to 10 pages on a wide screen", () => {
    renderPager({ page: 1, total: 100, perPage: 10 });
    expect(screen.getByRole("button", { name: "Page 10" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Go To")).not.toBeInTheDocument();
  });

  it("switches to a Go To selector past 10 pages", async () => {
    const user = setupUser();
    const onChange = renderPager({ page: 1, total: 110, perPage: 10 });
    expect(screen.queryByRole("button", { name: "Page 1" })).not.toBeInTheDocument();
    const goTo = screen.getByLabelText("Go To");
    expect(goTo.querySelectorAll("option")).toHaveLength(11);
    await user.selectOptions(goTo, "7");
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it("switches to a Go To selector on a screen narrower than 1024 px", async () => {
    (globalThis as { __viewportWidth?: number }).__viewportWidth = 1000;
    renderPager({ page: 1, total: 30, perPage: 10 });
    expect(await screen.findByLabelText("Go To")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Page 2" })).not.toBeInTheDocument();
  });
});
