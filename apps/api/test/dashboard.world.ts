// A conference in mid-flight for the dashboard and PC list tests: two tracks, papers in every
// state, bids, assignments with reviews done, due and late, a response, a notified decision and a
// final version. Built by direct inserts (fixtures), the same on both engines.
import { nowIso } from "../src/db/time.js";
import type { TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  MINIMAL_PDF,
  insertConference,
  insertOcMember,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";

export interface DashboardWorld {
  confId: number;
  trackA: number;
  trackB: number;
  chair: TestUser;
  admin: TestUser;
  oc: TestUser;
  trackChair: TestUser;
  author: TestUser;
  stranger: TestUser;
  members: TestUser[];
  declined: TestUser;
  invited: TestUser;
}

const utcLocal = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 16).replace("T", " ");
const DAY = 86_400_000;

export async function buildDashboardWorld(t: TestApp): Promise<DashboardWorld> {
  const [chair, admin, oc, trackChair, author, stranger, m1, m2, m3, declined, invited] = await Promise.all([
    createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair" }),
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { first_name: "Olga", last_name: "Organiser" }),
    createUser(t.app, t.ctx, { first_name: "Tina", last_name: "Trackchair" }),
    createUser(t.app, t.ctx, { first_name: "Ada", last_name: "Author" }),
    createUser(t.app, t.ctx, { first_name: "Sam", last_name: "Stranger" }),
    createUser(t.app, t.ctx, { first_name: "Mia", last_name: "One" }),
    createUser(t.app, t.ctx, { first_name: "Max", last_name: "Two" }),
    createUser(t.app, t.ctx, { first_name: "Meg", last_name: "Three" }),
    createUser(t.app, t.ctx, { first_name: "Dora", last_name: "Declined" }),
    createUser(t.app, t.ctx, { first_name: "Ivo", last_name: "Invited" }),
  ]);
  const { id: confId } = await insertConference(t.ctx, chair.id, {
    last_submission_date: utcLocal(-10 * DAY),
    is_paper_binding_enabled: 1,
    bidding_deadline: utcLocal(-8 * DAY),
    permit_pc_members_to_enter_reviews: 1,
    review_deadline: utcLocal(-1 * DAY),
    review_hard_deadline: utcLocal(5 * DAY),
    number_of_reviewers_per_paper: 2,
    timezone_for_deadline: "UTC",
  });
  const trackA = await insertTrack(t.ctx, confId, "Track Alpha");
  const trackB = await insertTrack(t.ctx, confId, "Track Beta");
  await insertTrackChair(t.ctx, trackA, trackChair.id);
  await insertOcMember(t.ctx, confId, { userId: oc.id, email: oc.email });
  // m1 sits on both tracks; m2 on A, m3 on B; one declined and one pending invitation
  for (const [track, user] of [
    [trackA, m1],
    [trackB, m1],
    [trackA, m2],
    [trackB, m3],
  ] as const)
    await insertTpcMember(t.ctx, track, user.id);
  await insertTpcMember(t.ctx, trackA, declined.id, 2);
  await insertTpcMember(t.ctx, trackB, invited.id, 0);
  await t.ctx.db.insertInto("reviewer_quotas").values({ track_id: trackA, user_id: m1.id, max_papers: 4 }).execute();

  const paper = (trackId: number, status = 0, withFile = true) =>
    insertPaper(t.ctx, { confId, trackId, authorId: author.id, status, withFile });
  const a1 = await paper(trackA);
  const a2 = await paper(trackA);
  const a3 = await paper(trackA, 0, false); // abstract only
  const b1 = await paper(trackB);
  await paper(trackB, 25); // withdrawn
  const acc = await paper(trackA, 35);
  const rej = await paper(trackB, 20);

  const now = nowIso();
  const bid = (paperId: number, userId: number, value: string) =>
    t.ctx.db
      .insertInto("paper_bids")
      .values({ paper_id: paperId, user_id: userId, bid: value, updated_at: now })
      .execute();
  await bid(a1.id, m1.id, "yes");
  await bid(a2.id, m1.id, "maybe");
  await bid(b1.id, m1.id, "no");
  await bid(a1.id, m2.id, "yes");

  const review = async (paperId: number, userId: number, reviewedAt: string | null) => {
    const id = await insertReviewerAssignment(t.ctx, paperId, userId);
    if (reviewedAt)
      await t.ctx.db
        .updateTable("paper_reviewers")
        .set({ reviewed_at: reviewedAt, reviewer_evaluation: 2, reviewer_confidence: 3 })
        .where("id", "=", id)
        .execute();
  };
  await review(a1.id, m1.id, new Date(Date.now() - 3 * DAY).toISOString()); // on time
  await review(a1.id, m2.id, new Date(Date.now() - 3600_000).toISOString()); // late
  await review(a2.id, m1.id, null); // due, overdue
  await review(b1.id, m3.id, null);
  await review(acc.id, m1.id, new Date(Date.now() - 4 * DAY).toISOString());
  await review(rej.id, m3.id, new Date(Date.now() - 4 * DAY).toISOString());

  await t.ctx.db
    .insertInto("paper_responses")
    .values({ paper_id: a1.id, response: "Thank you.", submitted_by: author.id, created_at: now, updated_at: now })
    .execute();
  await t.ctx.db
    .insertInto("camera_ready_versions")
    .values({
      paper_id: acc.id,
      final_title: "Final",
      final_abstract: "Final.",
      final_authors: "[]",
      file_name: "final.pdf",
      size: MINIMAL_PDF.length,
      data: MINIMAL_PDF,
      uploaded_by: author.id,
      uploaded_at: now,
    })
    .execute();
  await t.ctx.db
    .insertInto("mail_outbox")
    .values({
      to_address: author.email,
      from_address: "x@example.org",
      subject: "Decision",
      body_text: "Accepted.",
      message_id: `<n-${acc.id}@test>`,
      status: "pending",
      next_attempt_at: now,
      context_type: "paper.notification",
      context_id: acc.id,
      conf_id: confId,
      created_at: now,
    })
    .execute();
  void a3;
  return {
    confId,
    trackA,
    trackB,
    chair,
    admin,
    oc,
    trackChair,
    author,
    stranger,
    members: [m1, m2, m3],
    declined,
    invited,
  };
}
