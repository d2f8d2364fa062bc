// The review window of one reviewer on one paper now: the phase settings and the reviewer's
// extension from the access repository, judged by policy/reviewPhase.ts reviewWindow.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { conflict } from "../http/errors.js";
import { type ReviewWindow, reviewWindow } from "../policy/reviewPhase.js";
import * as repo from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The review window for this reviewer and paper now (the one predicate, policy/reviewPhase.ts). */
export async function reviewWindowFor(
  db: Db,
  confId: number,
  paperId: number,
  userId: number,
  now = new Date(),
): Promise<ReviewWindow> {
  const [conf, extension] = await Promise.all([
    repo.findPhaseConference(db, confId),
    repo.findExtension(db, paperId, userId),
  ]);
  if (!conf) return { open: false, reason: "Conference not found." };
  return reviewWindow(conf, extension, now);
}

/** 409 with the reason when the window is closed: review attachments call this. */
export async function assertReviewWindow(db: Db, confId: number, paperId: number, userId: number): Promise<void> {
  const window = await reviewWindowFor(db, confId, paperId, userId);
  if (!window.open) throw conflict(window.reason);
}
