// What the policy unit tests build callers from: one ConferenceAccess per role of the spec's
// permission table (part 1, "Who sees which action"), and paper viewers.
import type { ConferenceAccess } from "./conferenceAccess.js";
import type { PaperViewer } from "./papers.js";

export const access = (over: Partial<ConferenceAccess> = {}): ConferenceAccess => ({
  userId: 1,
  confId: 1,
  isAdmin: false,
  permissions: [],
  isOcMember: false,
  chairTrackIds: [],
  tpcTrackIds: [],
  ...over,
});

/** A caller looking at one paper: their conference standing plus their relation to the paper. */
export const viewer = (over: Partial<PaperViewer> = {}, acc: Partial<ConferenceAccess> = {}): PaperViewer => ({
  access: access(acc),
  isAuthor: false,
  isAssignedReviewer: false,
  isConflicted: false,
  ...over,
});

export const ROLES = {
  admin: access({ isAdmin: true }),
  superchair: access({ permissions: ["SUPERCHAIR"] }),
  trackChair: access({ permissions: ["TRACKCHAIR"], chairTrackIds: [5] }),
  ocMember: access({ isOcMember: true }),
  reviewer: access({ permissions: ["REVIEWER"], tpcTrackIds: [5] }),
  user: access(),
} satisfies Record<string, ConferenceAccess>;

export type Role = keyof typeof ROLES;
export const ALL_ROLES = Object.keys(ROLES) as Role[];
