// The web paths the dashboard links to (apps/web/src/app/paths.ts spells the same routes). A
// count links to the list whose total it is: All Papers with the search (`?q=`) that selects
// exactly what the count counts; the count is that search's total.
import { DISAGREEMENT_THRESHOLD } from "../discussion/index.js";

type Id = number;

export const links = {
  editConference: (c: Id) => `/conference/editConference/${c}`,
  cfp: (c: Id) => `/conference/cfp/${c}`,
  papers: (c: Id, q = "") => `/conference/papers/${c}${q ? `?${new URLSearchParams({ q }).toString()}` : ""}`,
  tpcTracks: (c: Id) => `/conference/tracks/list/${c}`,
  committee: (c: Id) => `/conference/pc/${c}`,
  reports: (c: Id) => `/conference/reports/${c}`,
} as const;

/** The All Papers searches behind the counts, by count. */
export const SEARCHES = {
  submitted: "status:submitted",
  abstract_only: "status:submitted -has:file",
  missing_file: "-has:file",
  withdrawn: "status:withdrawn",
  /** papers that take reviewers (submitted, with their file) and have fewer than wanted */
  short_of_reviewers: (perPaper: number) => `status:submitted has:file re:<${perPaper}`,
  papers_with_reviews_missing: "re:missing",
  papers_with_late_reviews: "re:late",
  disagreements: `spread:>=${DISAGREEMENT_THRESHOLD}`,
  responses: "has:response",
  accepted: "status:accepted",
  rejected: "status:rejected",
  undecided: "status:undecided",
  final_versions: "status:accepted has:final",
  final_versions_missing: "status:accepted -has:final",
} as const;
