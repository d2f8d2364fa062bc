import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { insertOcMember, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
});

const autoAssign = (trackId: number, token: string | undefined, body: Record<string, unknown> = {}) =>
  call(t.app, "POST", `/track/paper-reviewer-auto-assign/${trackId}`, { token, body });
const reviewersByPaper = async (paperIds: number[]) => {
  const rows = await t.ctx.db
    .selectFrom("paper_reviewers")
    .select(["paper_id", "user_id"])
    .where("paper_id", "in", paperIds)
    .execute();
  return new Map(
    paperIds.map((id) => [
      id,
      rows
        .filter((r) => r.paper_id === id)
        .map((r) => r.user_id)
        .sort((a, b) => a - b),
    ]),
  );
};

/** `papers` submitted papers with a file, `members` accepted members (with institutional emails), plus noise that must be ignored. */
async function trackWithPapers(w: TpcWorld, papers: number, members: number) {
  const author = await createUser(t.app, t.ctx, { email: institutionEmail("author-inst.edu", "auth") });
  const paperIds: number[] = [];
  for (let i = 0; i < papers; i++)
    paperIds.push((await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id })).id);
  const memberIds: number[] = [];
  for (let i = 0; i < members; i++) {
    const m = await createUser(t.app, t.ctx, { email: institutionEmail(`inst-${i}.edu`, "rev") });
    await insertTpcMember(t.ctx, w.trackId, m.id, 1);
    memberIds.push(m.id);
  }
  const noFile = await insertPaper(t.ctx, {
    confId: w.confId,
    trackId: w.trackId,
    authorId: author.id,
    withFile: false,
  });
  const withdrawn = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id, status: 25 });
  const pendingMember = await createUser(t.app, t.ctx);
  await insertTpcMember(t.ctx, w.trackId, pendingMember.id, 0);
  return { author, paperIds, memberIds, ignoredPaperIds: [noFile.id, withdrawn.id], pendingMember };
}

describe("GET /track/paper-rdetails-count/{trackId}", () => {
  it("counts submitted papers with a file, accepted members, and the conference's reviewers per paper", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 4 });
    await trackWithPapers(w, 3, 2);
    const res = await call(t.app, "GET", `/track/paper-rdetails-count/${w.trackId}`, { token: w.trackChair.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ total_paper_count: 3, total_tpc_member_count: 2, no_of_reviewer_per_paper: 4 });
    const empty = await call(t.app, "GET", `/track/paper-rdetails-count/${w.otherTrackId}`, { token: admin.token });
    expect(empty.body.result).toEqual({ total_paper_count: 0, total_tpc_member_count: 0, no_of_reviewer_per_paper: 4 });
    expect(
      (await call(t.app, "GET", `/track/paper-rdetails-count/${w.trackId}`, { token: w.stranger.token })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "GET", `/track/paper-rdetails-count/${w.trackId}`, { token: w.otherTrackChair.token })).status,
    ).toBe(403);
  });

  it("falls back to 3 reviewers per paper when the conference has none set", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: null });
    const res = await call(t.app, "GET", `/track/paper-rdetails-count/${w.trackId}`, { token: w.chair.token });
    expect(res.body.result.no_of_reviewer_per_paper).toBe(3);
  });
});

