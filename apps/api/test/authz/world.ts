// The one world the authorisation matrix runs in: conference A (Approved) with the paper every
// caller stands in some relation to, and conference B, whose rows must never show up in A's
// answers. Built with direct inserts only, so the matrix fails only for the route it tests.
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../src/features/accounts/password.js";
import { createPasswordLink } from "../../src/features/accounts/passwordTokens.js";
import { createVerificationLink } from "../../src/features/accounts/verificationTokens.js";
import { createSession, insertUser, normalizeEmail } from "../../src/features/accounts/repository.js";
import { insertJob } from "../../src/features/reviews/notificationJobsRepository.js";
import { nowIso, isoIn } from "../../src/db/time.js";
import { hashToken, newToken } from "../../src/http/auth.js";
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from "../support/factories.js";
import {
  insertConference,
  insertOcMember,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
  MINIMAL_PDF,
} from "../support/fixtures.js";
import type { TestApp } from "../support/testApp.js";
import type { CallerKey, SignedInCaller } from "./callers.js";

/** A 1×1 PNG: a real image for the logo and banner routes. */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** Text that exists only in conference B: an answer about conference A that contains it leaks. */
export const OTHER_CONFERENCE_MARKER = "ZzOtherConferenceZz";

export interface FreshPaper {
  id: number;
  /** a third, hand-typed author row: what DELETE /paper/author removes */
  extraAuthorId: number;
}

export interface World {
  t: TestApp;
  users: Record<SignedInCaller, TestUser>;
  confId: number;
  /** the paper's track (T1), chaired by trackChair; reviewer and tpcMember are its TPC */
  trackId: number;
  /** chaired by otherTrackChair */
  otherTrackId: number;
  /** a track used for TPC invitations only, so answering them changes no other relation */
  inviteTrackId: number;
  /** the paper: by author with coauthor, reviewed by reviewer (with confidential remarks), decided */
  paperId: number;
  jobId: number;
  /** an accepted TPC member of T1 who is none of the callers (assignments made in cells) */
  spareReviewerId: number;
  /** a user who is none of the callers (profile reads, admin edits) */
  bystander: { id: number; email: string };
  confidentialRemark: string;
  other: { confId: number; trackId: number; paperId: number };
  /** a user inserted directly (no session), for cells that change or delete a user */
  newBystander(): Promise<{ id: number; email: string }>;
  /** a fresh paper in T1 with the same relations as the paper (author, coauthor, reviewer) */
  newPaper(): Promise<FreshPaper>;
  newTrack(): Promise<number>;
  newSession(userId: number): Promise<string>;
  resetToken(userId: number): Promise<string>;
  /** the token of a fresh verify-email link of the user */
  verificationToken(userId: number): Promise<string>;
  token(caller: CallerKey): string | undefined;
  /** a new main session for the caller (after a password change revoked the old one) */
  renewToken(caller: SignedInCaller): Promise<void>;
}

const unique = () => randomBytes(4).toString("hex");

