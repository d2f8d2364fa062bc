import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { addCoauthor, buildReviewWorld, review, setPaperStatus, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const assignmentRow = (id: number) =>
  t.ctx.db.selectFrom("paper_reviewers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("POST /paper/add-review/{paperId}", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("stores the assigned reviewer's review with its time, and audits it", async () => {
    const body = review({
      reviewer_evaluation: -1,
      reviewer_confidence: 3,
      reviewer_remarks: "  Needs a baseline.  ",
      reviewer_confidential_remarks: "Probably a student paper.",
    });
    const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer1.token, body });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your review has been submitted.");
    const row = await assignmentRow(w.assignment1);
    expect(row).toMatchObject({
      reviewer_evaluation: -1,
      reviewer_confidence: 3,
      reviewer_remarks: "Needs a baseline.",
      reviewer_confidential_remarks: "Probably a student paper.",
    });
    expect(row.reviewed_at).not.toBeNull();
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "review.submit")
      .where("entity_id", "=", w.assignment1)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(w.reviewer1.id);
    expect(audit[0]!.details).not.toContain("student paper");
  });

  it("a second submission replaces the review and its reviewed_at", async () => {
    await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
      token: w.reviewer2.token,
      body: review({ reviewer_confidential_remarks: "first thoughts" }),
    });
    const old = "2020-01-01T00:00:00.000Z";
    await t.ctx.db.updateTable("paper_reviewers").set({ reviewed_at: old }).where("id", "=", w.assignment2).execute();
    const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
      token: w.reviewer2.token,
      body: { reviewer_evaluation: "-3", reviewer_confidence: "1", reviewer_remarks: "On reflection, flawed." },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your review has been updated.");
    const row = await assignmentRow(w.assignment2);
    expect(row).toMatchObject({
      reviewer_evaluation: -3,
      reviewer_confidence: 1,
      reviewer_remarks: "On reflection, flawed.",
      reviewer_confidential_remarks: null,
    });
    expect(row.reviewed_at! > old).toBe(true);
    const assignments = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select("id")
      .where("paper_id", "=", w.paper.id)
      .execute();
    expect(assignments).toHaveLength(2);
  });

  it("refuses everyone who is not assigned to the paper, whatever their role", async () => {
    // those who can see the paper are told why (403); to anyone else the paper does not exist (404)
    for (const who of [w.author, w.coauthor, w.chair, w.admin, w.oc, w.trackChair]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: who.token, body: review() });
      expect(res.status, who.first_name).toBe(403);
      expect(res.body.message).toBe("Only a reviewer assigned to this paper may review it.");
    }
    for (const who of [w.tpcMember, w.outsider]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: who.token, body: review() });
      expect(res.status, who.first_name).toBe(404);
    }
    expect((await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { body: review() })).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/paper/add-review/999999", { token: w.reviewer1.token, body: review() })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", "/paper/add-review/abc", { token: w.reviewer1.token, body: review() })).status,
    ).toBe(422);
  });

  it("refuses a reviewer assigned to a paper they co-authored, and offers them no review on the list", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    await addCoauthor(t, paper.id, w.tpcMember);
    await insertReviewerAssignment(t.ctx, paper.id, w.tpcMember.id);
    const res = await call(t.app, "POST", `/paper/add-review/${paper.id}`, {
      token: w.tpcMember.token,
      body: review(),
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You are an author of this paper, so you cannot review, decide or notify it.");
    const list = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.tpcMember.token });
    // an author is conflicted with their own paper: it is not on their Review Papers list at all
    expect(list.body.result.data.map((p: { id: number }) => p.id)).not.toContain(paper.id);
  });

  it("accepts exactly the evaluations -3..3 and confidences 1..5", async () => {
    for (const evaluation of [-3, -2, -1, 0, 1, 2, 3]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
        token: w.reviewer1.token,
        body: review({ reviewer_evaluation: evaluation }),
      });
      expect(res.status, `evaluation ${evaluation}`).toBe(200);
      expect((await assignmentRow(w.assignment1)).reviewer_evaluation).toBe(evaluation);
    }
    for (const confidence of [1, 2, 3, 4, 5]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
        token: w.reviewer1.token,
        body: review({ reviewer_confidence: confidence }),
      });
      expect(res.status, `confidence ${confidence}`).toBe(200);
    }
    for (const bad of [4, -4, 2.5, "abc", true, null]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
        token: w.reviewer1.token,
        body: review({ reviewer_evaluation: bad }),
      });
      expect(res.status, `evaluation ${String(bad)}`).toBe(422);
      expect(Object.keys(res.body.result)).toEqual(["reviewer_evaluation"]);
    }
    for (const bad of [0, 6, -1, 4.5, "x"]) {
      const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
        token: w.reviewer1.token,
        body: review({ reviewer_confidence: bad }),
      });
      expect(res.status, `confidence ${String(bad)}`).toBe(422);
      expect(Object.keys(res.body.result)).toEqual(["reviewer_confidence"]);
    }
  });

  it("requires the remarks; confidential remarks are optional", async () => {
    const blank = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: review({ reviewer_remarks: "   " }),
    });
    expect(blank.status).toBe(422);
    expect(blank.body.result.reviewer_remarks[0]).toBe("Remarks is required.");
    const none = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer1.token, body: {} });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.result).sort()).toEqual([
      "reviewer_confidence",
      "reviewer_evaluation",
      "reviewer_remarks",
    ]);
    const { reviewer_confidential_remarks: _omit, ...withoutConfidential } = review();
    expect(
      (
        await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
          token: w.reviewer1.token,
          body: withoutConfidential,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
          token: w.reviewer1.token,
          body: review({ reviewer_confidential_remarks: null }),
        })
      ).status,
    ).toBe(200);
  });

  it("is closed while the paper is blocked, withdrawn or decided (409), open again at status 0", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    await insertReviewerAssignment(t.ctx, paper.id, w.reviewer1.id);
    const expectations: [number, string][] = [
      [30, "This paper is blocked; it takes no reviews."],
      [25, "This paper has been withdrawn; it takes no reviews."],
      [35, "A final decision has been recorded for this paper; reviews are closed."],
      [20, "A final decision has been recorded for this paper; reviews are closed."],
      [18, "A final decision has been recorded for this paper; reviews are closed."],
    ];
    for (const [status, message] of expectations) {
      await setPaperStatus(t, paper.id, status);
      const res = await call(t.app, "POST", `/paper/add-review/${paper.id}`, {
        token: w.reviewer1.token,
        body: review(),
      });
      expect(res.status, `status ${status}`).toBe(409);
      expect(res.body.message).toBe(message);
    }
    await setPaperStatus(t, paper.id, 0);
    expect(
      (await call(t.app, "POST", `/paper/add-review/${paper.id}`, { token: w.reviewer1.token, body: review() })).status,
    ).toBe(200);
  });

  it("is closed for a paper without a file and on a conference that is not Approved", async () => {
    const noFile = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      withFile: false,
    });
    await insertReviewerAssignment(t.ctx, noFile.id, w.reviewer1.id);
    const res = await call(t.app, "POST", `/paper/add-review/${noFile.id}`, {
      token: w.reviewer1.token,
      body: review(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This paper has no file to review yet.");

    const blocked = await buildReviewWorld(t, { conference_status: 3 });
    const onBlocked = await call(t.app, "POST", `/paper/add-review/${blocked.paper.id}`, {
      token: blocked.reviewer1.token,
      body: review(),
    });
    expect(onBlocked.status).toBe(409);
  });
});

