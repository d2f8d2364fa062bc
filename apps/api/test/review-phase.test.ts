// The review phase: the review window (closed, soft and hard deadlines across time
// zones, per-reviewer extensions), declining a paper, reminders (preview byte-identical to what the
// SMTP peer receives; authors and conflicted reviewers never reminded about their papers;
// automatic reminders once per reviewer across a restart of the runner), and review attachments.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nowIso } from "../src/db/time.js";
import { startBackgroundJobs } from "../src/jobs/background.js";
import { startJobRunner } from "../src/jobs/index.js";
import { automaticRemindersTask, runDueAutomaticReminders } from "../src/features/reviewPhase/reminderJob.js";
import { createUser } from "./support/factories.js";
import {
  MINIMAL_PDF,
  conferencePayload,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
} from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { zipOf } from "./support/zip.js";
import {
  buildReviewWorld,
  declareConflict,
  review,
  setPaperStatus,
  storeReview,
  type ReviewWorld,
} from "./reviews.world.js";
import { wallClock } from "./support/clock.js";

let t: TestApp;
const smtp = new SmtpPeer();
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, env: { UPLOAD_LIMIT_MB: "1" } });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const setConf = (confId: number, values: Record<string, unknown>) =>
  t.ctx.db.updateTable("conferences").set(values).where("id", "=", confId).execute();

/** A minute-aligned instant about `hours` from now. */
const minuteFromNow = (hours: number) => new Date(Math.floor((Date.now() + hours * 3600_000) / 60_000) * 60_000);

const addReview = (w: ReviewWorld, token: string, paperId = w.paper.id) =>
  call(t.app, "POST", `/paper/add-review/${paperId}`, { token, body: review() });
const reviewList = async (w: ReviewWorld, token: string) =>
  (await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token })).body.result.data as any[];

