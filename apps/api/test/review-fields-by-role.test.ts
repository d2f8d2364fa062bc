// every screen that shows a review follows the form. GET /paper/response (the authors'
// Reviews & response page, the discussion page of reviewers and chairs) and GET /paper/{id} (Final
// Review) carry, with each
// review's answers, the definitions of the fields of its form version the caller may read, cut by
// the same policy as the answers: an author learns the labels of the author fields and no other.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, setPaperStatus, type ReviewWorld } from "./reviews.world.js";
import type { TestUser } from "./support/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FORM = [
  {
    key: "repro",
    label: "Reproducibility",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 1, label: "Not reproducible" },
      { value: 2, label: "Partly" },
      { value: 3, label: "Fully reproducible" },
    ],
  },
  { key: "comments", label: "Comments to the authors", type: "text", required: true, visibility: "authors" },
  { key: "pc_label_x7", label: "PC-only-label-x7", type: "text", required: false, visibility: "pc" },
  {
    key: "chair_label_q9",
    label: "Chairs-only-label-q9",
    type: "select",
    required: false,
    visibility: "chairs",
    options: ["No", "Yes"],
  },
];
const ALL = ["repro", "comments", "pc_label_x7", "chair_label_q9"];
const answers = (repro: number) => ({
  repro,
  comments: `Comments with score ${repro}.`,
  pc_label_x7: "for-the-pc",
  chair_label_q9: "Yes",
});

type Shown = { answers: Record<string, unknown>; fields: { key: string; label: string; scale?: unknown }[] };
const read = (w: ReviewWorld, who: TestUser) =>
  call(t.app, "GET", `/paper/response/${w.paper.id}`, { token: who.token });
const fieldKeys = (r: Shown) => r.fields.map((f) => f.key);
const byScore = (reviews: Shown[], repro: number) => reviews.find((r) => r.answers.repro === repro)!;

describe("GET /paper/response: each review's field definitions, per role", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t, { access_to_reviews_by_ordinary_pc_members: 1 });
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: FORM },
        })
      ).status,
    ).toBe(200);
    for (const [who, repro] of [
      [w.reviewer1, 3],
      [w.reviewer2, 1],
    ] as const) {
      expect(
        (
          await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
            token: who.token,
            body: { answers: answers(repro) },
          })
        ).status,
      ).toBe(200);
    }
  });

  it("chair: every field of the form, in its order, with labels and scale labels", async () => {
    const res = await read(w, w.chair);
    expect(res.status).toBe(200);
    const reviews: Shown[] = res.body.result.reviews;
    expect(reviews).toHaveLength(2);
    for (const r of reviews) {
      expect(fieldKeys(r)).toEqual(ALL);
      expect(Object.keys(r.answers).sort()).toEqual([...ALL].sort());
    }
    expect(reviews[0]!.fields[0]).toMatchObject(FORM[0]!);
  });

  it("reviewer: their own review in full, the other's without the chairs-only field", async () => {
    const reviews: Shown[] = (await read(w, w.reviewer1)).body.result.reviews;
    expect(fieldKeys(byScore(reviews, 3))).toEqual(ALL);
    const other = byScore(reviews, 1);
    expect(fieldKeys(other)).toEqual(["repro", "comments", "pc_label_x7"]);
    expect(Object.keys(other.answers).sort()).toEqual(["comments", "pc_label_x7", "repro"]);
  });

  it("author: nothing before release, then only the author fields, never another field's label", async () => {
    expect((await read(w, w.author)).body.result.reviews).toEqual([]);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    try {
      const res = await read(w, w.author);
      const reviews: Shown[] = res.body.result.reviews;
      expect(reviews).toHaveLength(2);
      for (const r of reviews) {
        expect(r.fields).toMatchObject([FORM[0], FORM[1]]);
        expect(fieldKeys(r)).toEqual(["repro", "comments"]);
        expect(Object.keys(r.answers).sort()).toEqual(["comments", "repro"]);
      }
      for (const secret of ["PC-only-label-x7", "Chairs-only-label-q9", "pc_label_x7", "chair_label_q9", "for-the-pc"])
        expect(res.raw.body).not.toContain(secret);
    } finally {
      await setPaperStatus(t, w.paper.id, 0, null);
    }
  });

  it("GET /paper/{id}: each review is read with its own form version's fields, cut per role", async () => {
    // relabelling makes a new version; the reviews keep the one they were written against
    const relabelled = FORM.map((f) => (f.key === "repro" ? { ...f, label: "Artefact reproducibility" } : f));
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: relabelled },
        })
      ).status,
    ).toBe(200);
    const chair: Shown[] = (await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token })).body.result
      .paper_reviewer_data;
    for (const r of chair) {
      expect(fieldKeys(r)).toEqual(ALL);
      expect(r.fields[0]!.label).toBe("Reproducibility");
    }
    const reviewer: Shown[] = (await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.reviewer2.token })).body
      .result.paper_reviewer_data;
    expect(fieldKeys(byScore(reviewer, 3))).toEqual(["repro", "comments", "pc_label_x7"]);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    try {
      const res = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.author.token });
      for (const r of res.body.result.paper_reviewer_data as Shown[])
        expect(fieldKeys(r)).toEqual(["repro", "comments"]);
      for (const secret of ["PC-only-label-x7", "Chairs-only-label-q9"]) expect(res.raw.body).not.toContain(secret);
    } finally {
      await setPaperStatus(t, w.paper.id, 0, null);
    }
  });

  it("the paper lists do not repeat the form per review (fields only where asked for)", async () => {
    const list = await call(t.app, "GET", `/paper/all/${w.trackId}/1`, { token: w.trackChair.token });
    expect(list.body.result.data[0].paper_reviewer_data[0]).not.toHaveProperty("fields");
  });
});

/** The wall-clock time "YYYY-MM-DD HH:mm" in UTC, `minutes` from now. */
const utcWallClock = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16).replace("T", " ");

describe("the chairs' reviews before the authors' response, on a custom form", () => {
  it("keep each review's answers and fields as the authors answered them", async () => {
    const w = await buildReviewWorld(t, {
      access_to_reviews_by_ordinary_pc_members: 1,
      timezone_for_deadline: "UTC",
      author_response_start: utcWallClock(-60),
      author_response_end: utcWallClock(120),
    });
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: FORM },
        })
      ).status,
    ).toBe(200);
    const add = (who: TestUser, repro: number) =>
      call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: who.token, body: { answers: answers(repro) } });
    expect((await add(w.reviewer1, 3)).status).toBe(200);
    expect((await add(w.reviewer2, 1)).status).toBe(200);
    // the author reads the author fields during the window, and responds
    const author: Shown[] = (await read(w, w.author)).body.result.reviews;
    expect(author.map(fieldKeys)).toEqual([
      ["repro", "comments"],
      ["repro", "comments"],
    ]);
    expect(
      (
        await call(t.app, "POST", `/paper/response/${w.paper.id}`, {
          token: w.author.token,
          body: { response: "The scripts are in the artefact." },
        })
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await add(w.reviewer2, 2)).status).toBe(200);

    const chair = (await read(w, w.chair)).body.result;
    expect((chair.reviews as Shown[]).map((r) => r.answers.repro).sort()).toEqual([2, 3]);
    const before: Shown[] = chair.before_response;
    expect(before.map((r) => r.answers.repro).sort()).toEqual([1, 3]);
    for (const r of before) {
      expect(fieldKeys(r)).toEqual(ALL);
      expect(r.fields[0]).toMatchObject({ label: "Reproducibility" });
    }
  });
});
