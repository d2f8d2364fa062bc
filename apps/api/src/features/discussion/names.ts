// How the writer of a comment (or a lead reviewer) is named to a reader: their name when the reader
// may know the paper's reviewers (discussionNamesVisible), otherwise "Reviewer B" by the paper's
// assignment order, "Subreviewer of Reviewer B", or "Chair".
import { type DiscussionRole, discussionNamesVisible, reviewerLabel } from "../../policy/index.js";
import type { Assignment, DiscussionConference } from "./repository.js";

export interface Participants {
  assignments: readonly Assignment[];
  subreviews: readonly { review_id: number; subreviewer_id: number; first_name: string; last_name: string }[];
}

export function writerOf(
  userId: number,
  people: Participants,
): { role: "chair" | "reviewer" | "subreviewer"; position: number | null } {
  const position = people.assignments.findIndex((a) => a.user_id === userId);
  if (position >= 0) return { role: "reviewer", position };
  const sub = people.subreviews.find((s) => s.subreviewer_id === userId);
  if (sub) {
    const of = people.assignments.findIndex((a) => a.id === sub.review_id);
    return { role: "subreviewer", position: of >= 0 ? of : null };
  }
  return { role: "chair", position: null };
}

export function nameFor(
  readerRole: DiscussionRole | null,
  conf: Pick<DiscussionConference, "are_reviewier_names_visible_to_pc">,
  writer: { id: number; first_name: string; last_name: string },
  people: Participants,
): { name: string; role: "chair" | "reviewer" | "subreviewer"; known: boolean } {
  const { role, position } = writerOf(writer.id, people);
  if (role === "chair" || discussionNamesVisible(readerRole, conf))
    return { name: `${writer.first_name} ${writer.last_name}`.trim(), role, known: true };
  const label = position === null ? "Reviewer" : reviewerLabel(position);
  return { name: role === "subreviewer" ? `Subreviewer of ${label}` : label, role, known: false };
}
