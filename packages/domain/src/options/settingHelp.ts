// Help texts of the conference settings, shown under each field of the Edit Conference form.
// Part of the settings catalogue (conferenceSettings.ts): it says what a setting does, and says
// plainly when a setting is information only, i.e. kept and shown but changing nothing.

const INFORMATION_ONLY = "Information only: kept with the conference for the organisers' records; it changes nothing in Symposia.";

export const SETTING_HELP: Readonly<Record<string, string>> = {
  date_format:
    "How this conference's dates (start, end, submission deadline) are written on its screens and public pages: YYYY, MM and DD in any order with - . / or spaces, e.g. DD.MM.YYYY.",
  timezone_for_deadline: "The time zone of the Last Submission Date. Deadlines are shown in it and in UTC.",
  timezone_for_session: `${INFORMATION_ONLY} (The time zone the programme's sessions are announced in; Symposia schedules no sessions.)`,
  start_menu_is: INFORMATION_ONLY,
  review_menu_is: INFORMATION_ONLY,
  reviewer: `${INFORMATION_ONLY} (Reviewers are invited and assigned under TPC.)`,
  license_expiry_date: `${INFORMATION_ONLY} (The conference stays open after this date.)`,
  event_approval_email: "Receives a copy of the conference's approval and status mails, besides the person who proposed it.",
  event_support_emails: "Reply-To of every mail sent on the conference's behalf, so answers reach these people.",
};

/** The help text of a setting, if it has one. */
export function settingHelp(key: string): string | undefined {
  return SETTING_HELP[key];
}
