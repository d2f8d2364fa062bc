// A conference and the caller's standing on it, loaded through the access repository and judged
// by the policy: the guards every conference-scoped call starts with.
import { CONFERENCE_STATUS } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import { notFound } from "../http/errors.js";
import {
  type ConferenceAccess,
  type TrackReadLevel,
  assertAllowed,
  assertNoRefusal,
  canViewAllPapers,
  assignmentsReleased,
  canViewConference,
  conferenceAccessFrom,
  trackReadLevel,
  trackReadLevelByStanding,
  whyNotChangeConference,
} from "../policy/index.js";
import * as repo from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference row (without images) or 404. */
export async function requireConference(db: Db, confId: number) {
  const conference = await repo.findConference(db, confId);
  if (!conference) throw notFound("Conference");
  return conference;
}

/** The caller's standing on a conference (policy conferenceAccessFrom over one query). */
export async function loadConferenceAccess(
  db: Db,
  user: Pick<AuthUser, "id" | "role">,
  confId: number,
): Promise<ConferenceAccess> {
  return conferenceAccessFrom(user, confId, await repo.standingFacts(db, user.id, confId));
}

/**
 * Several users' standing on a conference (loadConferenceAccess for each), in one statement:
 * people a mail may go to, judged as the callers they would be.
 */
export async function loadConferenceAccessOf(
  db: Db,
  users: readonly Pick<AuthUser, "id" | "role">[],
  confId: number,
): Promise<Map<number, ConferenceAccess>> {
  const rows = await repo.standingFactsOf(
    db,
    users.map((u) => u.id),
    confId,
  );
  return new Map(
    users.map((user) => [
      user.id,
      conferenceAccessFrom(
        user,
        confId,
        rows.filter((row) => row.user_id === user.id),
      ),
    ]),
  );
}

/**
 * The conference's paper settings (undefined when missing) and the caller's standing on it, read
 * together (one statement on PostgreSQL): what paper lists and a paper's page start with.
 */
export async function loadPaperConferenceAccess(
  db: Db,
  user: Pick<AuthUser, "id" | "role">,
  confId: number,
): Promise<{ conf: repo.PaperConferenceRow | undefined; access: ConferenceAccess }> {
  const { conf, standing } = await repo.findPaperConferenceWithStanding(db, confId, user.id);
  return { conf, access: conferenceAccessFrom(user, confId, standing) };
}

export const hasTpcInvitation = repo.hasTpcInvitation;

/**
 * The caller's standing on a conference they may see, or 404 (a conference you may not see does
 * not exist for you). Without a user only Approved conferences are visible.
 */
export async function requireVisibleConference(
  db: Db,
  user: Pick<AuthUser, "id" | "role"> | null,
  confId: number,
  conferenceStatus: number,
  /** the caller's standing, when read already (loadPaperConferenceAccess) */
  known?: ConferenceAccess,
): Promise<ConferenceAccess | null> {
  if (!user) {
    if (conferenceStatus !== CONFERENCE_STATUS.APPROVED) throw notFound("Conference");
    return null;
  }
  const access = known ?? (await loadConferenceAccess(db, user, confId));
  const visible =
    canViewConference(access, conferenceStatus, false) || (await repo.hasTpcInvitation(db, user.id, confId));
  if (!visible) throw notFound("Conference");
  return access;
}

/**
 * The conference (404 when missing), once it takes changes (policy whyNotChangeConference, 409):
 * writes to reviews, decisions, notifications, the review phase and responses call this.
 */
export async function requireOpenConference(db: Db, confId: number) {
  const conference = await requireConference(db, confId);
  assertNoRefusal(whyNotChangeConference(conference.conference_status));
  return conference;
}

/**
 * How much of the track list the caller may read (policy trackReadLevel); the invitation and
 * authorship facts are loaded only when the standing alone does not answer.
 */
export async function loadTrackReadLevel(
  db: Db,
  access: ConferenceAccess,
  conferenceStatus: number,
): Promise<TrackReadLevel> {
  const byStanding = trackReadLevelByStanding(access, conferenceStatus);
  if (byStanding) return byStanding;
  const [invited, author] = await Promise.all([
    repo.hasTpcInvitation(db, access.userId, access.confId),
    repo.authorsInConference(db, access.userId, access.confId),
  ]);
  return trackReadLevel(access, conferenceStatus, invited || author);
}

/** Whether the conference's assignments are released to the PC (policy assignmentsReleased); true when missing. */
export async function assignmentsReleasedFor(db: Db, confId: number): Promise<boolean> {
  const row = await repo.releaseFacts(db, confId);
  return row ? assignmentsReleased(row) : true;
}

/** The conference's chairs-side callers (SUPERCHAIR, ADMIN, OC) on a conference they may see; others 403. */
export async function requireConferenceChair(db: Db, user: AuthUser, confId: number): Promise<void> {
  const conference = await requireConference(db, confId);
  await requireVisibleConference(db, user, confId, conference.conference_status);
  const access = await loadConferenceAccess(db, user, confId);
  assertAllowed(
    canViewAllPapers(access),
    "Only the conference chairs, the organising committee and an administrator may do this.",
  );
}
