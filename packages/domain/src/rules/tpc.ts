// The TPC feature (spec part 2 §3, §5, §7; part 1 §7): the invitation textarea and its lines,
// invitation answers, the reviewers-per-paper limit, the TPC reminder's audiences and the screens'
// confirmation texts.

/** Most lines one invitation request may carry (a whole TPC is a few hundred people). */
export const TPC_INVITATION_MAX_LINES = 500;
/** The TPC Invitation textarea's height (part 1 §9: a member-list textarea of 12 rows). */
export const TPC_INVITATION_ROWS = 12;

/** The lines of the TPC Invitation textarea, as the web app sends them (blank lines dropped). */
export function invitationLinesFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export const TPC_INVITATION_ACTIONS = ["ACCEPT", "REJECT"] as const;

export const MAX_REVIEWERS_PER_PAPER = 20;

export const TPC_REMINDER_AUDIENCES = [
  { value: 1, label: "Accepted members" },
  { value: 0, label: "Members who have not accepted yet" },
] as const;

/** The product's confirmation texts for the TPC screens (part 2 §5). */
export const TPC_CONFIRMATIONS = {
  deleteMember: "Are you sure to delete this TPC Member?",
  removeReviewer: "Are you sure to remove this Reviewer?",
  addReviewer: "Are you sure to add this TPC member as Reviewer?",
} as const;

/** At most this many tracks, or members, in one call about the conference's programme committee. */
export const PC_BULK_MAX = 500;
