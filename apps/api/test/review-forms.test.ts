// The review form (versions, answers, per-field visibility), the decision
// list with outcomes, drafts and review versions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_FORM, countWords } from "@symposia/domain";
import { insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { buildReviewWorld, review, setPaperStatus, type ReviewWorld } from "./reviews.world.js";
import type { TestUser } from "./support/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CUSTOM_FIELDS = [
  {
    key: "novelty",
    label: "Novelty",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 1, label: "Low" },
      { value: 2, label: "Medium" },
      { value: 3, label: "High" },
    ],
  },
  { key: "summary", label: "Summary", type: "text", required: true, visibility: "authors", min_words: 3, max_words: 8 },
  { key: "pc_note", label: "Note to the PC", type: "text", required: false, visibility: "pc" },
  {
    key: "award",
    label: "Award candidate",
    type: "select",
    required: false,
    visibility: "chairs",
    options: ["No", "Maybe", "Yes"],
  },
  { key: "ethics", label: "Ethics checked", type: "checkbox", required: true, visibility: "pc" },
];
const customAnswers = (overrides: Record<string, unknown> = {}) => ({
  novelty: 3,
  summary: "A clear and useful study.",
  pc_note: "pc-only-note",
  award: "Yes",
  ethics: true,
  ...overrides,
});

const getForm = (w: ReviewWorld, who: TestUser) =>
  call(t.app, "GET", `/conference/review-form/${w.confId}`, { token: who.token });
const saveForm = (w: ReviewWorld, who: TestUser, body: unknown) =>
  call(t.app, "POST", `/conference/review-form/${w.confId}`, { token: who.token, body });
const addReview = (w: ReviewWorld, who: TestUser, body: unknown, paperId = w.paper.id) =>
  call(t.app, "POST", `/paper/add-review/${paperId}`, { token: who.token, body });
const paperAs = (w: ReviewWorld, who: TestUser) => call(t.app, "GET", `/paper/${w.paper.id}`, { token: who.token });

describe("GET/POST /conference/review-form/{confId}", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("answers the default form (today's four fields) to reviewers and chairs, and nobody else", async () => {
    for (const who of [w.reviewer1, w.tpcMember, w.trackChair, w.chair, w.oc, w.admin]) {
      const res = await getForm(w, who);
      expect(res.status, who.first_name).toBe(200);
      expect(res.body.result.version).toBe(0);
      expect(res.body.result.fields).toEqual(DEFAULT_REVIEW_FORM);
    }
    expect((await getForm(w, w.author)).status).toBe(403);
    expect((await getForm(w, w.outsider)).status).toBe(403);
  });

  it("lets only chairs save a form, and checks it per field", async () => {
    expect((await saveForm(w, w.reviewer1, { fields: CUSTOM_FIELDS })).status).toBe(403);
    expect((await saveForm(w, w.trackChair, { fields: CUSTOM_FIELDS })).status).toBe(403);
    const bad = await saveForm(w, w.chair, {
      fields: [{ key: "Bad key", label: "", type: "score", scale: [{ value: 1, label: "x" }] }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result)).toEqual(
      expect.arrayContaining(["fields.0.key", "fields.0.label", "fields.0.scale"]),
    );
    const dup = await saveForm(w, w.chair, { fields: [CUSTOM_FIELDS[4], CUSTOM_FIELDS[4]] });
    expect(dup.status).toBe(422);
    expect(dup.body.message).toBe("Every field needs its own key.");
    const ok = await saveForm(w, w.chair, { fields: CUSTOM_FIELDS });
    expect(ok.status).toBe(200);
    expect(ok.body.result.version).toBe(1);
    const now = await getForm(w, w.reviewer1);
    expect(now.body.result.version).toBe(1);
    expect(now.body.result.fields.map((f: { key: string }) => f.key)).toEqual([
      "novelty",
      "summary",
      "pc_note",
      "award",
      "ethics",
    ]);
  });

  it("needs confirm: true to remove a field or change a scale once reviews answer the form; old answers stay readable", async () => {
    expect((await addReview(w, w.reviewer1, { answers: customAnswers() })).status).toBe(200);
    // adding a field is free
    const added = await saveForm(w, w.chair, {
      fields: [...CUSTOM_FIELDS, { key: "extra", label: "Extra", type: "checkbox" }],
    });
    expect(added.status).toBe(200);
    expect(added.body.result.version).toBe(2);
    const changedScale = CUSTOM_FIELDS.filter((f) => f.key !== "pc_note").map((f) =>
      f.key === "novelty"
        ? {
            ...f,
            scale: [
              { value: 1, label: "Low" },
              { value: 5, label: "Top" },
            ],
          }
        : f,
    );
    const refused = await saveForm(w, w.chair, { fields: changedScale });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Reviews already answer this form, and this change changes the scale of "Novelty", ' +
        'removes "Note to the PC", removes "Extra". Their old answers stay readable with the ' +
        "version they were written against; send confirm: true to save it.",
    );
    const confirmed = await saveForm(w, w.chair, { fields: changedScale, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.version).toBe(3);
    // the review written against version 1 still shows all its answers to the chair, with its version
    const mine = (await paperAs(w, w.chair)).body.result.paper_reviewer_data.find(
      (r: { user_id: number }) => r.user_id === w.reviewer1.id,
    );
    expect(mine.form_version).toBe(1);
    expect(mine.answers).toMatchObject({ novelty: 3, pc_note: "pc-only-note", award: "Yes" });
  });
});

