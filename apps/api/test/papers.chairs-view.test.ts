// The chairs' view of GET /paper/all and GET /paper/{id}: per score field averages
// cut by field visibility and sortable without leaking, late reviews judged by their first
// submission, the subreviewer mark, camera-ready state, and the topic, camera-ready and extra-field
// filters, per role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REVIEW_FORM, PAPER_STATUS, type ReviewField } from "@symposia/domain";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { MINIMAL_PDF, insertPaper, insertReviewerAssignment, insertTpcMember } from "./support/fixtures.js";
import { HOUR, buildWorld, setConference, utcLocal, type PaperWorld } from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;
let r2: TestUser;
let r3: TestUser;
const ids: Record<string, number> = {};
const reviewIds: Record<string, number> = {};
let topicId: number;

const FORM: ReviewField[] = [
  ...DEFAULT_REVIEW_FORM,
  {
    key: "originality",
    label: "Originality",
    description: "",
    type: "score",
    required: true,
    visibility: "chairs",
    scale: [1, 2, 3, 4, 5].map((v) => ({ value: v, label: String(v) })),
  },
];
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A submitted review on form version 1, first submitted at `first` and last at `last`. */
async function review(
  key: string,
  paperId: number,
  userId: number,
  answers: Record<string, number | string>,
  first: string,
  last = first,
) {
  const id = await insertReviewerAssignment(t.ctx, paperId, userId);
  reviewIds[key] = id;
  const json = JSON.stringify(answers);
  await t.ctx.db
    .updateTable("paper_reviewers")
    .set({
      reviewer_evaluation: answers.reviewer_evaluation as number,
      reviewer_confidence: answers.reviewer_confidence as number,
      reviewer_remarks: "Fine.",
      answers: json,
      form_version: 1,
      reviewed_at: last,
    })
    .where("id", "=", id)
    .execute();
  const versions = first === last ? [first] : [first, last];
  await t.ctx.db
    .insertInto("review_versions")
    .values(
      versions.map((at, i) => ({
        paper_reviewer_id: id,
        paper_id: paperId,
        user_id: userId,
        version: i + 1,
        form_version: 1,
        answers: json,
        submitted_at: at,
      })),
    )
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  [r2, r3] = await Promise.all([
    createUser(t.app, t.ctx, { first_name: "Rob", last_name: "Second" }),
    createUser(t.app, t.ctx, { first_name: "Rae", last_name: "Third" }),
  ]);
  await insertTpcMember(t.ctx, w.trackA, r2.id);
  await insertTpcMember(t.ctx, w.trackA, r3.id);
  // the soft deadline was a day ago; the extra fields: a chairs-only checkbox and a reviewers' select
  await setConference(t, w.confId, {
    review_deadline: utcLocal(-24 * HOUR),
    timezone_for_deadline: "UTC",
    are_track_chairs_allowed_reviews_to_authors: 1,
    additional_fields_submission_form: JSON.stringify([
      { key: "student", label: "Student paper?", type: "checkbox", required: false, visibility: "chairs" },
      {
        key: "kind",
        label: "Kind",
        type: "select",
        options: ["Long", "Short"],
        required: false,
        visibility: "reviewers",
      },
    ]),
  });
  await t.ctx.db
    .insertInto("review_form_versions")
    .values({
      conf_id: w.confId,
      version: 1,
      fields: JSON.stringify(FORM),
      created_by: w.chair.id,
      created_at: iso(-10 * 24 * HOUR),
    })
    .execute();
  const add = async (key: string, opts: { trackId?: number; authorId?: number; status?: number }) => {
    const p = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: opts.trackId ?? w.trackA,
      authorId: opts.authorId ?? w.author.id,
      title: `Paper ${key}`,
      status: opts.status,
    });
    ids[key] = p.id;
  };
  await add("mixed", {});
  await add("top", {});
  await add("final", { trackId: w.trackB, status: PAPER_STATUS.ACCEPTED });
  await add("nofinal", { trackId: w.trackB, status: PAPER_STATUS.ACCEPTED });
  await add("chairs", { trackId: w.trackB, authorId: w.chair.id });
  await t.ctx.db
    .updateTable("papers")
    .set({ submission_fields: JSON.stringify({ student: true, kind: "Long" }) })
    .where("id", "=", ids.mixed!)
    .execute();
  await t.ctx.db
    .updateTable("papers")
    .set({ submission_fields: JSON.stringify({ student: false, kind: "Short" }) })
    .where("id", "=", ids.top!)
    .execute();

  // mixed: on time but corrected after the deadline (not late), first submitted late, and a draft
  await review(
    "onTime",
    ids.mixed!,
    w.tpc.id,
    { reviewer_evaluation: 2, reviewer_confidence: 4, reviewer_remarks: "Fine.", originality: 5 },
    iso(-48 * HOUR),
    iso(-HOUR),
  );
  await review(
    "late",
    ids.mixed!,
    r2.id,
    { reviewer_evaluation: -1, reviewer_confidence: 2, reviewer_remarks: "Late.", originality: 3 },
    iso(-2 * HOUR),
  );
  const draft = await insertReviewerAssignment(t.ctx, ids.mixed!, r3.id);
  await t.ctx.db
    .updateTable("paper_reviewers")
    .set({
      draft_answers: JSON.stringify({ reviewer_evaluation: -3, originality: 1 }),
      draft_form_version: 1,
      draft_saved_at: iso(-HOUR),
    })
    .where("id", "=", draft)
    .execute();
  // top: one on-time review that a subreviewer wrote
  await review(
    "sub",
    ids.top!,
    r2.id,
    { reviewer_evaluation: 3, reviewer_confidence: 5, reviewer_remarks: "Great.", originality: 4 },
    iso(-72 * HOUR),
  );
  await t.ctx.db
    .insertInto("paper_subreviews")
    .values({
      paper_id: ids.top!,
      review_id: reviewIds.sub!,
      requested_by: r2.id,
      subreviewer_id: w.stranger.id,
      status: "approved",
      reviewer_evaluation: 3,
      reviewer_confidence: 5,
      reviewer_remarks: "Great.",
      submitted_at: iso(-73 * HOUR),
      decided_at: iso(-72 * HOUR),
      created_at: iso(-80 * HOUR),
      updated_at: iso(-72 * HOUR),
    })
    .execute();
  // the chair's own paper has the best score: its place in a score sort would tell the chair
  await review(
    "own",
    ids.chairs!,
    w.tpc.id,
    { reviewer_evaluation: 3, reviewer_confidence: 5, reviewer_remarks: "Best.", originality: 5 },
    iso(-72 * HOUR),
  );
  // final: an accepted paper with its camera-ready version; nofinal: accepted, none yet
  await t.ctx.db
    .insertInto("camera_ready_versions")
    .values({
      paper_id: ids.final!,
      final_title: "Final",
      final_abstract: "A.",
      final_authors: "[]",
      file_name: "f.pdf",
      size: MINIMAL_PDF.length,
      data: MINIMAL_PDF,
      copyright_file_name: null,
      copyright_size: null,
      copyright_data: null,
      uploaded_by: w.author.id,
      uploaded_at: iso(-HOUR),
    })
    .execute();
  const topic = await t.ctx.db
    .insertInto("conference_topics")
    .values({ conf_id: w.confId, name: "Engines", position: 1, created_at: iso(0) })
    .returning("id")
    .executeTakeFirstOrThrow();
  topicId = topic.id;
  await t.ctx.db.insertInto("paper_topics").values({ paper_id: ids.top!, topic_id: topicId }).execute();
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: number;
  score_averages?: Record<string, number>;
  late_review_count?: number;
  camera_ready?: string | null;
  paper_reviewer_data: { user_id: number | null; late?: boolean; by_subreviewer?: boolean }[];
};
const list = (token: string, query: Record<string, string | number | boolean> = {}) =>
  call(t.app, "GET", `/paper/all/${w.confId}/0`, { token, query });
