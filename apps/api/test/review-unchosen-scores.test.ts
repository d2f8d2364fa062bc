// A score the reviewer did not choose is never stored: a submitted review without a required score
// is refused with a 422 naming each field (nothing is written), on the default form and on a
// chair's form; a draft may leave the scores unchosen and keeps them empty (null, not a default).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "./support/factories.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addReview = (w: ReviewWorld, who: TestUser, body: unknown) =>
  call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: who.token, body });
const assignmentRow = (id: number) =>
  t.ctx.db.selectFrom("paper_reviewers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const versionsOf = (id: number) =>
  t.ctx.db.selectFrom("review_versions").select("id").where("paper_reviewer_id", "=", id).execute();

/** What the review dialog sends when only the remarks were typed: the unchosen scores are null. */
const onlyRemarks = {
  reviewer_evaluation: null,
  reviewer_confidence: null,
  reviewer_remarks: "Only the remarks were typed.",
  reviewer_confidential_remarks: null,
};

describe("a review whose required scores were not chosen (default form)", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("is refused with 422 naming each unchosen score, as answers or as the spec's fields, and nothing is stored", async () => {
    const bodies = [
      { answers: onlyRemarks },
      onlyRemarks,
      { reviewer_remarks: "Only the remarks were typed." },
      { answers: { ...onlyRemarks, reviewer_evaluation: "" } },
    ];
    for (const body of bodies) {
      const res = await addReview(w, w.reviewer1, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.result).toEqual({
        reviewer_evaluation: ["Evaluation is required."],
        reviewer_confidence: ["Confidence is required."],
      });
    }
    const one = await addReview(w, w.reviewer1, { answers: { ...onlyRemarks, reviewer_evaluation: -1 } });
    expect(one.status).toBe(422);
    expect(one.body.result).toEqual({ reviewer_confidence: ["Confidence is required."] });
    const row = await assignmentRow(w.assignment1);
    expect(row).toMatchObject({
      reviewed_at: null,
      reviewer_evaluation: null,
      reviewer_confidence: null,
      reviewer_remarks: null,
      draft_answers: null,
    });
    expect(await versionsOf(w.assignment1)).toHaveLength(0);
  });

  it("is stored as a draft with the scores left empty, and submitting it later still needs them", async () => {
    const draft = await addReview(w, w.reviewer2, { answers: onlyRemarks, draft: true });
    expect(draft.status).toBe(200);
    const row = await assignmentRow(w.assignment2);
    expect(row.reviewed_at).toBeNull();
    expect(row.reviewer_evaluation).toBeNull();
    expect(row.reviewer_confidence).toBeNull();
    expect(JSON.parse(row.draft_answers!)).toEqual({ ...onlyRemarks });
    const submit = await addReview(w, w.reviewer2, { answers: onlyRemarks });
    expect(submit.status).toBe(422);
    expect(Object.keys(submit.body.result).sort()).toEqual(["reviewer_confidence", "reviewer_evaluation"]);
    const chosen = await addReview(w, w.reviewer2, {
      answers: { ...onlyRemarks, reviewer_evaluation: -2, reviewer_confidence: 2 },
    });
    expect(chosen.status).toBe(200);
    expect(await assignmentRow(w.assignment2)).toMatchObject({
      reviewer_evaluation: -2,
      reviewer_confidence: 2,
      draft_answers: null,
    });
  });
});

describe("a review whose required scores were not chosen (a chair's form)", () => {
  const FIELDS = [
    {
      key: "novelty",
      label: "Novelty",
      type: "score",
      required: true,
      scale: [
        { value: 3, label: "Groundbreaking" },
        { value: 1, label: "Incremental" },
      ],
    },
    {
      key: "expertise",
      label: "Reviewer expertise",
      type: "score",
      required: false,
      scale: [
        { value: 2, label: "Expert" },
        { value: 1, label: "Outsider" },
      ],
    },
    { key: "summary", label: "Summary", type: "text", required: true },
  ];
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: FIELDS },
        })
      ).status,
    ).toBe(200);
  });

  it("refuses the untouched required score by its label; an optional one stays empty, never its first value", async () => {
    const refused = await addReview(w, w.reviewer1, {
      answers: { novelty: null, expertise: null, summary: "Fine work." },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual({ novelty: ["Novelty is required."] });
    expect(await versionsOf(w.assignment1)).toHaveLength(0);

    const draft = await addReview(w, w.reviewer1, {
      answers: { novelty: null, expertise: null, summary: "Fine work." },
      draft: true,
    });
    expect(draft.status).toBe(200);
    expect(JSON.parse((await assignmentRow(w.assignment1)).draft_answers!)).toEqual({
      novelty: null,
      expertise: null,
      summary: "Fine work.",
    });

    const ok = await addReview(w, w.reviewer1, { answers: { novelty: 1, expertise: null, summary: "Fine work." } });
    expect(ok.status).toBe(200);
    expect(JSON.parse((await assignmentRow(w.assignment1)).answers!)).toEqual({
      novelty: 1,
      expertise: null,
      summary: "Fine work.",
    });
  });
});