describe("POST /paper/add-review/{paperId} on the default form", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("accepts exactly the spec's four fields and stores them in the spec's columns and as answers", async () => {
    const res = await addReview(
      w,
      w.reviewer1,
      review({ reviewer_evaluation: "-3", reviewer_confidence: 1, reviewer_confidential_remarks: null }),
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ draft: false, form_version: 0, review_version: 1 });
    const row = await t.ctx.db
      .selectFrom("paper_reviewers")
      .selectAll()
      .where("id", "=", w.assignment1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reviewer_evaluation: -3,
      reviewer_confidence: 1,
      reviewer_remarks: "Sound method, clear writing.",
      reviewer_confidential_remarks: null,
      form_version: 0,
    });
    expect(JSON.parse(row.answers!)).toEqual({
      reviewer_evaluation: -3,
      reviewer_confidence: 1,
      reviewer_remarks: "Sound method, clear writing.",
      reviewer_confidential_remarks: null,
    });
    for (const [body, field, message] of [
      [review({ reviewer_evaluation: 4 }), "reviewer_evaluation", "Evaluation must be one of 3, 2, 1, 0, -1, -2, -3."],
      [review({ reviewer_confidence: 0 }), "reviewer_confidence", "Confidence must be one of 5, 4, 3, 2, 1."],
      [review({ reviewer_evaluation: undefined }), "reviewer_evaluation", "Evaluation is required."],
      [review({ reviewer_remarks: "  " }), "reviewer_remarks", "Remarks is required."],
      [review({ reviewer_evaluation: "x" }), "reviewer_evaluation", "Evaluation must be a number."],
    ] as const) {
      const bad = await addReview(w, w.reviewer2, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.body.result[field]).toEqual([message]);
    }
  });
});

