// Auto Assign with preferences — preview, deploy (refused after a change), undo, quotas,
// affinity import — and the release of assignments to the PC with one mail per reviewer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_SETTINGS } from "@symposia/domain";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { conferencePayload, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, token: string, body: Record<string, unknown> = {}) =>
  call(t.app, "POST", url, { token, body });
const assignmentCount = async (paperIds: number[]) =>
  Number(
    (
      await t.ctx.db
        .selectFrom("paper_reviewers")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("paper_id", "in", paperIds)
        .executeTakeFirstOrThrow()
    ).n,
  );

async function track(w: TpcWorld, papers: number, members: number) {
  const author = await createUser(t.app, t.ctx, { email: institutionEmail("author-inst.edu", "auth") });
  const paperIds: number[] = [];
  for (let i = 0; i < papers; i++)
    paperIds.push((await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: author.id })).id);
  const memberList: TestUser[] = [];
  for (let i = 0; i < members; i++) {
    const m = await createUser(t.app, t.ctx, { email: institutionEmail(`inst-${i}.edu`, "rev") });
    await insertTpcMember(t.ctx, w.trackId, m.id, 1);
    memberList.push(m);
  }
  return { author, paperIds, members: memberList };
}

describe("POST /track/paper-reviewer-auto-assign/{trackId} with preferences", () => {
  it("follows yes bids, previews without writing, deploys exactly the preview, and undoes it", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    const { paperIds, members } = await track(w, 4, 2);
    // member 0 wants papers 0 and 1, member 1 wants papers 2 and 3
    for (const [i, id] of paperIds.entries())
      expect((await post(`/paper/bid/${id}`, members[i < 2 ? 0 : 1]!.token, { bid: "yes" })).status).toBe(200);
    await post(`/paper/bid/${paperIds[0]}`, members[1]!.token, { bid: "no" });

    const preview = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true });
    expect(preview.status).toBe(200);
    const outcome = preview.body.result;
    expect(outcome.preview).toBe(true);
    expect(outcome.assignments_made).toBe(4);
    expect(outcome.statistics.pairs_by_bid).toEqual({ yes: 4, maybe: 0, none: 0, no: 0 });
    expect(outcome.statistics.used_no_bids).toBe(false);
    expect(outcome.statistics.load_histogram).toEqual([{ load: 2, members: 2 }]);
    expect(outcome.pairs.map((p: { paper_id: number; user_id: number }) => [p.paper_id, p.user_id])).toEqual(
      paperIds.map((id, i) => [id, members[i < 2 ? 0 : 1]!.id]),
    );
    expect(preview.body.message).toContain("Preview");
    expect(await assignmentCount(paperIds)).toBe(0);

    const deployed = await post(`/track/auto-assign-deploy/${outcome.draft_id}`, w.chair.token);
    expect(deployed.status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["paper_id", "user_id"])
      .where("paper_id", "in", paperIds)
      .orderBy("paper_id")
      .execute();
    expect(rows.map((r) => [r.paper_id, r.user_id])).toEqual(
      outcome.pairs.map((p: { paper_id: number; user_id: number }) => [p.paper_id, p.user_id]),
    );
    // a draft deploys once
    expect((await post(`/track/auto-assign-deploy/${outcome.draft_id}`, w.chair.token)).status).toBe(409);

    // a review submitted meanwhile survives the undo
    await t.ctx.db
      .updateTable("paper_reviewers")
      .set({ reviewed_at: new Date().toISOString(), reviewer_evaluation: 1 })
      .where("paper_id", "=", paperIds[0]!)
      .execute();
    const undo = await post(`/track/auto-assign-undo/${deployed.body.result.run_id}`, w.chair.token);
    expect(undo.status).toBe(200);
    expect(undo.body.result).toEqual({ removed: 3, kept_with_review: 1 });
    expect(await assignmentCount(paperIds)).toBe(1);
    expect((await post(`/track/auto-assign-undo/${deployed.body.result.run_id}`, w.chair.token)).status).toBe(409);
    // only chairs
    expect((await post(`/track/auto-assign-undo/${deployed.body.result.run_id}`, members[0]!.token)).status).toBe(403);
  });

  it("refuses to deploy a preview once the track changed", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    const { paperIds, members } = await track(w, 2, 2);
    const preview = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true });
    await insertReviewerAssignment(t.ctx, paperIds[0]!, members[0]!.id);
    const deploy = await post(`/track/auto-assign-deploy/${preview.body.result.draft_id}`, w.chair.token);
    expect(deploy.status).toBe(409);
    expect(deploy.body.message).toContain("changed");
    expect(await assignmentCount(paperIds)).toBe(1);
    // a new paper also invalidates a preview
    const again = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true });
    await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.chair.id });
    expect((await post(`/track/auto-assign-deploy/${again.body.result.draft_id}`, w.chair.token)).status).toBe(409);
  });

  it("assigns a no bid only when nothing else is feasible, and says so", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const { paperIds, members } = await track(w, 1, 2);
    await post(`/paper/bid/${paperIds[0]}`, members[0]!.token, { bid: "no" });
    const res = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, {});
    expect(res.status).toBe(200);
    expect(res.body.result.statistics.pairs_by_bid.no).toBe(1);
    expect(res.body.result.statistics.used_no_bids).toBe(true);
    expect(res.body.message).toContain("bid no");
  });

  it("honours max_papers_per_reviewer and per-member quotas, and reports papers left short", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    const { paperIds, members } = await track(w, 4, 2);
    expect(
      (await post(`/track/reviewer-quota/${w.trackId}`, w.chair.token, { reviewer_id: members[0]!.id, max_papers: 1 }))
        .status,
    ).toBe(200);
    expect(
      (await post(`/track/reviewer-quota/${w.trackId}`, w.chair.token, { reviewer_id: w.stranger.id, max_papers: 1 }))
        .status,
    ).toBe(422);
    expect(
      (
        await post(`/track/reviewer-quota/${w.trackId}`, members[0]!.token, {
          reviewer_id: members[0]!.id,
          max_papers: 9,
        })
      ).status,
    ).toBe(403);
    const res = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, {
      preview: true,
      max_papers_per_reviewer: 2,
    });
    expect(res.body.result.assignments_made).toBe(3);
    expect(res.body.result.papers_short).toHaveLength(1);
    expect(res.body.result.papers_short[0].reason).toContain("caps");
    const loads = res.body.result.pairs.reduce(
      (m: Map<number, number>, p: { user_id: number }) => m.set(p.user_id, (m.get(p.user_id) ?? 0) + 1),
      new Map(),
    );
    expect(loads.get(members[0]!.id)).toBe(1);
    expect(loads.get(members[1]!.id)).toBe(2);
    expect(paperIds).toHaveLength(4);
    // removing the quota
    expect(
      (await post(`/track/reviewer-quota/${w.trackId}`, w.chair.token, { reviewer_id: members[0]!.id, max_papers: "" }))
        .body.result,
    ).toEqual([]);
  });

  it("imports affinity scores with a per-line report, and uses them", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    const { paperIds, members } = await track(w, 1, 2);
    const csv = [
      "paper_id,reviewer_email,score",
      `${paperIds[0]},${members[1]!.email},0.9`,
      `${paperIds[0]},${members[0]!.email},1.5`,
      `${paperIds[0]},nobody@example.org,0.5`,
      `999999,${members[0]!.email},0.5`,
      "garbage",
    ].join("\n");
    const res = await post(`/track/affinity/${w.trackId}`, w.chair.token, { csv });
    expect(res.status).toBe(200);
    expect(res.body.result.imported).toBe(1);
    expect(res.body.result.refused.map((r: { line: number }) => r.line)).toEqual([3, 4, 5, 6]);
    expect(res.body.result.refused[0].reason).toContain("0 to 1");
    const run = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true });
    expect(run.body.result.pairs[0].user_id).toBe(members[1]!.id);
    // the preview's table shows each pair's affinity
    expect(run.body.result.pairs[0].affinity).toBe(0.9);
    expect(run.body.result.statistics.mean_affinity).toBe(0.9);
  });
});