describe("POST /track/paper-reviewer-auto-assign/{trackId}", () => {
  it("tops every eligible paper up to N, never with a conflicted reviewer, with the load at its lower bound", async () => {
    const w = await tpcWorld(t);
    const { author, paperIds, memberIds, ignoredPaperIds } = await trackWithPapers(w, 5, 3);
    // a fourth member at the author's institution must never get any of these papers
    const colleague = await createUser(t.app, t.ctx, { email: institutionEmail("author-inst.edu", "colleague") });
    await insertTpcMember(t.ctx, w.trackId, colleague.id, 1);
    const res = await autoAssign(w.trackId, w.chair.token, { number_of_reviewers_per_paper: 2 });
    expect(res.status).toBe(200);
    // the spec's fields (the run, statistics and pairs come beside them)
    expect(res.body.result).toMatchObject({
      number_of_reviewers_per_paper: 2,
      papers_considered: 5,
      reviewers_considered: 4,
      assignments_made: 10,
      papers_short: [],
      load: { min: 0, max: 4, lower_bound: 3 },
    });
    const byPaper = await reviewersByPaper([...paperIds, ...ignoredPaperIds]);
    for (const id of paperIds) {
      expect(byPaper.get(id)).toHaveLength(2);
      expect(byPaper.get(id)).not.toContain(colleague.id);
      expect(byPaper.get(id)).not.toContain(author.id);
    }
    for (const id of ignoredPaperIds) expect(byPaper.get(id)).toEqual([]);
    // 10 assignments over the 3 unconflicted members: loads 4, 3, 3
    const loads = memberIds.map((m) => [...byPaper.values()].filter((list) => list.includes(m)).length).sort();
    expect(loads).toEqual([3, 3, 4]);
    expect(res.body.message).toMatch(/^Made 10 assignment\(s\) on 5 paper\(s\)\. Reviewer loads now range from 0 to 4/);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "track.auto_assign")
      .where("entity_id", "=", w.trackId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details!)).toMatchObject({ assignments_made: 10, number_of_reviewers_per_paper: 2 });
  });

  it("keeps existing assignments, counts them, and a second run assigns nothing more", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const { paperIds, memberIds } = await trackWithPapers(w, 3, 3);
    await insertReviewerAssignment(t.ctx, paperIds[0]!, memberIds[0]!);
    const first = await autoAssign(w.trackId, w.chair.token); // N from the conference: 2
    expect(first.status).toBe(200);
    expect(first.body.result.assignments_made).toBe(5);
    expect(first.body.result.load).toEqual({ min: 2, max: 2, lower_bound: 2 });
    const byPaper = await reviewersByPaper(paperIds);
    expect(byPaper.get(paperIds[0]!)).toContain(memberIds[0]);
    for (const id of paperIds) expect(byPaper.get(id)).toHaveLength(2);
    const second = await autoAssign(w.trackId, w.chair.token);
    expect(second.body.result.assignments_made).toBe(0);
  });

  it("records each assignment in its paper's history, by the chair who ran it and marked as automatic", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const { paperIds, memberIds } = await trackWithPapers(w, 4, 3);
    for (const [i, id] of memberIds.entries())
      await t.ctx.db
        .updateTable("users")
        .set({ first_name: "Member", last_name: `Number${i}` })
        .where("id", "=", id)
        .execute();
    const nameOf = new Map(memberIds.map((id, i) => [id, `Member Number${i}`]));
    // one reviewer assigned by hand beforehand: recorded then (without the marker), not again by the run
    expect(
      (
        await call(t.app, "POST", `/paper/reviewer-assign/${paperIds[0]}`, {
          token: w.chair.token,
          body: { reviewer_id: memberIds[0] },
        })
      ).status,
    ).toBe(200);
    const before = await t.ctx.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();

    const res = await autoAssign(w.trackId, w.chair.token);
    expect(res.status).toBe(200);
    expect(res.body.result.assignments_made).toBe(7);
    const entries = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("id", ">", Number(before.id))
      .where("action", "=", "paper.reviewer.assign")
      .execute();
    expect(entries).toHaveLength(res.body.result.assignments_made);
    for (const e of entries) expect(e).toMatchObject({ actor_id: w.chair.id, entity_type: "paper", conf_id: w.confId });

    const assignments = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["id", "paper_id", "user_id"])
      .where("paper_id", "in", paperIds)
      .execute();
    for (const paperId of paperIds) {
      const history = await call(t.app, "GET", `/paper/history/${paperId}`, { token: w.chair.token });
      expect(history.status).toBe(200);
      const assigned = (
        history.body.result as {
          action: string;
          actor_name: string;
          subject_name: string;
          details: Record<string, unknown>;
        }[]
      ).filter((e) => e.action === "paper.reviewer.assign");
      const mine = assignments.filter((a) => a.paper_id === paperId);
      expect(assigned.map((e) => e.subject_name).sort()).toEqual(mine.map((a) => nameOf.get(a.user_id)).sort());
      for (const e of assigned) {
        expect(e.actor_name).toBe("Carla Chair");
        const row = mine.find((a) => a.user_id === e.details.reviewer_id)!;
        const byHand = paperId === paperIds[0] && row.user_id === memberIds[0];
        expect(e.details).toEqual(
          byHand
            ? { reviewer_id: row.user_id, assignment_id: row.id }
            : { reviewer_id: row.user_id, assignment_id: row.id, auto: true },
        );
      }
    }
    // the run's own entry stays; a run that assigns nobody adds no per-paper entries
    const runs = await t.ctx.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "track.auto_assign")
      .where("entity_id", "=", w.trackId)
      .execute();
    expect(runs).toHaveLength(1);
    const last = await t.ctx.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    expect((await autoAssign(w.trackId, w.chair.token)).body.result.assignments_made).toBe(0);
    expect(await t.ctx.db.selectFrom("audit_log").select("action").where("id", ">", Number(last.id)).execute()).toEqual(
      [{ action: "track.auto_assign" }],
    );
  });

  it("reports papers left short and why", async () => {
    const w = await tpcWorld(t);
    const { paperIds } = await trackWithPapers(w, 2, 2);
    const res = await autoAssign(w.trackId, admin.token, { number_of_reviewers_per_paper: 3 });
    expect(res.status).toBe(200);
    expect(res.body.result.assignments_made).toBe(4);
    expect(res.body.result.papers_short).toHaveLength(2);
    expect(res.body.result.papers_short[0]).toMatchObject({
      paper_id: paperIds[0],
      needed: 3,
      assigned: 2,
      reason: "Only 2 of the 2 TPC members could be assigned; it needed 3.",
    });
    expect(res.body.message).toMatch(/2 paper\(s\) are still short of reviewers\./);
  });

  it("does not double-assign when started twice at once", async () => {
    const w = await tpcWorld(t);
    const { paperIds } = await trackWithPapers(w, 6, 4);
    const [a, b] = await Promise.all([
      autoAssign(w.trackId, w.chair.token, { number_of_reviewers_per_paper: 2 }),
      autoAssign(w.trackId, admin.token, { number_of_reviewers_per_paper: 2 }),
    ]);
    const statuses = [a.status, b.status].sort();
    // either both succeed (the second waited and found nothing to do) or the loser is told to retry
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const made = [a, b]
      .filter((r) => r.status === 200)
      .map((r) => r.body.result.assignments_made)
      .sort((x, y) => x - y);
    expect(made[made.length - 1]).toBe(12);
    if (made.length === 2) expect(made[0]).toBe(0);
    for (const list of (await reviewersByPaper(paperIds)).values()) expect(list).toHaveLength(2);
  });

  it("is for the ADMIN and the SUPERCHAIR only", async () => {
    const w = await tpcWorld(t);
    await trackWithPapers(w, 1, 1);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    for (const who of [w.trackChair, oc, w.stranger]) {
      const res = await autoAssign(w.trackId, who.token, { number_of_reviewers_per_paper: 1 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only the administrator and the conference chairs may run Auto Assign.");
    }
    expect((await autoAssign(w.trackId, undefined)).status).toBe(401);
    expect((await autoAssign(999999, admin.token)).status).toBe(404);
    expect((await autoAssign(w.trackId, admin.token, { number_of_reviewers_per_paper: 1 })).status).toBe(200);
  });

  it("validates the number of reviewers per paper", async () => {
    const w = await tpcWorld(t);
    for (const value of [0, -1, 1.5, "two", 21]) {
      const res = await autoAssign(w.trackId, w.chair.token, { number_of_reviewers_per_paper: value });
      expect(res.status).toBe(422);
      expect(res.body.result.number_of_reviewers_per_paper).toBeDefined();
    }
  });

  it("refuses while the conference is not Approved, except for the ADMIN", async () => {
    const w = await tpcWorld(t, { conference_status: 0 });
    expect((await autoAssign(w.trackId, w.chair.token)).status).toBe(409);
    expect((await autoAssign(w.trackId, admin.token)).status).toBe(200);
  });
});
