import { TRACK_HAS_PAPERS_MESSAGE, type TrackCreateInput, type TrackUpdateInput } from "@symposia/domain";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AppContext } from "../../context.js";
import { recordAudit } from "../../audit/audit.js";
import type { AuthUser } from "../../http/auth.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { conflict, fieldError, notFound } from "../../http/errors.js";
import {
  type AddressProofFacts,
  assertAllowed,
  canEditTracks,
  canSeeTrackReviewers,
  isSetupOpen,
  mayReceiveRole,
} from "../../policy/index.js";
import * as repo from "./repository.js";
import { loadConferenceAccess, loadTrackReadLevel, requireConference } from "../../access/index.js";

const duplicateName = (name: string) =>
  fieldError("track_name", `A track named "${name}" already exists in this conference.`);
const CHAIR_TWICE = "This user is already a chair of this track.";
const NOT_ALLOWED = "Only the conference's chairs, organising committee or an administrator may manage its tracks.";

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY";
}

/** The caller's standing for changing a conference's tracks; throws 404/403/409. */
async function authoriseTrackChange(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  if (!canEditTracks(access)) {
    // Someone who may not even read the conference is not told that it exists.
    if ((await loadTrackReadLevel(ctx.db, access, conference.conference_status)) === "none")
      throw notFound("Conference");
    assertAllowed(false, NOT_ALLOWED);
  }
  if (!isSetupOpen(access, conference.conference_status)) {
    throw conflict("The conference is not approved, so its tracks cannot be changed.");
  }
  return access;
}

/** The tracks of a conference for whoever may read them (404 for anyone else). */
export async function listTracks(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  const level = await loadTrackReadLevel(ctx.db, access, conference.conference_status);
  if (level === "none") throw notFound("Conference");
  return repo.listTracks(ctx.db, { confId }, canSeeTrackReviewers(access));
}

export async function getTrack(ctx: AppContext, user: AuthUser, trackId: number) {
  const track = await repo.findTrack(ctx.db, trackId);
  if (!track) throw notFound("Track");
  const conference = await requireConference(ctx.db, track.conf_id);
  const access = await loadConferenceAccess(ctx.db, user, track.conf_id);
  if ((await loadTrackReadLevel(ctx.db, access, conference.conference_status)) === "none") throw notFound("Track");
  const [item] = await repo.listTracks(ctx.db, { trackId }, canSeeTrackReviewers(access));
  return item!;
}

export async function createTrack(ctx: AppContext, user: AuthUser, input: TrackCreateInput): Promise<number> {
  await authoriseTrackChange(ctx, user, input.conf_id);
  const fields = {
    track_name: input.track_name,
    track_short_name: input.track_short_name,
    track_description: input.track_description,
  };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await repo.findTrackByName(trx, input.conf_id, input.track_name)) throw duplicateName(input.track_name);
      const id = await repo.insertTrack(trx, input.conf_id, fields);
      await recordAudit(trx, {
        actorId: user.id,
        action: "track.create",
        entityType: "track",
        entityId: id,
        confId: input.conf_id,
        details: fields,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.track_name);
    throw error;
  }
}

/**
 * The path names the conference and the body the track. A track of another conference answers
 * 404: seen from the conference the caller is allowed to change, that track does not exist, and
 * a 403 would confirm that the id exists elsewhere.
 */
export async function updateTrack(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: TrackUpdateInput,
): Promise<void> {
  await authoriseTrackChange(ctx, user, confId);
  const fields = {
    track_name: input.track_name,
    track_short_name: input.track_short_name,
    track_description: input.track_description,
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const track = await repo.findTrack(trx, input.track_id);
      if (!track || track.conf_id !== confId) throw notFound("Track");
      if (await repo.findTrackByName(trx, confId, input.track_name, track.id)) throw duplicateName(input.track_name);
      await repo.updateTrack(trx, track.id, fields);
      await recordAudit(trx, {
        actorId: user.id,
        action: "track.update",
        entityType: "track",
        entityId: track.id,
        confId,
        details: {
          before: {
            track_name: track.track_name,
            track_short_name: track.track_short_name,
            track_description: track.track_description,
          },
          after: fields,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateName(input.track_name);
    throw error;
  }
}

/** Deletes a track with its chairs and TPC rows; a track holding papers is kept (409). */
export async function deleteTrack(ctx: AppContext, user: AuthUser, trackId: number): Promise<void> {
  const track = await repo.findTrack(ctx.db, trackId);
  if (!track) throw notFound("Track");
  await authoriseTrackChange(ctx, user, track.conf_id);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if ((await repo.countPapers(trx, trackId)) > 0) throw conflict(TRACK_HAS_PAPERS_MESSAGE);
      await repo.deleteTrack(trx, trackId);
      await recordAudit(trx, {
        actorId: user.id,
        action: "track.delete",
        entityType: "track",
        entityId: trackId,
        confId: track.conf_id,
        details: { track_name: track.track_name },
      });
    });
  } catch (error) {
    // A paper submitted between the count and the delete is caught by the foreign key.
    if (isForeignKeyViolation(error)) throw conflict(TRACK_HAS_PAPERS_MESSAGE);
    throw error;
  }
}

export async function assignChair(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  chairUserId: number,
): Promise<{ id: number; held: boolean }> {
  const track = await repo.findTrack(ctx.db, trackId);
  if (!track) throw notFound("Track");
  await authoriseTrackChange(ctx, user, track.conf_id);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const chair = await repo.findActiveUser(trx, chairUserId);
      if (!chair) throw fieldError("chair_id", "Choose an active user as the chair.");
      const added = await addTrackChair(trx, track, chair, user.id);
      if (!added) throw conflict(CHAIR_TWICE);
      return added;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CHAIR_TWICE);
    throw error;
  }
}

/**
 * Makes an active account a chair of the track, inside the caller's transaction, and audits it:
 * Manage Chairs (POST /track/chair-assign) and an import's chair contacts both grant it here. An
 * account whose owner has not proven the address is held (policy mayReceiveRole) until they verify
 * it (accounts linkEntriesByEmail attaches it). Null: the account already chairs the track.
 */
export async function addTrackChair(
  trx: Transaction<Database>,
  track: { id: number; conf_id: number },
  chair: { id: number } & AddressProofFacts,
  actorId: number,
): Promise<{ id: number; held: boolean } | null> {
  if (await repo.findChair(trx, track.id, chair.id)) return null;
  // an account whose owner has not proven the address is held until they verify
  const held = !mayReceiveRole(chair);
  const id = await repo.insertChair(trx, track.id, chair.id, held);
  await recordAudit(trx, {
    actorId,
    action: "track.chair_assign",
    entityType: "track_chair",
    entityId: id,
    confId: track.conf_id,
    details: { track_id: track.id, user_id: chair.id, awaiting_email_proof: held },
  });
  return { id, held };
}

export async function removeChair(ctx: AppContext, user: AuthUser, chairRecordId: number): Promise<void> {
  const record = await repo.findChairRecord(ctx.db, chairRecordId);
  if (!record) throw notFound("Track chair");
  await authoriseTrackChange(ctx, user, record.conf_id);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteChair(trx, chairRecordId);
    await recordAudit(trx, {
      actorId: user.id,
      action: "track.chair_remove",
      entityType: "track_chair",
      entityId: chairRecordId,
      confId: record.conf_id,
      details: { track_id: record.track_id, user_id: record.user_id },
    });
  });
}
