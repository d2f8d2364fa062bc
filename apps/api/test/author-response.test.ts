// the authors' response: the window in the deadline time zone, the word limit at its
// boundary, one response per paper editable until the close, what the authors read meanwhile,
// the review version kept from before the response, the close notice and the chairs' mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyClosedResponses } from "../src/features/authorResponse/closeJob.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import {
  buildReviewWorld,
  declareConflict,
  listAddressAsAuthor,
  review,
  setPaperStatus,
  storeReview,
  type ReviewWorld,
} from "./reviews.world.js";
import { wallClockIn } from "./support/clock.js";

const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function openWorld(overrides: Record<string, unknown> = {}, zone = "Europe/Lisbon"): Promise<ReviewWorld> {
  const w = await buildReviewWorld(t, {
    timezone_for_deadline: zone,
    author_response_start: wallClockIn(zone, -60 * MINUTE),
    author_response_end: wallClockIn(zone, 120 * MINUTE),
    reviewing_model: "Double-blind",
    ...overrides,
  });
  await storeReview(t, w.assignment1, {
    evaluation: 2,
    confidence: 4,
    remarks: "Public remark one.",
    confidential: "secret-one",
  });
  await storeReview(t, w.assignment2, {
    evaluation: -1,
    confidence: 3,
    remarks: "Public remark two.",
    confidential: "secret-two",
  });
  return w;
}

const respond = (w: ReviewWorld, token: string, response: string) =>
  call(t.app, "POST", `/paper/response/${w.paper.id}`, { token, body: { response } });
const read = (w: ReviewWorld, token: string) => call(t.app, "GET", `/paper/response/${w.paper.id}`, { token });

describe("the response window", () => {
  it("is read in the deadline time zone: the same wall-clock times are open in one zone and closed in another", async () => {
    // ends two hours from now on the UTC clock; UTC+14 makes that 12 hours ago, UTC-11 13 hours ahead
    const start = wallClockIn("UTC", -60 * MINUTE);
    const end = wallClockIn("UTC", 120 * MINUTE);
    const east = await buildReviewWorld(t, {
      timezone_for_deadline: "Pacific/Kiritimati",
      author_response_start: start,
      author_response_end: end,
    });
    const west = await buildReviewWorld(t, {
      timezone_for_deadline: "Pacific/Pago_Pago",
      author_response_start: start,
      author_response_end: end,
    });
    const utc = await buildReviewWorld(t, {
      timezone_for_deadline: "UTC",
      author_response_start: start,
      author_response_end: end,
    });
    const closed = await respond(east, east.author.token, "Thank you.");
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/closed/);
    // 14 hours later than UTC the window opened "start" already; in UTC-11 it has not opened yet
    const notYet = await respond(west, west.author.token, "Thank you.");
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toMatch(/not open/);
    expect((await respond(utc, utc.author.token, "Thank you.")).status).toBe(200);
    expect((await read(utc, utc.author.token)).body.result.window).toMatchObject({
      open: true,
      timezone: "UTC",
      start,
      end,
    });
  });

  it("no response phase without both dates", async () => {
    const w = await buildReviewWorld(t, { author_response_start: null, author_response_end: null });
    expect((await respond(w, w.author.token, "Hello")).status).toBe(409);
  });
});

describe("writing the response", () => {
  it("only the paper's authors; one response per paper, editable until the close", async () => {
    const w = await openWorld();
    expect((await respond(w, w.reviewer1.token, "I am not an author")).status).toBe(403);
    expect((await respond(w, w.outsider.token, "Nor I")).status).toBe(404);
    const first = await respond(w, w.author.token, "We will add the missing experiment.");
    expect(first.status).toBe(200);
    expect(first.body.result.updated).toBe(false);
    const second = await respond(w, w.coauthor.token, "We will add the missing experiments and a baseline.");
    expect(second.body.result.updated).toBe(true);
    expect(
      await t.ctx.db.selectFrom("paper_responses").select("response").where("paper_id", "=", w.paper.id).execute(),
    ).toEqual([{ response: "We will add the missing experiments and a baseline." }]);
  });

  it("the word limit holds at the boundary (the shared counter)", async () => {
    const w = await openWorld({ author_response_max_words: 5 });
    expect((await respond(w, w.author.token, "one two three four five")).status).toBe(200);
    const over = await respond(w, w.author.token, "one two  three\nfour five six");
    expect(over.status).toBe(422);
    expect(over.body.result.response[0]).toBe("Response must be at most 5 words (it has 6).");
  });

  it("a withdrawn or blocked paper takes no response and shows no reviews", async () => {
    const w = await openWorld();
    await setPaperStatus(t, w.paper.id, 30);
    expect((await respond(w, w.author.token, "Please")).status).toBe(409);
    expect((await read(w, w.author.token)).body.result.reviews).toEqual([]);
  });
});

