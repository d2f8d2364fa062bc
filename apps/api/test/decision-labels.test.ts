// The status a person reads is the conference's own decision label: My Papers (the author), All
// Papers and the paper itself (the chairs), Review Papers (the reviewer) and the Final Review answer
// all carry status_label; the status number stays the spec's. The default list's "Probably Accept"
// sets no final outcome.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import type { TestUser } from "./support/factories.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
let w: ReviewWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
});
afterAll(async () => {
  await t.close();
});

const decide = (who: TestUser, decision: string) =>
  call(t.app, "POST", `/paper/final-review/${w.paper.id}`, {
    token: who.token,
    body: { decision, final_decision_remark: "Because." },
  });

/** The paper as each role's screen reads it: [status, status_label] per answer. */
async function seenBy() {
  const mine = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
    token: w.author.token,
    query: { created_by: "true" },
  });
  const all = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token });
  const one = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token });
  const reviewing = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.reviewer1.token });
  const pick = (list: { id: number; status: number; status_label: string }[]) => {
    const p = list.find((x) => x.id === w.paper.id)!;
    return [p.status, p.status_label];
  };
  return {
    author: pick(mine.body.result.data),
    chair: pick(all.body.result.data),
    detail: [one.body.result.status, one.body.result.status_label],
    reviewer: pick(reviewing.body.result.data),
  };
}

describe("decision labels in answers", () => {
  it("default list: Probably Accept is no final outcome, and the label is what everyone reads", async () => {
    const res = await decide(w.chair, "Probably Accept");
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 18, outcome: "none", status_label: "Probably Accept" });
    const seen = await seenBy();
    expect(seen).toEqual({
      author: [18, "Probably Accept"],
      chair: [18, "Probably Accept"],
      detail: [18, "Probably Accept"],
      reviewer: [18, "Probably Accept"],
    });
  });

  it("a chair's own list: the paper reads 'Accept as short paper' everywhere, with the spec's status 35", async () => {
    const list = [
      { label: "Undecided", outcome: "none" },
      { label: "Accept as full paper", outcome: "accept" },
      { label: "Accept as short paper", outcome: "accept" },
      { label: "Reject", outcome: "reject" },
    ];
    expect(
      (
        await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
          token: w.chair.token,
          body: { decisions: list, replacements: { "Probably Accept": "Undecided" } },
        })
      ).status,
    ).toBe(200);
    const res = await decide(w.chair, "Accept as short paper");
    expect(res.body.result).toMatchObject({ status: 35, status_label: "Accept as short paper" });
    const seen = await seenBy();
    expect(seen).toEqual({
      author: [35, "Accept as short paper"],
      chair: [35, "Accept as short paper"],
      detail: [35, "Accept as short paper"],
      reviewer: [35, "Accept as short paper"],
    });
  });
});
