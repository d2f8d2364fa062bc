import { CONFERENCE_STATUS, canConfigureConference } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import { notFound } from "../http/errors.js";
import { type ConferenceAccess, loadConferenceAccess } from "./conferenceAccess.js";

type Db = Kysely<Database> | Transaction<Database>;

// Who may see and change a conference itself. The rule: an Approved conference is seen
// by everyone signed in; any other one by the ADMIN and by those with a standing on it (a
// permission, a track they chair, an OC entry, a pending or accepted TPC invitation; a declined one
// gives nothing). The list query in features/conferences/repository.ts (visibleConferenceIds) is
// its SQL twin; test/conference-visibility-agreement.test.ts holds the two to the same answers.

/** TPC invitations that give standing on a conference: pending (0) and accepted (1), not declined. */
export async function hasTpcInvitation(db: Db, userId: number, confId: number): Promise<boolean> {
  const row = await db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select("tpc_members.id")
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.user_id", "=", userId)
    .where("tpc_members.status", "in", [0, 1])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * An Approved conference is seen by everyone signed in; any other state only by the ADMIN and by
 * those involved with it (a permission, an OC entry, a TPC invitation).
 */
export function canViewConference(access: ConferenceAccess, conferenceStatus: number, invited: boolean): boolean {
  return (
    conferenceStatus === CONFERENCE_STATUS.APPROVED || access.isAdmin || access.permissions.length > 0 || access.isOcMember || invited
  );
}

/**
 * Configuration (Edit Conference): the SUPERCHAIR while the conference is Approved (the card offers
 * the screen only then, part 1 §6), the ADMIN in any state.
 */
export function canUpdateConference(access: ConferenceAccess, conferenceStatus: number): boolean {
  return access.isAdmin || (canConfigureConference(access) && conferenceStatus === CONFERENCE_STATUS.APPROVED);
}

/**
 * The caller's standing on a conference they may see, or 404 (a conference you may not see does
 * not exist for you). Without a user only Approved conferences are visible.
 */
export async function requireVisibleConference(
  db: Db,
  user: Pick<AuthUser, "id" | "role"> | null,
  confId: number,
  conferenceStatus: number,
): Promise<ConferenceAccess | null> {
  if (!user) {
    if (conferenceStatus !== CONFERENCE_STATUS.APPROVED) throw notFound("Conference");
    return null;
  }
  const access = await loadConferenceAccess(db, user, confId);
  const visible =
    canViewConference(access, conferenceStatus, false) || (await hasTpcInvitation(db, user.id, confId));
  if (!visible) throw notFound("Conference");
  return access;
}
