import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gmtOffsetLabel } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { TimezoneSelect } from "./TimezoneSelect";

describe("TimezoneSelect", () => {
  it("shows the chosen zone's label at once, and offers every zone once it is focused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimezoneSelect value="Europe/Berlin" onChange={() => undefined} />);
    const input = screen.getByRole("combobox", { name: "Timezone" });
    expect(input).toHaveValue(gmtOffsetLabel("Europe/Berlin"));
    // no option is built before the first focus
    expect(screen.queryAllByRole("option", { hidden: true })).toHaveLength(0);
    await user.click(input);
    expect((await screen.findAllByRole("option", { hidden: true })).length).toBeGreaterThan(100);
    expect(input).toHaveValue(gmtOffsetLabel("Europe/Berlin"));
  });
});
