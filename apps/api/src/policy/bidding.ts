// Bidding: who may bid on which paper, and whether bidding is open. The bidding list,
// the bid call and the chairs' view all ask here.
import { CONFERENCE_STATUS, PAPER_STATUS } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import type { PaperViewer } from "./papers.js";
import { submissionDeadline } from "./deadline.js";
import { type Refusal, hidden, refusal } from "./refusal.js";

export interface BiddingFacts {
  conference_status: number;
  is_paper_binding_enabled: number;
  /** "YYYY-MM-DD HH:mm" in timezone_for_deadline; null: no deadline */
  bidding_deadline: string | null;
  timezone_for_deadline: string | null;
}

/** The bidding deadline as a UTC instant (the same wall-clock reading as the submission deadline). */
export function biddingDeadline(conf: BiddingFacts): Date | null {
  return submissionDeadline({
    last_submission_date: conf.bidding_deadline,
    timezone_for_deadline: conf.timezone_for_deadline,
  });
}

/** Why bids may not change now (409), or null while bidding is open. */
export function biddingRefusal(conf: BiddingFacts, now = new Date()): string | null {
  if (conf.conference_status !== CONFERENCE_STATUS.APPROVED) return "This conference is not open for bidding.";
  if (conf.is_paper_binding_enabled !== 1) return "Paper bidding is not enabled for this conference.";
  const deadline = biddingDeadline(conf);
  if (deadline && now.getTime() >= deadline.getTime()) return "The bidding deadline has passed.";
  return null;
}

/** A paper is on the bidding list while it is submitted (with its file, as auto-assign needs). */
export const paperTakesBids = (paper: { status: number; has_file: boolean }) =>
  paper.status === PAPER_STATUS.SUBMITTED && paper.has_file;

/**
 * May the caller bid on (and see the bidding entry of) this paper: an accepted TPC member of its
 * track who is not conflicted with it (ConflictIndex.isConflicted; authors are conflicted too).
 */
export function mayBidOn(access: ConferenceAccess, paper: { track_id: number }, isConflicted: boolean): boolean {
  return access.tpcTrackIds.includes(paper.track_id) && !isConflicted;
}

export const PAPER_NOT_BIDDABLE = "This paper is not open for bidding.";

/**
 * Bidding on one paper now: an accepted TPC member of its track who is not conflicted with it
 * (others are told it does not exist, 404), while bidding is open (409: the bidding list's
 * closed_reason), on a paper that takes bids (409). Its flag is the bidding list's: the list shows
 * exactly the papers for which whyNotBidOnPaper is null, and `open` when biddingRefusal is null.
 */
export function whyNotBid(
  access: ConferenceAccess,
  paper: { track_id: number; status: number; has_file: boolean },
  isConflicted: boolean,
  conf: BiddingFacts,
  now = new Date(),
): Refusal | null {
  if (!mayBidOn(access, paper, isConflicted)) return hidden("Paper");
  const closed = biddingRefusal(conf, now);
  if (closed) return refusal(409, closed);
  return whyNotBidOnPaper(access, paper, isConflicted);
}

/** whyNotBid without the conference's bidding period: which papers the bidding list shows. */
export function whyNotBidOnPaper(
  access: ConferenceAccess,
  paper: { track_id: number; status: number; has_file: boolean },
  isConflicted: boolean,
): Refusal | null {
  if (!mayBidOn(access, paper, isConflicted)) return hidden("Paper");
  return paperTakesBids(paper) ? null : refusal(409, PAPER_NOT_BIDDABLE);
}

/**
 * A TPC member reads the file of a paper on their bidding list (bidding enabled, the paper submitted
 * with its file, the member not conflicted), so they bid on the paper itself and not only its title.
 * The file is served as to an assigned reviewer: named by the paper's number, never by its authors.
 */
export function mayReadFileForBidding(
  viewer: Pick<PaperViewer, "access" | "isConflicted">,
  paper: { track_id: number; status: number; has_file: boolean },
  conf: { is_paper_binding_enabled: number },
): boolean {
  return (
    conf.is_paper_binding_enabled === 1 && paperTakesBids(paper) && mayBidOn(viewer.access, paper, viewer.isConflicted)
  );
}

/** Chairs who see a track's bids: those who manage its TPC. Details only when the conference allows it. */
export const bidDetailsVisible = (conf: { is_viewing_bids_of_pc_members_chairs_enabled: number }) =>
  conf.is_viewing_bids_of_pc_members_chairs_enabled === 1;

/**
 * is_assignment_submitted_papers_to_program_committee_enabled: while 0, reviewers do not see
 * their assignments (the chairs prepare them); the chairs managing a paper always do.
 */
export const assignmentsReleased = (conf: { is_assignment_submitted_papers_to_program_committee_enabled: number }) =>
  conf.is_assignment_submitted_papers_to_program_committee_enabled === 1;
