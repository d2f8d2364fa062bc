import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, setupUser } from "../test/render";
import { DialogActions } from "./DialogActions";

describe("DialogActions", () => {
  it("dismisses with its own label and submits the form it sits in", async () => {
    const user = setupUser();
    const onCancel = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    renderWithProviders(
      <form onSubmit={onSubmit}>
        <DialogActions onCancel={onCancel} cancelLabel="Close" />
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("cannot be sent twice while the request is on its way, nor while disabled", () => {
    const { unmount } = renderWithProviders(<DialogActions onCancel={() => {}} loading />);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    unmount();
    renderWithProviders(<DialogActions onCancel={() => {}} disabled />);
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });
});
