// POST /conference/auto-assign/{confId}: Auto Assign over every track at once, balancing each
// member's total load, never outside a member's tracks, never a conflict; preview, deploy and undo
// through the track calls' drafts and runs; only the administrator and the conference's chairs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
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

const conferenceRun = (confId: number, token: string | undefined, body: Record<string, unknown> = {}) =>
  call(t.app, "POST", `/conference/auto-assign/${confId}`, { token, body });
const trackRun = (trackId: number, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, "POST", `/track/paper-reviewer-auto-assign/${trackId}`, { token, body });

async function member(trackIds: number[], institution: string) {
  const m = await createUser(t.app, t.ctx, { email: institutionEmail(institution, "rev") });
  for (const id of trackIds) await insertTpcMember(t.ctx, id, m.id, 1);
  return m.id;
}
async function papers(w: TpcWorld, trackId: number, count: number, authorId: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await insertPaper(t.ctx, { confId: w.confId, trackId, authorId })).id);
  return ids;
}
/** Every assignment on the conference's papers, as sorted "paper:user" strings. */
async function assignmentsOf(paperIds: number[]) {
  const rows = await t.ctx.db
    .selectFrom("paper_reviewers")
    .select(["paper_id", "user_id"])
    .where("paper_id", "in", paperIds)
    .execute();
  return rows.map((r) => `${r.paper_id}:${r.user_id}`).sort();
}
const loadsOf = (pairs: string[], memberIds: number[]) =>
  memberIds.map((m) => pairs.filter((p) => p.endsWith(`:${m}`)).length);

/**
 * Track A: 6 papers, members x (in both tracks) and a; track B: 4 papers, members x and b; one
 * reviewer per paper. Each track alone balances its own papers (A 3 / 3, B 2 / 2), so x ends with 5
 * and b with 2; over the conference the 10 papers spread 4, 3, 3.
 */
async function twoTracks() {
  const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
  const author = await createUser(t.app, t.ctx, { email: institutionEmail("authors.edu", "auth") });
  const x = await member([w.trackId, w.otherTrackId], "x.edu");
  const a = await member([w.trackId], "a.edu");
  const b = await member([w.otherTrackId], "b.edu");
  const inA = await papers(w, w.trackId, 6, author.id);
  const inB = await papers(w, w.otherTrackId, 4, author.id);
  return { w, x, a, b, inA, inB, all: [...inA, ...inB] };
}

