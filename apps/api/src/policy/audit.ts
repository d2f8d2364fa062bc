// Who may read the audit trail of one record. The history of a paper names its reviewers (they
// are the actors of its reviews), so it goes only to those who already see every reviewer of it.
import type { PaperViewer } from "./papers.js";
import { mayDecide } from "./reviews.js";

/**
 * A paper's history: those who decide it (SUPERCHAIR, ADMIN, OC members, the chairs of its track),
 * never one of its authors nor anyone conflicted with it, whatever role they also hold (a chair who
 * wrote the paper would learn who reviewed it).
 */
export function canViewPaperHistory(viewer: PaperViewer, paper: { track_id: number }): boolean {
  return mayDecide(viewer, paper);
}
