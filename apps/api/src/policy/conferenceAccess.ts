import type { ConferencePermission, ConferenceRoleFacts } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";

type Db = Kysely<Database> | Transaction<Database>;

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

/**
 * Loads the caller's standing on a conference: SUPERCHAIR from conference_permissions,
 * TRACKCHAIR from track chairs, REVIEWER from accepted TPC membership, OC from committee entries
 * linked to the user.
 */
export async function loadConferenceAccess(db: Db, user: Pick<AuthUser, "id" | "role">, confId: number): Promise<ConferenceAccess> {
  const [superRows, chairRows, tpcRows, ocRow] = await Promise.all([
    db.selectFrom("conference_permissions").select("permission").where("conf_id", "=", confId).where("user_id", "=", user.id).execute(),
    db
      .selectFrom("track_chairs")
      .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
      .select("tracks.id")
      .where("tracks.conf_id", "=", confId)
      .where("track_chairs.user_id", "=", user.id)
      .execute(),
    db
      .selectFrom("tpc_members")
      .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
      .select("tracks.id")
      .where("tracks.conf_id", "=", confId)
      .where("tpc_members.user_id", "=", user.id)
      .where("tpc_members.status", "=", 1)
      .execute(),
    db.selectFrom("organizing_committee").select("id").where("conf_id", "=", confId).where("user_id", "=", user.id).limit(1).executeTakeFirst(),
  ]);
  const permissions: ConferencePermission[] = [];
  if (superRows.some((r) => r.permission === "SUPERCHAIR")) permissions.push("SUPERCHAIR");
  if (chairRows.length > 0) permissions.push("TRACKCHAIR");
  if (tpcRows.length > 0) permissions.push("REVIEWER");
  return {
    userId: user.id,
    confId,
    isAdmin: user.role === "ADMIN",
    permissions,
    isOcMember: ocRow !== undefined,
    chairTrackIds: chairRows.map((r) => r.id),
    tpcTrackIds: tpcRows.map((r) => r.id),
  };
}
