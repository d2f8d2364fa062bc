// Auto Assign's balance, objective and low-affinity threshold: validated in the body, echoed in the
// answer, and the preview's per-paper statistics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertPaper, insertTpcMember } from "./support/fixtures.js";
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
  return { paperIds, members: memberList };
}

describe("POST /track/paper-reviewer-auto-assign/{trackId}: balance, objective, low_affinity_threshold", () => {
  it("refuses bad values with 422 naming the field", async () => {
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 1 });
    await track(w, 1, 1);
    for (const [body, field] of [
      [{ balance: "lopsided" }, "balance"],
      [{ objective: "best" }, "objective"],
      [{ low_affinity_threshold: 2 }, "low_affinity_threshold"],
      [{ low_affinity_threshold: -0.1 }, "low_affinity_threshold"],
      [{ low_affinity_threshold: "high" }, "low_affinity_threshold"],
    ] as const) {
      const res = await post(`/track/paper-reviewer-auto-assign/${w.trackId}`, w.chair.token, {
        ...body,
        preview: true,
      });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it("fills the chair's cap on small affinity differences (within_caps, the default), keeps loads even on request, and reports per-paper totals", async () => {
    // 6 papers × 2 reviewers, 3 members; member 0 is slightly better everywhere, the cap is 6
    const w = await tpcWorld(t, { number_of_reviewers_per_paper: 2 });
    const { paperIds, members } = await track(w, 6, 3);
    const scores = [0.06, 0.05, 0.049];
    const csv = [
      "paper_id,reviewer_email,score",
      ...paperIds.flatMap((id) => members.map((m, i) => `${id},${m.email},${scores[i]}`)),
    ].join("\n");
    expect((await post(`/track/affinity/${w.trackId}`, w.chair.token, { csv })).status).toBe(200);
    const url = `/track/paper-reviewer-auto-assign/${w.trackId}`;

    const within = (await post(url, w.chair.token, { preview: true, max_papers_per_reviewer: 6 })).body.result;
    expect(within.balance).toBe("within_caps");
    expect(within.objective).toBe("total");
    expect(within.statistics.load_histogram).toEqual([
      { load: 0, members: 1 },
      { load: 6, members: 2 },
    ]);
    // every paper: weights.affinity (4) × (0.06 + 0.05)
    expect(within.statistics.paper_totals).toEqual({ lowest: 0.44, p10: 0.44, median: 0.44 });
    expect(within.statistics.low_affinity_papers).toBe(6); // default threshold 0.1: all scores below it
    expect(within.statistics.low_affinity_threshold).toBe(0.1);

    const even = (
      await post(url, w.chair.token, {
        preview: true,
        max_papers_per_reviewer: 6,
        balance: "even",
        objective: "fair",
        low_affinity_threshold: 0.055,
      })
    ).body.result;
    expect(even.balance).toBe("even");
    expect(even.objective).toBe("fair");
    // the load term (0.01 per unit of load²) outweighs the 4 × 0.011 member 0 adds beyond one step
    expect(even.statistics.load_histogram).toEqual([
      { load: 3, members: 1 },
      { load: 4, members: 1 },
      { load: 5, members: 1 },
    ]);
    // the one paper member 0 does not review has only scores below 0.055
    expect(even.statistics.low_affinity_papers).toBe(1);
    expect(even.statistics.low_affinity_threshold).toBe(0.055);
    expect(even.statistics.paper_totals.lowest).toBeCloseTo(4 * 0.099, 6);
    expect(even.statistics.paper_totals.median).toBeGreaterThanOrEqual(even.statistics.paper_totals.p10);
  });
});
