// Answers of topics, bidding and preference-aware auto-assignment.
import type { StoredBid } from "../rules/topics.js";

export interface Topic {
  id: number;
  name: string;
}

/** GET /conference/my-topics/{confId} */
export interface MyTopics {
  topic_ids: number[];
  /** the tracks of this conference where the caller is an accepted TPC member */
  tpc_track_ids: number[];
}

/** One paper of GET /paper/bidding/{confId}. */
export interface BiddingPaper {
  id: number;
  paper_sequence: number;
  paper_title: string;
  abstract: string;
  keywords: string | null;
  track_id: number;
  track_name: string;
  topics: Topic[];
  /** topics of the paper that are among the caller's expertise */
  topic_matches: number;
  /** empty when the anonymity model hides them (Double-blind) */
  authors: { first_name: string; last_name: string; affiliation: string | null }[];
  bid: StoredBid | null;
}

export interface BiddingPage {
  data: BiddingPaper[];
  /** papers matching the search and filters */
  total: number;
  /** every paper the caller may bid on, and how many they have bid on ("37 of 212 bid") */
  paper_count: number;
  bid_count: number;
  open: boolean;
  /** why bidding is closed, when it is */
  closed_reason: string | null;
  /** the deadline as a UTC instant (ISO), null without one */
  bidding_deadline_at: string | null;
}

/** POST /paper/bid/{paperId}: the bid as it now stands ("conflict" when one was declared, null when cleared). */
export interface BidPlaced {
  paper_id: number;
  bid: StoredBid | "conflict" | null;
}

/** POST /track/bid-reminder/{trackId} */
export interface BidReminderResult {
  reminded: number;
}

/** GET /track/bids/{trackId} */
export interface TrackBids {
  /** 0: counts only (is_viewing_bids_of_pc_members_chairs_enabled = 0) */
  details_visible: boolean;
  papers: {
    paper_id: number;
    paper_sequence: number;
    paper_title: string;
    yes: number;
    maybe: number;
    no: number;
    bids?: { user_id: number; bid: StoredBid }[];
  }[];
  members: {
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    bid_count: number;
    bids?: { paper_id: number; bid: StoredBid }[];
  }[];
}

/** The statistics of an auto-assign preview or run. */
export interface AssignmentStatistics {
  /** load (existing + new) → number of members with it */
  load_histogram: { load: number; members: number }[];
  /** new pairs by the member's bid */
  pairs_by_bid: { yes: number; maybe: number; none: number; no: number };
  /** mean over new pairs of shared topics / paper topics (0 when the paper has none) */
  mean_topic_overlap: number;
  /** mean imported affinity over new pairs that have one, null when none has */
  mean_affinity: number | null;
  total_preference: number;
  /** true when some pair had to use a `no` bid because nothing else was feasible */
  used_no_bids: boolean;
  /** always true since the sparse candidate set; kept so older clients keep parsing the answer */
  preferences_applied: boolean;
  /**
   * Per paper that needed reviewers in this run, the total preference of all its reviewers after
   * it (those it had and the new ones): the lowest, the 10th percentile and the median (nearest
   * rank); null when no paper needed reviewers.
   */
  paper_totals: { lowest: number; p10: number; median: number } | null;
  /** papers (of those) whose reviewers all have an affinity below low_affinity_threshold (none counts as 0) */
  low_affinity_papers: number;
  low_affinity_threshold: number;
}

/** The parts of an Auto Assign run, in order. */
export type AutoAssignPhase = "reading" | "balancing" | "candidates" | "solving" | "saving";

/** GET /track/auto-assign-progress/{trackId}: the track's current or last run. */
export interface AutoAssignProgress {
  state: "idle" | "running" | "done" | "failed";
  phase: AutoAssignPhase | null;
  /** 0..100 */
  progress: number;
  started_at: string | null;
  updated_at: string | null;
}