describe("a custom form end to end", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
    expect((await saveForm(w, w.chair, { fields: CUSTOM_FIELDS })).status).toBe(200);
  });

  it("checks every field type, required fields and word counts per field (the shared counter)", async () => {
    const res = await addReview(w, w.reviewer1, {
      answers: customAnswers({ novelty: 4, summary: "two words", award: "Perhaps", ethics: false }),
    });
    expect(res.status).toBe(422);
    expect(res.body.result).toEqual({
      novelty: ["Novelty must be one of 3, 2, 1."],
      summary: [`Summary needs at least 3 words (it has ${countWords("two words")}).`],
      award: ["Award candidate must be one of: No, Maybe, Yes."],
      ethics: ["Ethics checked must be ticked."],
    });
    const long = await addReview(w, w.reviewer1, {
      answers: customAnswers({ summary: "one two three four five six seven eight nine" }),
    });
    expect(long.body.result).toEqual({ summary: ["Summary may have at most 8 words (it has 9)."] });
    // the spec's four fields alone are not this form's answers
    const legacy = await addReview(w, w.reviewer1, review());
    expect(legacy.status).toBe(422);
    expect(Object.keys(legacy.body.result).sort()).toEqual(["ethics", "novelty", "summary"]);
  });

  it("saves a valid review; the spec's columns stay empty when the form lacks those fields", async () => {
    expect((await addReview(w, w.reviewer1, { answers: customAnswers() })).status).toBe(200);
    expect(
      (
        await addReview(w, w.reviewer2, {
          answers: customAnswers({ novelty: 1, pc_note: "", award: "No", summary: "Not novel at all." }),
        })
      ).status,
    ).toBe(200);
    const row = await t.ctx.db
      .selectFrom("paper_reviewers")
      .selectAll()
      .where("id", "=", w.assignment1)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reviewer_evaluation: null, reviewer_remarks: null, form_version: 1 });
  });

  it("shows each field only to its audience on every route that shows reviews", async () => {
    const keysOf = (entries: { answers: Record<string, unknown> }[]) =>
      entries.map((e) => Object.keys(e.answers).sort());
    // chairs: everything
    const chair = (await paperAs(w, w.chair)).body.result.paper_reviewer_data;
    expect(keysOf(chair)).toEqual([
      ["award", "ethics", "novelty", "pc_note", "summary"],
      ["award", "ethics", "novelty", "pc_note", "summary"],
    ]);
    // a PC member: their own in full, the other's without the chairs-only field
    const pc = (await paperAs(w, w.reviewer2)).body.result.paper_reviewer_data;
    const own = pc.find((e: { answers: { novelty?: number } }) => e.answers.novelty === 1);
    const other = pc.find((e: { answers: { novelty?: number } }) => e.answers.novelty === 3);
    expect(Object.keys(own.answers).sort()).toEqual(["award", "ethics", "novelty", "pc_note", "summary"]);
    expect(Object.keys(other.answers).sort()).toEqual(["ethics", "novelty", "pc_note", "summary"]);
    const list = (await call(t.app, "GET", `/paper/all/${w.trackId}/1`, { token: w.trackChair.token })).body.result
      .data[0].paper_reviewer_data;
    expect(keysOf(list)[0]).toContain("award");
    // authors: nothing before release, then only the authors fields
    expect((await paperAs(w, w.author)).body.result.paper_reviewer_data).toEqual([]);
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    const author = (await paperAs(w, w.author)).body.result.paper_reviewer_data;
    expect(keysOf(author)).toEqual([
      ["novelty", "summary"],
      ["novelty", "summary"],
    ]);
    const authorList = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token: w.author.token,
      query: { created_by: true },
    });
    expect(authorList.raw.body).not.toContain("pc-only-note");
    expect(authorList.raw.body).not.toContain('"award"');
    const mail = await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
    });
    expect(mail.body.result.message).not.toContain("pc-only-note");
    await setPaperStatus(t, w.paper.id, 0, null);
  });

  it("writes one CSV column per field, with the viewer's visibility", async () => {
    const res = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.chair.token,
      query: { status: 1000 },
    });
    const lines = res.raw.body.slice(1).split("\r\n");
    expect(lines[0]).toContain("Reviews,Novelty,Summary,Note to the PC,Award candidate,Ethics checked");
    const row = lines.find((l: string) => l.includes("Mutation testing at scale"))!;
    expect(row).toContain("High (3) | Low (1)");
    expect(row).toContain("pc-only-note | -");
    expect(row).toContain("Yes | No");
    // a chair who co-authored a paper reads it as an author: only the authors fields
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.oc.id,
      title: "OC paper",
    });
    const a = await insertReviewerAssignment(t.ctx, paper.id, w.reviewer1.id);
    expect(a).toBeGreaterThan(0);
    expect(
      (await addReview(w, w.reviewer1, { answers: customAnswers({ pc_note: "hidden-from-oc" }) }, paper.id)).status,
    ).toBe(200);
    await setPaperStatus(t, paper.id, 35, "Accept");
    const oc = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.oc.token,
      query: { status: 1000 },
    });
    const ocRow = oc.raw.body.split("\r\n").find((l: string) => l.includes("OC paper"))!;
    expect(ocRow).toContain("High (3)");
    expect(ocRow).not.toContain("hidden-from-oc");
    expect(ocRow).not.toContain("Yes");
  });

  it("gives Reports per-field averages and distributions of submitted reviews", async () => {
    const charts = (await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: w.chair.token })).body.result;
    const novelty = charts.review_fields.find((f: { key: string }) => f.key === "novelty");
    // three submitted reviews: 3, 1 and 3
    expect(novelty).toMatchObject({ type: "score", answered: 3, average: 2.33 });
    expect(novelty.distribution).toEqual([
      { value: 1, label: "Low", count: 1 },
      { value: 2, label: "Medium", count: 0 },
      { value: 3, label: "High", count: 2 },
    ]);
    expect(
      charts.review_fields
        .find((f: { key: string }) => f.key === "award")
        .distribution.map((d: { count: number }) => d.count),
    ).toEqual([1, 0, 2]);
  });
});