describe("the review window", () => {
  it("is open by default, so existing conferences keep reviewing", async () => {
    const w = await buildReviewWorld(t);
    const conf = await t.ctx.db
      .selectFrom("conferences")
      .select("permit_pc_members_to_enter_reviews")
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    expect(conf.permit_pc_members_to_enter_reviews).toBe(1);
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
  });

  it("closed by the chairs: add-review answers 409 with the reason and the list offers no review button", async () => {
    const w = await buildReviewWorld(t);
    await setConf(w.confId, { permit_pc_members_to_enter_reviews: 0 });
    const res = await addReview(w, w.reviewer1.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Reviewing is closed for this conference: the chairs are not accepting reviews at the moment.",
    );
    const [item] = await reviewList(w, w.reviewer1.token);
    expect(item.can_review).toBe(false);
    expect(item.review_closed_reason).toBe(res.body.message);
    const info = await call(t.app, "GET", `/conference/review-phase/${w.confId}`, { token: w.reviewer1.token });
    expect(info.body.result).toMatchObject({ reviewing_open: false, closed_reason: res.body.message });
    await setConf(w.confId, { permit_pc_members_to_enter_reviews: 1 });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
    expect((await reviewList(w, w.reviewer1.token))[0].can_review).toBe(true);
  });

  it("after the soft deadline reviews are still accepted and shown late", async () => {
    const deadline = minuteFromNow(-2);
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: "America/New_York",
      review_deadline: wallClock("America/New_York", deadline),
    });
    expect((await reviewList(w, w.reviewer1.token))[0]).toMatchObject({ can_review: true, review_late: false });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
    expect((await reviewList(w, w.reviewer1.token))[0]).toMatchObject({ can_review: true, review_late: true });
  });

  it("a review submitted on time and corrected after the soft deadline stays on time, for the reviewer and the chairs", async () => {
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: "UTC",
      review_deadline: wallClock("UTC", minuteFromNow(-1)),
    });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
    // that submission was two hours ago, before the deadline; now the reviewer corrects it
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await t.ctx.db
      .updateTable("review_versions")
      .set({ submitted_at: twoHoursAgo })
      .where("paper_id", "=", w.paper.id)
      .execute();
    await t.ctx.db
      .updateTable("paper_reviewers")
      .set({ reviewed_at: twoHoursAgo })
      .where("paper_id", "=", w.paper.id)
      .execute();
    expect((await reviewList(w, w.reviewer1.token))[0]).toMatchObject({ review_late: false });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
    expect((await reviewList(w, w.reviewer1.token))[0]).toMatchObject({ review_late: false });
    // the second reviewer's first submission comes after it: late
    expect((await addReview(w, w.reviewer2.token)).status).toBe(200);
    const paper = (await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token })).body.result;
    const lateOf = (userId: number) =>
      paper.paper_reviewer_data.find((r: { user_id: number }) => r.user_id === userId).late;
    expect([lateOf(w.reviewer1.id), lateOf(w.reviewer2.id)]).toEqual([false, true]);
    expect(paper.late_review_count).toBe(1);
  });

  for (const zone of ["Asia/Kolkata", "America/New_York", "UTC"]) {
    it(`the hard deadline in ${zone} refuses reviews from its first second on, and the list agrees`, async () => {
      const deadline = minuteFromNow(3);
      const local = wallClock(zone, deadline);
      const w = await buildReviewWorld(t, { timezone_for_deadline: zone, review_hard_deadline: local });
      const info = (await call(t.app, "GET", `/conference/review-phase/${w.confId}`, { token: w.reviewer1.token })).body
        .result;
      expect(info.review_hard_deadline).toEqual({ local, timezone: zone, at: deadline.toISOString() });

      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(deadline.getTime() - 1000));
      expect((await reviewList(w, w.reviewer1.token))[0].can_review).toBe(true);
      expect((await addReview(w, w.reviewer1.token)).status).toBe(200);

      vi.setSystemTime(deadline);
      const refused = await addReview(w, w.reviewer2.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `The hard review deadline (${local} ${zone}) has passed; reviews are no longer accepted.`,
      );
      const [item] = await reviewList(w, w.reviewer2.token);
      expect(item).toMatchObject({ can_review: false, review_closed_reason: refused.body.message });
    });
  }

  it("a chair's extension lets that reviewer (only) submit after the hard deadline, until the extension", async () => {
    const zone = "Europe/Berlin";
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: zone,
      review_hard_deadline: wallClock(zone, minuteFromNow(-1)),
    });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(409);

    const until = minuteFromNow(5);
    const body = { reviewer_id: w.reviewer1.id, deadline: wallClock(zone, until) };
    // reviewers and authors may not extend; a reviewer not assigned to the paper cannot be extended
    expect(
      (await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, { token: w.reviewer2.token, body })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, { token: w.author.token, body })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, {
          token: w.chair.token,
          body: { ...body, reviewer_id: w.tpcMember.id },
        })
      ).status,
    ).toBe(404);
    const bad = await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, {
      token: w.chair.token,
      body: { reviewer_id: w.reviewer1.id, deadline: "next week" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.result.deadline[0]).toMatch(/YYYY-MM-DD HH:mm/);

    const granted = await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, {
      token: w.trackChair.token,
      body,
    });
    expect(granted.status).toBe(200);
    expect(granted.body.result.deadline).toEqual({ local: body.deadline, timezone: zone, at: until.toISOString() });
    const [item] = await reviewList(w, w.reviewer1.token);
    expect(item).toMatchObject({ can_review: true, extended_until: { local: body.deadline, timezone: zone } });
    expect((await addReview(w, w.reviewer1.token)).status).toBe(200);
    expect((await addReview(w, w.reviewer2.token)).status).toBe(409);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(until);
    const late = await addReview(w, w.reviewer1.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^Your extended review deadline/);
    vi.useRealTimers();
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "review.extension")
      .where("entity_id", "=", w.paper.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("a chair lists a paper's extensions and removes one: that reviewer is refused after the hard deadline again", async () => {
    const zone = "Asia/Kolkata";
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: zone,
      review_hard_deadline: wallClock(zone, minuteFromNow(-1)),
    });
    const until = wallClock(zone, minuteFromNow(5));
    for (const reviewer of [w.reviewer1, w.reviewer2]) {
      expect(
        (
          await call(t.app, "POST", `/paper/review-extension/${w.paper.id}`, {
            token: w.chair.token,
            body: { reviewer_id: reviewer.id, deadline: until },
          })
        ).status,
      ).toBe(200);
    }
    const listed = await call(t.app, "GET", `/paper/review-extensions/${w.paper.id}`, { token: w.trackChair.token });
    expect(listed.status).toBe(200);
    expect(
      listed.body.result
        .map((e: any) => [e.reviewer_id, e.reviewer_email, e.deadline.local, e.deadline.timezone])
        .sort(),
    ).toEqual(
      [
        [w.reviewer1.id, w.reviewer1.email, until, zone],
        [w.reviewer2.id, w.reviewer2.email, until, zone],
      ].sort(),
    );
    // reviewers and authors neither see nor remove extensions
    expect(
      (await call(t.app, "GET", `/paper/review-extensions/${w.paper.id}`, { token: w.reviewer1.token })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "DELETE", `/paper/review-extension/${w.paper.id}/${w.reviewer1.id}`, {
          token: w.reviewer1.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "DELETE", `/paper/review-extension/${w.paper.id}/${w.reviewer1.id}`, {
          token: w.author.token,
        })
      ).status,
    ).toBe(403);

    const removed = await call(t.app, "DELETE", `/paper/review-extension/${w.paper.id}/${w.reviewer1.id}`, {
      token: w.trackChair.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe("The extension has been removed.");
    // gone: a second removal finds nothing, the list keeps only the other reviewer's
    expect(
      (await call(t.app, "DELETE", `/paper/review-extension/${w.paper.id}/${w.reviewer1.id}`, { token: w.chair.token }))
        .status,
    ).toBe(404);
    const after = await call(t.app, "GET", `/paper/review-extensions/${w.paper.id}`, { token: w.chair.token });
    expect(after.body.result.map((e: any) => e.reviewer_id)).toEqual([w.reviewer2.id]);

    const refused = await addReview(w, w.reviewer1.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The hard review deadline/);
    const [item] = await reviewList(w, w.reviewer1.token);
    expect(item).toMatchObject({ can_review: false, extended_until: null });
    expect((await addReview(w, w.reviewer2.token)).status).toBe(200);

    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "review.extension.remove")
      .where("entity_id", "=", w.paper.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details as string)).toMatchObject({
      reviewer_id: w.reviewer1.id,
      deadline: until,
      timezone: zone,
    });
  });

  it("shows the instructions sanitised, with the deadlines and their time zone", async () => {
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: "Asia/Kolkata",
      review_deadline: "2031-03-01 12:00",
      instructions: "Score novelty first.\nBe kind.\n\n<script>alert(1)</script> Use the <b>form</b>.",
    });
    const info = (await call(t.app, "GET", `/conference/review-phase/${w.confId}`, { token: w.reviewer1.token })).body
      .result;
    expect(info.review_deadline).toEqual({
      local: "2031-03-01 12:00",
      timezone: "Asia/Kolkata",
      at: "2031-03-01T06:30:00.000Z",
    });
    expect(info.instructions_html).not.toMatch(/script|alert/);
    expect(info.instructions_html).toContain("<b>form</b>");
    const plain = await buildReviewWorld(t, { instructions: "Line one\nLine <two>" });
    const plainInfo = (
      await call(t.app, "GET", `/conference/review-phase/${plain.confId}`, { token: plain.reviewer1.token })
    ).body.result;
    expect(plainInfo.instructions_html).toBe("<p>Line one<br />Line &lt;two&gt;</p>");
    // a conference the caller may not see answers like a missing one
    const hidden = await buildReviewWorld(t, { conference_status: 0 });
    expect(
      (await call(t.app, "GET", `/conference/review-phase/${hidden.confId}`, { token: w.outsider.token })).status,
    ).toBe(404);
  });
});

