import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";
import { insertPaper } from "./support/fixtures.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";

// "Races and consistency", and one bulk notification at a time. The races run on either
// engine; on PostgreSQL the two requests really overlap (both transactions are open at once).

let t: TestApp;
let w: ReviewWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
});
afterAll(async () => {
  await t.close();
});

const decide = (paperId: number) =>
  call(t.app, "POST", `/paper/final-review/${paperId}`, {
    token: w.chair.token,
    body: { decision: "Accept", final_decision_remark: "Strong reviews." },
  });
const statusAction = (token: string, paperId: number, status: number) =>
  call(t.app, "POST", `/paper/status-action/${paperId}`, { token, body: { status, reason: "Race" } });
const paperRow = (id: number) =>
  t.ctx.db.selectFrom("papers").select(["status", "decision"]).where("id", "=", id).executeTakeFirstOrThrow();
const decisionsOf = async (id: number) =>
  (await t.ctx.db.selectFrom("paper_decisions").select("id").where("paper_id", "=", id).execute()).length;

describe(`a final decision racing a withdraw or a block (${TEST_ENGINE})`, () => {
  for (const [label, actor, status] of [
    ["withdraw", "author", 25],
    ["block", "chair", 30],
  ] as const) {
    it(
      `${label}: one wins, a decision judged on a status that changed answers 409, never an ` +
        `accepted ${label === "withdraw" ? "withdrawn" : "blocked"} paper`,
      async () => {
        for (let round = 0; round < 6; round++) {
          const paper = await insertPaper(t.ctx, {
            confId: w.confId,
            trackId: w.trackId,
            authorId: w.author.id,
            title: `Race ${label} ${round}`,
          });
          const [decision, action] = await Promise.all([
            decide(paper.id),
            statusAction(w[actor].token, paper.id, status),
          ]);
          expect([decision.status, action.status], `round ${round}`).not.toEqual([409, 409]);
          for (const res of [decision, action]) expect([200, 409]).toContain(res.status);
          const row = await paperRow(paper.id);
          if (action.status === 409) {
            // the decision won; the withdraw or block was judged on a status that had gone
            expect(row.status).toBe(35);
          } else {
            // the action won: a decision taken on the old status was refused, never applied after it
            expect(row.status).toBe(status);
            if (decision.status === 409) expect(await decisionsOf(paper.id)).toBe(0);
          }
          // a withdrawn paper is never decided, whoever came first (withdraw refuses decided papers)
          if (label === "withdraw") expect([decision.status, action.status].sort()).toEqual([200, 409]);
        }
      },
    );
  }
});

describe("bulk notifications", () => {
  const notify = (body: Record<string, unknown>) =>
    call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, { token: w.chair.token, body });

  it("need an explicit status (422 without)", async () => {
    for (const body of [{}, { status: "" }, { status: null }]) {
      const res = await notify(body);
      expect(res.status).toBe(422);
      expect(res.body.result.status).toBeDefined();
    }
  });

  it("refuse a second job for the same conference and filter while one runs (409), also when both arrive at once", async () => {
    const [a, b] = await Promise.all([notify({ status: 20 }), notify({ status: 20 })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await notify({ status: 20 });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);
    // another filter is another job
    expect((await notify({ status: 18 })).status).toBe(200);
    const active = await t.ctx.db
      .selectFrom("notification_jobs")
      .select("id")
      .where("conf_id", "=", w.confId)
      .where("status_filter", "=", 20)
      .execute();
    expect(active).toHaveLength(1);
  });
});
