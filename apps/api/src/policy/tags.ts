// Who may see and set which tags of a paper. Shared tags are for the paper's PC and chairs, a
// private tag (~name) for its owner only, a chairs' tag (~~name) for those who run the paper.
// Authors never see tags, and a conflicted member neither sees nor sets any tag of that paper.
import type { TagVisibility } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { type PaperFacts, type PaperViewer, canViewPaper, managesPaper } from "./papers.js";

export const TAGS_ARE_FOR_THE_PC = "Tags are for the program committee and the chairs.";

/**
 * Tags (and acting on sets of papers) are the committee's: an ADMIN, the organising committee, or
 * anyone with a permission on the conference (chair, track chair, PC member). Authors and
 * outsiders have none.
 */
export function mayUseTags(access: ConferenceAccess): boolean {
  return access.isAdmin || access.isOcMember || access.permissions.length > 0;
}

export interface TagFact {
  visibility: TagVisibility;
  owner_key: number;
}

/** Tags exist for this viewer on this paper at all: a PC member or chair of it, neither author nor conflicted. */
export function seesTagsOf(viewer: PaperViewer, paper: PaperFacts): boolean {
  if (viewer.isAuthor || viewer.isConflicted || !canViewPaper(viewer, paper)) return false;
  return viewer.isAssignedReviewer || managesPaper(viewer.access, paper);
}

export function canSeeTag(viewer: PaperViewer, paper: PaperFacts, tag: TagFact): boolean {
  if (!seesTagsOf(viewer, paper)) return false;
  if (tag.visibility === "private") return tag.owner_key === viewer.access.userId;
  if (tag.visibility === "chair") return managesPaper(viewer.access, paper);
  return true;
}

/** Why the viewer may not set or remove a tag of this visibility on the paper, or null. */
export function tagRefusal(viewer: PaperViewer, paper: PaperFacts, visibility: TagVisibility): string | null {
  if (!seesTagsOf(viewer, paper)) return "You may not tag this paper.";
  if (visibility === "chair" && !managesPaper(viewer.access, paper)) return "Only the chairs set ~~ tags.";
  return null;
}
