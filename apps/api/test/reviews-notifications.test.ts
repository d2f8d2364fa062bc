import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  notificationJobsTask,
  runNotificationJob,
  runPendingNotificationJobs,
} from "../src/features/reviews/notificationJobs.js";
import { startJobRunner } from "../src/jobs/index.js";
import { createUser } from "./support/factories.js";
import { insertPaper } from "./support/fixtures.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { addCoauthor, buildReviewWorld, setPaperStatus, storeReview, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
const smtp = new SmtpPeer();
beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const CONFIDENTIAL = "CONFIDENTIAL-do-not-forward";

describe("notification templates", () => {
  let w: ReviewWorld;
  let acronym: string;
  let eventName: string;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, {
      evaluation: 3,
      confidence: 5,
      remarks: "Excellent evaluation section.",
      confidential: CONFIDENTIAL,
    });
    await storeReview(t, w.assignment2, {
      evaluation: -1,
      confidence: 2,
      remarks: "Related work is thin.",
      confidential: `${CONFIDENTIAL}-2`,
    });
    await call(t.app, "POST", `/paper/final-review/${w.paper.id}`, {
      token: w.chair.token,
      body: { decision: "Accept", final_decision_remark: "Good." },
    });
    const conf = await t.ctx.db
      .selectFrom("conferences")
      .select(["acronym_title", "event_name"])
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    acronym = conf.acronym_title;
    eventName = conf.event_name;
  });

  const forbiddenFragments = () => [
    CONFIDENTIAL,
    w.reviewer1.email,
    w.reviewer2.email,
    w.reviewer1.last_name,
    w.reviewer2.last_name,
    w.reviewer1.first_name,
    w.reviewer2.first_name,
  ];

  it("prefills the acceptance mail with the conference, the paper, the decision and the reviews, without names or confidential remarks", async () => {
    const res = await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
    });
    expect(res.status).toBe(200);
    const { heading, message } = res.body.result;
    expect(heading).toBe(`${acronym}: your paper ${w.paper.paper_sequence} has been accepted`);
    expect(message).toContain(`${eventName} (${acronym})`);
    expect(message).toContain(`Paper ${w.paper.paper_sequence}: "Mutation testing at scale"`);
    expect(message).toContain("Decision: Accept\n");
    expect(message).toContain("Evaluation: Strong Accept");
    expect(message).toContain("Excellent evaluation section.");
    expect(message).toContain("Evaluation: Weak Reject");
    expect(message).toContain("Related work is thin.");
    for (const fragment of forbiddenFragments()) expect(`${heading}\n${message}`).not.toContain(fragment);
  });

  it("prefills the rejection mail the same way", async () => {
    const res = await call(t.app, "GET", `/paper/rejected-paper-email-tamplate/${w.paper.id}`, {
      token: w.trackChair.token,
    });
    expect(res.status).toBe(200);
    const { heading, message } = res.body.result;
    expect(heading).toBe(`${acronym}: decision on your paper ${w.paper.paper_sequence}`);
    expect(message).toContain("could not be accepted");
    expect(message).toContain("Decision: Reject");
    expect(message).toContain("Related work is thin.");
    for (const fragment of forbiddenFragments()) expect(`${heading}\n${message}`).not.toContain(fragment);
  });

  it("leaves out reviews that were not submitted", async () => {
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    const res = await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${paper.id}`, { token: w.chair.token });
    expect(res.body.result.message).toContain("No reviews are available for this paper.");
  });

  it("is for those who decide the paper only", async () => {
    // those who see the paper but do not decide it: 403; those who cannot see it: 404
    const expected = new Map([
      [w.author, 403],
      [w.reviewer1, 403],
      [w.tpcMember, 404],
      [w.otherTrackChair, 404],
      [w.outsider, 404],
    ]);
    for (const [who, status] of expected) {
      for (const kind of ["accepted", "rejected"]) {
        expect(
          (await call(t.app, "GET", `/paper/${kind}-paper-email-tamplate/${w.paper.id}`, { token: who.token })).status,
          who.first_name,
        ).toBe(status);
      }
    }
    expect(
      (await call(t.app, "GET", "/paper/accepted-paper-email-tamplate/999999", { token: w.chair.token })).status,
    ).toBe(404);
  });
});

describe("POST /paper/accepted-paper-email-tamplate/{paperId}", () => {
  it("sends the edited heading and message to every author through the outbox", async () => {
    const w = await buildReviewWorld(t);
    const body = { heading: "ICT: your paper is in", message: "Dear authors,\nwelcome to the programme." };
    const res = await call(t.app, "POST", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.oc.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The notification has been sent to 2 authors.");
    await t.deliverMail();
    for (const author of [w.author, w.coauthor]) {
      const mails = smtp.mailsTo(author.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(body.heading);
      expect(mails[0]!.text).toContain("welcome to the programme.");
    }
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "paper.notify")
      .where("entity_id", "=", w.paper.id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("validates, and refuses those who do not decide the paper", async () => {
    const w = await buildReviewWorld(t);
    const empty = await call(t.app, "POST", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
      body: { heading: " ", message: "" },
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual(["heading", "message"]);
    const body = { heading: "h", message: "m" };
    for (const [who, status] of [
      [w.author, 403],
      [w.reviewer1, 403],
      [w.otherTrackChair, 404],
    ] as const) {
      expect(
        (await call(t.app, "POST", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, { token: who.token, body }))
          .status,
        who.first_name,
      ).toBe(status);
    }
    const queued = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", w.author.email)
      .execute();
    expect(queued).toHaveLength(0);
  });
});

describe("bulk notification jobs", () => {
  /** A conference with `count` accepted papers of two authors each (and one rejected paper). */
  async function acceptedPapers(count: number) {
    const w = await buildReviewWorld(t);
    // this conference's chairs count Probably Accept as an acceptance (the default list does not)
    const list = [
      ["No Decision", "none"],
      ["Probably Accept", "accept"],
      ["Accept", "accept"],
      ["Probably Reject", "reject"],
      ["Reject", "reject"],
    ];
    await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
      token: w.chair.token,
      body: { decisions: list.map(([label, outcome]) => ({ label, outcome })) },
    });
    const papers = [w.paper.id];
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    for (let i = 1; i < count; i++) {
      const author = await createUser(t.app, t.ctx, { first_name: `Author${i}` });
      const paper = await insertPaper(t.ctx, {
        confId: w.confId,
        trackId: w.trackId,
        authorId: author.id,
        title: `Accepted paper ${i}`,
      });
      await addCoauthor(t, paper.id, w.coauthor);
      await setPaperStatus(t, paper.id, 35, i % 2 ? "Probably Accept" : "Accept");
      papers.push(paper.id);
    }
    const rejected = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Rejected one",
    });
    await setPaperStatus(t, rejected.id, 20, "Reject");
    return { w, papers, rejectedId: rejected.id };
  }

  const outboxFor = (jobId: number) =>
    t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "dedupe_key", "context_id", "subject"])
      .where("dedupe_key", "like", `notify:${jobId}:%`)
      .execute();

  it("creates a job over the filter and reports its progress", async () => {
    const { w } = await acceptedPapers(3);
    const res = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35 },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: 35,
      state: "queued",
      total: 3,
      processed: 0,
      progress: 0,
      uses_decision_templates: true,
    });
    const jobId = res.body.result.id;
    expect(await runNotificationJob(t.ctx, jobId)).toBe(true);
    const progress = await call(t.app, "GET", `/paper/notification-jobs/${jobId}`, { token: w.chair.token });
    expect(progress.body.result).toMatchObject({
      state: "done",
      total: 3,
      processed: 3,
      progress: 100,
      mails_queued: 6,
    });
    const mails = await outboxFor(jobId);
    expect(mails).toHaveLength(6);
    expect(mails.every((m) => m.subject.includes("has been accepted"))).toBe(true);
    // finished jobs are not run again
    expect(await runNotificationJob(t.ctx, jobId)).toBe(false);
  });

  it("preview: true counts the filter's papers and mails on the server, and starts no job and sends nothing", async () => {
    const { w } = await acceptedPapers(3);
    const jobsBefore = await t.ctx.db
      .selectFrom("notification_jobs")
      .select("id")
      .where("conf_id", "=", w.confId)
      .execute();
    const res = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35, preview: true },
    });
    expect(res.status).toBe(200);
    // three accepted papers, each with its author and the shared coauthor
    expect(res.body.result).toEqual({
      preview: true,
      status: 35,
      status_label: expect.any(String),
      papers: 3,
      recipients: 6,
      uses_decision_templates: true,
    });
    expect(res.body.message).toBe("6 mails to the authors of 3 papers would be sent.");
    const custom = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.oc.token,
      body: { status: 20, heading: "H", message: "M", preview: "1" },
    });
    expect(custom.body.result).toMatchObject({
      preview: true,
      papers: 1,
      recipients: 1,
      uses_decision_templates: false,
    });
    expect(
      await t.ctx.db.selectFrom("notification_jobs").select("id").where("conf_id", "=", w.confId).execute(),
    ).toEqual(jobsBefore);
    // the numbers a preview gave are the ones the job then works through
    const job = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35 },
    });
    await runNotificationJob(t.ctx, job.body.result.id);
    expect((await outboxFor(job.body.result.id)).length).toBe(6);
    // refused to those who may not notify, and validated like the call itself
    expect(
      (
        await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
          token: w.author.token,
          body: { status: 35, preview: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
          token: w.chair.token,
          body: { preview: true },
        })
      ).status,
    ).toBe(422);
  });

  it("sends each author one mail per paper exactly once, even when the job is restarted after losing its progress", async () => {
    const { w, papers, rejectedId } = await acceptedPapers(4);
    const res = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.admin.token,
      body: { status: 1000 },
    });
    const jobId = res.body.result.id;
    expect(res.body.result.total).toBe(5);

    // The first process handles two papers and dies holding the lease.
    await runNotificationJob(t.ctx, jobId, { maxPapers: 2 });
    const halfway = await call(t.app, "GET", `/paper/notification-jobs/${jobId}`, { token: w.admin.token });
    expect(halfway.body.result).toMatchObject({ state: "running", processed: 2, progress: 40 });
    // While the lease is alive nobody else runs it.
    expect(await runPendingNotificationJobs(t.ctx)).toBe(0);
    // Worst case: the crash also lost the job's progress; its lease expires.
    await t.ctx.db
      .updateTable("notification_jobs")
      .set({ processed: 0, last_paper_id: 0, mails_queued: 0, locked_until: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", jobId)
      .execute();
    expect(await runPendingNotificationJobs(t.ctx)).toBe(1);

    const job = await call(t.app, "GET", `/paper/notification-jobs/${jobId}`, { token: w.admin.token });
    expect(job.body.result).toMatchObject({ state: "done", processed: 5, total: 5 });
    const mails = await outboxFor(jobId);
    const expected = new Set<string>();
    for (const paperId of [...papers, rejectedId]) {
      const authors = await t.ctx.db
        .selectFrom("paper_authors")
        .select("email_normalized")
        .where("paper_id", "=", paperId)
        .execute();
      for (const a of authors) expected.add(`notify:${jobId}:${paperId}:${a.email_normalized}`);
    }
    expect(mails.map((m) => m.dedupe_key).sort()).toEqual([...expected].sort());

    await t.deliverMail();
    // The coauthor is on the four accepted papers: one mail per paper, never two.
    const coauthorMails = smtp.mailsTo(w.coauthor.email);
    expect(coauthorMails).toHaveLength(4);
    expect(new Set(coauthorMails.map((m) => m.subject)).size).toBe(4);
    // The first author wrote the first accepted paper and the rejected one: each its own template.
    const authorMails = smtp.mailsTo(w.author.email).map((m) => m.subject);
    expect(authorMails).toHaveLength(2);
    expect(authorMails.filter((s) => s.includes("decision on your paper"))).toHaveLength(1);
    expect(authorMails.filter((s) => s.includes("has been accepted"))).toHaveLength(1);
  });

  it("fills the placeholders of a custom heading and message per paper", async () => {
    const { w } = await acceptedPapers(2);
    const res = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.oc.token,
      body: {
        status: 20,
        heading: "About paper {paper_number}",
        message: 'Your paper "{paper_title}" at {conference}: {decision}.',
      },
    });
    expect(res.body.result.total).toBe(1);
    await runNotificationJob(t.ctx, res.body.result.id);
    const mail = (await outboxFor(res.body.result.id))[0]!;
    const row = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("body_text")
      .where("dedupe_key", "=", mail.dedupe_key)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^About paper \d+$/);
    expect(row.body_text).toMatch(/^Your paper "Rejected one" at .+ \(.+\): Reject\.$/);
  });

  it("is resumed by the background runner of a restarted process", async () => {
    const { w } = await acceptedPapers(3);
    const res = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35 },
    });
    const jobId = res.body.result.id;
    await runNotificationJob(t.ctx, jobId, { maxPapers: 1 });
    await t.ctx.db
      .updateTable("notification_jobs")
      .set({ locked_until: "2000-01-01T00:00:00.000Z" })
      .where("id", "=", jobId)
      .execute();
    const runner = startJobRunner(t.ctx, t.app.log, [notificationJobsTask]);
    try {
      await vi.waitFor(
        async () => {
          const job = await call(t.app, "GET", `/paper/notification-jobs/${jobId}`, { token: w.chair.token });
          expect(job.body.result.state).toBe("done");
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await runner.stop();
    }
    expect(await outboxFor(jobId)).toHaveLength(6);
  });

  it("validates and is for the Reports audience only", async () => {
    const w = await buildReviewWorld(t);
    const bad = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 7 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.result.status).toBeDefined();
    const half = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35, heading: "Only a heading" },
    });
    expect(half.status).toBe(422);
    expect(half.body.result.message).toBeDefined();
    for (const who of [w.trackChair, w.reviewer1, w.author]) {
      expect(
        (await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, { token: who.token, body: { status: 35 } }))
          .status,
      ).toBe(403);
    }
    const job = await call(t.app, "POST", `/paper/notification-jobs/${w.confId}`, {
      token: w.chair.token,
      body: { status: 35 },
    });
    expect(
      (await call(t.app, "GET", `/paper/notification-jobs/${job.body.result.id}`, { token: w.author.token })).status,
    ).toBe(404);
    expect((await call(t.app, "GET", "/paper/notification-jobs/999999", { token: w.chair.token })).status).toBe(404);
    expect(
      (await call(t.app, "POST", "/paper/notification-jobs/999999", { token: w.admin.token, body: { status: 35 } }))
        .status,
    ).toBe(404);
  });
});