describe("POST /conference/auto-assign/{confId}", () => {
  it("balances a member's total load over the tracks where per-track runs cannot (5 vs 2 becomes 4 vs 3)", async () => {
    const { w, x, a, b, all } = await twoTracks();
    const runA = await trackRun(w.trackId, w.chair.token);
    const runB = await trackRun(w.otherTrackId, w.chair.token);
    expect([runA.status, runB.status]).toEqual([200, 200]);
    expect(loadsOf(await assignmentsOf(all), [x, a, b])).toEqual([5, 3, 2]);
    // undo both track runs, then run the conference
    for (const run of [runA, runB])
      expect(
        (await call(t.app, "POST", `/track/auto-assign-undo/${run.body.result.run_id}`, { token: w.chair.token }))
          .status,
      ).toBe(200);
    expect(await assignmentsOf(all)).toEqual([]);

    const res = await conferenceRun(w.confId, w.chair.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      conf_id: w.confId,
      number_of_reviewers_per_paper: 1,
      papers_considered: 10,
      reviewers_considered: 3,
      assignments_made: 10,
      papers_short: [],
      load: { min: 3, max: 4 },
      tracks: [
        { track_id: w.trackId, papers_considered: 6, reviewers_considered: 2, assignments_made: 6 },
        { track_id: w.otherTrackId, papers_considered: 4, reviewers_considered: 2, assignments_made: 4 },
      ],
    });
    expect(res.body.message).toMatch(/^Made 10 assignment\(s\) on 10 paper\(s\) of 2 track\(s\)\./);
    expect(loadsOf(await assignmentsOf(all), [x, a, b])).toEqual([4, 3, 3]);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select(["details", "actor_id"])
      .where("action", "=", "conference.auto_assign")
      .where("entity_id", "=", w.confId)
      .executeTakeFirstOrThrow();
    expect(audit.actor_id).toBe(w.chair.id);
    expect(JSON.parse(audit.details!)).toMatchObject({ assignments_made: 10, run_id: res.body.result.run_id });
  });

  it("gives a member only papers of their tracks and never a conflicted paper", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const author = await createUser(t.app, t.ctx, { email: institutionEmail("authors.edu", "auth") });
    const onlyA = await member([w.trackId], "one.edu");
    const onlyB = await member([w.otherTrackId], "two.edu");
    const both = await member([w.trackId, w.otherTrackId], "three.edu");
    const otherB = await member([w.otherTrackId], "four.edu");
    // at the authors' institution: a conflict with every paper
    const colleague = await member([w.trackId, w.otherTrackId], "authors.edu");
    const inA = await papers(w, w.trackId, 3, author.id);
    const inB = await papers(w, w.otherTrackId, 3, author.id);
    const res = await conferenceRun(w.confId, admin.token);
    expect(res.status).toBe(200);
    const pairs = await assignmentsOf([...inA, ...inB]);
    expect(pairs).toHaveLength(12);
    const tracksOf = new Map([
      [onlyA, [w.trackId]],
      [onlyB, [w.otherTrackId]],
      [both, [w.trackId, w.otherTrackId]],
      [otherB, [w.otherTrackId]],
    ]);
    for (const pair of pairs) {
      const [paperId, userId] = pair.split(":").map(Number);
      expect(userId).not.toBe(colleague);
      expect(tracksOf.get(userId!)).toContain(inA.includes(paperId!) ? w.trackId : w.otherTrackId);
    }
    // track A has two members who may review: each of its papers gets both
    for (const p of inA)
      expect(pairs.filter((x) => x.startsWith(`${p}:`)).sort()).toEqual([`${p}:${onlyA}`, `${p}:${both}`].sort());
  });

  it("in every balance and objective, keeps members to their tracks despite their bids, and caps the total over tracks", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const author = await createUser(t.app, t.ctx, { email: institutionEmail("authors.edu", "auth") });
    const onlyA = await member([w.trackId], "one.edu");
    const otherA = await member([w.trackId], "two.edu");
    const onlyB = await member([w.otherTrackId], "three.edu");
    const both = await member([w.trackId, w.otherTrackId], "four.edu");
    const colleague = await member([w.trackId, w.otherTrackId], "authors.edu");
    const inA = await papers(w, w.trackId, 3, author.id);
    const inB = await papers(w, w.otherTrackId, 3, author.id);
    // yes bids on the other track's papers (and the colleague's on everything) must not pull anyone there
    const bid = (paperId: number, userId: number) =>
      t.ctx.db
        .insertInto("paper_bids")
        .values({ paper_id: paperId, user_id: userId, bid: "yes", updated_at: new Date().toISOString() })
        .execute();
    for (const p of inB) await bid(p, onlyA);
    for (const p of inA) await bid(p, onlyB);
    for (const p of [...inA, ...inB]) await bid(p, colleague);
    const tracksOf = new Map([
      [onlyA, [w.trackId]],
      [otherA, [w.trackId]],
      [onlyB, [w.otherTrackId]],
      [both, [w.trackId, w.otherTrackId]],
    ]);
    for (const balance of ["within_caps", "even"])
      for (const objective of ["total", "fair"]) {
        const body = { preview: true, balance, objective, max_papers_per_reviewer: 3 };
        const res = await conferenceRun(w.confId, w.chair.token, body);
        expect(res.status, JSON.stringify(body)).toBe(200);
        const pairs = res.body.result.pairs as { paper_id: number; user_id: number }[];
        for (const p of pairs)
          expect(tracksOf.get(p.user_id), JSON.stringify(body)).toContain(
            inA.includes(p.paper_id) ? w.trackId : w.otherTrackId,
          );
        // track B's papers can only have onlyB and both: both's cap of 3 goes there, track A gets the others
        expect(
          pairs
            .filter((p) => p.user_id === both)
            .map((p) => p.paper_id)
            .sort(),
        ).toEqual([...inB].sort());
        expect(res.body.result).toMatchObject({ assignments_made: 12, papers_short: [], load: { max: 3 } });
      }
  });

  it("caps a member's total over every track, existing assignments included", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    const author = await createUser(t.app, t.ctx, { email: institutionEmail("authors.edu", "auth") });
    const x = await member([w.trackId, w.otherTrackId], "x.edu");
    const a1 = await member([w.trackId], "a1.edu");
    const a2 = await member([w.trackId], "a2.edu");
    const inA = await papers(w, w.trackId, 8, author.id);
    const inB = await papers(w, w.otherTrackId, 3, author.id);
    // x already reviews two papers of track B
    await insertReviewerAssignment(t.ctx, inB[0]!, x);
    await insertReviewerAssignment(t.ctx, inB[1]!, x);
    const res = await conferenceRun(w.confId, w.chair.token, { max_papers_per_reviewer: 3, preview: true });
    expect(res.status).toBe(200);
    // 9 papers need a reviewer; at most 3 each, x's two existing papers counted: 3 + 3 + 1
    const pairs = res.body.result.pairs as { paper_id: number; user_id: number }[];
    expect(pairs.filter((p) => p.user_id === x)).toHaveLength(1);
    expect(pairs.filter((p) => p.user_id === a1)).toHaveLength(3);
    expect(pairs.filter((p) => p.user_id === a2)).toHaveLength(3);
    expect(pairs.filter((p) => p.user_id !== x).every((p) => inA.includes(p.paper_id))).toBe(true);
    expect(res.body.result).toMatchObject({ assignments_made: 7, max_papers_per_reviewer: 3, load: { max: 3 } });
    expect(res.body.result.papers_short).toHaveLength(2);
    for (const s of res.body.result.papers_short) expect(s.reason).toMatch(/caps/);
  });

  it("tells a short paper's reason in terms of its own track", async () => {
    const { w, inA } = await twoTracks();
    const res = await conferenceRun(w.confId, w.chair.token, { number_of_reviewers_per_paper: 3, preview: true });
    expect(res.status).toBe(200);
    const short = res.body.result.papers_short.find((s: { paper_id: number }) => s.paper_id === inA[0]);
    expect(short).toMatchObject({ needed: 3, assigned: 2 });
    expect(short.reason).toMatch(/^Only 2 of the 2 members of its track \(.+\) could be assigned; it needed 3\.$/);
  });

  it("deploys exactly what it previewed, refuses a changed conference, and undo restores the assignments before", async () => {
    const { w, x, all, inA } = await twoTracks();
    await insertReviewerAssignment(t.ctx, inA[0]!, x); // kept throughout
    const before = await assignmentsOf(all);
    const preview = await conferenceRun(w.confId, w.chair.token, { preview: true });
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ preview: true, run_id: null });
    expect(await assignmentsOf(all)).toEqual(before); // a preview writes nothing
    const shown = (preview.body.result.pairs as { paper_id: number; user_id: number }[])
      .map((p) => `${p.paper_id}:${p.user_id}`)
      .sort();
    const draftId = preview.body.result.draft_id as number;
    // a track chair may not deploy the conference's draft
    expect(
      (await call(t.app, "POST", `/track/auto-assign-deploy/${draftId}`, { token: w.trackChair.token })).status,
    ).toBe(403);
    const deploy = await call(t.app, "POST", `/track/auto-assign-deploy/${draftId}`, { token: w.chair.token });
    expect(deploy.status).toBe(200);
    expect(await assignmentsOf(all)).toEqual([...before, ...shown].sort());
    expect((await call(t.app, "POST", `/track/auto-assign-deploy/${draftId}`, { token: w.chair.token })).status).toBe(
      409,
    );
    const runId = deploy.body.result.run_id as number;
    expect(
      (await call(t.app, "POST", `/track/auto-assign-undo/${runId}`, { token: w.otherTrackChair.token })).status,
    ).toBe(403);
    const undo = await call(t.app, "POST", `/track/auto-assign-undo/${runId}`, { token: w.chair.token });
    expect(undo.status).toBe(200);
    expect(undo.body.result).toEqual({ removed: shown.length, kept_with_review: 0 });
    expect(await assignmentsOf(all)).toEqual(before);
    expect((await call(t.app, "POST", `/track/auto-assign-undo/${runId}`, { token: w.chair.token })).status).toBe(409);

    // a change in one track after the preview: the deploy is refused and writes nothing
    const again = await conferenceRun(w.confId, w.chair.token, { preview: true });
    await member([w.otherTrackId], "late.edu");
    const refused = await call(t.app, "POST", `/track/auto-assign-deploy/${again.body.result.draft_id}`, {
      token: w.chair.token,
    });
    expect(refused.status).toBe(409);
    expect(await assignmentsOf(all)).toEqual(before);
  });

  it("answers 403 to a track's chair and a PC member, and leaves the assignments alone", async () => {
    const { w, all } = await twoTracks();
    const login = await createUser(t.app, t.ctx, { email: institutionEmail("pc.edu", "pc") });
    await insertTpcMember(t.ctx, w.trackId, login.id, 1);
    for (const who of [w.trackChair, w.otherTrackChair, login])
      expect((await conferenceRun(w.confId, who.token)).status).toBe(403);
    expect((await conferenceRun(w.confId, undefined)).status).toBe(401);
    expect(await assignmentsOf(all)).toEqual([]);
  });

  it("answers 422 for bad input and writes nothing", async () => {
    const { w, all } = await twoTracks();
    for (const body of [
      { number_of_reviewers_per_paper: 0 },
      { number_of_reviewers_per_paper: "many" },
      { max_papers_per_reviewer: -1 },
      { preview: "perhaps" },
      { weights: { yes: "much" } },
    ]) {
      const res = await conferenceRun(w.confId, w.chair.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call(t.app, "POST", `/conference/auto-assign/abc`, { token: w.chair.token, body: {} })).status).toBe(
      422,
    );
    expect(await assignmentsOf(all)).toEqual([]);
  });
});