describe("GET /paper/review-papers/{confId}", () => {
  let w: ReviewWorld;
  let noFileId: number;
  let withdrawnId: number;
  let unassignedId: number;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
    noFileId = (
      await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id, withFile: false })
    ).id;
    withdrawnId = (
      await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id, status: 25 })
    ).id;
    unassignedId = (await insertPaper(t.ctx, { confId: w.confId, trackId: w.otherTrackId, authorId: w.author.id })).id;
    await insertReviewerAssignment(t.ctx, withdrawnId, w.reviewer1.id);
    await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: review({ reviewer_confidential_remarks: "mine only" }),
    });
    await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
      token: w.reviewer2.token,
      body: review({ reviewer_remarks: "Rolf's view", reviewer_confidential_remarks: "Rolf's secret" }),
    });
  });

  it("lists exactly a reviewer's assigned papers, each with their own review and whether they may review", async () => {
    const res = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.reviewer1.token });
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(2);
    const [first, second] = res.body.result.data;
    expect(first).toMatchObject({
      id: w.paper.id,
      paper_title: "Mutation testing at scale",
      track_name: "Software Testing",
      status: 0,
      can_review: true,
    });
    expect(first.my_review).toMatchObject({
      paper_id: w.paper.id,
      email: w.reviewer1.email,
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_confidential_remarks: "mine only",
    });
    expect(second).toMatchObject({ id: withdrawnId, status: 25, status_label: "Withdrawn", can_review: false });
    expect(second.my_review.reviewed_at).toBeNull();
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("Rolf");
    expect(text).not.toContain(w.reviewer2.email);
  });

  it("shows ADMIN every paper with a file; others with no assignment see none", async () => {
    const admin = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.admin.token });
    const ids = admin.body.result.data.map((p: { id: number }) => p.id);
    expect(ids).toEqual([w.paper.id, withdrawnId, unassignedId]);
    expect(ids).not.toContain(noFileId);
    expect(
      admin.body.result.data.every(
        (p: { can_review: boolean; my_review: unknown }) => !p.can_review && p.my_review === null,
      ),
    ).toBe(true);
    for (const who of [w.chair, w.oc, w.trackChair, w.tpcMember, w.author]) {
      const res = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ data: [], total: 0 });
    }
    expect((await call(t.app, "GET", "/paper/review-papers/999999", { token: w.reviewer1.token })).status).toBe(404);
  });

  it("pages", async () => {
    const res = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, {
      token: w.reviewer1.token,
      query: { per_page: 1, page: 2 },
    });
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.data.map((p: { id: number }) => p.id)).toEqual([withdrawnId]);
    expect(
      (
        await call(t.app, "GET", `/paper/review-papers/${w.confId}`, {
          token: w.reviewer1.token,
          query: { per_page: 0 },
        })
      ).status,
    ).toBe(422);
  });
});

