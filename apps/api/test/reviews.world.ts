// The world the review tests share: a conference with two tracks, everyone who may or may not act
// on its papers, and one paper under review by two reviewers. Built with direct inserts only.
import { nowIso } from "../src/db/time.js";
import { normalizeEmail } from "../src/features/accounts/repository.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertOcMember,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";
import type { TestApp } from "./support/testApp.js";

export interface ReviewWorld {
  confId: number;
  trackId: number;
  otherTrackId: number;
  admin: TestUser;
  chair: TestUser;
  trackChair: TestUser;
  otherTrackChair: TestUser;
  oc: TestUser;
  reviewer1: TestUser;
  reviewer2: TestUser;
  /** accepted TPC member of the track, not assigned to the paper */
  tpcMember: TestUser;
  author: TestUser;
  coauthor: TestUser;
  outsider: TestUser;
  paper: { id: number; paper_sequence: number };
  assignment1: number;
  assignment2: number;
}

/** A conflict the conference chair declared between the world's paper and `userId` ("Personal"). */
export async function declareConflict(t: TestApp, w: ReviewWorld, userId: number): Promise<void> {
  await t.ctx.db
    .insertInto("paper_conflicts")
    .values({
      paper_id: w.paper.id,
      user_id: userId,
      conflict_type: "Personal",
      source: "chair",
      reason: "Friends",
      created_by: w.chair.id,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
}

/** `email` listed among the world's paper's authors, linked to no account: a conflict by address. */
export async function listAddressAsAuthor(t: TestApp, w: ReviewWorld, email: string): Promise<void> {
  await t.ctx.db
    .insertInto("paper_authors")
    .values({
      paper_id: w.paper.id,
      user_id: null,
      first_name: "Listed",
      last_name: "Address",
      email,
      email_normalized: normalizeEmail(email),
      country: "PT",
      affiliation: "Somewhere",
      author_order: 9,
      created_at: nowIso(),
    })
    .execute();
}

export async function addCoauthor(t: TestApp, paperId: number, user: TestUser, order = 2): Promise<void> {
  await t.ctx.db
    .insertInto("paper_authors")
    .values({
      paper_id: paperId,
      user_id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      email_normalized: normalizeEmail(user.email),
      country: "Portugal",
      affiliation: "Coauthor University",
      author_order: order,
      created_at: nowIso(),
    })
    .execute();
}

export async function buildReviewWorld(t: TestApp, confOverrides: Record<string, unknown> = {}): Promise<ReviewWorld> {
  const { app, ctx } = t;
  const person = (first_name: string, last_name: string) => createUser(app, ctx, { first_name, last_name });
  const [admin, chair, trackChair, otherTrackChair, oc, reviewer1, reviewer2, tpcMember, author, coauthor, outsider] =
    await Promise.all([
      createAdmin(app, ctx),
      person("Chloe", "Chair"),
      person("Trudy", "Trackchair"),
      person("Otto", "Othertrack"),
      person("Olga", "Organiser"),
      person("Rita", "Reviewerone"),
      person("Rolf", "Reviewertwo"),
      person("Tara", "Tpcmember"),
      person("Anna", "Author"),
      person("Carl", "Coauthor"),
      person("Oscar", "Outsider"),
    ]);
  const conf = await insertConference(ctx, chair.id, confOverrides);
  const trackId = await insertTrack(ctx, conf.id, "Software Testing");
  const otherTrackId = await insertTrack(ctx, conf.id, "Formal Methods");
  await insertTrackChair(ctx, trackId, trackChair.id);
  await insertTrackChair(ctx, otherTrackId, otherTrackChair.id);
  await insertOcMember(ctx, conf.id, {
    userId: oc.id,
    email: oc.email,
    first_name: oc.first_name,
    last_name: oc.last_name,
  });
  for (const member of [reviewer1, reviewer2, tpcMember]) await insertTpcMember(ctx, trackId, member.id);
  const paper = await insertPaper(ctx, {
    confId: conf.id,
    trackId,
    authorId: author.id,
    title: "Mutation testing at scale",
  });
  await addCoauthor(t, paper.id, coauthor);
  const assignment1 = await insertReviewerAssignment(ctx, paper.id, reviewer1.id);
  const assignment2 = await insertReviewerAssignment(ctx, paper.id, reviewer2.id);
  return {
    confId: conf.id,
    trackId,
    otherTrackId,
    admin,
    chair,
    trackChair,
    otherTrackChair,
    oc,
    reviewer1,
    reviewer2,
    tpcMember,
    author,
    coauthor,
    outsider,
    paper,
    assignment1,
    assignment2,
  };
}

export const review = (overrides: Record<string, unknown> = {}) => ({
  reviewer_evaluation: 2,
  reviewer_confidence: 4,
  reviewer_remarks: "Sound method, clear writing.",
  reviewer_confidential_remarks: "",
  ...overrides,
});

/** A review stored directly (for tests about what others see of it). */
export async function storeReview(
  t: TestApp,
  assignmentId: number,
  values: { evaluation: number; confidence: number; remarks: string; confidential?: string | null },
): Promise<void> {
  await t.ctx.db
    .updateTable("paper_reviewers")
    .set({
      reviewer_evaluation: values.evaluation,
      reviewer_confidence: values.confidence,
      reviewer_remarks: values.remarks,
      reviewer_confidential_remarks: values.confidential ?? null,
      reviewed_at: nowIso(),
    })
    .where("id", "=", assignmentId)
    .execute();
}

export async function setPaperStatus(
  t: TestApp,
  paperId: number,
  status: number,
  decision: string | null = null,
): Promise<void> {
  await t.ctx.db.updateTable("papers").set({ status, decision }).where("id", "=", paperId).execute();
}
