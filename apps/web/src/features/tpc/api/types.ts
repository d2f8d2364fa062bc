// What the TPC calls answer (apps/api/src/features/tpc).
import type { InvitationLineStatus } from "@symposia/domain";

export interface InvitationLineReport {
  line: number;
  email: string | null;
  status: InvitationLineStatus;
  message: string;
}

export interface InvitationReport {
  lines: InvitationLineReport[];
  counts: Record<InvitationLineStatus, number>;
}

export interface AssignmentCounts {
  total_paper_count: number;
  total_tpc_member_count: number;
  no_of_reviewer_per_paper: number;
}

export interface AutoAssignOutcome {
  number_of_reviewers_per_paper: number;
  papers_considered: number;
  reviewers_considered: number;
  assignments_made: number;
  papers_short: { paper_id: number; paper_sequence: number; paper_title: string; needed: number; assigned: number; reason: string }[];
  load: { min: number; max: number; lower_bound: number };
}

export interface ManualMember {
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
}
