// Review-deadline and decision-list cases the feature tests leave open (see docs/capability-tests.md):
// the soft review deadline at its boundary second in zones with odd offsets (the Late mark), and a
// custom decision list reaching the templates (single and bulk) and every report (counts, charts,
// CSV and its status filter).
import { describe, expect, it, vi } from "vitest";
import { runNotificationJob } from "../src/features/reviews/notificationJobs.js";
import { insertPaper } from "./support/fixtures.js";
import { call } from "./support/testApp.js";
import { buildReviewWorld, review, storeReview } from "./reviews.world.js";
import { useTestApp } from "./support/useTestApp.js";
import { minuteAhead, useRealTimersAfterEach, wallClock } from "./support/clock.js";
import { parseCsv } from "./support/csv.js";

const t = useTestApp();
useRealTimersAfterEach();

describe("the soft review deadline at its boundary second, in the deadline time zone", () => {
  for (const zone of ["Asia/Kathmandu", "America/St_Johns"]) {
    it(`${zone}: a review one second before is on time, one at the deadline is late, for the reviewer and the chairs`, async () => {
      const deadline = minuteAhead(3);
      const w = await buildReviewWorld(t, { timezone_for_deadline: zone, review_deadline: wallClock(zone, deadline) });
      const mine = async (token: string) =>
        (await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token })).body.result.data[0];
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(deadline.getTime() - 1000));
      expect(
        (await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer1.token, body: review() }))
          .status,
      ).toBe(200);
      vi.setSystemTime(deadline);
      // soft: still accepted
      expect(
        (await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer2.token, body: review() }))
          .status,
      ).toBe(200);
      expect(await mine(w.reviewer1.token)).toMatchObject({ review_late: false });
      expect(await mine(w.reviewer2.token)).toMatchObject({ review_late: true });
      const paper = (await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token })).body.result;
      const lateOf = (userId: number) =>
        paper.paper_reviewer_data.find((r: { user_id: number }) => r.user_id === userId).late;
      expect([lateOf(w.reviewer1.id), lateOf(w.reviewer2.id)]).toEqual([false, true]);
      expect(paper.late_review_count).toBe(1);
    });
  }
});

describe("a custom decision list in the templates and the reports", () => {
  it("each paper's template names its custom label; the bulk job picks accept or reject by outcome; counts, charts and the CSV carry the labels", async () => {
    const w = await buildReviewWorld(t);
    const list = [
      { label: "Pending", outcome: "none" },
      { label: "Accept as talk", outcome: "accept" },
      { label: "Accept as poster", outcome: "accept" },
      { label: "Desk reject", outcome: "reject" },
    ];
    expect(
      (
        await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
          token: w.chair.token,
          body: { decisions: list },
        })
      ).status,
    ).toBe(200);
    const poster = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "A poster paper",
    });
    const desk = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "A desk rejected paper",
    });
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Solid talk material." });
    const decide = (paperId: number, decision: string) =>
      call(t.app, "POST", `/paper/final-review/${paperId}`, {
        token: w.chair.token,
        body: { decision, final_decision_remark: "Per the PC." },
      });
    expect((await decide(w.paper.id, "Accept as talk")).status).toBe(200);
    expect((await decide(poster.id, "Accept as poster")).status).toBe(200);
    expect((await decide(desk.id, "Desk reject")).body.result).toMatchObject({ status: 20, outcome: "reject" });

    // single templates: the label as decided
    const accepted = (
      await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${poster.id}`, { token: w.chair.token })
    ).body.result;
    expect(accepted.message).toContain("Decision: Accept as poster");
    const rejected = (
      await call(t.app, "GET", `/paper/rejected-paper-email-tamplate/${desk.id}`, { token: w.chair.token })
    ).body.result;
    expect(rejected.message).toContain("Decision: Desk reject");
    expect(rejected.message).toContain("could not be accepted");

    // the bulk job over all papers uses each paper's own template
    const job = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 1000 },
    });
    expect(job.status).toBe(200);
    expect(await runNotificationJob(t.ctx, job.body.result.id)).toBe(true);
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["context_id", "subject", "body_text"])
      .where("dedupe_key", "like", `notify:${job.body.result.id}:%`)
      .where("to_address", "=", w.author.email)
      .execute();
    const mailOf = (paperId: number) => mails.find((m) => m.context_id === paperId)!;
    expect(mailOf(poster.id).subject).toContain("has been accepted");
    expect(mailOf(poster.id).body_text).toContain("Decision: Accept as poster");
    expect(mailOf(w.paper.id).body_text).toContain("Decision: Accept as talk");
    expect(mailOf(desk.id).subject).toContain("decision on your paper");
    expect(mailOf(desk.id).body_text).toContain("Decision: Desk reject");

    // reports: the accept filter counts both accept labels; the charts split them by label
    const counts = (await call(t.app, "GET", `/paper/report-counts/${w.confId}`, { token: w.chair.token })).body.result;
    expect(counts.find((c: { status: number }) => c.status === 35).count).toBe(2);
    expect(counts.find((c: { status: number }) => c.status === 20).count).toBe(1);
    const charts = (await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: w.chair.token })).body.result;
    const chartOf = (label: string) => charts.decisions.find((d: { decision: string }) => d.decision === label)?.count;
    expect([chartOf("Accept as talk"), chartOf("Accept as poster"), chartOf("Desk reject")]).toEqual([1, 1, 1]);
    const csv = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.chair.token,
      query: { status: 35 },
    });
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.raw.body.replace(/^\uFEFF/, ""));
    const decisionCol = rows[0]!.indexOf("Decision");
    expect(
      rows
        .slice(1)
        .map((r) => [r[1], r[decisionCol]])
        .sort(),
    ).toEqual([
      ["A poster paper", "Accept as poster"],
      ["Mutation testing at scale", "Accept as talk"],
    ]);
  });
});