const items = (res: { body: { result: { data: Item[] } } }) => res.body.result.data;
const byId = (res: { body: { result: { data: Item[] } } }, key: string) => items(res).find((p) => p.id === ids[key])!;
const order = (res: { body: { result: { data: Item[] } } }) =>
  items(res).map((p) => Object.keys(ids).find((k) => ids[k] === p.id));

describe("All Papers follows the review form", () => {
  it("averages each score field over submitted reviews only, drafts never, chairs-only fields included for chairs", async () => {
    const res = await list(w.chair.token);
    expect(res.status).toBe(200);
    expect(byId(res, "mixed").score_averages).toEqual({
      reviewer_evaluation: 0.5,
      reviewer_confidence: 3,
      originality: 4,
    });
    expect(byId(res, "top").score_averages).toEqual({ reviewer_evaluation: 3, reviewer_confidence: 5, originality: 4 });
    expect(byId(res, "nofinal").score_averages).toEqual({});
    // the chair wrote this paper: they read none of its reviews, so no average either
    expect(byId(res, "chairs").score_averages).toEqual({});
  });

  it("sorts by a score field's average, unscored and unreadable papers last in both directions", async () => {
    const desc = await list(w.chair.token, { order_by: "score:originality", order_type: "desc" });
    expect(desc.status).toBe(200);
    expect(order(desc).slice(0, 2)).toEqual(["top", "mixed"]);
    // unscored: the chair's own paper among them, by number like the others
    expect(order(desc).slice(2)).toEqual(["chairs", "nofinal", "final"]);
    const asc = await list(w.chair.token, { order_by: "score:reviewer_evaluation", order_type: "asc" });
    expect(order(asc).slice(0, 2)).toEqual(["mixed", "top"]);
    // the admin may read the chair's paper's review: there it ties for the best (ties: by number)
    const admin = await list(w.admin.token, { order_by: "score:reviewer_evaluation", order_type: "desc" });
    expect(order(admin).slice(0, 3)).toEqual(["chairs", "top", "mixed"]);
  });

  it("sorts a paper the caller is conflicted with as unscored, and shows them neither its averages nor its marks", async () => {
    const at = iso(0);
    const conflict = await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: ids.top!,
        user_id: w.oc.id,
        conflict_type: "Personal",
        source: "chair",
        reason: "Friends",
        created_by: w.chair.id,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    try {
      const res = await list(w.oc.token, { order_by: "score:reviewer_evaluation", order_type: "desc" });
      expect(res.status).toBe(200);
      // an OC member still lists the paper, but its top score must not lift it to the top
      expect(order(res)[0]).toBe("chairs");
      expect(order(res).indexOf("top")).toBeGreaterThan(order(res).indexOf("mixed"));
      expect(byId(res, "top").score_averages).toEqual({});
      expect(byId(res, "top").late_review_count).toBeUndefined();
    } finally {
      await t.ctx.db.deleteFrom("paper_conflicts").where("id", "=", conflict.id).execute();
    }
  });

  it("refuses a score sort by a field the form lacks or that is not a score, and on the authors' own list (422)", async () => {
    expect((await list(w.chair.token, { order_by: "score:nothing" })).status).toBe(422);
    expect((await list(w.chair.token, { order_by: "score:reviewer_remarks" })).status).toBe(422);
    expect((await list(w.chair.token, { order_by: "score:Bad Key" })).status).toBe(422);
    expect((await list(w.author.token, { created_by: true, order_by: "score:reviewer_evaluation" })).status).toBe(422);
  });

  it("shows the authors, once released, the averages of the fields meant for them only", async () => {
    await t.ctx.db
      .updateTable("papers")
      .set({ status: PAPER_STATUS.ACCEPTED, decision: "Accept" })
      .where("id", "=", ids.top!)
      .execute();
    try {
      const res = await list(w.author.token, { created_by: true });
      expect(byId(res, "top").score_averages).toEqual({ reviewer_evaluation: 3, reviewer_confidence: 5 });
      expect(byId(res, "top").late_review_count).toBeUndefined();
      expect(byId(res, "top").paper_reviewer_data[0]).not.toHaveProperty("by_subreviewer");
      expect(byId(res, "mixed").score_averages).toEqual({});
    } finally {
      await t.ctx.db.updateTable("papers").set({ status: 0, decision: null }).where("id", "=", ids.top!).execute();
    }
  });
});

