// meta-reviews: a chair names the lead among the assigned reviewers; only the lead writes,
// once every review is in, with a recommendation from the decision list; the update rule; the
// authors read it only once the reviews are released to them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, declareConflict, setPaperStatus, storeReview, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lead = (w: ReviewWorld, token: string, reviewer_id: number) =>
  call(t.app, "POST", `/paper/lead/${w.paper.id}`, { token, body: { reviewer_id } });
const write = (w: ReviewWorld, token: string, body: Record<string, unknown>) =>
  call(t.app, "POST", `/paper/meta-review/${w.paper.id}`, { token, body });
const read = (w: ReviewWorld, token: string) => call(t.app, "GET", `/paper/meta-review/${w.paper.id}`, { token });
const META = {
  meta_review: "Both reviewers like the method; the evaluation is thin.",
  recommendation: "Probably Accept",
};

describe("the lead reviewer", () => {
  it("only a chair who may decide names the lead, and only one of the assigned reviewers", async () => {
    const w = await buildReviewWorld(t);
    expect((await lead(w, w.reviewer1.token, w.reviewer1.id)).status).toBe(403);
    expect((await lead(w, w.author.token, w.reviewer1.id)).status).toBe(404);
    expect((await lead(w, w.outsider.token, w.reviewer1.id)).status).toBe(404);
    const notAssigned = await lead(w, w.chair.token, w.tpcMember.id);
    expect(notAssigned.status).toBe(422);
    expect(notAssigned.body.result.reviewer_id[0]).toMatch(/assigned reviewers/);
    expect((await lead(w, w.trackChair.token, w.reviewer1.id)).status).toBe(200);
    expect((await read(w, w.chair.token)).body.result).toMatchObject({
      lead_user_id: w.reviewer1.id,
      can_choose_lead: true,
    });
  });

  it("never names a reviewer conflicted with the paper (409, saying why)", async () => {
    const w = await buildReviewWorld(t);
    await declareConflict(t, w, w.reviewer1.id);
    const refused = await lead(w, w.chair.token, w.reviewer1.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Conflict of interest \(Personal\)/);
    expect((await read(w, w.chair.token)).body.result.lead_user_id).toBeNull();
    expect((await lead(w, w.chair.token, w.reviewer2.id)).status).toBe(200);
  });
});

describe("writing the meta-review", () => {
  it("only the lead, once every review is in, with a recommendation from the decision list", async () => {
    const w = await buildReviewWorld(t);
    await lead(w, w.chair.token, w.reviewer1.id);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    const early = await write(w, w.reviewer1.token, META);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/every assigned reviewer/);
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
    expect((await write(w, w.reviewer2.token, META)).status).toBe(403);
    expect((await write(w, w.chair.token, META)).status).toBe(403);
    expect((await write(w, w.author.token, META)).status).toBe(404);
    const bad = await write(w, w.reviewer1.token, { ...META, recommendation: "Maybe" });
    expect(bad.status).toBe(422);
    expect(bad.body.result.recommendation[0]).toMatch(/Accept/);
    expect((await write(w, w.reviewer1.token, META)).status).toBe(200);
    // chairs see the recommendation on All Papers' discussion columns
    const summary = await call(t.app, "GET", `/paper/discussion-summary/${w.confId}`, { token: w.chair.token });
    expect(summary.body.result.find((i: { paper_id: number }) => i.paper_id === w.paper.id).recommendation).toBe(
      "Probably Accept",
    );
  });

  for (const allowed of [1, 0] as const) {
    it(`leading_reviewers_can_update_metareviews=${allowed}`, async () => {
      const w = await buildReviewWorld(t, { leading_reviewers_can_update_metareviews: allowed });
      await lead(w, w.chair.token, w.reviewer2.id);
      await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
      await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
      expect((await write(w, w.reviewer2.token, META)).status).toBe(200);
      const again = await write(w, w.reviewer2.token, { ...META, recommendation: "Accept" });
      expect(again.status).toBe(allowed ? 200 : 409);
      expect((await read(w, w.reviewer2.token)).body.result).toMatchObject({
        recommendation: allowed ? "Accept" : "Probably Accept",
        can_write: allowed === 1,
      });
    });
  }
});

describe("who reads it", () => {
  it("the authors only once the reviews are released, and never the lead's name", async () => {
    const w = await buildReviewWorld(t, { are_track_chairs_allowed_reviews_to_authors: 1 });
    await lead(w, w.chair.token, w.reviewer1.id);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
    await write(w, w.reviewer1.token, META);
    expect((await read(w, w.author.token)).status).toBe(404);
    expect((await read(w, w.outsider.token)).status).toBe(404);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    const released = await read(w, w.author.token);
    expect(released.status).toBe(200);
    expect(released.body.result).toMatchObject({ meta_review: META.meta_review, lead_user_id: null, lead_name: null });
    expect(released.raw.body).not.toContain(w.reviewer1.last_name);
  });

  it("not when the conference keeps reviews from authors", async () => {
    const w = await buildReviewWorld(t, { are_track_chairs_allowed_reviews_to_authors: 0 });
    await lead(w, w.chair.token, w.reviewer1.id);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    expect((await read(w, w.author.token)).status).toBe(404);
  });
});
