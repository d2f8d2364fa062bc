export const CONFERENCE_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2, BLOCKED: 3 } as const;

export const CONFERENCE_STATUS_LABELS: Record<number, string> = {
  0: "Pending",
  1: "Approved",
  2: "Rejected",
  3: "Blocked",
};

export type ConferenceTransition = "approve" | "reject" | "block" | "unblock";

/** The approval state machine; the server and the admin dropdown both read it. */
export const CONFERENCE_TRANSITIONS: Record<number, readonly ConferenceTransition[]> = {
  0: ["approve", "reject", "block"],
  1: ["block"],
  2: [],
  3: ["unblock"],
};

export const CONFERENCE_TRANSITION_CONFIRMATIONS: Record<ConferenceTransition, string> = {
  approve: "Do you want to Approve this Conference?",
  reject: "Do you want to Reject this Conference?",
  block: "Do you want to Block this Conference?",
  unblock: "Do you want to Unblock this Conference?",
};

export const CONFERENCE_PERMISSIONS = ["SUPERCHAIR", "TRACKCHAIR", "REVIEWER"] as const;
export type ConferencePermission = (typeof CONFERENCE_PERMISSIONS)[number];
