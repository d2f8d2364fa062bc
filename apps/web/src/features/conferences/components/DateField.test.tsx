import { screen } from "@testing-library/react";
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
});
