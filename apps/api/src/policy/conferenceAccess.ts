import type { ConferencePermission, ConferenceRoleFacts } from "@symposia/domain";

/** Everything the policy needs to know about one user on one conference. */
export interface ConferenceAccess extends ConferenceRoleFacts {
  userId: number;
  confId: number;
  permissions: ConferencePermission[];
  /** tracks of this conference the user chairs */
  chairTrackIds: number[];
  /** tracks of this conference whose TPC the user has joined (accepted) */
  tpcTrackIds: number[];
}

/** Which of the caller's standings a row of the access repository's standingFacts reports. */
export type AccessFact = "superchair" | "chair" | "tpc" | "oc";

/**
 * The caller's standing on a conference from the rows the access repository loaded (standingFacts):
 * SUPERCHAIR from conference_permissions, TRACKCHAIR from track chairs, REVIEWER from accepted TPC
 * membership, OC from committee entries linked to the user.
 */
export function conferenceAccessFrom(
  user: { id: number; role: string },
  confId: number,
  rows: readonly { fact: AccessFact; track_id: number }[],
): ConferenceAccess {
  const trackIds = (kind: AccessFact) => rows.filter((r) => r.fact === kind).map((r) => r.track_id);
  const has = (kind: AccessFact) => rows.some((r) => r.fact === kind);
  const permissions: ConferencePermission[] = [];
  if (has("superchair")) permissions.push("SUPERCHAIR");
  if (has("chair")) permissions.push("TRACKCHAIR");
  if (has("tpc")) permissions.push("REVIEWER");
  return {
    userId: user.id,
    confId,
    isAdmin: user.role === "ADMIN",
    permissions,
    isOcMember: has("oc"),
    chairTrackIds: trackIds("chair"),
    tpcTrackIds: trackIds("tpc"),
  };
}