describe("late reviews and subreviewers, chairs only", () => {
  it("counts and marks the reviews first submitted after the soft deadline; a correction after it is not late", async () => {
    for (const chair of [w.chair, w.trackChairA]) {
      const res = await list(chair.token);
      const mixed = byId(res, "mixed");
      expect(mixed.late_review_count, chair.first_name).toBe(1);
      const lateOf = (userId: number) => mixed.paper_reviewer_data.find((r) => r.user_id === userId)?.late;
      expect(lateOf(w.tpc.id)).toBe(false);
      expect(lateOf(r2.id)).toBe(true);
      expect(lateOf(r3.id)).toBe(false);
      expect(byId(res, "top").late_review_count).toBe(0);
    }
  });

  it("marks a review a subreviewer wrote in the chair's Final Review, never for the reviewers", async () => {
    const chair = await call(t.app, "GET", `/paper/${ids.top}`, { token: w.chair.token });
    expect(chair.status).toBe(200);
    expect(chair.body.result.paper_reviewer_data[0]).toMatchObject({
      user_id: r2.id,
      by_subreviewer: true,
      late: false,
    });
    expect(chair.body.result.late_review_count).toBe(0);
    const mixed = await call(t.app, "GET", `/paper/${ids.mixed}`, { token: w.chair.token });
    expect(
      mixed.body.result.paper_reviewer_data.map((r: { late: boolean; by_subreviewer: boolean }) => [
        r.late,
        r.by_subreviewer,
      ]),
    ).toEqual([
      [false, false],
      [true, false],
      [false, false],
    ]);
    const reviewer = await call(t.app, "GET", `/paper/${ids.top}`, { token: r2.token });
    expect(reviewer.status).toBe(200);
    expect(reviewer.body.result.paper_reviewer_data[0]).not.toHaveProperty("by_subreviewer");
    expect(reviewer.body.result.paper_reviewer_data[0]).not.toHaveProperty("late");
    expect(reviewer.body.result).not.toHaveProperty("late_review_count");
    // the reviewer reads all of their own review, its chairs-only score too (reviewerDataFor)
    expect(reviewer.body.result.score_averages).toEqual({
      reviewer_evaluation: 3,
      reviewer_confidence: 5,
      originality: 4,
    });
  });
});