describe("drafts and versions", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("saves a draft without required fields; nobody else sees it and it counts nowhere", async () => {
    const draft = await addReview(w, w.reviewer1, {
      draft: true,
      answers: { reviewer_evaluation: 2, reviewer_remarks: "half-written-draft" },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.message).toBe("Your draft has been saved; nobody else sees it until you submit.");
    // a value off the scale is refused even in a draft
    expect((await addReview(w, w.reviewer1, { draft: true, answers: { reviewer_evaluation: 9 } })).status).toBe(422);
    for (const who of [w.chair, w.reviewer2, w.trackChair]) {
      const paper = (await paperAs(w, who)).body.result;
      expect(JSON.stringify(paper), who.first_name).not.toContain("half-written-draft");
      expect(paper.reviewed_count).toBe(0);
      expect(paper.average_evaluation).toBeNull();
    }
    const charts = (await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: w.chair.token })).body.result;
    expect(charts.review_progress.submitted).toBe(0);
    expect(charts.review_fields[0].answered).toBe(0);
    // the reviewer gets it back on their list
    const mine = (await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.reviewer1.token })).body
      .result.data[0].my_review;
    expect(mine.reviewed_at).toBeNull();
    expect(mine.draft).toMatchObject({
      answers: { reviewer_evaluation: 2, reviewer_remarks: "half-written-draft" },
      form_version: 0,
    });
  });

  it("submits later, keeps every submitted version, and shows the history to chairs only", async () => {
    expect((await addReview(w, w.reviewer1, review({ reviewer_remarks: "First version." }))).status).toBe(200);
    const mine = (await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: w.reviewer1.token })).body
      .result.data[0].my_review;
    expect(mine.draft).toBeNull();
    // a draft over a submitted review leaves the submitted one in place for others
    expect(
      (await addReview(w, w.reviewer1, { draft: true, answers: { reviewer_remarks: "draft-of-v2" } })).status,
    ).toBe(200);
    const chairView = (await paperAs(w, w.chair)).body.result.paper_reviewer_data.find(
      (r: { user_id: number }) => r.user_id === w.reviewer1.id,
    );
    expect(chairView.reviewer_remarks).toBe("First version.");
    const second = await addReview(
      w,
      w.reviewer1,
      review({ reviewer_remarks: "Second version.", reviewer_evaluation: -1 }),
    );
    expect(second.body.message).toBe("Your review has been updated.");
    expect(second.body.result.review_version).toBe(2);
    const history = await call(t.app, "GET", `/paper/review-history/${w.paper.id}/${w.reviewer1.id}`, {
      token: w.chair.token,
    });
    expect(history.status).toBe(200);
    expect(
      history.body.result.versions.map((v: { version: number; answers: { reviewer_remarks: string } }) => [
        v.version,
        v.answers.reviewer_remarks,
      ]),
    ).toEqual([
      [1, "First version."],
      [2, "Second version."],
    ]);
    expect(history.body.result.versions[0].fields).toEqual(DEFAULT_REVIEW_FORM);
    expect(
      (await call(t.app, "GET", `/paper/review-history/${w.paper.id}/${w.reviewer1.id}`, { token: w.trackChair.token }))
        .status,
    ).toBe(200);
    for (const [who, status] of [
      [w.reviewer1, 403],
      [w.reviewer2, 403],
      [w.author, 403],
      [w.outsider, 404],
    ] as const) {
      expect(
        (await call(t.app, "GET", `/paper/review-history/${w.paper.id}/${w.reviewer1.id}`, { token: who.token }))
          .status,
        who.first_name,
      ).toBe(status);
    }
    // once decided, the review can no longer be updated
    await setPaperStatus(t, w.paper.id, 35, "Accept");
    expect((await addReview(w, w.reviewer1, review())).status).toBe(409);
    await setPaperStatus(t, w.paper.id, 0, null);
  });
});

