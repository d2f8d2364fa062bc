// A track and the caller's standing on its conference, for the calls that run its TPC, bids and
// automatic assignment.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import { notFound } from "../http/errors.js";
import { type ConferenceAccess, type Refusal, assertNoRefusal } from "../policy/index.js";
import { requireVisibleConference } from "./conference.js";
import { type TrackWithConference, findTrackWithConference } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

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
