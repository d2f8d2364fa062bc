// A track and the caller's standing on its conference, for the calls that run its TPC, bids and
// automatic assignment.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import { conflict, notFound } from "../http/errors.js";
import {
  type ConferenceAccess,
  type Refusal,
  TPC_CLOSED,
  assertAllowed,
  assertNoRefusal,
  isTpcOpen,
} from "../policy/index.js";
import { requireVisibleConference } from "./conference.js";
import { type TrackWithConference, findTrackWithConference } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The track and the caller's standing on its conference, once the caller passed `allowed`:
 * 404 when the track (or its conference, for this caller) does not exist, 403 when the caller may
 * see it but not do this, 409 when the conference is not open for TPC changes.
 */
export async function requireTrackPermission(
  db: Db,
  user: AuthUser,
  trackId: number,
  allowed: (access: ConferenceAccess, track: TrackWithConference) => boolean,
  refusal: string,
  opts: { changes: boolean } = { changes: true },
): Promise<{ track: TrackWithConference; access: ConferenceAccess }> {
  const track = await findTrackWithConference(db, trackId);
  if (!track) throw notFound("Track");
  const access = (await requireVisibleConference(db, user, track.conf_id, track.conference_status))!;
  assertAllowed(allowed(access, track), refusal);
  if (opts.changes && !isTpcOpen(access, track.conference_status)) throw conflict(TPC_CLOSED);
  return { track, access };
}

/**
 * The track and the caller's standing on its conference, once the policy's `whyNot` has nothing to
 * say: 404 when the track (or its conference, for this caller) does not exist, else its refusal.
 */
export async function requireTrackAbility(
  db: Db,
  user: AuthUser,
  trackId: number,
  whyNot: (access: ConferenceAccess, conferenceStatus: number) => Refusal | null,
): Promise<{ track: TrackWithConference; access: ConferenceAccess }> {
  const track = await findTrackWithConference(db, trackId);
  if (!track) throw notFound("Track");
  const access = (await requireVisibleConference(db, user, track.conf_id, track.conference_status))!;
  assertNoRefusal(whyNot(access, track.conference_status));
  return { track, access };
}
