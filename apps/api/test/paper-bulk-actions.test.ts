// POST /paper/bulk/{confId} beyond tags: reviewers, lead, decision and mail, each paper judged by the
// single call (a refusal is the single call's own words); POST /paper/bulk-zip and /paper/bulk-csv.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAPER_STATUS } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { insertPaper } from "./support/fixtures.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { buildReviewWorld, storeReview } from "./reviews.world.js";

const t = useTestApp();
const w = useWorld(t, async (t) => {
  const base = await buildReviewWorld(t, {
    is_assignment_submitted_papers_to_program_committee_enabled: 1,
    reviewing_model: "Double-blind",
  });
  const make = (title: string, extra: { trackId?: number; authorId?: number; status?: number; withFile?: boolean }) =>
    insertPaper(t.ctx, {
      confId: base.confId,
      trackId: extra.trackId ?? base.trackId,
      authorId: extra.authorId ?? base.outsider.id,
      title,
      status: extra.status,
      withFile: extra.withFile,
    });
  // a paper of the other track (the track's members are not its reviewers), a withdrawn one, the
  // chair's own (a chair never acts on a paper they wrote) and one without a file
  const other = await make("Another track", { trackId: base.otherTrackId });
  const withdrawn = await make("Withdrawn one", { status: PAPER_STATUS.WITHDRAWN });
  const own = await make("The chair's own", { authorId: base.chair.id });
  const fileless = await make("No file yet", { withFile: false });
  return { ...base, other, withdrawn, own, fileless };
});
const bulk = (token: string, body: unknown) => call(t.app, "POST", `/paper/bulk/${w.confId}`, { token, body });
const audits = async (action: string) =>
  Number(
    (
      await t.ctx.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("action", "=", action)
        .executeTakeFirstOrThrow()
    ).n,
  );
const doneOf = (res: { body: { result: { results: { paper_id: number; done: boolean }[] } } }) =>
  Object.fromEntries(res.body.result.results.map((r) => [r.paper_id, r.done]));
const refusalFor = (res: { body: { result: { results: { paper_id: number; refusal?: string }[] } } }, id: number) =>
  res.body.result.results.find((r) => r.paper_id === id)?.refusal;

describe("bulk reviewers", () => {
  it("assigns where the single call would, and refuses in the single call's words elsewhere", async () => {
    const before = await audits("paper.reviewer.assign");
    const ids = [w.paper.id, w.other.id, w.withdrawn.id, w.own.id, 99999999];
    const res = await bulk(w.chair.token, { paper_ids: ids, action: "assign", reviewer_id: w.tpcMember.id });
    expect(res.status, res.body.message).toBe(200);
    expect(doneOf(res)).toEqual({
      [w.paper.id]: true,
      [w.other.id]: false,
      [w.withdrawn.id]: false,
      [w.own.id]: false,
      99999999: false,
    });
    expect(res.body.result).toMatchObject({ done: 1, refused: 4 });
    expect(refusalFor(res, 99999999)).toBe("Paper not found.");
    for (const id of [w.other.id, w.withdrawn.id, w.own.id]) {
      const single = await call(t.app, "POST", `/paper/reviewer-assign/${id}`, {
        token: w.chair.token,
        body: { reviewer_id: w.tpcMember.id },
      });
      expect(single.status).toBeGreaterThanOrEqual(400);
      expect(refusalFor(res, id)).toBe(single.body.message);
    }
    expect(await audits("paper.reviewer.assign")).toBe(before + 1);
    const rows = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select("paper_id")
      .where("user_id", "=", w.tpcMember.id)
      .execute();
    expect(rows.map((r) => r.paper_id)).toEqual([w.paper.id]);
  });

  it("removes a reviewer, never one whose review is in, and says who is not a reviewer", async () => {
    await storeReview(t, w.assignment1, { evaluation: 1, confidence: 3, remarks: "Fine." });
    const before = await audits("paper.reviewer.remove");
    const gone = await bulk(w.chair.token, {
      paper_ids: [w.paper.id, w.other.id],
      action: "unassign",
      reviewer_id: w.tpcMember.id,
    });
    expect(doneOf(gone)).toEqual({ [w.paper.id]: true, [w.other.id]: false });
    expect(refusalFor(gone, w.other.id)).toBe("This person is not a reviewer of this paper.");
    const reviewed = await bulk(w.chair.token, {
      paper_ids: [w.paper.id],
      action: "unassign",
      reviewer_id: w.reviewer1.id,
    });
    expect(reviewed.body.result.results[0]).toMatchObject({ done: false });
    expect(refusalFor(reviewed, w.paper.id)).toMatch(/already submitted a review/);
    expect(await audits("paper.reviewer.remove")).toBe(before + 1);
  });

  it("a track chair acts on their track only; a PC member manages nothing", async () => {
    const res = await bulk(w.trackChair.token, {
      paper_ids: [w.paper.id, w.other.id],
      action: "assign",
      reviewer_id: w.tpcMember.id,
    });
    expect(doneOf(res)).toEqual({ [w.paper.id]: true, [w.other.id]: false });
    const member = await bulk(w.reviewer2.token, {
      paper_ids: [w.paper.id],
      action: "unassign",
      reviewer_id: w.tpcMember.id,
    });
    expect(doneOf(member)).toEqual({ [w.paper.id]: false });
  });
});

