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
  reviews_done: number;
  reviews_late: number;
}

export interface ConferencePc {
  conf_id: number;
  members: ConferencePcMember[];
}
