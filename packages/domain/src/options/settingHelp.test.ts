import { describe, expect, it } from "vitest";
import { SETTING_KEYS } from "./conferenceSettings.js";
import { SETTING_HELP, settingHelp } from "./settingHelp.js";

describe("setting help texts", () => {
  it("every help text belongs to a setting of the catalogue (a misspelt key would show nowhere)", () => {
    const unknown = Object.keys(SETTING_HELP).filter((key) => !(SETTING_KEYS as readonly string[]).includes(key));
    expect(unknown).toEqual([]);
  });

  it("says plainly when a setting does nothing yet, and what the review settings do", () => {
    // in effect: subreviewers and extra file slots
    expect(settingHelp("use_subviewers")).toMatch(/subreviewer/);
    expect(settingHelp("file_upload_fields_submission_form")).toMatch(/besides the paper file/);
    // in effect: the form designer and the decision list
    expect(settingHelp("review_form")).toMatch(/review form designer/);
    expect(settingHelp("decisions")).toMatch(/outcome that sets the paper's status/);
    expect(settingHelp("reviewing_model")).toMatch(/Double-blind: reviewers never learn who the authors are/);
    expect(settingHelp("event_support_emails")).not.toMatch(/Not in effect/);
  });
});
