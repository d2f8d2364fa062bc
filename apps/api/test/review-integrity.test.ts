// Review integrity on the server: the review-visibility settings flipped one by one, the conflict calls,
// and the one conflict predicate enforced on every path (visibility, assignment, decision, lists).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createUser } from "./support/factories.js";
import { MINIMAL_PDF, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { setConference } from "./papers.world.js";
import { type ReviewWorld, buildReviewWorld, storeReview } from "./reviews.world.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (who: TestUser, path: string) => call(t.app, "GET", path, { token: who.token });
const post = (who: TestUser, path: string, body?: unknown) => call(t.app, "POST", path, { token: who.token, body });
const del = (who: TestUser, path: string) => call(t.app, "DELETE", path, { token: who.token });
const reviewsOf = async (w: ReviewWorld, who: TestUser) => {
  const res = await get(who, `/paper/${w.paper.id}`);
  expect(res.status, who.first_name).toBe(200);
  return res.body.result as {
    paper_reviewer_data: {
      first_name: string | null;
      reviewer_remarks: string | null;
      reviewer_confidential_remarks: string | null;
    }[];
    review_count: number;
  };
};
const decide = async (w: ReviewWorld) =>
  expect(
    (await post(w.chair, `/paper/final-review/${w.paper.id}`, { decision: "Accept", final_decision_remark: "Fine." }))
      .status,
  ).toBe(200);

describe("access_to_reviews_by_ordinary_pc_members", () => {
  it("1: a reviewer sees the other reviews only after submitting their own", async () => {
    const w = await buildReviewWorld(t, { access_to_reviews_by_ordinary_pc_members: 1 });
    await storeReview(t, w.assignment2, {
      evaluation: 1,
      confidence: 3,
      remarks: "Rolf says yes.",
      confidential: "Rolf's secret.",
    });
    const before = await reviewsOf(w, w.reviewer1);
    expect(before.paper_reviewer_data).toHaveLength(1); // their own (empty) entry only
    expect(JSON.stringify(before)).not.toContain("Rolf says yes.");
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Rita says yes." });
    const after = await reviewsOf(w, w.reviewer1);
    expect(after.paper_reviewer_data.map((e) => e.reviewer_remarks)).toEqual(["Rita says yes.", "Rolf says yes."]);
    expect(after.paper_reviewer_data[1]!.reviewer_confidential_remarks).toBe("Rolf's secret.");
  });

  it("0: a reviewer only ever sees their own review, before and after submitting and after the decision", async () => {
    const w = await buildReviewWorld(t, { access_to_reviews_by_ordinary_pc_members: 0 });
    await storeReview(t, w.assignment2, {
      evaluation: 1,
      confidence: 3,
      remarks: "Rolf says yes.",
      confidential: "Rolf's secret.",
    });
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Rita says yes." });
    const seen = await reviewsOf(w, w.reviewer1);
    expect(seen.paper_reviewer_data.map((e) => e.reviewer_remarks)).toEqual(["Rita says yes."]);
    expect(seen.review_count).toBe(1);
    await decide(w);
    expect(JSON.stringify(await reviewsOf(w, w.reviewer1))).not.toContain("Rolf");
    // the chairs still see both
    expect((await reviewsOf(w, w.chair)).paper_reviewer_data).toHaveLength(2);
  });
});

describe("are_track_chairs_allowed_reviews_to_authors and the reviewing model", () => {
  it("1: the authors see the released reviews after the decision (no names, no confidential remarks), not before", async () => {
    const w = await buildReviewWorld(t, { are_track_chairs_allowed_reviews_to_authors: 1 });
    await storeReview(t, w.assignment1, {
      evaluation: 2,
      confidence: 4,
      remarks: "Rita says yes.",
      confidential: "Rita's secret.",
    });
    const before = await reviewsOf(w, w.author);
    expect(before).toMatchObject({ paper_reviewer_data: [], review_count: 0 });
    await decide(w);
    const after = await reviewsOf(w, w.author);
    expect(after.paper_reviewer_data).toHaveLength(1);
    expect(after.paper_reviewer_data[0]).toMatchObject({
      first_name: null,
      reviewer_remarks: "Rita says yes.",
      reviewer_confidential_remarks: null,
    });
    const mine = await get(w.author, `/paper/all/${w.confId}/0?created_by=true`);
    expect(JSON.stringify(mine.body)).toContain("Rita says yes.");
    expect(JSON.stringify(mine.body)).not.toContain("Rita's secret.");
    expect(JSON.stringify(mine.body)).not.toContain(w.reviewer1.email);
  });

  it("0: the authors never see reviews, and the decision mail template carries none", async () => {
    const w = await buildReviewWorld(t, { are_track_chairs_allowed_reviews_to_authors: 0 });
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Rita says yes." });
    await decide(w);
    expect(await reviewsOf(w, w.author)).toMatchObject({ paper_reviewer_data: [], review_count: 0 });
    const template = await get(w.chair, `/paper/accepted-paper-email-tamplate/${w.paper.id}`);
    expect(template.status).toBe(200);
    expect(template.body.result.message).not.toContain("Rita says yes.");
  });

  it("Open: the authors see the reviewers' names on released reviews; Single-blind: they do not", async () => {
    for (const [model, named] of [
      ["Open", true],
      ["Single-blind", false],
    ] as const) {
      const w = await buildReviewWorld(t, { reviewing_model: model });
      await storeReview(t, w.assignment1, {
        evaluation: 2,
        confidence: 4,
        remarks: "Rita says yes.",
        confidential: "Rita's secret.",
      });
      await decide(w);
      const text = JSON.stringify(await reviewsOf(w, w.author));
      expect(text.includes(w.reviewer1.last_name), model).toBe(named);
      expect(text).not.toContain("Rita's secret.");
      expect(text).not.toContain(w.reviewer1.email);
    }
  });

  it("Double-blind: an assigned reviewer receives no author identity; the chairs and Single-blind reviewers do", async () => {
    const blind = await buildReviewWorld(t, { reviewing_model: "Double-blind" });
    const asReviewer = await get(blind.reviewer1, `/paper/${blind.paper.id}`);
    expect(asReviewer.body.result).toMatchObject({
      paper_author_data: [],
      created_by: null,
      paper_file_path: null,
      reviewing_model: "Double-blind",
    });
    for (const trace of [blind.author.email, blind.author.last_name, blind.coauthor.email, blind.coauthor.last_name])
      expect(asReviewer.raw.body).not.toContain(trace);
    expect((await get(blind.chair, `/paper/${blind.paper.id}`)).raw.body).toContain(blind.author.email);

    const single = await buildReviewWorld(t, { reviewing_model: "Single-blind" });
    expect((await get(single.reviewer1, `/paper/${single.paper.id}`)).raw.body).toContain(single.author.email);
  });
});

describe("conflict calls", () => {
  it("GET /conference/pc-members lists chairs, track chairs and accepted TPC members, not declined invitees", async () => {
    const w = await buildReviewWorld(t);
    const declined = await createUser(t.app, t.ctx, { first_name: "Dora", last_name: "Declined" });
    await insertTpcMember(t.ctx, w.trackId, declined.id, 2);
    const res = await get(w.author, `/conference/pc-members/${w.confId}`);
    expect(res.status).toBe(200);
    const ids = (res.body.result as { id: number }[]).map((m) => m.id);
    for (const member of [w.chair, w.trackChair, w.otherTrackChair, w.reviewer1, w.reviewer2, w.tpcMember])
      expect(ids).toContain(member.id);
    expect(ids).not.toContain(declined.id);
    expect(Object.keys(res.body.result[0]).sort()).toEqual(["affiliation", "first_name", "id", "last_name"]);
    expect((await get(w.author, `/conference/pc-members/999999`)).status).toBe(404);
  });

  it("an author declares a conflict before the deadline (and removes it); after it, only a chair may", async () => {
    const w = await buildReviewWorld(t);
    const declared = await post(w.author, `/paper/conflict/${w.paper.id}`, {
      user_id: w.tpcMember.id,
      conflict_type: "Collaborator",
      reason: "We wrote a book.",
    });
    expect(declared.status).toBe(200);
    expect(declared.body.result).toEqual([
      expect.objectContaining({
        user_id: w.tpcMember.id,
        source: "author",
        conflict_type: "Collaborator",
        reason: "We wrote a book.",
      }),
    ]);
    // the authors see their own declarations only; the chairs see everything, detected ones included
    const authorsView = await get(w.coauthor, `/paper/conflicts/${w.paper.id}`);
    expect(authorsView.body.result.map((c: { source: string }) => c.source)).toEqual(["author"]);
    const chairsView = await get(w.chair, `/paper/conflicts/${w.paper.id}`);
    expect(chairsView.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: w.tpcMember.id, source: "author" })]),
    );
    expect((await get(w.reviewer1, `/paper/conflicts/${w.paper.id}`)).status).toBe(403);

    expect((await del(w.author, `/paper/conflict/${w.paper.id}/${w.tpcMember.id}`)).status).toBe(200);
    expect((await del(w.author, `/paper/conflict/${w.paper.id}/${w.tpcMember.id}`)).status).toBe(404);

    await setConference(t, w.confId, { last_submission_date: "2000-01-01 00:00" });
    const late = await post(w.author, `/paper/conflict/${w.paper.id}`, {
      user_id: w.tpcMember.id,
      conflict_type: "Personal",
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/deadline has passed/);
    expect(
      (await post(w.chair, `/paper/conflict/${w.paper.id}`, { user_id: w.tpcMember.id, conflict_type: "Personal" }))
        .status,
    ).toBe(200);
    expect((await del(w.author, `/paper/conflict/${w.paper.id}/${w.tpcMember.id}`)).status).toBe(409);
    expect((await del(w.chair, `/paper/conflict/${w.paper.id}/${w.tpcMember.id}`)).status).toBe(200);
  });

  it("the submission dialog declares conflicts (a JSON array) and names other collaborators; the spec's contract works without them", async () => {
    const w = await buildReviewWorld(t);
    const submit = (extra: Record<string, unknown>) => {
      const mp = multipartBody(
        {
          conf_id: w.confId,
          track_id: w.trackId,
          paper_title: "Declared at submission",
          keywords: "k",
          abstract: "A.",
          ...extra,
        },
        [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
      );
      return call(t.app, "POST", "/paper", { token: w.outsider.token, body: mp.payload, headers: mp.headers });
    };
    const res = await submit({
      conflicts: JSON.stringify([{ user_id: w.tpcMember.id, conflict_type: "Collaborator" }]),
      other_collaborators: "Jane Roe (MIT)",
    });
    expect(res.status, res.body.message).toBe(200);
    const paperId = res.body.result.id as number;
    const declared = await get(w.outsider, `/paper/conflicts/${paperId}`);
    expect(declared.body.result).toEqual([
      expect.objectContaining({ user_id: w.tpcMember.id, conflict_type: "Collaborator", source: "author" }),
    ]);
    const row = await t.ctx.db
      .selectFrom("papers")
      .select("other_collaborators")
      .where("id", "=", paperId)
      .executeTakeFirstOrThrow();
    expect(row.other_collaborators).toBe("Jane Roe (MIT)");
    expect((await submit({ conflicts: "not json" })).status).toBe(422);
    expect(
      (await submit({ conflicts: JSON.stringify([{ user_id: w.tpcMember.id, conflict_type: "Enemy" }]) })).status,
    ).toBe(422);
    expect((await submit({})).status).toBe(200);
  });

  it("refuses bad input with 422, outsiders with 404, and a reviewer declaring for someone else with 403", async () => {
    const w = await buildReviewWorld(t);
    for (const body of [
      { user_id: w.tpcMember.id, conflict_type: "Enemy" },
      { conflict_type: "Personal" },
      { user_id: "x", conflict_type: "Personal" },
      { user_id: 99999999, conflict_type: "Personal" },
    ]) {
      expect((await post(w.chair, `/paper/conflict/${w.paper.id}`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await post(w.chair, `/paper/conflict-waive/${w.paper.id}`, { user_id: w.author.id })).status).toBe(422); // reason required
    expect(
      (await post(w.outsider, `/paper/conflict/${w.paper.id}`, { user_id: w.outsider.id, conflict_type: "Personal" }))
        .status,
    ).toBe(404);
    expect(
      (await post(w.reviewer1, `/paper/conflict/${w.paper.id}`, { user_id: w.reviewer2.id, conflict_type: "Personal" }))
        .status,
    ).toBe(403);
    expect(
      (await post(w.reviewer1, `/paper/conflict-waive/${w.paper.id}`, { user_id: w.author.id, reason: "x" })).status,
    ).toBe(403);
    expect((await get(w.reviewer1, `/paper/conflict-explain/${w.paper.id}/${w.reviewer2.id}`)).status).toBe(403);
  });

  it("a reviewer declaring their own conflict loses the unreviewed assignment and the paper", async () => {
    const w = await buildReviewWorld(t);
    const res = await post(w.reviewer1, `/paper/conflict/${w.paper.id}`, {
      user_id: w.reviewer1.id,
      conflict_type: "Advisor or advisee",
    });
    expect(res.status).toBe(200);
    const left = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select("user_id")
      .where("paper_id", "=", w.paper.id)
      .execute();
    expect(left.map((r) => r.user_id)).toEqual([w.reviewer2.id]);
    expect((await get(w.reviewer1, `/paper/${w.paper.id}`)).status).toBe(404);
  });

  it("a conflict on a reviewer who already reviewed keeps the review and shows on the chairs' list and the All Papers flag", async () => {
    const w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Rita says yes." });
    expect(
      (
        await post(w.chair, `/paper/conflict/${w.paper.id}`, {
          user_id: w.reviewer1.id,
          conflict_type: "Personal",
          reason: "Sister.",
        })
      ).status,
    ).toBe(200);
    expect(
      await t.ctx.db.selectFrom("paper_reviewers").select("id").where("id", "=", w.assignment1).execute(),
    ).toHaveLength(1);
    const list = await get(w.chair, `/paper/conflicts-with-reviews/${w.confId}`);
    expect(list.status).toBe(200);
    expect(list.body.result).toEqual([expect.objectContaining({ paper_id: w.paper.id, user_id: w.reviewer1.id })]);
    const all = await get(w.chair, `/paper/all/${w.confId}/0`);
    expect(all.body.result.data.find((p: { id: number }) => p.id === w.paper.id).conflict_with_review).toBe(true);
    expect((await get(w.reviewer1, `/paper/conflicts-with-reviews/${w.confId}`)).status).toBe(403);
  });

  it("explains a detected conflict; a waiver lifts it (the pair can be assigned) and waived: false restores it", async () => {
    const w = await buildReviewWorld(t);
    // Carl co-authors this paper; a TPC member who co-authored another paper of the conference with Carl is conflicted
    const colleague = await createUser(t.app, t.ctx, { first_name: "Cora", last_name: "Colleague" });
    await insertTpcMember(t.ctx, w.trackId, colleague.id);
    const other = await insertPaper(t.ctx, { confId: w.confId, trackId: w.otherTrackId, authorId: colleague.id });
    await t.ctx.db
      .insertInto("paper_authors")
      .values({
        paper_id: other.id,
        user_id: w.coauthor.id,
        first_name: "Carl",
        last_name: "Coauthor",
        email: w.coauthor.email,
        email_normalized: w.coauthor.email.toLowerCase(),
        country: "Portugal",
        affiliation: "X",
        author_order: 2,
        created_at: new Date().toISOString(),
      })
      .execute();

    const explained = await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${colleague.id}`);
    expect(explained.body.result).toMatchObject({
      conflicted: true,
      reasons: expect.arrayContaining([expect.objectContaining({ source: "detected", conflict_type: "Collaborator" })]),
    });
    const refused = await post(w.chair, `/paper/reviewer-assign/${w.paper.id}`, { reviewer_id: colleague.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Co-authored another paper/);

    expect(
      (
        await post(w.chair, `/paper/conflict-waive/${w.paper.id}`, {
          user_id: colleague.id,
          reason: "Old collaboration.",
        })
      ).status,
    ).toBe(200);
    expect((await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${colleague.id}`)).body.result).toMatchObject({
      conflicted: false,
      reasons: expect.arrayContaining([
        expect.objectContaining({ source: "detected", waived: true, waived_reason: "Old collaboration." }),
      ]),
    });
    expect(
      (await post(w.chair, `/paper/conflict-waive/${w.paper.id}`, { user_id: colleague.id, waived: false })).status,
    ).toBe(200);
    expect((await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${colleague.id}`)).body.result.conflicted).toBe(
      true,
    );
    // nothing computed to waive: 409
    const unrelated = await createUser(t.app, t.ctx, { affiliation: "Nowhere Institute" });
    expect(
      (await post(w.chair, `/paper/conflict-waive/${w.paper.id}`, { user_id: unrelated.id, reason: "x" })).status,
    ).toBe(409);
  });

  it("a suggested conflict (same affiliation) is shown, not enforced; the chair confirms or dismisses it", async () => {
    const w = await buildReviewWorld(t);
    await t.ctx.db
      .updateTable("paper_authors")
      .set({ affiliation: "University of Somewhere" })
      .where("paper_id", "=", w.paper.id)
      .execute();
    await t.ctx.db
      .updateTable("users")
      .set({ affiliation: "university of  somewhere" })
      .where("id", "=", w.tpcMember.id)
      .execute();
    const explained = await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${w.tpcMember.id}`);
    expect(explained.body.result).toMatchObject({
      conflicted: false,
      reasons: [expect.objectContaining({ source: "suggested" })],
    });
    expect(
      (
        await post(w.chair, `/paper/conflict-waive/${w.paper.id}`, {
          user_id: w.tpcMember.id,
          reason: "Different department.",
        })
      ).status,
    ).toBe(200);
    expect(
      (await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${w.tpcMember.id}`)).body.result.reasons[0],
    ).toMatchObject({ source: "suggested", waived: true });
    expect(
      (
        await post(w.chair, `/paper/conflict/${w.paper.id}`, {
          user_id: w.tpcMember.id,
          conflict_type: "Same institution",
        })
      ).status,
    ).toBe(200);
    expect((await get(w.chair, `/paper/conflict-explain/${w.paper.id}/${w.tpcMember.id}`)).body.result.conflicted).toBe(
      true,
    );
  });
});

describe("the predicate on every path", () => {
  it("a conflicted SUPERCHAIR sees the paper but not its reviews nor its history, and cannot decide it; another chair can", async () => {
    const w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Rita says yes." });
    expect(
      (await post(w.admin, `/paper/conflict/${w.paper.id}`, { user_id: w.chair.id, conflict_type: "Personal" })).status,
    ).toBe(200);
    const seen = await reviewsOf(w, w.chair);
    expect(seen).toMatchObject({ paper_reviewer_data: [], review_count: 0 });
    expect(JSON.stringify(seen)).not.toContain(w.reviewer1.email);
    expect((await get(w.chair, `/paper/history/${w.paper.id}`)).status).toBe(403);
    const decision = await post(w.chair, `/paper/final-review/${w.paper.id}`, {
      decision: "Accept",
      final_decision_remark: "Mine.",
    });
    expect(decision.status).toBe(403);
    expect(decision.body.message).toMatch(/conflict of interest/);
    expect((await post(w.chair, `/paper/status-action/${w.paper.id}`, { status: 30, reason: "No." })).status).toBe(403);
    expect((await post(w.chair, `/paper/reviewer-assign/${w.paper.id}`, { reviewer_id: w.tpcMember.id })).status).toBe(
      403,
    );
    // the list flag agrees with the write
    const row = (await get(w.chair, `/paper/all/${w.confId}/0`)).body.result.data.find(
      (p: { id: number }) => p.id === w.paper.id,
    );
    expect(row.actions).toMatchObject({ final_review: false, block: false, mail_authors: false });
    expect(row.paper_reviewer_data).toEqual([]);
    expect(
      (await post(w.oc, `/paper/final-review/${w.paper.id}`, { decision: "Accept", final_decision_remark: "Fine." }))
        .status,
    ).toBe(200);
  });

  it(
    "a conflicted track chair and a conflicted reviewer get 404 on the paper, its file, its " +
      "reviews and its history, and the track chair's list leaves it out",
    async () => {
      const w = await buildReviewWorld(t);
      for (const who of [w.trackChair, w.reviewer2]) {
        expect(
          (await post(w.chair, `/paper/conflict/${w.paper.id}`, { user_id: who.id, conflict_type: "Personal" })).status,
        ).toBe(200);
      }
      for (const who of [w.trackChair, w.reviewer2]) {
        for (const path of [
          `/paper/${w.paper.id}`,
          `/paper/file/${w.paper.id}`,
          `/paper/history/${w.paper.id}`,
          `/paper/accepted-paper-email-tamplate/${w.paper.id}`,
        ]) {
          expect((await get(who, path)).status, `${who.first_name} ${path}`).toBe(404);
        }
      }
      // the conflicted reviewer's Review Papers list leaves it out, count included
      const reviewList = await get(w.reviewer2, `/paper/review-papers/${w.confId}`);
      expect(reviewList.status).toBe(200);
      expect(reviewList.body.result.total).toBe(0);
      expect(reviewList.body.result.data).toEqual([]);
      const list = await get(w.trackChair, `/paper/all/${w.trackId}/1`);
      expect(list.status).toBe(200);
      expect(list.body.result.data.map((p: { id: number }) => p.id)).not.toContain(w.paper.id);
      expect(list.body.result.total).toBe(0);
    },
  );

  it("a Review Papers list of a conference the caller may not see answers 404, like a missing one", async () => {
    const w = await buildReviewWorld(t, { conference_status: 0 });
    expect((await get(w.outsider, `/paper/review-papers/${w.confId}`)).status).toBe(404);
    expect((await get(w.outsider, `/paper/review-papers/99999999`)).status).toBe(404);
    expect((await get(w.reviewer1, `/paper/review-papers/${w.confId}`)).status).toBe(200);
  });

  it("the paper list of a conference the caller may not see answers 404, and a declined invitation gives no standing", async () => {
    const w = await buildReviewWorld(t, { conference_status: 0 });
    expect((await get(w.outsider, `/paper/all/${w.confId}/0`)).status).toBe(404);
    expect((await get(w.outsider, `/paper/all/99999999/0`)).status).toBe(404);
    expect((await get(w.chair, `/paper/all/${w.confId}/0`)).status).toBe(200);
    const declined = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, declined.id, 2);
    for (const path of [`/conference/${w.confId}`, `/track/all/${w.confId}`])
      expect((await get(declined, path)).status, path).toBe(404);
    const pending = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    for (const path of [`/conference/${w.confId}`, `/track/all/${w.confId}`])
      expect((await get(pending, path)).status, path).toBe(200);
  });

  it("no one manages a paper they wrote: a track chair who co-authors it cannot assign its reviewers", async () => {
    const w = await buildReviewWorld(t);
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.trackChair.id });
    const res = await post(w.trackChair, `/paper/reviewer-assign/${paper.id}`, { reviewer_id: w.tpcMember.id });
    expect(res.status).toBe(403);
    await insertReviewerAssignment(t.ctx, paper.id, w.tpcMember.id);
    expect(
      (
        await post(w.trackChair, `/paper/final-review/${paper.id}`, {
          decision: "Accept",
          final_decision_remark: "Mine.",
        })
      ).status,
    ).toBe(403);
  });
});
