import { useState } from "react";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, setupUser } from "../../../test/render";
import { DateTimePickerField, parseTypedDateTime } from "./pickers";

function Deadline({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTimePickerField label="Deadline" value={value} onChange={setValue} />
      <output aria-label="stored">{value}</output>
    </>
  );
}

describe("a date and time typed whole", () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads YYYY-MM-DD HH:mm (a T or a one-digit hour too) and refuses what is not a real time", () => {
    expect(parseTypedDateTime("2027-01-15 23:45")).toBe("2027-01-15 23:45");
    expect(parseTypedDateTime(" 2027-01-15T7:05 ")).toBe("2027-01-15 07:05");
    expect(parseTypedDateTime("2027-02-30 10:00")).toBeNull();
    expect(parseTypedDateTime("2027-01-15 24:00")).toBeNull();
    expect(parseTypedDateTime("15/01/2027 10:00")).toBeNull();
  });

  it("is stored when the field is left; a wrong one stays in the field with the form to use, and nothing is stored", async () => {
    const user = setupUser();
    renderWithProviders(<Deadline initial="2026-12-22 10:15" />);
    const field = screen.getByRole("textbox", { name: "Deadline" });
    await user.clear(field);
    await user.type(field, "2027-01-15 23:45");
    await user.tab();
    expect(screen.getByLabelText("stored")).toHaveTextContent("2027-01-15 23:45");
    await user.clear(field);
    await user.type(field, "2027-02-30 10:00{Enter}");
    expect(field).toHaveValue("2027-02-30 10:00");
    expect(field).toHaveAccessibleDescription(expect.stringContaining("Use the form YYYY-MM-DD HH:mm"));
    expect(screen.getByLabelText("stored")).toHaveTextContent("2027-01-15 23:45");
  });

  it("is also picked from the calendar and the hour and minute boxes", async () => {
    const user = setupUser();
    renderWithProviders(<Deadline initial="2026-12-22 10:15" />);
    await user.click(screen.getByRole("button", { name: "Choose Deadline in a calendar" }));
    await user.click(await screen.findByRole("button", { name: "2026-12-23" }));
    const [hours] = screen.getAllByRole("spinbutton");
    await user.click(hours!);
    await user.keyboard("23");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByLabelText("stored")).toHaveTextContent("2026-12-23 23:15");
    expect(screen.getByRole("textbox", { name: "Deadline" })).toHaveValue("2026-12-23 23:15");
  });

  it("takes both digits typed into the hour box when the page's next frame comes only after the first", async () => {
    const user = setupUser();
    renderWithProviders(<Deadline initial="2026-12-22 10:15" />);
    await user.click(screen.getByRole("button", { name: "Choose Deadline in a calendar" }));
    await user.click(await screen.findByRole("button", { name: "2026-12-23" }));
    // a busy page: the frames requested by the click run only when the test says
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const [hours] = screen.getAllByRole("spinbutton");
    await user.click(hours!);
    await user.keyboard("2");
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    await user.keyboard("3");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.getByLabelText("stored")).toHaveTextContent("2026-12-23 23:15");
  });
});
