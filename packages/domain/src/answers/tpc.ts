import type { AssignmentStatistics } from "./topics.js";
import type { AssignmentBalance, AssignmentObjective, AssignmentWeights, StoredBid } from "../rules/topics.js";
// What the programme committee calls answer (apps/api/src/features/tpc).

/** Invitation report statuses, one per line. */
export type InvitationLineStatus = "invited" | "already_member" | "already_invited" | "invalid";

/** One line of the TPC Invitation report. */
export interface InvitationLineReport {
  line: number;
  email: string | null;
  status: InvitationLineStatus;
  message: string;
}

/** POST /track/tpc-track-wise-invitation/{confId}/{trackId}. */
export interface InvitationReport {
  lines: InvitationLineReport[];
  counts: Record<InvitationLineStatus, number>;
}

/** GET /track/paper-rdetails-count/{trackId}. */
export interface AssignmentCounts {
  total_paper_count: number;
  total_tpc_member_count: number;
  no_of_reviewer_per_paper: number;
}

/** POST /track/paper-reviewer-auto-assign/{trackId}. */
export interface AutoAssignOutcome {
  number_of_reviewers_per_paper: number;
  papers_considered: number;
  reviewers_considered: number;
  assignments_made: number;
  papers_short: {
    paper_id: number;
    paper_sequence: number;
    paper_title: string;
    needed: number;
    assigned: number;
    reason: string;
  }[];
  load: { min: number; max: number; lower_bound: number };
  /** a preview wrote nothing and stored draft_id; a written run has run_id (for Undo) */
  preview?: boolean;
  draft_id?: number | null;
  run_id?: number | null;
  max_papers_per_reviewer?: number | null;
  weights?: AssignmentWeights;
  /** the evenness of loads and the objective the run used */
  balance?: AssignmentBalance;
  objective?: AssignmentObjective;
  statistics?: AssignmentStatistics;
  /** the new pairs (a preview's table): paper, member, the member's bid and affinity (null: none stored) */
  pairs?: {
    paper_id: number;
    paper_sequence: number;
    user_id: number;
    first_name: string;
    last_name: string;
    bid: StoredBid | null;
    topic_overlap: number;
    affinity: number | null;
  }[];
}

/**
 * POST /conference/auto-assign/{confId}: the track call's answer over every track at once (loads
 * are each member's total over all tracks), with each track's share.
 */
export interface ConferenceAutoAssignOutcome extends AutoAssignOutcome {
  conf_id: number;
  tracks: {
    track_id: number;
    track_name: string;
    papers_considered: number;
    reviewers_considered: number;
    assignments_made: number;
  }[];
}

/**
 * POST /paper/reviewer-assign/{paperId}: the new assignment as the paper's paper_reviewer_data
 * lists it; it has no review yet, so every review field is null.
 */
export interface ReviewerAssigned {
  id: number;
  paper_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  reviewer_evaluation: null;
  reviewer_confidence: null;
  reviewer_remarks: null;
  reviewer_confidential_remarks: null;
  reviewed_at: null;
  answers: null;
  form_version: null;
}

/** DELETE /track/reviewer/{id}. */
export interface TpcMemberRemoval {
  removed_assignments: number;
  kept_reviews: number;
}

/** The answer of POST /track/tpc-invitation-answer: what the invitation was for and how it stands now. */
export interface TpcInvitationTokenAnswer {
  action: "ACCEPT" | "REJECT";
  conf_id: number;
  track_id: number;
  track_name: string;
  /** every track the answer covered (several for an invitation to several tracks), track_name first */
  track_names: string[];
  acronym_title: string;
  event_name: string;
}

/** POST /track/auto-assign-undo/{runId}: assignments removed, and those kept because a review exists. */
export interface AutoAssignUndone {
  removed: number;
  kept_with_review: number;
}

/** GET and POST /track/reviewer-quota/{trackId}: a member's own cap on their load in the track. */
export interface ReviewerQuota {
  reviewer_id: number;
  max_papers: number;
}

/** POST /track/affinity/{trackId} with a JSON csv: scores imported and the refused lines. */
export interface AffinityImportResult {
  imported: number;
  refused: { line: number; text: string; reason: string }[];
}

/** POST /track/affinity/{trackId} with a file: as the JSON import, with the counts of a long file. */
export interface AffinityUploadResult extends AffinityImportResult {
  lines: number;
  refused_count: number;
}
