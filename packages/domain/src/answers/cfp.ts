import type { SubmissionGuidance } from "./submission.js";
// What the CFP calls answer (apps/api/src/features/cfp/views.ts).

/** An organising-committee entry as the Manage CFP screen sees it (with email). */
export interface CommitteeMember {
  id: number;
  organizing_committee_type: number;
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string;
  country: string;
  sequence: number;
  user_id: number | null;
  /**
   * true: the address belongs to an account whose owner has not proven it; the entry grants
   * nothing ("awaiting email verification") and attaches when the owner verifies.
   */
  awaiting_email_verification: boolean;
}

/** The public view of an entry: no email, no account link. */
export type PublicCommitteeMember = Omit<CommitteeMember, "email" | "user_id" | "awaiting_email_verification">;

export interface CommitteeGroup<M> {
  organizing_committee_type: number;
  label: string;
  /** in sequence order */
  members: M[];
}

/** GET /cfp/{confId} */
export interface ManagedCfp {
  conf_id: number;
  cfp_details: string;
  cfp_file: string | null;
  cfp_file_mime_type: string | null;
  has_file: boolean;
  cfp_file_url: string | null;
  cfp_data: CommitteeMember[];
  cfp_groups: CommitteeGroup<CommitteeMember>[];
}

/** GET /site/cfp/{id} (with its submission guidance) */
export interface PublicCfp extends SubmissionGuidance {
  conf_id: number;
  event_name: string;
  acronym_title: string;
  banner: string | null;
  banner_mime_type: string | null;
  logo: string | null;
  logo_mime_type: string | null;
  cfp_details: string;
  has_file: boolean;
  /** the CFP file as base64 (null without one, or with include_file=0) */
  cfp_file: string | null;
  cfp_file_mime_type: string | null;
  cfp_file_url: string | null;
  cfp_data: PublicCommitteeMember[];
  cfp_groups: CommitteeGroup<PublicCommitteeMember>[];
  /** the conference's Event Support Emails: the contact for questions about the call */
  support_emails: string[];
}

/** POST /cfp/{confId}: the entry added; awaiting_email_verification as on CommitteeMember. */
export interface CommitteeMemberAdded {
  id: number;
  awaiting_email_verification: boolean;
}