describe("bulk lead and decision", () => {
  it("names the lead where they review, else refuses", async () => {
    const before = await audits("paper.lead");
    const res = await bulk(w.chair.token, {
      paper_ids: [w.paper.id, w.other.id, w.own.id],
      action: "lead",
      reviewer_id: w.reviewer2.id,
    });
    expect(doneOf(res)).toEqual({ [w.paper.id]: true, [w.other.id]: false, [w.own.id]: false });
    expect(refusalFor(res, w.other.id)).toBe("The lead reviewer must be one of the paper's assigned reviewers.");
    expect(await audits("paper.lead")).toBe(before + 1);
  });

  it("records a decision where the single call would; a label off the list is 422", async () => {
    const bad = await bulk(w.chair.token, {
      paper_ids: [w.paper.id],
      action: "decision",
      decision: "Maybe",
      final_decision_remark: "x",
    });
    expect(bad.status).toBe(422);
    const before = await audits("paper.decision");
    const ids = [w.paper.id, w.own.id, w.withdrawn.id];
    const res = await bulk(w.chair.token, {
      paper_ids: ids,
      action: "decision",
      decision: "Accept",
      final_decision_remark: "Strong.",
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.results[0]).toEqual({
      paper_id: w.paper.id,
      paper_sequence: w.paper.paper_sequence,
      done: true,
    });
    expect(doneOf(res)[w.own.id]).toBe(false);
    for (const id of [w.own.id, w.withdrawn.id].filter((id) => !doneOf(res)[id])) {
      const single = await call(t.app, "POST", `/paper/final-review/${id}`, {
        token: w.chair.token,
        body: { decision: "Accept", final_decision_remark: "Strong." },
      });
      expect(refusalFor(res, id)).toBe(single.body.message);
    }
    const saved = await t.ctx.db
      .selectFrom("papers")
      .select("decision")
      .where("id", "=", w.paper.id)
      .executeTakeFirst();
    expect(saved?.decision).toBe("Accept");
    expect(await audits("paper.decision")).toBe(before + res.body.result.done);
  });
});

describe("bulk mail", () => {
  const outbox = (subject: string) =>
    t.ctx.db.selectFrom("mail_outbox").select(["to_address", "subject"]).where("subject", "=", subject).execute();

  it("mails the reviewers: the preview's count and sample are what is sent", async () => {
    const mail = {
      action: "mail_reviewers",
      sender_email: "chairs",
      subject: "Paper {paper_number}",
      message: "Please look at {paper_title} for {conference}.",
    };
    const target = { paper_ids: [w.paper.id, w.other.id, w.own.id] };
    const preview = await bulk(w.chair.token, { ...target, ...mail, preview: true });
    expect(preview.status, preview.body.message).toBe(200);
    const subject = `Paper ${w.paper.paper_sequence}`;
    expect(preview.body.result).toMatchObject({ preview: true, done: 2, refused: 1 });
    expect(preview.body.result.sample.subject).toBe(subject);
    expect(preview.body.result.sample.text).toMatch(/^Please look at Mutation testing at scale for /);
    expect(await outbox(subject)).toEqual([]);
    const sent = await bulk(w.chair.token, { ...target, ...mail });
    expect(sent.body.result).toMatchObject({ preview: false, recipients: preview.body.result.recipients });
    const mails = await outbox(subject);
    expect(mails.length).toBe(preview.body.result.recipients);
    expect(mails.map((m) => m.to_address)).toContain(preview.body.result.sample.to);
    expect(refusalFor(sent, w.own.id)).toMatch(/wrote this paper/);
  });

  it("mails the authors of every result of q: preview count equals the mails queued", async () => {
    const mail = { action: "mail_authors", sender_email: "chairs", subject: "About {paper_number}", message: "Hello." };
    const preview = await bulk(w.chair.token, { q: "ti:mutation", ...mail, preview: true });
    expect(preview.status, preview.body.message).toBe(200);
    expect(preview.body.result.results.map((r: { paper_id: number }) => r.paper_id)).toEqual([w.paper.id]);
    expect(preview.body.result.recipients).toBe(2);
    const subject = `About ${w.paper.paper_sequence}`;
    expect(await outbox(subject)).toEqual([]);
    await bulk(w.chair.token, { q: "ti:mutation", ...mail });
    expect((await outbox(subject)).map((m) => m.to_address).sort()).toEqual([w.author.email, w.coauthor.email].sort());
  });
});

describe("bulk mail sent with a request key", () => {
  const mail = {
    paper_ids: [] as number[],
    action: "mail_reviewers",
    sender_email: "chairs",
    message: "Your review of {paper_title}, please.",
  };
  const outboxCount = async (subject: string) =>
    (await t.ctx.db.selectFrom("mail_outbox").select("id").where("subject", "=", subject).execute()).length;

  it("a retry with the same key sends nothing again and answers the first answer", async () => {
    const body = {
      ...mail,
      paper_ids: [w.paper.id, w.own.id],
      subject: "Retried send",
      request_key: "send-0001-abcdef",
    };
    const preview = await bulk(w.chair.token, { ...body, preview: true });
    expect(preview.status, preview.body.message).toBe(200);
    // the preview did not take the key: the send under it sends
    const first = await bulk(w.chair.token, body);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.recipients).toBe(preview.body.result.recipients);
    expect(first.body.result.recipients).toBeGreaterThan(0);
    expect(await outboxCount("Retried send")).toBe(first.body.result.recipients);

    const retry = await bulk(w.chair.token, body);
    expect(retry.status, retry.body.message).toBe(200);
    expect(retry.body.result).toEqual(first.body.result);
    expect(await outboxCount("Retried send")).toBe(first.body.result.recipients);
  });

  it("a key names one mailing of one caller: another mailing under it is 409; another caller's key is theirs", async () => {
    const body = { ...mail, paper_ids: [w.paper.id], subject: "Keyed once", request_key: "send-0002-abcdef" };
    expect((await bulk(w.chair.token, body)).status).toBe(200);
    const sent = await outboxCount("Keyed once");

    const other = await bulk(w.chair.token, { ...body, subject: "Keyed twice" });
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/another mailing/);
    expect(await outboxCount("Keyed twice")).toBe(0);

    const trackChair = await bulk(w.trackChair.token, body);
    expect(trackChair.status, trackChair.body.message).toBe(200);
    expect(await outboxCount("Keyed once")).toBe(2 * sent);
  });

  it("two tries of one send at once send it once", async () => {
    const body = { ...mail, paper_ids: [w.paper.id], subject: "Sent at once", request_key: "send-0003-abcdef" };
    const answers = await Promise.all([bulk(w.chair.token, body), bulk(w.chair.token, body)]);
    const statuses = answers.map((a) => a.status).sort();
    // the second either waited for the first's answer or found the send under way
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const first = answers.find((a) => a.status === 200)!;
    expect(await outboxCount("Sent at once")).toBe(first.body.result.recipients);
  });

  it("is 422 for a malformed key", async () => {
    const res = await bulk(w.chair.token, { ...mail, paper_ids: [w.paper.id], subject: "Bad key", request_key: "a b" });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/request_key/);
    expect(await outboxCount("Bad key")).toBe(0);
  });
});