describe("GET /track/auto-assign-progress/{trackId}", () => {
  it("is idle before any run, answers while a preview runs, and ends done at 100%; only for those who may run it", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    // large enough that the run spans several polls even when the machine is busy and the database
    // quick (at 240 papers and 16 members one run of the whole suite on a busy machine answered none
    // while it ran)
    const { members } = await track(w, 480, 24);
    const progress = async () =>
      (await call(t.app, "GET", `/track/auto-assign-progress/${w.trackId}`, { token: w.chair.token })).body.result;
    expect(await progress()).toMatchObject({ state: "idle", progress: 0 });
    expect(
      (await call(t.app, "GET", `/track/auto-assign-progress/${w.trackId}`, { token: members[0]!.token })).status,
    ).toBe(403);

    // poll while the preview works: it solves outside its transactions and hands the event loop
    // back at each phase, so polls are answered before it ends
    let finished = false;
    const run = post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, { preview: true }).finally(() => {
      finished = true;
    });
    const seen: { state: string; progress: number }[] = [];
    // a poll is a macrotask apart from the next, as requests from a browser are (bounded, so a stuck run fails the test)
    for (let i = 0; !finished && i < 2_000; i++) {
      seen.push(await progress());
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect((await run).status).toBe(200);
    const during = seen.filter((s) => s.state === "running");
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.progress >= 0 && s.progress < 100)).toBe(true);
    for (let i = 1; i < during.length; i++) expect(during[i]!.progress).toBeGreaterThanOrEqual(during[i - 1]!.progress);
    expect(await progress()).toMatchObject({ state: "done", progress: 100 });
  });
});