describe("topics, camera-ready and extra-field filters", () => {
  it("filters by topic", async () => {
    const res = await list(w.chair.token, { topic_id: topicId });
    expect(order(res)).toEqual(["top"]);
    expect(res.body.result.total).toBe(1);
    expect((await list(w.chair.token, { topic_id: "x" })).status).toBe(422);
  });

  it("tells chairs whether an accepted paper's final version is uploaded, and filters by it", async () => {
    const all = await list(w.chair.token);
    expect(byId(all, "final").camera_ready).toBe("uploaded");
    expect(byId(all, "nofinal").camera_ready).toBe("missing");
    expect(byId(all, "mixed").camera_ready).toBeNull();
    expect(order(await list(w.chair.token, { camera_ready: "uploaded" }))).toEqual(["final"]);
    expect(order(await list(w.chair.token, { camera_ready: "missing" }))).toEqual(["nofinal"]);
    expect((await list(w.chair.token, { camera_ready: "soon" })).status).toBe(422);
  });

  it("filters the chairs' list by an extra field, chairs-only fields included", async () => {
    expect(order(await list(w.chair.token, { field: "student", field_value: "true" }))).toEqual(["mixed"]);
    // unticked: stored false or never answered
    expect(order(await list(w.chair.token, { field: "student", field_value: "false" }))).toEqual([
      "top",
      "final",
      "nofinal",
      "chairs",
    ]);
    expect(order(await list(w.trackChairA.token, { field: "kind", field_value: "Short" }))).toEqual(["top"]);
    expect(order(await list(w.chair.token, { field: "kind", field_value: "short" }))).toEqual([]);
  });

  it("refuses an unknown field, a checkbox value that is not true or false, and field filters on the authors' own list", async () => {
    expect((await list(w.chair.token, { field: "nothing", field_value: "x" })).status).toBe(422);
    expect((await list(w.chair.token, { field: "student", field_value: "maybe" })).status).toBe(422);
    const own = await list(w.author.token, { created_by: true, field: "student", field_value: "true" });
    expect(own.status).toBe(422);
    expect(own.body.result.field).toBeDefined();
    // reviewers cannot list the conference's papers at all, so they cannot probe a field either
    expect((await list(w.tpc.token, { field: "student", field_value: "true" })).status).toBe(403);
  });
});
