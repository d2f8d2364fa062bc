// Text that is not well-formed Unicode: a lone UTF-16 surrogate (half of a pair, as "\ud800" in a
// JSON body) names no character. Both drivers store it in a text column as U+FFFD (the user's text
// silently changed), and where it stays a JSON escape (review answers, submission field answers),
// PostgreSQL's jsonb refuses the escape, so every read that looks into those answers (the chairs'
// dashboard, All Papers' score searches and sorts) failed with a 500 on PostgreSQL. It is refused
// on the way in, like NUL, with a 422 naming the field.
import { describe, expect, it } from "vitest";
import { createUser } from "./support/factories.js";
import {
  MINIMAL_PDF,
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
} from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call } from "./support/testApp.js";
import { chairsAnswerReads } from "./support/answerReads.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const LONE_HIGH = "Solid work\ud800, but see below.";
const LONE_LOW = "Solid work\udc00.";
/** a character outside the BMP: a surrogate pair, which is well-formed */
const PAIRED = "Solid work 👍, but see below.";

const t = useTestApp();
const w = useWorld(t, async (t) => {
  const chair = await createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair" });
  const author = await createUser(t.app, t.ctx, { first_name: "Ada", last_name: "Author" });
  const reviewers = [
    await createUser(t.app, t.ctx, { first_name: "Rita", last_name: "One" }),
    await createUser(t.app, t.ctx, { first_name: "Rolf", last_name: "Two" }),
  ];
  const { id: confId } = await insertConference(t.ctx, chair.id, {
    permit_pc_members_to_enter_reviews: 1,
    additional_fields_submission_form: JSON.stringify([
      { key: "note", label: "Note", type: "text", options: [], required: false, visibility: "reviewers" },
    ]),
  });
  const trackId = await insertTrack(t.ctx, confId, "Main");
  const paper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  for (const r of reviewers) {
    await insertTpcMember(t.ctx, trackId, r.id);
    await insertReviewerAssignment(t.ctx, paper.id, r.id);
  }
  return { chair, author, reviewers, confId, trackId, paperId: paper.id };
});

const review = (remarks: string, confidential = "Between us.") => ({
  reviewer_evaluation: 2,
  reviewer_confidence: 4,
  reviewer_remarks: remarks,
  reviewer_confidential_remarks: confidential,
});

/** The reviewer's assignment on the paper as stored: whether a review was saved, and its remarks. */
const storedReview = (userId: number) =>
  t.ctx.db
    .selectFrom("paper_reviewers")
    .select(["reviewed_at", "reviewer_remarks"])
    .where("paper_id", "=", w.paperId)
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();

const submitReview = (token: string, body: Record<string, unknown>) =>
  call(t.app, "POST", `/paper/add-review/${w.paperId}`, { token, body });

describe("a lone surrogate in a review's text", () => {
  it.each([
    ["the remarks (a high surrogate)", review(LONE_HIGH), "reviewer_remarks"],
    ["the remarks (a low surrogate)", review(LONE_LOW), "reviewer_remarks"],
    ["the confidential remarks", review("Fine.", LONE_HIGH), "reviewer_confidential_remarks"],
    ["an answer of `answers`", { answers: review(LONE_HIGH) }, "answers.reviewer_remarks"],
  ])("in %s is refused with a 422 naming the field, and nothing is stored", async (_what, body, field) => {
    const answer = await submitReview(w.reviewers[0]!.token, body);
    expect(answer.status, answer.raw.body).toBe(422);
    expect(answer.body.success).toBe(false);
    expect((answer.body.result as Record<string, string[]>)[field]).toEqual([
      "Must be well-formed text: it holds half of a character (a lone surrogate).",
    ]);
    expect((await storedReview(w.reviewers[0]!.id)).reviewed_at).toBeNull();
  });

  it("leaves the dashboard and All Papers' score reads answering, with the reviews that were accepted", async () => {
    // an emoji is a surrogate pair: well-formed, accepted and stored as typed
    const ok = await submitReview(w.reviewers[1]!.token, review(PAIRED));
    expect(ok.status, ok.raw.body).toBe(200);
    const refused = await submitReview(w.reviewers[0]!.token, review(LONE_HIGH));
    expect(refused.status).toBe(422);
    expect((await storedReview(w.reviewers[1]!.id)).reviewer_remarks).toBe(PAIRED);

    const statuses = await chairsAnswerReads(t.app, w.chair.token, w.confId);
    expect(statuses).toEqual(Object.fromEntries(Object.keys(statuses).map((k) => [k, 200])));
    const dashboard = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, { token: w.chair.token });
    const reviewing = dashboard.body.result.phases.find((p: { key: string }) => p.key === "reviewing");
    expect(reviewing.counts.find((c: { key: string }) => c.key === "reviews_done").value).toBe(1);
  });
});

describe("a lone surrogate in a submission field's answer (JSON inside a multipart field)", () => {
  const submit = (fields: string) => {
    const mp = multipartBody(
      { conf_id: w.confId, track_id: w.trackId, paper_title: "Answers", keywords: "k", abstract: "Abstract.", fields },
      [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
    );
    return call(t.app, "POST", "/paper", { token: w.author.token, body: mp.payload, headers: mp.headers });
  };
  const searchByField = () =>
    call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.chair.token,
      query: { q: "field:note=yes", scope: "all" },
    });

  it("is refused with a 422 naming the answer, and All Papers' field search keeps answering", async () => {
    // the multipart text is plain UTF-8; the escape becomes half a character only when the JSON is read
    const refused = await submit(JSON.stringify({ note: "yes" }).replace("yes", "yes\\ud800"));
    expect(refused.status, refused.raw.body).toBe(422);
    expect((refused.body.result as Record<string, string[]>)["fields.note"]).toEqual([
      "Must be well-formed text: it holds half of a character (a lone surrogate).",
    ]);
    const accepted = await submit(JSON.stringify({ note: "yes" }));
    expect(accepted.status, accepted.raw.body).toBe(200);
    const search = await searchByField();
    expect(search.status, search.raw.body).toBe(200);
    expect(search.body.result.total).toBe(1);
  });

  it("is refused in a name (key) too, the name shown as JSON escapes it", async () => {
    const refused = await submit(JSON.stringify({ note: "yes" }).replace("note", "note\\ud800"));
    expect(refused.status, refused.raw.body).toBe(422);
    expect(refused.body.result).toEqual({
      "fields.note\\ud800": ["Its name must be well-formed text: it holds half of a character (a lone surrogate)."],
    });
  });
});