describe("GET /conference/auto-assign-progress/{confId}", () => {
  const progressOf = (confId: number | string, token: string | undefined) =>
    call(t.app, "GET", `/conference/auto-assign-progress/${confId}`, { token });

  it("is idle before any conference run, and done at 100% after a preview and after an assign", async () => {
    const { w } = await twoTracks();
    const idle = await progressOf(w.confId, w.chair.token);
    expect(idle.status).toBe(200);
    expect(idle.body.result).toEqual({ state: "idle", phase: null, progress: 0, started_at: null, updated_at: null });
    // a track's own run is not the conference's
    expect((await trackRun(w.trackId, w.chair.token, { preview: true })).status).toBe(200);
    expect((await progressOf(w.confId, w.chair.token)).body.result).toMatchObject({ state: "idle", progress: 0 });

    for (const preview of [true, false]) {
      expect((await conferenceRun(w.confId, w.chair.token, { preview })).status).toBe(200);
      const done = await progressOf(w.confId, admin.token);
      expect(done.status).toBe(200);
      expect(done.body.result).toMatchObject({ state: "done", phase: "saving", progress: 100 });
      expect(done.body.result.started_at).toEqual(expect.any(String));
      expect(done.body.result.updated_at).toEqual(expect.any(String));
    }
    // each track's poll showed the conference run too
    const track = await call(t.app, "GET", `/track/auto-assign-progress/${w.otherTrackId}`, { token: w.chair.token });
    expect(track.body.result).toMatchObject({ state: "done", progress: 100 });
  });

  it("answers 403 to a track's chair and a PC member, 401 signed out, 404 for an unknown conference", async () => {
    const { w } = await twoTracks();
    const login = await createUser(t.app, t.ctx, { email: institutionEmail("pc.edu", "pc") });
    await insertTpcMember(t.ctx, w.trackId, login.id, 1);
    for (const who of [w.trackChair, w.otherTrackChair, login]) {
      const res = await progressOf(w.confId, who.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        "Only the administrator and the conference chairs may run Auto Assign over the whole conference.",
      );
    }
    expect((await progressOf(w.confId, undefined)).status).toBe(401);
    expect((await progressOf(999_999, admin.token)).status).toBe(404);
    expect((await progressOf("abc", admin.token)).status).toBe(422);
  });
});