describe("releasing assignments to the PC", () => {
  function settingsFields(overrides: Record<string, string | number>) {
    const base = conferencePayload() as Record<string, string | number>;
    const fields: Record<string, string | number> = { timezone_for_deadline: "UTC", timezone_for_session: "UTC" };
    for (const s of CONFERENCE_SETTINGS.filter((x) => x.required)) fields[s.key] = fields[s.key] ?? base[s.key]!;
    return { ...fields, ...overrides };
  }
  const update = (token: string, confId: number, fields: Record<string, string | number>) => {
    const mp = multipartBody(settingsFields(fields));
    return call(t.app, "POST", `/conference/update/${confId}`, { token, body: mp.payload, headers: mp.headers });
  };

  it("hides assignments while 0 and, switched to 1, mails each reviewer their papers once", async () => {
    const w = await tpcWorld(t, { is_assignment_submitted_papers_to_program_committee_enabled: 0 });
    const { paperIds, members } = await track(w, 2, 2);
    await insertReviewerAssignment(t.ctx, paperIds[0]!, members[0]!.id);
    await insertReviewerAssignment(t.ctx, paperIds[1]!, members[0]!.id);
    await insertReviewerAssignment(t.ctx, paperIds[1]!, members[1]!.id);
    const hidden = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: members[0]!.token });
    expect(hidden.body.result.data).toEqual([]);
    expect(hidden.body.result.assignments_hidden).toBe(true);
    expect((await call(t.app, "GET", `/paper/${paperIds[0]}`, { token: members[0]!.token })).status).toBe(404);

    expect(
      (await update(w.chair.token, w.confId, { is_assignment_submitted_papers_to_program_committee_enabled: 1 }))
        .status,
    ).toBe(200);
    const shown = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: members[0]!.token });
    expect(shown.body.result.data).toHaveLength(2);
    expect((await call(t.app, "GET", `/paper/${paperIds[0]}`, { token: members[0]!.token })).status).toBe(200);
    const mailsTo = async (email: string) =>
      t.ctx.db
        .selectFrom("mail_outbox")
        .select(["subject", "body_text"])
        .where("to_address", "=", email)
        .where("subject", "like", "%your papers to review%")
        .execute();
    const first = await mailsTo(members[0]!.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.body_text.match(/- Paper /g)).toHaveLength(2);
    expect(await mailsTo(members[1]!.email)).toHaveLength(1);
    // saving again, or switching off and on, sends nothing more
    await update(w.chair.token, w.confId, { is_assignment_submitted_papers_to_program_committee_enabled: 1 });
    await update(w.chair.token, w.confId, { is_assignment_submitted_papers_to_program_committee_enabled: 0 });
    await update(w.chair.token, w.confId, { is_assignment_submitted_papers_to_program_committee_enabled: 1 });
    expect(await mailsTo(members[0]!.email)).toHaveLength(1);
  });
});
