import { fireEvent, render, screen } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CONFERENCE_SETTINGS, settingHelp } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { formValuesFrom, settingsFormData } from "../settingValues";
import { SettingInput, type SettingsFormValues } from "./SettingInput";

// Automatic review reminders are a setting of Edit Conference's review tab: shown with its
// help text, and what a chair types is what the update call sends (the API test stores it and
// the job test sends the reminders once across a restart).
const def = CONFERENCE_SETTINGS.find((s) => s.key === "review_reminder_days")!;
let latest: SettingsFormValues = {};

function Harness() {
  const form = useForm<SettingsFormValues>({ initialValues: formValuesFrom(null) });
  latest = form.values;
  return <SettingInput def={def} form={form} />;
}

describe("Automatic Reminder (Days Before Review Deadline) in Edit Conference", () => {
  it("sits on the review tab with its help text, and the number typed is what the update sends", () => {
    expect(def).toMatchObject({ tab: CONFERENCE_SETTINGS.find((s) => s.key === "review_deadline")!.tab, kind: "int" });
    expect(def.managed).toBeFalsy();
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Automatic Reminder (Days Before Review Deadline)" });
    expect(settingHelp("review_reminder_days")).toMatch(/days before the Review Deadline/);
    expect(screen.getByText(settingHelp("review_reminder_days")!)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: "3" } });
    expect(settingsFormData(latest, { logo: null, banner: null }).get("review_reminder_days")).toBe("3");
  });
});
