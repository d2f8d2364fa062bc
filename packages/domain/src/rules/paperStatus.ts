import { DECIDED_STATUSES, PAPER_STATUS } from "../options/papers.js";

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
