// Every figure of the reports counts only the reviews its reader may read: a chair or organiser
// conflicted with a paper learns nothing of that paper's reviews from the charts or the CSV, by
// comparing answers before and after a review of it comes in or changes (the difference attack).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, storeReview, type ReviewWorld } from "./reviews.world.js";
import type { TestUser } from "./support/factories.js";

let t: TestApp;
let w: ReviewWorld;
let otherAssignment: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
  // a second paper, reviewed, that every chair may read: the figures are not empty for anyone
  const other = await insertPaper(t.ctx, {
    confId: w.confId,
    trackId: w.trackId,
    authorId: w.outsider.id,
    title: "Another paper",
  });
  otherAssignment = await insertReviewerAssignment(t.ctx, other.id, w.reviewer2.id);
  await storeReview(t, otherAssignment, { evaluation: 1, confidence: 3, remarks: "Fine." });
  // the conference chair and the organiser are conflicted with the world's paper; the admin is not
  for (const who of [w.chair, w.oc]) {
    await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: w.paper.id,
        user_id: who.id,
        conflict_type: "Personal",
        source: "chair",
        reason: "Friends",
        created_by: w.admin.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
  }
});
afterAll(async () => {
  await t.close();
});

/** What the caller learns from the reports: the charts and the CSV of all papers. */
async function reports(who: TestUser) {
  const charts = await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: who.token });
  const csv = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, { token: who.token, query: { status: 1000 } });
  expect(charts.status).toBe(200);
  expect(csv.status).toBe(200);
  return { charts: charts.body.result, csv: csv.raw.body };
}

describe("the reports of a conflicted chair", () => {
  it("do not change when a review of the conflicted paper is added or changed; a chair who may read it sees the change", async () => {
    const before = { chair: await reports(w.chair), oc: await reports(w.oc), admin: await reports(w.admin) };
    // the conflicted paper's first review comes in
    await storeReview(t, w.assignment1, { evaluation: 3, confidence: 5, remarks: "Excellent." });
    const added = { chair: await reports(w.chair), oc: await reports(w.oc), admin: await reports(w.admin) };
    expect(added.chair).toEqual(before.chair);
    expect(added.oc).toEqual(before.oc);
    expect(added.admin).not.toEqual(before.admin);
    expect(added.admin.charts.review_progress.submitted).toBe(before.admin.charts.review_progress.submitted + 1);
    // and is changed
    await storeReview(t, w.assignment1, { evaluation: -3, confidence: 1, remarks: "On second thought, no." });
    const changed = { chair: await reports(w.chair), oc: await reports(w.oc), admin: await reports(w.admin) };
    expect(changed.chair).toEqual(before.chair);
    expect(changed.oc).toEqual(before.oc);
    const evaluation = (r: typeof changed.admin) =>
      r.charts.review_fields.find((f: { key: string }) => f.key === "reviewer_evaluation");
    expect(evaluation(changed.admin).average).not.toBe(evaluation(added.admin).average);
  });

  it("count, for the conflicted chair, only the reviews of the papers they may read", async () => {
    const { charts, csv } = await reports(w.chair);
    // the other paper's one review; nothing of the conflicted paper's two assignments
    expect(charts.review_progress).toMatchObject({ assigned: 1, submitted: 1 });
    expect(charts.review_fields.find((f: { key: string }) => f.key === "reviewer_evaluation")).toMatchObject({
      answered: 1,
      average: 1,
    });
    const line = csv.split("\n").find((l: string) => l.includes("Mutation testing at scale"))!;
    // Reviews assigned, Reviews submitted, Average evaluation, Reviews: none
    expect(line).toMatch(/,0,0,,,/);
    const admin = await reports(w.admin);
    expect(admin.charts.review_progress).toMatchObject({ assigned: 3, submitted: 2 });
  });
});
