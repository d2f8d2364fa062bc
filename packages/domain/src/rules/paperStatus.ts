import { DECIDED_STATUSES, PAPER_STATUS, paperStatusLabel } from "../options/papers.js";

// The pure rules the server and the screens use to decide which paper actions a paper's status allows.

/**
 * Whether a paper's authors may still change it (edit, co-authors), as far as its status goes.
 * The spec closes it at 35, 20 and 18 (decided); withdrawn and blocked papers are closed too,
 * because editing them would undo the author's own withdrawal or the chairs' block.
 */
export function paperStatusAllowsAuthorChanges(status: number): boolean {
  return !DECIDED_STATUSES.includes(status) && status !== PAPER_STATUS.WITHDRAWN && status !== PAPER_STATUS.BLOCKED;
}

/** Withdraw is offered only on a submitted paper. */
export function paperStatusAllowsWithdraw(status: number): boolean {
  return status === PAPER_STATUS.SUBMITTED;
}

/** A paper already withdrawn or blocked cannot be blocked again. */
export function paperStatusAllowsBlock(status: number): boolean {
  return status !== PAPER_STATUS.WITHDRAWN && status !== PAPER_STATUS.BLOCKED;
}

/** Reviews are taken while a paper is neither blocked, withdrawn nor decided. */
export function paperAcceptsReviews(status: number): boolean {
  return status !== PAPER_STATUS.BLOCKED && status !== PAPER_STATUS.WITHDRAWN && !DECIDED_STATUSES.includes(status);
}

/** A final decision needs a paper file and a paper that is neither withdrawn nor blocked. */
export function paperAcceptsDecision(status: number, hasFile: boolean): boolean {
  return hasFile && status !== PAPER_STATUS.BLOCKED && status !== PAPER_STATUS.WITHDRAWN;
}

/**
 * The status a person reads: a decided paper (18, 20, 35) shows the decision label its chairs chose
 * from the conference's own list ("Accept as short paper"), not the spec's fixed "Accepted / Probably
 * Accepted"; any other status, or a decided paper without a label, shows the status label. The
 * status number stays what the API's calls and filters use.
 */
export function paperStatusText(status: number, decision: string | null | undefined): string {
  const label = decision?.trim();
  return DECIDED_STATUSES.includes(status) && label ? label : paperStatusLabel(status);
}