describe("after the decision", () => {
  it("the author can no longer submit a response, nor edit one, while the window is still open", async () => {
    const w = await openWorld();
    expect((await respond(w, w.author.token, "Our first answer.")).status).toBe(200);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    const edit = await respond(w, w.author.token, "A rewrite after the decision.");
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe("This paper has been decided: its response can no longer be submitted or changed.");
    expect(
      await t.ctx.db.selectFrom("paper_responses").select("response").where("paper_id", "=", w.paper.id).execute(),
    ).toEqual([{ response: "Our first answer." }]);
    const shown = await read(w, w.author.token);
    expect(shown.body.result).toMatchObject({ can_respond: false, response: "Our first answer." });
    expect(shown.body.result.window.open).toBe(true);
  });

  it("a rejected paper without a response takes none either", async () => {
    const w = await openWorld();
    await setPaperStatus(t, w.paper.id, 20, "Reject");
    const first = await respond(w, w.coauthor.token, "Too late.");
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/decided/);
    expect(
      await t.ctx.db.selectFrom("paper_responses").select("response").where("paper_id", "=", w.paper.id).execute(),
    ).toEqual([]);
  });
});

describe("what each side reads", () => {
  it("authors read the reviews during the window: remarks and scores, no names outside Open, never confidential remarks", async () => {
    const w = await openWorld();
    const res = await read(w, w.author.token);
    expect(res.status).toBe(200);
    expect(res.body.result.reviews.map((r: { reviewer_remarks: string }) => r.reviewer_remarks)).toEqual([
      "Public remark one.",
      "Public remark two.",
    ]);
    for (const trace of ["secret-one", "secret-two", w.reviewer1.last_name, w.reviewer2.last_name, w.reviewer1.email])
      expect(res.raw.body).not.toContain(trace);
    expect(res.body.result.can_respond).toBe(true);
  });

  it("under Open the authors see reviewer names", async () => {
    const w = await openWorld({ reviewing_model: "Open" });
    const res = await read(w, w.author.token);
    expect(res.body.result.reviews[0].reviewer_name).toBe(`${w.reviewer1.first_name} ${w.reviewer1.last_name}`);
  });

  it("before the window the authors read nothing", async () => {
    const w = await openWorld({
      author_response_start: wallClockIn("Europe/Lisbon", 60 * MINUTE),
      author_response_end: wallClockIn("Europe/Lisbon", 120 * MINUTE),
    });
    expect((await read(w, w.author.token)).body.result.reviews).toEqual([]);
  });

  // the paper as the author sees it (GET /paper/{id}, My Papers) follows the same one rule
  const paperAs = (w: ReviewWorld, token: string) => call(t.app, "GET", `/paper/${w.paper.id}`, { token });
  const remarksOf = (entries: { reviewer_remarks: string | null }[]) => entries.map((r) => r.reviewer_remarks);

  it("during the window GET /paper/{id} shows the author the same reviews as GET /paper/response", async () => {
    const w = await openWorld();
    const [paper, response] = await Promise.all([paperAs(w, w.author.token), read(w, w.author.token)]);
    expect(paper.status).toBe(200);
    const shown = paper.body.result.paper_reviewer_data;
    expect(remarksOf(shown)).toEqual(["Public remark one.", "Public remark two."]);
    expect(remarksOf(shown)).toEqual(
      response.body.result.reviews.map((r: { reviewer_remarks: string }) => r.reviewer_remarks),
    );
    // field by field the same answers (only the fields meant for authors)
    expect(shown.map((r: { answers: unknown }) => r.answers)).toEqual(
      response.body.result.reviews.map((r: { answers: unknown }) => r.answers),
    );
    expect(Object.keys(shown[0].answers).sort()).toEqual([
      "reviewer_confidence",
      "reviewer_evaluation",
      "reviewer_remarks",
    ]);
    // author shaping: positions instead of ids, no names outside Open, no confidential fields
    expect(
      shown.map((r: { id: number; user_id: number | null; first_name: string | null }) => [
        r.id,
        r.user_id,
        r.first_name,
      ]),
    ).toEqual([
      [1, null, null],
      [2, null, null],
    ]);
    expect(
      shown.every(
        (r: { reviewer_confidential_remarks: unknown; answers: Record<string, unknown> }) =>
          r.reviewer_confidential_remarks == null && !("reviewer_confidential_remarks" in (r.answers ?? {})),
      ),
    ).toBe(true);
    for (const trace of ["secret-one", "secret-two", w.reviewer1.last_name, w.reviewer2.last_name, w.reviewer1.email])
      expect(paper.raw.body).not.toContain(trace);
    // the author's own list (My Papers) answers the same
    const mine = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token: w.author.token,
      query: { created_by: 1 },
    });
    const listed = mine.body.result.data.find((p: { id: number }) => p.id === w.paper.id);
    expect(remarksOf(listed.paper_reviewer_data)).toEqual(["Public remark one.", "Public remark two."]);
  });

  it("under Open GET /paper/{id} names the reviewers to the author during the window", async () => {
    const w = await openWorld({ reviewing_model: "Open" });
    expect((await paperAs(w, w.author.token)).body.result.paper_reviewer_data[0]).toMatchObject({
      first_name: w.reviewer1.first_name,
      last_name: w.reviewer1.last_name,
      email: null,
    });
  });

  it("before and after the window, and on a blocked paper, GET /paper/{id} shows the author no review (unreleased)", async () => {
    const before = await openWorld({
      author_response_start: wallClockIn("Europe/Lisbon", 60 * MINUTE),
      author_response_end: wallClockIn("Europe/Lisbon", 120 * MINUTE),
    });
    expect((await paperAs(before, before.author.token)).body.result.paper_reviewer_data).toEqual([]);
    const after = await openWorld({
      author_response_start: wallClockIn("Europe/Lisbon", -120 * MINUTE),
      author_response_end: wallClockIn("Europe/Lisbon", -60 * MINUTE),
    });
    expect((await paperAs(after, after.author.token)).body.result.paper_reviewer_data).toEqual([]);
    const blocked = await openWorld();
    await setPaperStatus(t, blocked.paper.id, 30);
    expect((await paperAs(blocked, blocked.author.token)).body.result.paper_reviewer_data).toEqual([]);
    // released after a decision: unchanged (the reviews, as before)
    await setPaperStatus(t, after.paper.id, 35, "Accept");
    expect(remarksOf((await paperAs(after, after.author.token)).body.result.paper_reviewer_data)).toEqual([
      "Public remark one.",
      "Public remark two.",
    ]);
  });

  it("reviewers and chairs read the response beside the reviews; chairs also the version before it", async () => {
    const w = await openWorld();
    await respond(w, w.author.token, "We disagree with review two.");
    // reviewer two updates their review after reading the response
    expect(
      (
        await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
          token: w.reviewer2.token,
          body: review({ reviewer_evaluation: 1, reviewer_remarks: "Convinced by the response." }),
        })
      ).status,
    ).toBe(200);
    const asReviewer = await read(w, w.reviewer1.token);
    expect(asReviewer.body.result.response).toBe("We disagree with review two.");
    expect(asReviewer.body.result.before_response).toBeNull();
    const asChair = await read(w, w.chair.token);
    expect(asChair.body.result.reviews.map((r: { reviewer_remarks: string }) => r.reviewer_remarks)).toContain(
      "Convinced by the response.",
    );
    expect(asChair.body.result.before_response.map((r: { reviewer_remarks: string }) => r.reviewer_remarks)).toEqual([
      "Public remark one.",
      "Public remark two.",
    ]);
    expect((await read(w, w.outsider.token)).status).toBe(404);
  });
});