describe("GET/POST /conference/decisions/{confId}", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });
  const decide = (who: TestUser, decision: string, paperId = w.paper.id) =>
    call(t.app, "POST", `/paper/final-review/${paperId}`, {
      token: who.token,
      body: { decision, final_decision_remark: "Because." },
    });
  const statusOf = async (id: number) =>
    await t.ctx.db.selectFrom("papers").select(["status", "decision"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("answers the spec's five by default", async () => {
    const res = await call(t.app, "GET", `/conference/decisions/${w.confId}`, { token: w.trackChair.token });
    expect(res.status).toBe(200);
    expect(res.body.result.decisions.map((d: { label: string; outcome: string }) => [d.label, d.outcome])).toEqual([
      ["No Decision", "none"],
      ["Probably Accept", "none"],
      ["Accept", "accept"],
      ["Probably Reject", "reject"],
      ["Reject", "reject"],
    ]);
    expect((await call(t.app, "GET", `/conference/decisions/${w.confId}`, { token: w.author.token })).status).toBe(403);
  });

  it("runs a custom list end to end: Final Review takes its labels, statuses follow the outcome, templates too", async () => {
    const list = [
      { label: "Undecided", outcome: "none" },
      { label: "Accept as talk", outcome: "accept" },
      { label: "Accept as poster", outcome: "accept" },
      { label: "Reject", outcome: "reject" },
    ];
    expect(
      (
        await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
          token: w.trackChair.token,
          body: { decisions: list },
        })
      ).status,
    ).toBe(403);
    const saved = await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
      token: w.chair.token,
      body: { decisions: list },
    });
    expect(saved.status).toBe(200);
    const old = await decide(w.chair, "Probably Accept");
    expect(old.status).toBe(422);
    expect(old.body.result.decision).toEqual([
      "Decision must be one of Undecided, Accept as talk, Accept as poster, Reject.",
    ]);
    const poster = await decide(w.trackChair, "Accept as poster");
    expect(poster.status).toBe(200);
    expect(poster.body.result).toMatchObject({ status: 35, outcome: "accept" });
    const mail = await call(t.app, "GET", `/paper/accepted-paper-email-tamplate/${w.paper.id}`, {
      token: w.chair.token,
    });
    expect(mail.body.result.message).toContain("Decision: Accept as poster");
    const counts = (await call(t.app, "GET", `/paper/report-counts/${w.confId}`, { token: w.chair.token })).body.result;
    expect(counts.find((c: { status: number }) => c.status === 35).count).toBe(1);
    const charts = (await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: w.chair.token })).body.result;
    expect(charts.decisions.find((d: { decision: string }) => d.decision === "Accept as poster").count).toBe(1);
    expect((await decide(w.chair, "Undecided")).body.result.status).toBe(18);
    expect((await decide(w.chair, "Reject")).body.result.status).toBe(20);
  });

  it("refuses to drop a label in use without a replacement, and moves its papers to the replacement's outcome", async () => {
    await decide(w.chair, "Accept as poster");
    const without = [
      { label: "Undecided", outcome: "none" },
      { label: "Accept as talk", outcome: "accept" },
      { label: "Reject", outcome: "reject" },
    ];
    const refused = await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
      token: w.chair.token,
      body: { decisions: without },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Papers carry "Accept as poster" (1); choose a replacement from the new list in replacements before removing it.',
    );
    const badTarget = await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
      token: w.chair.token,
      body: { decisions: without, replacements: { "Accept as poster": "Nope" } },
    });
    expect(badTarget.status).toBe(422);
    const ok = await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
      token: w.chair.token,
      body: { decisions: without, replacements: { "Accept as poster": "Reject" } },
    });
    expect(ok.status).toBe(200);
    expect(await statusOf(w.paper.id)).toEqual({ status: 20, decision: "Reject" });
    // a kept label whose outcome changes carries its papers along
    const flipped = without.map((d) => (d.label === "Reject" ? { ...d, outcome: "none" } : d));
    expect(
      (
        await call(t.app, "POST", `/conference/decisions/${w.confId}`, {
          token: w.chair.token,
          body: { decisions: flipped },
        })
      ).status,
    ).toBe(200);
    expect(await statusOf(w.paper.id)).toEqual({ status: 18, decision: "Reject" });
  });
});

