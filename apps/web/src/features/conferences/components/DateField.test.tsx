import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { resetFirstPaintForTests, useScreenRendered } from "../../../lib/afterFirstPaint";
import { renderWithProviders } from "../../../test/render";
import { DateField } from "./DateField";

function FirstScreen() {
  useScreenRendered();
  return <DateField label="Start date" value="2026-12-01" onChange={() => undefined} />;
}

describe("DateField", () => {
  afterEach(() => resetFirstPaintForTests());

  it("shows the value in a read-only input until the first screen has painted, then the picker", async () => {
    resetFirstPaintForTests();
    renderWithProviders(<FirstScreen />);
    const first = screen.getByRole("textbox", { name: "Start date" });
    expect(first).toHaveValue("2026-12-01");
    expect(first).toHaveAttribute("readonly");
    // the picker (Mantine's DatePickerInput, a button that opens a calendar) replaces it
    expect(await screen.findByRole("button", { name: "Start date" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Start date" })).toBeNull();
  });

  it("shows the picker's description while it loads, so nothing below moves when the picker comes", async () => {
    resetFirstPaintForTests();
    renderWithProviders(<Deadline />);
    expect(screen.getByRole("textbox", { name: "Deadline" })).toHaveAccessibleDescription(
      "In the Timezone For Deadline.",
    );
    expect(screen.getByRole("textbox", { name: "Deadline" })).toHaveAttribute("readonly");
    // the picker: typed into, with the same description
    const picker = await waitForEditable("Deadline");
    expect(picker).toHaveAccessibleDescription("In the Timezone For Deadline.");
  });
});

function Deadline() {
  useScreenRendered();
  return (
    <DateField
      withTime
      label="Deadline"
      value="2026-12-01 10:00"
      onChange={() => undefined}
      placeholder="YYYY-MM-DD HH:mm"
      description="In the Timezone For Deadline."
    />
  );
}

/** The field once the picker has replaced the read-only stand-in. */
async function waitForEditable(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole("textbox", { name })).not.toHaveAttribute("readonly"));
  return screen.getByRole("textbox", { name });
}