describe("mails", () => {
  /** The mails that told the world's conference its responses closed. */
  const closingMails = (w: ReviewWorld) =>
    t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "body_text"])
      .where("context_type", "=", "response_closed")
      .where("context_id", "=", w.confId)
      .execute();

  it("reviewers and chairs are told once when the responses close", async () => {
    const w = await openWorld();
    await respond(w, w.author.token, "Thanks.");
    const later = new Date(Date.now() + 3 * 3600_000);
    expect(await notifyClosedResponses(t.ctx, later)).toBeGreaterThanOrEqual(1);
    const mails = await closingMails(w);
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [w.chair.email, w.trackChair.email, w.reviewer1.email, w.reviewer2.email].sort(),
    );
    for (const m of mails) expect(m.body_text).not.toContain(w.author.last_name);
    await notifyClosedResponses(t.ctx, later);
    const again = await closingMails(w);
    expect(again.length).toBe(mails.length);
  });

  it("no one conflicted with the paper is told when the responses close", async () => {
    const w = await openWorld();
    await respond(w, w.author.token, "Thanks.");
    // a reviewer with a declared conflict, and the track chair listed as an author by address only
    await declareConflict(t, w, w.reviewer2.id);
    await listAddressAsAuthor(t, w, w.trackChair.email);
    expect(await notifyClosedResponses(t.ctx, new Date(Date.now() + 3 * 3600_000))).toBeGreaterThanOrEqual(1);
    const mails = await closingMails(w);
    expect(mails.map((m) => m.to_address).sort()).toEqual([w.chair.email, w.reviewer1.email].sort());
  });

  it("a chair previews, then sends the 'you may respond until' mail to every author", async () => {
    const w = await openWorld();
    expect(
      (
        await call(t.app, "POST", `/paper/response-mail/${w.confId}`, {
          token: w.reviewer1.token,
          body: { preview: 1 },
        })
      ).status,
    ).toBe(403);
    const preview = await call(t.app, "POST", `/paper/response-mail/${w.confId}`, {
      token: w.chair.token,
      body: { preview: 1 },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ preview: true, papers: 1, recipients: 2, queued: 0 });
    expect(preview.body.result.sample.text).toContain("respond until");
    expect(preview.body.result.sample.text).toContain("(Europe/Lisbon)");
    expect(
      await t.ctx.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("context_type", "=", "paper.response_open")
        .where("conf_id", "=", w.confId)
        .execute(),
    ).toEqual([]);
    const sent = await call(t.app, "POST", `/paper/response-mail/${w.confId}`, { token: w.chair.token, body: {} });
    expect(sent.body.result.queued).toBe(2);
    const resent = await call(t.app, "POST", `/paper/response-mail/${w.confId}`, { token: w.chair.token, body: {} });
    expect(resent.body.result.queued).toBe(0);
  });
});