describe("offline review forms", () => {
  let w: ReviewWorld;
  let second: number;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Second paper",
    });
    second = paper.id;
    await insertReviewerAssignment(t.ctx, second, w.reviewer1.id);
  });
  const download = (who: TestUser, query: Record<string, number> = {}) =>
    call(t.app, "GET", `/paper/offline-review-form/${w.confId}`, { token: who.token, query });
  const upload = (who: TestUser, text: string) =>
    call(t.app, "POST", `/paper/offline-review-form/${w.confId}`, { token: who.token, body: { text } });
  const fill = (text: string, paperId: number, key: string, value: string) => {
    // the answer goes under the field's line inside that paper's section
    const start = text.indexOf(`==+== Paper: ${paperId}\n`);
    const at = text.indexOf(`[${key}]\n`, start) + `[${key}]\n`.length;
    return text.slice(0, at) + `${value}\n` + text.slice(at);
  };

  it("downloads all the reviewer's papers, or one, with the form's fields and scales", async () => {
    const all = await download(w.reviewer1);
    expect(all.status).toBe(200);
    expect(all.raw.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(all.raw.body).toContain(`==+== Paper: ${w.paper.id}`);
    expect(all.raw.body).toContain(`==+== Paper: ${second}`);
    expect(all.raw.body).toContain(
      "==-== Write one number: 3 = Strong Accept, 2 = Accept, 1 = Weak Accept, 0 = Borderline Paper, -1 = Weak Reject, -2 = Reject, -3 = Strong Reject.",
    );
    const one = await download(w.reviewer1, { paper_id: second });
    expect(one.raw.body).toContain(`==+== Paper: ${second}`);
    expect(one.raw.body).not.toContain(`==+== Paper: ${w.paper.id}`);
    expect((await download(w.reviewer2, { paper_id: second })).status).toBe(404);
  });

  it("saves the good papers of a file and refuses a bad one whole, saying why", async () => {
    let text = (await download(w.reviewer1)).raw.body;
    text = fill(text, w.paper.id, "reviewer_evaluation", "-1");
    text = fill(text, w.paper.id, "reviewer_confidence", "4 = High");
    text = fill(text, w.paper.id, "reviewer_remarks", "Offline remarks,\non two lines.");
    // the second paper: an evaluation off the scale, remarks given (must not be half-saved)
    text = fill(text, second, "reviewer_evaluation", "7");
    text = fill(text, second, "reviewer_confidence", "3");
    text = fill(text, second, "reviewer_remarks", "should-not-be-saved");
    const res = await upload(w.reviewer1, text);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("1 saved, 1 refused.");
    expect(res.body.result.results).toEqual([
      { paper_id: w.paper.id, saved: true, errors: {}, message: "Review submitted." },
      {
        paper_id: second,
        saved: false,
        errors: { reviewer_evaluation: ["Evaluation must be one of 3, 2, 1, 0, -1, -2, -3."] },
        message: "Evaluation must be one of 3, 2, 1, 0, -1, -2, -3.",
      },
    ]);
    const rows = await t.ctx.db
      .selectFrom("paper_reviewers")
      .selectAll()
      .where("user_id", "=", w.reviewer1.id)
      .orderBy("paper_id")
      .execute();
    expect(rows[0]).toMatchObject({
      reviewer_evaluation: -1,
      reviewer_confidence: 4,
      reviewer_remarks: "Offline remarks,\non two lines.",
    });
    expect(rows[1]).toMatchObject({ reviewed_at: null, reviewer_remarks: null, draft_answers: null });
    // a paper the uploader may not see is refused on its own, like a missing one
    const foreign = (await download(w.reviewer1, { paper_id: second })).raw.body;
    const other = await upload(w.reviewer2, foreign);
    expect(other.body.result.results[0]).toMatchObject({ paper_id: second, saved: false, message: "Paper not found." });
  });

  it("refuses a file that repeats a paper's section, or carries too many, before writing anything (422)", async () => {
    const one = (await download(w.reviewer1, { paper_id: second })).raw.body;
    const filled = fill(
      fill(fill(one, second, "reviewer_evaluation", "1"), second, "reviewer_confidence", "3"),
      second,
      "reviewer_remarks",
      "Once.",
    );
    const section = filled.slice(filled.indexOf(`==+== Paper: ${second}`));
    const count = async (table: "review_versions" | "audit_log") =>
      Number(
        (
          await t.ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const versions = () => count("review_versions");
    const audits = () => count("audit_log");
    const [versionsBefore, auditsBefore] = [await versions(), await audits()];
    // the attack: the same paper 2,000 times
    const minimal = `==+== Paper: ${second}\n==*== Overall evaluation [reviewer_evaluation]\n1\n`;
    const repeated = await upload(w.reviewer1, minimal.repeat(2000));
    expect(repeated.status).toBe(422);
    expect(repeated.body.result.text[0]).toBe(
      `The file has 2000 paper sections; one upload takes at most 200. Split it into several files.`,
    );
    const twice = await upload(w.reviewer1, `${section}\n${section}`);
    expect(twice.status).toBe(422);
    expect(twice.body.result.text).toEqual([
      `Paper ${second} appears 2 times in the file ("==+== Paper: ${second}"); keep one section per paper.`,
    ]);
    expect(await versions()).toBe(versionsBefore);
    expect(await audits()).toBe(auditsBefore);
    const mine = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["reviewed_at"])
      .where("paper_id", "=", second)
      .where("user_id", "=", w.reviewer1.id)
      .executeTakeFirstOrThrow();
    expect(mine.reviewed_at).toBeNull();
    // one section per paper is saved once
    const ok = await upload(w.reviewer1, section);
    expect(ok.status).toBe(200);
    expect(ok.body.result.saved).toBe(1);
    expect(await versions()).toBe(versionsBefore + 1);
  });

  it("is refused when the conference turns offline forms off, and for a file without papers", async () => {
    expect((await upload(w.reviewer1, "just some text")).status).toBe(409);
    await t.ctx.db.updateTable("conferences").set({ use_offline_review_forms: 0 }).where("id", "=", w.confId).execute();
    const off = await download(w.reviewer1);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("Offline review forms are turned off for this conference; review on Review Papers.");
    await t.ctx.db.updateTable("conferences").set({ use_offline_review_forms: 1 }).where("id", "=", w.confId).execute();
  });
});
