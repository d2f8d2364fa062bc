// What GET /conference/pc/{confId} answers: the conference's programme committee, one row per
// person over every track they were invited to.

export type PcMemberStatus = "invited" | "accepted" | "declined" | "awaiting email verification";

export interface PcMemberTrack {
  track_id: number;
  track_name: string;
  status: PcMemberStatus;
  /** the member's own cap on papers in this track (reviewer quota); null: none set */
  quota: number | null;
}

export interface ConferencePcMember {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  affiliation: string | null;
  /** accepted in any track wins, then awaiting email verification, invited, declined */
  status: PcMemberStatus;
  tracks: PcMemberTrack[];
  /** papers assigned to review, over all tracks */
  load: number;
  bids: number;
  /** the smallest of the member's track quotas; null: none set */
  quota: number | null;
  conflicts: number;
  /** publications on the member's profile (expertise is computed from them) */
  publications: number;
  reviews_done: number;
  reviews_late: number;
}

export interface ConferencePc {
  conf_id: number;
  members: ConferencePcMember[];
}

/** What one call did in one track for one person. */
export type PcTrackOutcome =
  | "invited"
  | "added"
  | "awaiting email verification"
  | "already member"
  | "already invited"
  | "declined"
  | "removed"
  | "not a member";

export interface PcTrackResult {
  track_id: number;
  track_name: string;
  outcome: PcTrackOutcome;
}

/** One line of POST /conference/pc-invitation/{confId}: the per-track line report, with what it did in each track. */
export interface ConferencePcInvitationLine {
  line: number;
  email: string | null;
  /** invited: one invitation (one mail, one answer) for every track whose outcome is "invited" */
  status: "invited" | "already_member" | "already_invited" | "invalid";
  message: string;
  tracks: PcTrackResult[];
}

export interface ConferencePcInvitationReport {
  lines: ConferencePcInvitationLine[];
  counts: Record<ConferencePcInvitationLine["status"], number>;
}

/** POST /conference/pc-member/{confId}: the person and what happened in each named track. */
export interface ConferencePcMemberAdded {
  user_id: number;
  /** at least one track holds the membership until the owner proves the address */
  awaiting_email_verification: boolean;
  tracks: PcTrackResult[];
}

/** POST /conference/pc-member-tracks/{confId} */
export interface ConferencePcMemberTracksResult {
  members: { user_id: number; tracks: PcTrackResult[] }[];
  added: number;
  removed: number;
  /** unreviewed assignments that went with the removed memberships; submitted reviews stay */
  removed_assignments: number;
}

/** POST /conference/pc-reminder/{confId}: each person once, however many of the tracks they are in. */
export type ConferencePcReminderResult =
  | { recipients: number }
  | {
      preview: true;
      recipients: number;
      sample: { to: string; from: string; subject: string; text: string } | null;
    };