describe("declining a paper", () => {
  it("needs a reason, ends the assignment, mails each chair once, shows the paper short of a reviewer, and is audited", async () => {
    const w = await buildReviewWorld(t);
    const missing = await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { reason: "  " },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.result.reason).toEqual(["Reason is required."]);
    // someone not assigned: 403 when they see the paper, 404 otherwise
    expect(
      (
        await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
          token: w.chair.token,
          body: { reason: "x" },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
          token: w.outsider.token,
          body: { reason: "x" },
        })
      ).status,
    ).toBe(404);

    const before = (
      await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token })
    ).body.result.data.find((p: any) => p.id === w.paper.id);
    expect(before.review_count).toBe(2);
    const res = await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { reason: "I supervised one of the authors." },
    });
    expect(res.status).toBe(200);
    const after = (
      await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token })
    ).body.result.data.find((p: any) => p.id === w.paper.id);
    expect(after.review_count).toBe(1);
    expect(after.paper_reviewer_data.map((r: any) => r.email)).toEqual([w.reviewer2.email]);
    expect(await reviewList(w, w.reviewer1.token)).toEqual([]);
    expect((await addReview(w, w.reviewer1.token)).status).toBe(404);

    await t.deliverMail();
    for (const chair of [w.chair, w.trackChair]) {
      const mails = smtp.mailsTo(chair.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("I supervised one of the authors.");
      expect(mails[0]!.text).toContain(`${w.reviewer1.first_name} ${w.reviewer1.last_name}`);
    }
    expect(smtp.mailsTo(w.otherTrackChair.email)).toHaveLength(0);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "review.decline")
      .where("entity_id", "=", w.paper.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({
      reviewer_id: w.reviewer1.id,
      reason: "I supervised one of the authors.",
    });
    // the paper's history (chairs) shows it
    const history = await call(t.app, "GET", `/paper/history/${w.paper.id}`, { token: w.chair.token });
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body.result)).toContain("review.decline");
  });

  it("is not mailed to a chair conflicted with the paper", async () => {
    const w = await buildReviewWorld(t);
    await declareConflict(t, w, w.chair.id);
    const res = await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { reason: "Too far from my field." },
    });
    expect(res.status).toBe(200);
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("subject", "like", `%a reviewer declined paper ${w.paper.paper_sequence}`)
      .where("body_text", "like", "%Too far from my field.%")
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual([w.trackChair.email]);
  });

  it("is refused once the review was submitted", async () => {
    const w = await buildReviewWorld(t);
    expect((await addReview(w, w.reviewer2.token)).status).toBe(200);
    const res = await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
      token: w.reviewer2.token,
      body: { reason: "Changed my mind." },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "You have already submitted your review of this paper, so it can no longer be declined.",
    );
    expect((await reviewList(w, w.reviewer2.token))[0].can_decline).toBe(false);
    expect((await reviewList(w, w.reviewer1.token))[0].can_decline).toBe(true);
  });

  it("auto-assign does not hand the paper back to the reviewer who declined it", async () => {
    const w = await buildReviewWorld(t);
    await call(t.app, "POST", `/paper/decline-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { reason: "No time." },
    });
    const res = await call(t.app, "POST", `/track/paper-reviewer-auto-assign/${w.trackId}`, {
      token: w.chair.token,
      body: { number_of_reviewers_per_paper: 3 },
    });
    expect(res.status).toBe(200);
    const reviewers = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select("user_id")
      .where("paper_id", "=", w.paper.id)
      .execute();
    expect(reviewers.map((r) => r.user_id).sort()).toEqual([w.reviewer2.id, w.tpcMember.id].sort());
  });
});

describe("reminders", () => {
  /** A second paper that reviewer2 wrote and is assigned to, and one reviewer1 declared a conflict with. */
  async function remindersWorld() {
    const w = await buildReviewWorld(t, {
      review_deadline: "2031-05-01 18:00",
      timezone_for_deadline: "Europe/Berlin",
    });
    const own = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.reviewer2.id,
      title: "Reviewer two's own paper",
    });
    await insertReviewerAssignment(t.ctx, own.id, w.reviewer2.id);
    await insertReviewerAssignment(t.ctx, own.id, w.reviewer1.id);
    const conflicted = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "A paper reviewer one is conflicted with",
    });
    await insertReviewerAssignment(t.ctx, conflicted.id, w.reviewer1.id);
    await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: conflicted.id,
        user_id: w.reviewer1.id,
        conflict_type: "Personal",
        source: "reviewer",
        reason: "Friend",
        created_by: w.reviewer1.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    // a reviewer whose only paper is reviewed already gets nothing
    const done = await createUser(t.app, t.ctx, { first_name: "Dora", last_name: "Done" });
    await insertTpcMember(t.ctx, w.trackId, done.id);
    await storeReview(t, await insertReviewerAssignment(t.ctx, w.paper.id, done.id), {
      evaluation: 1,
      confidence: 3,
      remarks: "Fine.",
    });
    return { w, own, conflicted, done };
  }

  it("preview answers exactly the mails that are then delivered, one per reviewer, never about their own or conflicted papers", async () => {
    const { w, own, conflicted, done } = await remindersWorld();
    const body = {
      subject: "{conference}: reviews due {deadline}",
      message: "Hello {name},\n\nStill missing:\n{papers}\n\nDeadline: {deadline}\nÜmlaut ✓ {unknown}",
    };
    const preview = await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, {
      token: w.chair.token,
      body: { ...body, preview: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.queued).toBe(0);
    const mails = preview.body.result.mails as { to: string; subject: string; text: string; paper_ids: number[] }[];
    // one mail per reviewer, in the order of their accounts
    const byId = [w.reviewer1, w.reviewer2].sort((a, b) => a.id - b.id);
    expect(mails.map((m) => m.to)).toEqual(byId.map((r) => r.email));
    const r1 = mails.find((m) => m.to === w.reviewer1.email)!;
    const r2 = mails.find((m) => m.to === w.reviewer2.email)!;
    expect(r1.paper_ids.sort()).toEqual([w.paper.id, own.id].sort());
    expect(r2.paper_ids).toEqual([w.paper.id]);
    expect(r2.text).not.toContain("Reviewer two's own paper");
    expect(r1.text).not.toContain("conflicted with");
    expect(r1.paper_ids).not.toContain(conflicted.id);
    expect(r1.text).toContain(`Hello ${w.reviewer1.first_name} ${w.reviewer1.last_name},`);
    expect(r1.text).toContain(`- Paper ${w.paper.paper_sequence}: Mutation testing at scale`);
    expect(r1.text).toContain("Deadline: 2031-05-01 18:00 Europe/Berlin (2031-05-01 16:00 UTC)");
    expect(r1.text).toContain("{unknown}");
    expect(mails.some((m) => m.to === done.email)).toBe(false);
    // nothing was queued by the preview
    await t.deliverMail();
    expect(smtp.mailsTo(w.reviewer1.email)).toHaveLength(0);

    // reviewers and authors may not remind
    expect(
      (await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, { token: w.reviewer1.token, body })).status,
    ).toBe(403);
    const sent = await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, { token: w.chair.token, body });
    expect(sent.status).toBe(200);
    expect(sent.body.result.queued).toBe(2);
    expect(sent.body.result.mails).toEqual(mails);
    await t.deliverMail();
    for (const m of mails) {
      const received = smtp.mailsTo(m.to);
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe(m.subject);
      expect(received[0]!.text.replace(/\r\n/g, "\n").replace(/\n$/, "")).toBe(m.text);
    }
    // byte-identical where the mail is kept: the outbox rows hold exactly the preview's text
    const rows = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "body_text"])
      .where("context_type", "=", "review_reminder")
      .where("conf_id", "=", w.confId)
      .orderBy("id")
      .execute();
    expect(rows.map((r) => ({ to: r.to_address, subject: r.subject, text: r.body_text }))).toEqual(
      mails.map((m) => ({ to: m.to, subject: m.subject, text: m.text })),
    );
  });

  it("a track's reminder reaches only that track's reviewers; its chair may send it", async () => {
    const { w } = await remindersWorld();
    const other = await createUser(t.app, t.ctx, { first_name: "Olaf", last_name: "Otherreviewer" });
    await insertTpcMember(t.ctx, w.otherTrackId, other.id);
    const otherPaper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.otherTrackId, authorId: w.author.id });
    await insertReviewerAssignment(t.ctx, otherPaper.id, other.id);
    const res = await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, {
      token: w.otherTrackChair.token,
      body: { track_id: w.otherTrackId, preview: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.mails.map((m: any) => m.to)).toEqual([other.email]);
    expect(res.body.result.mails[0].subject).toMatch(/^Reminder: your reviews for /);
    expect(
      (
        await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, {
          token: w.otherTrackChair.token,
          body: { track_id: w.trackId, preview: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/conference/review-reminder/${w.confId}`, {
          token: w.chair.token,
          body: { track_id: 99999999, preview: true },
        })
      ).status,
    ).toBe(404);
  });

  it("automatic reminders go out once per reviewer, N days before the deadline, also after the runner restarts", async () => {
    const deadline = minuteFromNow(48);
    const w = await buildReviewWorld(t, {
      timezone_for_deadline: "Asia/Kolkata",
      review_deadline: wallClock("Asia/Kolkata", deadline),
      review_reminder_days: 1,
    });
    const count = async () =>
      (
        await t.ctx.db
          .selectFrom("mail_outbox")
          .select(["to_address", "dedupe_key"])
          .where("conf_id", "=", w.confId)
          .where("context_type", "=", "review_reminder")
          .execute()
      )
        .map((r) => r.to_address)
        .sort();
    // two days before: not yet
    await runDueAutomaticReminders(t.ctx);
    expect(await count()).toEqual([]);
    // due, but reviewing is closed: nothing to ask for yet
    await setConf(w.confId, { review_reminder_days: 3, permit_pc_members_to_enter_reviews: 0 });
    await runDueAutomaticReminders(t.ctx);
    expect(await count()).toEqual([]);
    // due and open: once
    await setConf(w.confId, { permit_pc_members_to_enter_reviews: 1 });
    await runDueAutomaticReminders(t.ctx);
    await runDueAutomaticReminders(t.ctx);
    expect(await count()).toEqual([w.reviewer1.email, w.reviewer2.email].sort());
    // a new runner (a restarted process) finds nothing more to send
    const log = t.app.log;
    const runner = startJobRunner(t.ctx, log, [
      { ...automaticRemindersTask, schedule: { intervalMs: 20, firstRunMs: 0 } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(await count()).toEqual([w.reviewer1.email, w.reviewer2.email].sort());
    // restarted the way server.ts starts (startBackgroundJobs): a reviewer assigned meanwhile gets
    // theirs, once; the others are not reminded again
    await insertReviewerAssignment(t.ctx, w.paper.id, w.tpcMember.id);
    const jobs = startBackgroundJobs(t.ctx, log);
    await vi.waitFor(async () => expect(await count()).toHaveLength(3), { timeout: 3000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await jobs.stop();
    expect(await count()).toEqual([w.reviewer1.email, w.reviewer2.email, w.tpcMember.email].sort());
    // after the deadline: nothing
    await runDueAutomaticReminders(t.ctx, new Date(deadline.getTime() + 1000));
    expect(await count()).toHaveLength(3);
  });
});

describe("review attachments", () => {
  const upload = (w: ReviewWorld, token: string, fileName: string, data: Buffer) => {
    const mp = multipartBody({}, [{ name: "attachment", fileName, data }]);
    return call(t.app, "POST", `/paper/review-attachment/${w.paper.id}`, {
      token,
      body: mp.payload,
      headers: mp.headers,
    });
  };

  it("accepts one pdf, txt or zip per review by content, within the upload limit", async () => {
    const w = await buildReviewWorld(t);
    const pdf = await upload(w, w.reviewer1.token, "notes.pdf", MINIMAL_PDF);
    expect(pdf.status).toBe(200);
    expect(pdf.body.result).toMatchObject({
      file_name: "notes.pdf",
      mime_type: "application/pdf",
      size: MINIMAL_PDF.length,
      url: `/paper/review-attachment/${pdf.body.result.id}`,
    });
    expect((await upload(w, w.reviewer1.token, "notes.txt", Buffer.from("Plain notes, ümlauts ok.\n"))).status).toBe(
      200,
    );
    expect((await upload(w, w.reviewer1.token, "data.zip", zipOf([{ name: "a.csv", data: "1,2\n" }]))).status).toBe(
      200,
    );
    const rows = await t.ctx.db
      .selectFrom("review_attachments")
      .select(["mime_type"])
      .where("paper_id", "=", w.paper.id)
      .execute();
    expect(rows).toEqual([{ mime_type: "application/zip" }]);

    for (const [name, data] of [
      ["fake.pdf", Buffer.from("not a pdf")],
      ["binary.txt", Buffer.from([0x00, 0x01, 0x02, 0x41])],
      ["evil.exe", Buffer.from("MZ\x90\x00")],
      ["bomb.zip", zipOf([{ name: "x", data: "x", declaredSize: 0xffffffff }])],
      ["image.txt", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ] as const) {
      const res = await upload(w, w.reviewer1.token, name, data as Buffer);
      expect(res.status, name).toBe(415);
      expect(res.body.message).toBe(
        "A review attachment must be a PDF (.pdf), a plain-text file (.txt) or a ZIP archive (.zip).",
      );
    }
    const big = await upload(w, w.reviewer1.token, "big.txt", Buffer.alloc(1024 * 1024 + 10, "a"));
    expect(big.status).toBe(413);
    // not assigned: refused; the setting off: 409
    expect((await upload(w, w.chair.token, "n.pdf", MINIMAL_PDF)).status).toBe(403);
    await setConf(w.confId, { review_can_have_attachments: 0 });
    const off = await upload(w, w.reviewer2.token, "n.pdf", MINIMAL_PDF);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("This conference does not accept attachments to reviews.");
    // and the review window applies to attachments as to reviews
    await setConf(w.confId, { review_can_have_attachments: 1, permit_pc_members_to_enter_reviews: 0 });
    expect((await upload(w, w.reviewer2.token, "n.pdf", MINIMAL_PDF)).status).toBe(409);
  });

  it("is downloaded from its own URL by exactly those who may read the review", async () => {
    const w = await buildReviewWorld(t, {
      access_to_reviews_by_ordinary_pc_members: 1,
      are_track_chairs_allowed_reviews_to_authors: 1,
    });
    const up = await upload(w, w.reviewer1.token, "notes.txt", Buffer.from("See page 3.\n"));
    const url = up.body.result.url as string;
    const get = (token: string) => call(t.app, "GET", url, { token });
    const own = await get(w.reviewer1.token);
    expect(own.status).toBe(200);
    expect(own.raw.headers["content-type"]).toBe("text/plain; charset=utf-8");
    // named neutrally, for its uploader too: the paper's number and the reviewer's position
    expect(own.raw.headers["content-disposition"]).toContain(`filename="review-${w.paper.paper_sequence}-1.txt"`);
    expect(own.raw.body).toBe("See page 3.\n");
    expect((await get(w.chair.token)).status).toBe(200);
    expect((await get(w.trackChair.token)).status).toBe(200);
    // another reviewer before submitting their own review, authors before the decision, outsiders: not found
    for (const who of [w.reviewer2, w.author, w.outsider, w.otherTrackChair])
      expect((await get(who.token)).status, who.last_name).toBe(404);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
    expect((await get(w.reviewer2.token)).status).toBe(200);
    expect((await get(w.author.token)).status).toBe(404);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    expect((await get(w.author.token)).status).toBe(200);
    // the list shows the reviewer their attachment
    expect((await reviewList(w, w.reviewer1.token))[0].attachment).toMatchObject({ file_name: "notes.txt", url });
  });
});

describe("the review deadline settings", () => {
  it("are stored through Edit Conference, and the hard deadline may not come before the soft one", async () => {
    const w = await buildReviewWorld(t);
    const update = (changes: Record<string, string>) => {
      const settings = Object.fromEntries(
        Object.entries(
          conferencePayload({ timezone_for_deadline: "Europe/Berlin", timezone_for_session: "UTC", ...changes }),
        ).map(([k, v]) => [k, String(v)]),
      );
      const mp = multipartBody(settings);
      return call(t.app, "POST", `/conference/update/${w.confId}`, {
        token: w.chair.token,
        body: mp.payload,
        headers: mp.headers,
      });
    };
    const refused = await update({ review_deadline: "2031-05-02 12:00", review_hard_deadline: "2031-05-01 12:00" });
    expect(refused.status).toBe(422);
    expect(refused.body.result.review_hard_deadline).toEqual([
      "Hard Review Deadline cannot be before Review Deadline.",
    ]);
    const saved = await update({
      review_deadline: "2031-05-01 12:00",
      review_hard_deadline: "2031-05-03T09:30",
      review_reminder_days: "2",
      instructions: "Be kind.",
    });
    expect(saved.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("conferences")
      .select(["review_deadline", "review_hard_deadline", "review_reminder_days"])
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      review_deadline: "2031-05-01 12:00",
      review_hard_deadline: "2031-05-03 09:30",
      review_reminder_days: 2,
    });
    const info = (await call(t.app, "GET", `/conference/review-phase/${w.confId}`, { token: w.reviewer1.token })).body
      .result;
    expect(info.review_hard_deadline).toEqual({
      local: "2031-05-03 09:30",
      timezone: "Europe/Berlin",
      at: "2031-05-03T07:30:00.000Z",
    });
    expect(info.instructions_html).toBe("<p>Be kind.</p>");
  });
});
