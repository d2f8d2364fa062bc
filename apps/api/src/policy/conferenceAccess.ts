import type { ConferencePermission, ConferenceRoleFacts } from "@symposia/domain";
import { type Kysely, type Transaction, sql } from "kysely";
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

/** Which of the caller's standings a row of the access query reports. */
type AccessFact = "superchair" | "chair" | "tpc" | "oc";

/**
 * Loads the caller's standing on a conference: SUPERCHAIR from conference_permissions,
 * TRACKCHAIR from track chairs, REVIEWER from accepted TPC membership, OC from committee entries
 * linked to the user. Every conference-scoped request asks this, so the four facts come back as
 * the rows of one query (one round trip, one connection) rather than four.
 */
export async function loadConferenceAccess(db: Db, user: Pick<AuthUser, "id" | "role">, confId: number): Promise<ConferenceAccess> {
  const fact = (kind: AccessFact) => sql.lit(kind).$castTo<AccessFact>().as("fact");
  const rows = await db
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .select([fact("chair"), "tracks.id as track_id"])
    .where("tracks.conf_id", "=", confId)
    .where("track_chairs.user_id", "=", user.id)
    .where("track_chairs.awaiting_email_proof", "=", 0)
    .unionAll(
      db
        .selectFrom("tpc_members")
        .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
        .select([fact("tpc"), "tracks.id as track_id"])
        .where("tracks.conf_id", "=", confId)
        .where("tpc_members.user_id", "=", user.id)
        .where("tpc_members.status", "=", 1),
    )
    // the facts below concern no track: their track_id is null and never read
    .unionAll(
      db
        .selectFrom("conference_permissions")
        .select([fact("superchair"), sql<number>`null`.as("track_id")])
        .where("conf_id", "=", confId)
        .where("user_id", "=", user.id)
        .where("permission", "=", "SUPERCHAIR"),
    )
    .unionAll(
      db
        .selectFrom("organizing_committee")
        .select([fact("oc"), sql<number>`null`.as("track_id")])
        .where("conf_id", "=", confId)
        .where("user_id", "=", user.id),
    )
    .orderBy("track_id")
    .execute();
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
