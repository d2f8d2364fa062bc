import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { normalizeEmail } from "../src/features/accounts/repository.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { insertOcMember, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

let t: TestApp;
let admin: TestUser;
const smtp = new SmtpPeer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const assign = (paperId: number, token: string | undefined, reviewerId: number) =>
  call(t.app, "POST", `/paper/reviewer-assign/${paperId}`, { token, body: { reviewer_id: reviewerId } });
const assignmentsOf = (paperId: number) =>
  t.ctx.db.selectFrom("paper_reviewers").select(["id", "user_id"]).where("paper_id", "=", paperId).execute();

async function paperWithMember(w: TpcWorld, opts: { authorEmail?: string; memberEmail?: string } = {}) {
  const author = await createUser(t.app, t.ctx, opts.authorEmail ? { email: opts.authorEmail } : {});
  const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id });
  const member = await createUser(t.app, t.ctx, {
    first_name: "Mona",
    last_name: "Member",
    ...(opts.memberEmail ? { email: opts.memberEmail } : {}),
  });
  await insertTpcMember(t.ctx, w.trackId, member.id, 1);
  return { author, paper, member };
}

describe("POST /paper/reviewer-assign/{paperId}", () => {
  it("assigns an accepted TPC member of the paper's track, mails them, and refuses a second time", async () => {
    const w = await tpcWorld(t);
    const { paper, member } = await paperWithMember(w);
    const res = await assign(paper.id, w.trackChair.token, member.id);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      paper_id: paper.id,
      user_id: member.id,
      first_name: "Mona",
      email: member.email,
      reviewed_at: null,
    });
    expect((await assignmentsOf(paper.id)).map((a) => a.user_id)).toEqual([member.id]);
    await t.deliverMail();
    expect(smtp.mailsTo(member.email)[0]!.subject).toMatch(`paper ${paper.paper_sequence} assigned to you`);
    const again = await assign(paper.id, w.trackChair.token, member.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This TPC member is already a reviewer of this paper.");
  });

  it("refuses someone who is not an accepted member of this track's TPC", async () => {
    const w = await tpcWorld(t);
    const { paper } = await paperWithMember(w);
    const pending = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    const otherTrack = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.otherTrackId, otherTrack.id, 1);
    for (const person of [pending, otherTrack, w.stranger]) {
      const res = await assign(paper.id, w.chair.token, person.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        "Only an accepted TPC member of this paper's track can be assigned as its reviewer.",
      );
    }
    expect(await assignmentsOf(paper.id)).toEqual([]);
  });

  it("refuses an author of the paper, by account and by email, with a clear message", async () => {
    const w = await tpcWorld(t);
    const { paper, author } = await paperWithMember(w);
    await insertTpcMember(t.ctx, w.trackId, author.id, 1);
    const byAccount = await assign(paper.id, w.chair.token, author.id);
    expect(byAccount.status).toBe(409);
    expect(byAccount.body.message).toBe("Conflict of interest (Other): Author of the paper.");

    // a co-author entered by email only (no account linked) who is a TPC member under that email
    const coAuthor = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, coAuthor.id, 1);
    await t.ctx.db
      .insertInto("paper_authors")
      .values({
        paper_id: paper.id,
        user_id: null,
        first_name: "Co",
        last_name: "Author",
        email: coAuthor.email.toUpperCase(),
        email_normalized: normalizeEmail(coAuthor.email),
        country: "Spain",
        affiliation: "Lab",
        author_order: 2,
        created_at: nowIso(),
      })
      .execute();
    const byEmail = await assign(paper.id, w.chair.token, coAuthor.id);
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.message).toMatch(/Author of the paper/);
    expect(await assignmentsOf(paper.id)).toEqual([]);
  });

  it("refuses a reviewer at an author's institution, but not one sharing only a public mail provider", async () => {
    const w = await tpcWorld(t);
    const { paper, member } = await paperWithMember(w, {
      authorEmail: institutionEmail("cs.uni-conflict.ac.uk", "ann"),
      memberEmail: institutionEmail("uni-conflict.ac.uk", "ben"),
    });
    const res = await assign(paper.id, w.chair.token, member.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Conflict of interest (Same institution): Same institution as an author of the paper (uni-conflict.ac.uk).",
    );

    const publicMail = await paperWithMember(w, {
      authorEmail: institutionEmail("gmail.com", "ann"),
      memberEmail: institutionEmail("gmail.com", "ben"),
    });
    expect((await assign(publicMail.paper.id, w.chair.token, publicMail.member.id)).status).toBe(200);
  });

  it("refuses a paper that is withdrawn or blocked", async () => {
    const w = await tpcWorld(t);
    const { paper, member } = await paperWithMember(w);
    await t.ctx.db.updateTable("papers").set({ status: 25 }).where("id", "=", paper.id).execute();
    const res = await assign(paper.id, w.chair.token, member.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/only be assigned to submitted papers; this paper is Withdrawn/);
  });

  it("lets SUPERCHAIR, ADMIN, OC and the paper's track chairs assign; nobody else", async () => {
    const w = await tpcWorld(t);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    for (const who of [w.chair, admin, oc, w.trackChair]) {
      const { paper, member } = await paperWithMember(w);
      expect((await assign(paper.id, who.token, member.id)).status).toBe(200);
    }
    const { paper, member, author } = await paperWithMember(w);
    // the paper's author knows it (403); to anyone else it does not exist (404)
    expect((await assign(paper.id, author.token, member.id)).status).toBe(403);
    for (const who of [w.otherTrackChair, w.stranger, member])
      expect((await assign(paper.id, who.token, member.id)).status).toBe(404);
    expect((await assign(paper.id, undefined, member.id)).status).toBe(401);
    expect((await assign(999999, admin.token, member.id)).status).toBe(404);
    expect(
      (
        await call(t.app, "POST", `/paper/reviewer-assign/${paper.id}`, {
          token: admin.token,
          body: { reviewer_id: "x" },
        })
      ).status,
    ).toBe(422);
  });
});

describe("DELETE /paper/reviewer/{id}", () => {
  it("removes an unreviewed assignment", async () => {
    const w = await tpcWorld(t);
    const { paper, member } = await paperWithMember(w);
    const id = await insertReviewerAssignment(t.ctx, paper.id, member.id);
    // the assigned reviewer sees the paper (403); the others do not (404)
    expect((await call(t.app, "DELETE", `/paper/reviewer/${id}`, { token: member.token })).status).toBe(403);
    for (const who of [w.otherTrackChair, w.stranger])
      expect((await call(t.app, "DELETE", `/paper/reviewer/${id}`, { token: who.token })).status).toBe(404);
    const res = await call(t.app, "DELETE", `/paper/reviewer/${id}`, { token: w.trackChair.token });
    expect(res.status).toBe(200);
    expect(await assignmentsOf(paper.id)).toEqual([]);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "paper.reviewer.remove")
      .where("entity_id", "=", paper.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect((await call(t.app, "DELETE", `/paper/reviewer/${id}`, { token: w.trackChair.token })).status).toBe(404);
  });

  it("refuses with 409 once the review was submitted, and the review stays", async () => {
    const w = await tpcWorld(t);
    const { paper, member } = await paperWithMember(w);
    const id = await insertReviewerAssignment(t.ctx, paper.id, member.id);
    await t.ctx.db
      .updateTable("paper_reviewers")
      .set({ reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Fine", reviewed_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const res = await call(t.app, "DELETE", `/paper/reviewer/${id}`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already submitted a review/);
    expect((await assignmentsOf(paper.id)).map((a) => a.id)).toEqual([id]);
  });
});
