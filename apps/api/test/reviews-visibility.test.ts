// Review visibility across every paper and review call (the rules live once, in
// policy/papers.ts reviewerDataFor; these tests hold every call to them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, storeReview, type ReviewWorld } from "./reviews.world.js";
import type { TestUser } from "./support/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SECRET1 = "confidential-from-rita";
const SECRET2 = "confidential-from-rolf";
const REMARK1 = "Public remark one.";
const REMARK2 = "Public remark two.";

async function reviewedWorld(namesVisibleToPc: 0 | 1): Promise<ReviewWorld> {
  const w = await buildReviewWorld(t, { are_reviewier_names_visible_to_pc: namesVisibleToPc });
  await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: REMARK1, confidential: SECRET1 });
  await storeReview(t, w.assignment2, { evaluation: -1, confidence: 3, remarks: REMARK2, confidential: SECRET2 });
  return w;
}

/** Everything that must never reach an author: who reviewed, and what was said in confidence. */
function reviewerTraces(w: ReviewWorld): string[] {
  return [w.reviewer1, w.reviewer2].flatMap((r) => [r.email, r.first_name, r.last_name]).concat([SECRET1, SECRET2]);
}

/** Every paper and review call an author can make about their paper and conference. */
async function everyCallAs(w: ReviewWorld, who: TestUser): Promise<{ call: string; status: number; text: string }[]> {
  const calls: [string, string, string, unknown?][] = [
    ["GET", `/paper/all/${w.confId}/0`, "created_by=true"],
    ["GET", `/paper/all/${w.confId}/0`, ""],
    ["GET", `/paper/all/${w.trackId}/1`, "created_by=true"],
    ["GET", `/paper/all/${w.trackId}/1`, ""],
    ["GET", `/paper/${w.paper.id}`, ""],
    ["GET", `/paper/file/${w.paper.id}`, ""],
    ["GET", `/paper/review-papers/${w.confId}`, ""],
    ["GET", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, ""],
    ["GET", `/paper/rejected-paper-email-tamplate/${w.paper.id}`, ""],
    ["GET", `/paper/report-counts/${w.confId}`, ""],
    ["GET", `/paper/report-charts/${w.confId}`, ""],
    ["GET", `/paper/report-csv/${w.confId}`, "status=1000"],
    [
      "POST",
      `/paper/add-review/${w.paper.id}`,
      "",
      { reviewer_evaluation: 3, reviewer_confidence: 5, reviewer_remarks: "mine" },
    ],
    ["POST", `/paper/final-review/${w.paper.id}`, "", { decision: "Accept", final_decision_remark: "self" }],
    ["POST", `/paper/notification-jobs/${w.confId}`, "", { status: 1000 }],
  ];
  const answers = [];
  for (const [method, path, query, body] of calls) {
    const res = await call(t.app, method as "GET" | "POST", `${path}${query ? `?${query}` : ""}`, {
      token: who.token,
      body,
    });
    answers.push({ call: `${method} ${path}?${query}`, status: res.status, text: res.raw.body });
  }
  return answers;
}