export async function buildWorld(t: TestApp): Promise<World> {
  const { app, ctx } = t;
  const db = ctx.db;
  const person = (first_name: string, last_name: string, status?: number) =>
    createUser(app, ctx, { first_name, last_name, status });
  // One after the other, so every run gives each caller the same id (the golden read answers
  // compare ids across runs).
  const admin = await createAdmin(app, ctx);
  const superchair = await person("Sofia", "Superchair");
  const trackChair = await person("Trudy", "Trackchair");
  const otherTrackChair = await person("Otto", "Othertrack");
  const ocMember = await person("Olga", "Organiser");
  // distinctive names: an author's answer that contains them leaks who reviewed
  const reviewer = await person("Rhiannon", "Reviewsworth");
  const tpcMember = await person("Tobias", "Tpcfellow");
  const author = await person("Anna", "Author");
  const coauthor = await person("Carl", "Coauthor");
  const stranger = await person("Stan", "Stranger");
  const deactivated = await person("Dora", "Deactivated", 0);
  const conflictedChair = await person("Cecil", "Conflictedchair");
  const conflictedTrackChair = await person("Tamsin", "Conflictedtrackchair");
  const conflictedReviewer = await person("Ronja", "Conflictedreviewer");
  const users = {
    admin,
    superchair,
    trackChair,
    otherTrackChair,
    ocMember,
    reviewer,
    tpcMember,
    author,
    coauthor,
    stranger,
    deactivated,
    conflictedChair,
    conflictedTrackChair,
    conflictedReviewer,
  };

  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const newBystander = async () => {
    const email = uniqueEmail("bystander");
    const id = await insertUser(db, {
      first_name: "Bea",
      last_name: "Bystander",
      email,
      country: "Portugal",
      affiliation: "Elsewhere",
      password_hash: passwordHash,
      role: "USER",
      status: 1,
    });
    return { id, email };
  };

  // a conference that takes co-authors, or the coauthor caller could not exist
  const conf = await insertConference(ctx, superchair.id, { disable_multiple_authors: 0 });
  const confId = conf.id;
  await db
    .updateTable("conferences")
    .set({ logo: PNG_1X1, logo_mime_type: "image/png", banner: PNG_1X1, banner_mime_type: "image/png" })
    .where("id", "=", confId)
    .execute();
  await db
    .insertInto("cfp")
    .values({
      conf_id: confId,
      cfp_details: "<p>Call for papers</p>",
      cfp_file: MINIMAL_PDF,
      cfp_file_mime_type: "application/pdf",
      cfp_file_name: "cfp.pdf",
      updated_by: superchair.id,
      updated_at: nowIso(),
    })
    .execute();
  const trackId = await insertTrack(ctx, confId, "Software Testing");
  const otherTrackId = await insertTrack(ctx, confId, "Formal Methods");
  const inviteTrackId = await insertTrack(ctx, confId, "Invitations");
  await insertTrackChair(ctx, trackId, trackChair.id);
  await insertTrackChair(ctx, otherTrackId, otherTrackChair.id);
  await insertOcMember(ctx, confId, {
    userId: ocMember.id,
    email: ocMember.email,
    first_name: ocMember.first_name,
    last_name: ocMember.last_name,
  });
  await insertTpcMember(ctx, trackId, reviewer.id);
  await insertTpcMember(ctx, trackId, tpcMember.id);
  // conflicted callers: a second SUPERCHAIR, a second chair of T1 and a TPC member of T1
  await db
    .insertInto("conference_permissions")
    .values({ conf_id: confId, user_id: conflictedChair.id, permission: "SUPERCHAIR", created_at: nowIso() })
    .execute();
  await insertTrackChair(ctx, trackId, conflictedTrackChair.id);
  await insertTpcMember(ctx, trackId, conflictedReviewer.id);
  const spare = await newBystander();
  await insertTpcMember(ctx, trackId, spare.id);

  const addAuthor = async (
    paperId: number,
    who: { id: number | null; first_name: string; last_name: string; email: string },
    order: number,
  ) => {
    const row = await db
      .insertInto("paper_authors")
      .values({
        paper_id: paperId,
        user_id: who.id,
        first_name: who.first_name,
        last_name: who.last_name,
        email: who.email,
        email_normalized: normalizeEmail(who.email),
        country: "Portugal",
        affiliation: "Coauthor University",
        author_order: order,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const newPaper = async (): Promise<FreshPaper> => {
    const paper = await insertPaper(ctx, { confId, trackId, authorId: author.id });
    await addAuthor(paper.id, coauthor, 2);
    const extraAuthorId = await addAuthor(
      paper.id,
      { id: null, first_name: "Hand", last_name: "Typed", email: uniqueEmail("typed") },
      3,
    );
    await insertReviewerAssignment(ctx, paper.id, reviewer.id);
    // the conflicted reviewer keeps an assignment made before the conflict was declared
    await insertReviewerAssignment(ctx, paper.id, conflictedReviewer.id);
    for (const who of [conflictedChair, conflictedTrackChair, conflictedReviewer]) {
      await db
        .insertInto("paper_conflicts")
        .values({
          paper_id: paper.id,
          user_id: who.id,
          conflict_type: "Personal",
          source: "chair",
          reason: "Declared for the matrix.",
          created_by: superchair.id,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
    }
    return { id: paper.id, extraAuthorId };
  };

  // The paper: reviewed with confidential remarks and decided, so its authors see the scores and
  // the remarks, and must still see no reviewer identity and no confidential remark.
  const confidentialRemark = `Confidential-${unique()}-for-chairs-only`;
  const paper = await newPaper();
  const assignment = await db
    .selectFrom("paper_reviewers")
    .select("id")
    .where("paper_id", "=", paper.id)
    .where("user_id", "=", reviewer.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("paper_reviewers")
    .set({
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "Solid work.",
      reviewer_confidential_remarks: confidentialRemark,
      reviewed_at: nowIso(),
    })
    .where("id", "=", assignment.id)
    .execute();
  await db
    .updateTable("papers")
    .set({ status: 35, decision: "Accept", final_decision_remark: "Well received." })
    .where("id", "=", paper.id)
    .execute();
  const jobId = await insertJob(db, {
    conf_id: confId,
    status_filter: 1000,
    total: 0,
    created_by: superchair.id,
    heading: null,
    message: null,
  });

  // Conference B: the same people in similar roles, every name carrying the marker.
  const otherChair = await newBystander();
  const other = await insertConference(ctx, otherChair.id, { event_name: `Other ${OTHER_CONFERENCE_MARKER}` });
  const otherTrackB = await insertTrack(ctx, other.id, `Track ${OTHER_CONFERENCE_MARKER}`);
  await insertTpcMember(ctx, otherTrackB, reviewer.id);
  await insertOcMember(ctx, other.id, {
    userId: ocMember.id,
    email: ocMember.email,
    first_name: OTHER_CONFERENCE_MARKER,
    last_name: "Member",
  });
  await db
    .insertInto("cfp")
    .values({
      conf_id: other.id,
      cfp_details: `<p>${OTHER_CONFERENCE_MARKER}</p>`,
      cfp_file: null,
      cfp_file_mime_type: null,
      cfp_file_name: null,
      updated_by: otherChair.id,
      updated_at: nowIso(),
    })
    .execute();
  const otherPaper = await insertPaper(ctx, {
    confId: other.id,
    trackId: otherTrackB,
    authorId: author.id,
    title: `Paper ${OTHER_CONFERENCE_MARKER}`,
  });
  await addAuthor(otherPaper.id, coauthor, 2);
  await insertReviewerAssignment(ctx, otherPaper.id, reviewer.id);
  await insertJob(db, {
    conf_id: other.id,
    status_filter: 1000,
    total: 0,
    created_by: otherChair.id,
    heading: OTHER_CONFERENCE_MARKER,
    message: OTHER_CONFERENCE_MARKER,
  });
  await db
    .insertInto("audit_log")
    .values({
      actor_id: otherChair.id,
      action: "conference.update",
      entity_type: "conference",
      entity_id: other.id,
      conf_id: other.id,
      details: JSON.stringify({ note: OTHER_CONFERENCE_MARKER }),
      created_at: nowIso(),
    })
    .execute();

  const newSession = async (userId: number) => {
    const token = newToken();
    await createSession(db, userId, hashToken(token), isoIn(3600_000));
    return token;
  };

  return {
    t,
    users,
    confId,
    trackId,
    otherTrackId,
    inviteTrackId,
    paperId: paper.id,
    jobId,
    spareReviewerId: spare.id,
    bystander: await newBystander(),
    confidentialRemark,
    other: { confId: other.id, trackId: otherTrackB, paperId: otherPaper.id },
    newBystander,
    newPaper,
    newTrack: () => insertTrack(ctx, confId, `Scratch ${unique()}`),
    newSession,
    async resetToken(userId) {
      const link = await createPasswordLink(db, t.config, userId, "FORGOT_PASSWORD");
      return decodeURIComponent(new URL(link).searchParams.get("token")!);
    },
    async verificationToken(userId) {
      const link = await createVerificationLink(db, t.config, userId);
      return decodeURIComponent(new URL(link).searchParams.get("token")!);
    },
    token: (caller) => (caller === "anonymous" ? undefined : users[caller].token),
    async renewToken(caller) {
      users[caller].token = await newSession(users[caller].id);
    },
  };
}
