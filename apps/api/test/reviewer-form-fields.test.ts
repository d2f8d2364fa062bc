// Reviewer entries carry the fields of the form version their review follows. Each form is read
// once per request (withFormFields) rather than with every review; two conferences number their
// form versions independently, so a review must get its own conference's version 1, never the
// other's, and the answers a viewer reads are cut by that form.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewersOf } from "../src/access/reviewerRepository.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
let first: ReviewWorld;
let second: ReviewWorld;

const scoreField = (key: string, label: string, visibility: string) => ({
  key,
  label,
  type: "score",
  required: true,
  visibility,
  scale: [
    { value: 1, label: "Low" },
    { value: 2, label: "High" },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  first = await buildReviewWorld(t);
  second = await buildReviewWorld(t);
  const forms: [ReviewWorld, unknown[]][] = [
    [first, [scoreField("novelty", "Novelty", "authors"), scoreField("secret_rank", "Rank for the chairs", "chairs")]],
    [second, [scoreField("rigour", "Rigour", "authors")]],
  ];
  for (const [w, fields] of forms) {
    const saved = await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
      token: w.chair.token,
      body: { fields },
    });
    expect(saved.status).toBe(200);
  }
  const submit = (w: ReviewWorld, answers: Record<string, number>) =>
    call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer1.token, body: { answers } });
  expect((await submit(first, { novelty: 2, secret_rank: 1 })).status).toBe(200);
  expect((await submit(second, { rigour: 1 })).status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe("reviewer entries and their form versions", () => {
  it("gives each review its own conference's form version, and none to a review not yet submitted", async () => {
    const entries = await reviewersOf(t.ctx.db, [first.paper.id, second.paper.id]);
    const keysOf = (paperId: number, userId: number) => {
      const entry = entries.find((e) => e.paper_id === paperId && e.user_id === userId)!;
      return entry.form_fields ? (JSON.parse(entry.form_fields) as { key: string }[]).map((f) => f.key) : null;
    };
    expect(keysOf(first.paper.id, first.reviewer1.id)).toEqual(["novelty", "secret_rank"]);
    expect(keysOf(second.paper.id, second.reviewer1.id)).toEqual(["rigour"]);
    // the second reviewer has not submitted: no form version, so no fields
    expect(keysOf(first.paper.id, first.reviewer2.id)).toBeNull();
  });

  it("cuts what a viewer reads by that form, on the chairs' list and on the paper", async () => {
    const chairsList = await call(
      t.app,
      "GET",
      `/paper/all/${first.confId}/0?order_by=paper_sequence&order_type=asc&per_page=50&page=1`,
      { token: first.chair.token },
    );
    expect(chairsList.status).toBe(200);
    const listed = chairsList.body.result.data.find((p: { id: number }) => p.id === first.paper.id);
    const submitted = listed.paper_reviewer_data.find((r: { reviewed_at: string | null }) => r.reviewed_at !== null);
    expect(submitted.answers).toEqual({ novelty: 2, secret_rank: 1 });

    // the other reviewer of the paper reads the review once their own is in: the chairs' field stays hidden
    expect(
      (
        await call(t.app, "POST", `/paper/add-review/${first.paper.id}`, {
          token: first.reviewer2.token,
          body: { answers: { novelty: 1, secret_rank: 2 } },
        })
      ).status,
    ).toBe(200);
    const asReviewer = await call(t.app, "GET", `/paper/${first.paper.id}`, { token: first.reviewer2.token });
    expect(asReviewer.status).toBe(200);
    const others = asReviewer.body.result.paper_reviewer_data.filter(
      (r: { user_id: number | null }) => r.user_id !== first.reviewer2.id,
    );
    expect(others).toHaveLength(1);
    expect(others[0].answers).toEqual({ novelty: 2 });
    expect(others[0].fields.map((f: { key: string }) => f.key)).toEqual(["novelty"]);
  });
});