describe("POST /paper/final-review/{paperId}", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });
  const decide = (token: string, paperId: number, decision = "Accept", remark = "Strong reviews.") =>
    call(t.app, "POST", `/paper/final-review/${paperId}`, { token, body: { decision, final_decision_remark: remark } });

  it("maps every decision to its status and records who decided and when", async () => {
    const mapping: [string, number][] = [
      ["Accept", 35],
      ["Probably Accept", 18],
      ["Reject", 20],
      ["Probably Reject", 20],
      ["No Decision", 18],
    ];
    for (const [decision, status] of mapping) {
      const res = await decide(w.chair.token, w.paper.id, decision, `Because: ${decision}`);
      expect(res.status, decision).toBe(200);
      expect(res.body.result).toMatchObject({ decision, status });
      const paper = await t.ctx.db
        .selectFrom("papers")
        .selectAll()
        .where("id", "=", w.paper.id)
        .executeTakeFirstOrThrow();
      expect(paper).toMatchObject({ status, decision, final_decision_remark: `Because: ${decision}` });
    }
    const decisions = await t.ctx.db
      .selectFrom("paper_decisions")
      .selectAll()
      .where("paper_id", "=", w.paper.id)
      .orderBy("id")
      .execute();
    expect(decisions.map((d) => d.decision)).toEqual(mapping.map(([d]) => d));
    expect(decisions.every((d) => d.decided_by === w.chair.id && d.created_at.length > 0)).toBe(true);
    const history = await t.ctx.db
      .selectFrom("paper_status_history")
      .selectAll()
      .where("paper_id", "=", w.paper.id)
      .orderBy("id")
      .execute();
    // status changes only: 0→35, 35→18 (the default list's Probably Accept is no final outcome), 18→20, 20→18
    // (Probably Reject kept the status)
    expect(history.map((h) => [h.from_status, h.to_status])).toEqual([
      [0, 35],
      [35, 18],
      [18, 20],
      [20, 18],
    ]);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "=", "paper.decision")
      .where("entity_id", "=", w.paper.id)
      .execute();
    expect(audit).toHaveLength(5);
  });

  it("is taken by SUPERCHAIR, ADMIN, OC members and the paper's track chairs only", async () => {
    for (const who of [w.chair, w.admin, w.oc, w.trackChair]) {
      expect((await decide(who.token, w.paper.id)).status, who.first_name).toBe(200);
    }
    for (const who of [w.reviewer1, w.author, w.coauthor]) {
      const res = await decide(who.token, w.paper.id);
      expect(res.status, who.first_name).toBe(403);
    }
    // those who cannot see the paper at all do not learn that it exists
    for (const who of [w.otherTrackChair, w.tpcMember, w.outsider]) {
      const res = await decide(who.token, w.paper.id);
      expect(res.status, who.first_name).toBe(404);
    }
    expect((await decide(w.otherTrackChair.token, 999999)).status).toBe(404);
  });

  it("validates the decision and requires the remark", async () => {
    const bad = await decide(w.chair.token, w.paper.id, "Maybe", "");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result).sort()).toEqual(["decision", "final_decision_remark"]);
    expect(bad.body.result.final_decision_remark[0]).toBe("Final decision remark is required.");
  });

  it("refuses a withdrawn or blocked paper and a paper without a file (409)", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    for (const status of [25, 30]) {
      await setPaperStatus(t, paper.id, status);
      expect((await decide(w.chair.token, paper.id)).status, `status ${status}`).toBe(409);
    }
    const noFile = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      withFile: false,
    });
    const res = await decide(w.admin.token, noFile.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This paper has no file yet; it cannot be decided.");
    const unchanged = await t.ctx.db
      .selectFrom("papers")
      .select(["status", "decision"])
      .where("id", "=", noFile.id)
      .executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ status: 0, decision: null });
  });

  it("refuses a decider who is an author of the paper (conflict of interest)", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    await addCoauthor(t, paper.id, w.trackChair);
    const res = await decide(w.trackChair.token, paper.id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You are an author of this paper, so you cannot review, decide or notify it.");
    const own = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.chair.id });
    expect((await decide(w.chair.token, own.id)).status).toBe(403);
    expect((await decide(w.admin.token, own.id)).status).toBe(200);
  });

  it("closes reviewing once decided", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    await insertReviewerAssignment(t.ctx, paper.id, w.reviewer1.id);
    expect(
      (await call(t.app, "POST", `/paper/add-review/${paper.id}`, { token: w.reviewer1.token, body: review() })).status,
    ).toBe(200);
    await decide(w.chair.token, paper.id, "Reject");
    expect(
      (await call(t.app, "POST", `/paper/add-review/${paper.id}`, { token: w.reviewer1.token, body: review() })).status,
    ).toBe(409);
  });
});
