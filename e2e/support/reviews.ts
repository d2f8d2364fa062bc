// Arranges, through the real API, the steps of the full-conference journey whose screens belong to
// other features and are not what this journey is about (TPC invitation lists and auto-assign).
import { apiOk, type Account } from "./api.js";

/** The TPC Invitation textarea's lines, sent as the JSON string total_data (spec part 2 §5). */
export async function inviteTpc(chairToken: string, confId: number, trackId: number, people: Account[]): Promise<void> {
  const lines = people.map((p) => [p.first_name, p.last_name, p.email, p.country, p.affiliation].join(","));
  await apiOk("POST", `/track/tpc-track-wise-invitation/${confId}/${trackId}`, {
    token: chairToken,
    json: { total_data: JSON.stringify(lines) },
  });
}

/** Auto Assign on a track with the given number of reviewers per paper. */
export async function autoAssign(chairToken: string, trackId: number, reviewersPerPaper: number): Promise<void> {
  await apiOk("POST", `/track/paper-reviewer-auto-assign/${trackId}`, {
    token: chairToken,
    json: { number_of_reviewers_per_paper: reviewersPerPaper },
  });
}

/** Who reviews a paper, as its chair sees it (GET /paper/{id}). */
export async function reviewerEmailsOf(chairToken: string, paperId: number): Promise<string[]> {
  const paper = await apiOk<{ paper_reviewer_data: { email: string | null }[] }>("GET", `/paper/${paperId}`, {
    token: chairToken,
  });
  return paper.paper_reviewer_data.map((r) => r.email ?? "");
}