describe("bulk downloads", () => {
  const zipNames = (payload: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), "bulk-zip-"));
    writeFileSync(join(dir, "s.zip"), payload);
    return execFileSync("unzip", ["-Z1", "s.zip"], { cwd: dir, encoding: "utf8" }).trim().split("\n").sort();
  };
  const zip = (token: string, body: unknown) => call(t.app, "POST", `/paper/bulk-zip/${w.confId}`, { token, body });

  it("zips the files by paper number; a double-blind reviewer gets only the papers they may read", async () => {
    const ids = [w.paper.id, w.other.id, w.own.id, w.fileless.id];
    const chair = await zip(w.chair.token, { paper_ids: ids });
    expect(chair.status).toBe(200);
    expect(chair.raw.headers["content-type"]).toBe("application/zip");
    expect(zipNames(chair.raw.rawPayload)).toEqual(
      [w.paper, w.other, w.own].map((p) => `paper-${p.paper_sequence}.pdf`).sort(),
    );
    // the reviewer reads the files of their track's papers (not the other track's): exactly the
    // files the single download gives them, and nothing in the names but numbers
    const reviewer = await zip(w.reviewer1.token, { paper_ids: ids });
    expect(reviewer.status).toBe(200);
    const readable = [];
    for (const p of [w.paper, w.other, w.own, w.fileless]) {
      const single = await call(t.app, "GET", `/paper/file/${p.id}`, { token: w.reviewer1.token });
      if (single.status === 200) readable.push(`paper-${p.paper_sequence}.pdf`);
    }
    expect(readable).not.toContain(`paper-${w.other.paper_sequence}.pdf`);
    expect(zipNames(reviewer.raw.rawPayload)).toEqual(readable.sort());
    expect((await zip(w.author.token, { paper_ids: ids })).status).toBe(403);
  });

  it("exports the selection with the report's columns; only for those who read the report", async () => {
    const res = await call(t.app, "POST", `/paper/bulk-csv/${w.confId}`, {
      token: w.chair.token,
      body: { paper_ids: [w.paper.id, w.other.id] },
    });
    expect(res.status).toBe(200);
    const report = await call(t.app, "GET", `/paper/report-csv/${w.confId}?status=1000`, { token: w.chair.token });
    const lines = res.raw.body.trimEnd().split(/\r?\n/);
    expect(lines[0]).toBe(report.raw.body.split(/\r?\n/)[0]);
    expect(lines.length).toBe(3);
    const reviewer = await call(t.app, "POST", `/paper/bulk-csv/${w.confId}`, {
      token: w.reviewer1.token,
      body: { paper_ids: [w.paper.id] },
    });
    expect(reviewer.status).toBe(403);
  });
});

describe("bulk input", () => {
  it("is 422 when an action's fields are missing or the target is not one of paper_ids / q", async () => {
    for (const body of [
      { paper_ids: [w.paper.id], action: "assign" },
      { paper_ids: [w.paper.id], action: "lead", reviewer_id: "x" },
      { paper_ids: [w.paper.id], action: "decision", decision: "Accept" },
      { paper_ids: [w.paper.id], action: "mail_reviewers", sender_email: "chairs", message: "m" },
      { paper_ids: [w.paper.id], action: "mail_authors", sender_email: "x y", subject: "s", message: "m" },
      { action: "assign", reviewer_id: w.tpcMember.id },
    ]) {
      expect((await bulk(w.chair.token, body)).status, JSON.stringify(body)).toBe(422);
    }
    for (const url of ["bulk-zip", "bulk-csv"]) {
      const res = await call(t.app, "POST", `/paper/${url}/${w.confId}`, { token: w.chair.token, body: {} });
      expect(res.status, url).toBe(422);
    }
  });
});