describe("what an author sees of the reviews", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await reviewedWorld(1);
  });

  it("no call answers an author a reviewer's identity or a confidential remark while the paper is under review", async () => {
    for (const who of [w.author, w.coauthor]) {
      const answers = await everyCallAs(w, who);
      // the author's own paper is readable (so the check below reads real answers)
      expect(answers.find((a) => a.call.startsWith(`GET /paper/${w.paper.id}?`))!.status).toBe(200);
      for (const answer of answers) {
        for (const trace of reviewerTraces(w))
          expect(answer.text, `${answer.call} leaks "${trace}"`).not.toContain(trace);
      }
    }
  });

  it("nor after the decision, when the author may read the evaluations and remarks", async () => {
    const decided = await call(t.app, "POST", `/paper/final-review/${w.paper.id}`, {
      token: w.chair.token,
      body: { decision: "Accept", final_decision_remark: "Well liked." },
    });
    expect(decided.status).toBe(200);
    const detail = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.author.token });
    expect(detail.body.result).toMatchObject({ decision: "Accept", final_decision_remark: "Well liked.", status: 35 });
    expect(detail.raw.body).toContain(REMARK1);
    expect(detail.raw.body).toContain(REMARK2);
    for (const who of [w.author, w.coauthor]) {
      for (const answer of await everyCallAs(w, who)) {
        for (const trace of reviewerTraces(w))
          expect(answer.text, `${answer.call} leaks "${trace}"`).not.toContain(trace);
      }
    }
  });

  it("nor in the notification mail the chair sends from the template", async () => {
    const template = await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
    });
    expect(template.body.result.message).toContain(REMARK1);
    await call(t.app, "POST", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
      body: template.body.result,
    });
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["subject", "body_text"])
      .where("to_address", "=", w.author.email)
      .execute();
    expect(mails).toHaveLength(1);
    for (const trace of reviewerTraces(w)) expect(`${mails[0]!.subject}\n${mails[0]!.body_text}`).not.toContain(trace);
  });

  it("a paper that has no decision yet answers No Decision and an empty remark", async () => {
    const other = await reviewedWorld(1);
    const detail = await call(t.app, "GET", `/paper/${other.paper.id}`, { token: other.author.token });
    expect(detail.body.result).toMatchObject({ decision: "No Decision", final_decision_remark: "" });
  });
});

type Entry = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
};

async function entriesSeenBy(w: ReviewWorld, who: TestUser): Promise<Entry[]> {
  const res = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: who.token });
  expect(res.status, who.first_name).toBe(200);
  return res.body.result.paper_reviewer_data;
}

describe("what the programme committee and the chairs see", () => {
  it("SUPERCHAIR, ADMIN, OC members and the paper's track chairs see every review with names and confidential remarks", async () => {
    const w = await reviewedWorld(0);
    for (const who of [w.chair, w.admin, w.oc, w.trackChair]) {
      const entries = await entriesSeenBy(w, who);
      expect(entries.map((e) => [e.email, e.reviewer_remarks, e.reviewer_confidential_remarks])).toEqual([
        [w.reviewer1.email, REMARK1, SECRET1],
        [w.reviewer2.email, REMARK2, SECRET2],
      ]);
    }
  });

  it("a reviewer who submitted sees their own review in full; of the others no names when names are hidden from the PC", async () => {
    const hidden = await reviewedWorld(0);
    const [own, other] = await entriesSeenBy(hidden, hidden.reviewer1);
    expect(own).toMatchObject({
      email: hidden.reviewer1.email,
      reviewer_remarks: REMARK1,
      reviewer_confidential_remarks: SECRET1,
    });
    // under access_to_reviews_by_ordinary_pc_members = 1 a reviewer who has submitted reads the confidential remarks too
    expect(other).toMatchObject({
      first_name: null,
      last_name: null,
      email: null,
      reviewer_remarks: REMARK2,
      reviewer_confidential_remarks: SECRET2,
    });
    const text = (await call(t.app, "GET", `/paper/${hidden.paper.id}`, { token: hidden.reviewer1.token })).raw.body;
    for (const trace of [hidden.reviewer2.email, hidden.reviewer2.first_name, hidden.reviewer2.last_name])
      expect(text).not.toContain(trace);

    const shown = await reviewedWorld(1);
    const [, visible] = await entriesSeenBy(shown, shown.reviewer1);
    expect(visible).toMatchObject({
      email: shown.reviewer2.email,
      first_name: shown.reviewer2.first_name,
      reviewer_confidential_remarks: SECRET2,
    });
  });

  it("the Review Papers list gives a reviewer their own review only", async () => {
    const w = await reviewedWorld(1);
    const res = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.reviewer2.token });
    expect(res.body.result.data[0].my_review).toMatchObject({
      email: w.reviewer2.email,
      reviewer_confidential_remarks: SECRET2,
    });
    for (const trace of [w.reviewer1.email, w.reviewer1.last_name, SECRET1, REMARK1])
      expect(res.raw.body).not.toContain(trace);
  });

  it("TPC members and chairs of other tracks who are not assigned do not see the paper", async () => {
    const w = await reviewedWorld(1);
    for (const who of [w.tpcMember, w.otherTrackChair, w.outsider]) {
      const res = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: who.token });
      expect(res.status, who.first_name).toBe(404);
    }
  });
});
