// subreviewers: the invitation (account made or linked, set-password link), conflicts
// refused, what the subreviewer sees (only that paper; authors per the settings and model; no other
// reviews or discussion unless allowed), approval and send-back.
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as subreviewAnswers from "../src/db/migrations/0090_subreview_answers.js";
import { nowIso } from "../src/db/time.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { buildReviewWorld, review, storeReview, type ReviewWorld } from "./reviews.world.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ask = (w: ReviewWorld, who: TestUser, body: Record<string, unknown>) =>
  call(t.app, "POST", `/paper/subreviewer/${w.paper.id}`, { token: who.token, body });

async function askedWorld(overrides: Record<string, unknown> = {}) {
  const w = await buildReviewWorld(t, { use_subviewers: 1, ...overrides });
  const sub = await createUser(t.app, t.ctx, { first_name: "Sabine", last_name: "Subreviewer" });
  const res = await ask(w, w.reviewer1, { email: sub.email, name: "Sabine Subreviewer" });
  expect(res.status).toBe(200);
  return { w, sub, id: res.body.result.id as number };
}

describe("asking a subreviewer", () => {
  it("a new person gets an account and a mail with a set-password link; an existing one is linked", async () => {
    const w = await buildReviewWorld(t, { use_subviewers: 1 });
    const email = `new.sub.${Date.now()}@subreview-lab.org`;
    const res = await ask(w, w.reviewer1, { email, name: "Nora van Newcomer" });
    expect(res.status).toBe(200);
    expect(res.body.result.account_created).toBe(true);
    const user = await t.ctx.db
      .selectFrom("users")
      .select(["first_name", "last_name", "password_hash"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ first_name: "Nora van", last_name: "Newcomer", password_hash: null });
    const mail = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["body_text"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toMatch(/Choose your password with this link/);
    expect(mail.body_text).not.toContain(w.author.last_name);
    const existing = await createUser(t.app, t.ctx);
    const linked = await ask(w, w.reviewer2, { email: existing.email.toUpperCase(), name: "Whoever" });
    expect(linked.body.result).toMatchObject({ subreviewer_id: existing.id, account_created: false });
  });

  it("only an assigned reviewer, only when the conference uses subreviewers", async () => {
    const w = await buildReviewWorld(t, { use_subviewers: 1 });
    expect((await ask(w, w.tpcMember, { email: "x@lab-x.org", name: "X Y" })).status).toBe(404);
    expect((await ask(w, w.chair, { email: "x@lab-x.org", name: "X Y" })).status).toBe(403);
    expect((await ask(w, w.author, { email: "x@lab-x.org", name: "X Y" })).status).toBe(404);
    const off = await buildReviewWorld(t, { use_subviewers: 0 });
    expect((await ask(off, off.reviewer1, { email: "x@lab-x.org", name: "X Y" })).status).toBe(409);
    expect((await ask(w, w.reviewer1, { email: "not an email", name: "X" })).status).toBe(422);
  });

  it("never a person conflicted with the paper (an author, a declared conflict), nor a reviewer of it", async () => {
    const w = await buildReviewWorld(t, { use_subviewers: 1 });
    const coauthor = await ask(w, w.reviewer1, { email: w.coauthor.email, name: "Carl Coauthor" });
    expect(coauthor.status).toBe(409);
    expect(coauthor.body.message).toMatch(/Conflict of interest/);
    const friend = await createUser(t.app, t.ctx);
    await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: w.paper.id,
        user_id: friend.id,
        conflict_type: "Personal",
        source: "author",
        reason: "Friend",
        created_by: w.author.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    expect((await ask(w, w.reviewer1, { email: friend.email, name: "Friend" })).status).toBe(409);
    expect((await ask(w, w.reviewer1, { email: w.reviewer2.email, name: "Rolf" })).status).toBe(422);
  });
});

describe("what the subreviewer sees", () => {
  it("only that paper; authors hidden when are_submissions_anonymour_for_subreviewers is 1", async () => {
    const { w, sub, id } = await askedWorld({
      reviewing_model: "Single-blind",
      are_submissions_anonymour_for_subreviewers: 1,
    });
    const page = await call(t.app, "GET", `/paper/subreview/${id}`, { token: sub.token });
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({
      paper_title: "Mutation testing at scale",
      authors: null,
      can_write: true,
      subreviewer: null,
      requested_by_name: null,
    });
    expect(page.raw.body).not.toContain(w.author.last_name);
    expect((await call(t.app, "GET", `/paper/subreview-file/${id}`, { token: sub.token })).status).toBe(200);
    // not the paper's own calls, not its reviews, not the response, not another's subreview
    expect((await call(t.app, "GET", `/paper/${w.paper.id}`, { token: sub.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/paper/response/${w.paper.id}`, { token: sub.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/paper/subreview/${id}`, { token: w.outsider.token })).status).toBe(404);
    expect(
      (await call(t.app, "GET", `/paper/my-subreviews`, { token: sub.token })).body.result.map(
        (s: { id: number }) => s.id,
      ),
    ).toEqual([id]);
  });

  it("Single-blind with the setting off shows the authors; Double-blind never does", async () => {
    const single = await askedWorld({ reviewing_model: "Single-blind", are_submissions_anonymour_for_subreviewers: 0 });
    const shown = await call(t.app, "GET", `/paper/subreview/${single.id}`, { token: single.sub.token });
    expect(shown.body.result.authors.map((a: { last_name: string }) => a.last_name)).toContain(
      single.w.author.last_name,
    );
    const double = await askedWorld({ reviewing_model: "Double-blind", are_submissions_anonymour_for_subreviewers: 0 });
    const hidden = await call(t.app, "GET", `/paper/subreview/${double.id}`, { token: double.sub.token });
    expect(hidden.body.result.authors).toBeNull();
    expect(hidden.raw.body).not.toContain(double.w.author.last_name);
  });

  for (const permit of [1, 0] as const) {
    it(`the discussion only when permit_subreviewers_participate_in_discussion=${permit}, after submitting`, async () => {
      const { w, sub, id } = await askedWorld({
        permit_subreviewers_participate_in_discussion: permit,
        access_to_reviews_by_ordinary_pc_members: 0,
      });
      await call(t.app, "POST", `/paper/comment/${w.paper.id}`, {
        token: w.reviewer2.token,
        body: { comment: "Thread start" },
      });
      expect((await call(t.app, "GET", `/paper/comments/${w.paper.id}`, { token: sub.token })).status).toBe(404);
      // a draft is not a submitted subreview: still outside the discussion
      expect(
        (
          await call(t.app, "POST", `/paper/subreview/${id}`, {
            token: sub.token,
            body: { ...review({ reviewer_remarks: "Unfinished." }), draft: true },
          })
        ).status,
      ).toBe(200);
      expect((await call(t.app, "GET", `/paper/comments/${w.paper.id}`, { token: sub.token })).status).toBe(404);
      expect(
        (
          await call(t.app, "POST", `/paper/subreview/${id}`, {
            token: sub.token,
            body: review({ reviewer_remarks: "Subreviewer's view." }),
          })
        ).status,
      ).toBe(200);
      const thread = await call(t.app, "GET", `/paper/comments/${w.paper.id}`, { token: sub.token });
      expect(thread.status).toBe(permit ? 200 : 404);
      if (permit) {
        const mine = await call(t.app, "POST", `/paper/comment/${w.paper.id}`, {
          token: sub.token,
          body: { comment: "From the subreviewer" },
        });
        expect(mine.status).toBe(200);
        const asReviewer = await call(t.app, "GET", `/paper/comments/${w.paper.id}`, { token: w.reviewer2.token });
        expect(asReviewer.body.result.comments.at(-1).author_role).toBe("subreviewer");
      }
    });
  }
});

describe("approval and send-back", () => {
  it("the asker sends it back, the subreviewer revises, the asker approves: it becomes their review", async () => {
    const { w, sub, id } = await askedWorld();
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token })).status).toBe(
      409,
    );
    await call(t.app, "POST", `/paper/subreview/${id}`, {
      token: sub.token,
      body: review({ reviewer_evaluation: -1, reviewer_remarks: "Draft one." }),
    });
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer2.token })).status).toBe(
      404,
    );
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: sub.token })).status).toBe(403);
    const back = await call(t.app, "POST", `/paper/subreview-return/${id}`, {
      token: w.reviewer1.token,
      body: { message: "Please expand on the evaluation." },
    });
    expect(back.status).toBe(200);
    const mail = await t.ctx.db
      .selectFrom("mail_outbox")
      .select("body_text")
      .where("context_type", "=", "subreview_returned")
      .where("context_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain("Please expand on the evaluation.");
    expect((await call(t.app, "GET", `/paper/subreview/${id}`, { token: sub.token })).body.result).toMatchObject({
      status: "returned",
      can_write: true,
    });
    await call(t.app, "POST", `/paper/subreview/${id}`, {
      token: sub.token,
      body: review({ reviewer_evaluation: 1, reviewer_remarks: "Draft two, expanded." }),
    });
    const approved = await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token });
    expect(approved.status).toBe(200);
    const stored = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["reviewer_evaluation", "reviewer_remarks", "reviewed_at"])
      .where("id", "=", w.assignment1)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ reviewer_evaluation: 1, reviewer_remarks: "Draft two, expanded." });
    expect(stored.reviewed_at).not.toBeNull();
    // the subreviewer can no longer change it; the chairs see it was written by a subreviewer
    expect((await call(t.app, "POST", `/paper/subreview/${id}`, { token: sub.token, body: review() })).status).toBe(
      409,
    );
    const asChair = await call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.chair.token });
    expect(asChair.body.result[0]).toMatchObject({
      status: "approved",
      subreviewer: { id: sub.id },
      requested_by_name: `${w.reviewer1.first_name} ${w.reviewer1.last_name}`,
    });
    expect((await call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.author.token })).status).toBe(404);
  });

  it("is open to the asker from the moment of assignment: asked, followed and approved before their own review", async () => {
    const { w, sub, id } = await askedWorld({ access_to_reviews_by_ordinary_pc_members: 1 });
    await storeReview(t, w.assignment2, { evaluation: -3, confidence: 5, remarks: "Rolf's own review." });
    const listed = async () => call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.reviewer1.token });
    expect((await listed()).body.result).toMatchObject([{ id, status: "requested", answers: null, can_decide: false }]);
    const written = review({ reviewer_evaluation: 0, reviewer_confidence: 2, reviewer_remarks: "Written by Sabine." });
    await call(t.app, "POST", `/paper/subreview/${id}`, { token: sub.token, body: written });
    const followed = await listed();
    expect(followed.status).toBe(200);
    expect(followed.body.result).toMatchObject([
      { id, status: "submitted", can_decide: true, answers: { reviewer_remarks: "Written by Sabine." } },
    ]);
    // the asker has not reviewed yet: the other reviewer's review is still not theirs to read
    expect(
      JSON.stringify((await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.reviewer1.token })).body),
    ).not.toContain("Rolf's own review.");
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token })).status).toBe(
      200,
    );
    const stored = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["reviewer_evaluation", "reviewer_confidence", "reviewer_remarks"])
      .where("id", "=", w.assignment1)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reviewer_evaluation: 0, reviewer_confidence: 2, reviewer_remarks: "Written by Sabine." });
  });

  it("a subreviewer found conflicted later loses the paper", async () => {
    const { w, sub, id } = await askedWorld();
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "x" });
    await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: w.paper.id,
        user_id: sub.id,
        conflict_type: "Personal",
        source: "chair",
        reason: "Found out",
        created_by: w.chair.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    expect((await call(t.app, "GET", `/paper/subreview/${id}`, { token: sub.token })).status).toBe(404);
    expect((await call(t.app, "POST", `/paper/subreview/${id}`, { token: sub.token, body: review() })).status).toBe(
      404,
    );
  });
});

describe("the subreview is written on the conference's form", () => {
  const FIELDS = [
    {
      key: "reviewer_evaluation",
      label: "Evaluation",
      type: "score",
      required: true,
      visibility: "authors",
      scale: [
        { value: -1, label: "Reject" },
        { value: 1, label: "Accept" },
      ],
    },
    { key: "reviewer_remarks", label: "Remarks", type: "text", required: true, visibility: "authors", max_words: 20 },
    {
      key: "novelty",
      label: "Novelty",
      type: "score",
      required: true,
      visibility: "pc",
      scale: [
        { value: 1, label: "Low" },
        { value: 2, label: "Medium" },
        { value: 3, label: "High" },
      ],
    },
  ];

  it("an extra required score field: the subreviewer drafts and fills it, the asker sees it and approves, it is on the review", async () => {
    const { w, sub, id } = await askedWorld();
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: FIELDS },
        })
      ).status,
    ).toBe(200);
    const page = await call(t.app, "GET", `/paper/subreview/${id}`, { token: sub.token });
    expect(page.body.result.form.fields.map((f: { key: string }) => f.key)).toEqual([
      "reviewer_evaluation",
      "reviewer_remarks",
      "novelty",
    ]);
    expect(page.body.result).toMatchObject({ status: "requested", answers: null, can_write: true });

    // the form's required field is enforced per field, exactly as on add-review
    const missing = await call(t.app, "POST", `/paper/subreview/${id}`, {
      token: sub.token,
      body: { answers: { reviewer_evaluation: 1, reviewer_remarks: "Solid." } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.result).toEqual({ novelty: ["Novelty is required."] });

    // a draft is saved without it and stays the subreviewer's own
    const draft = await call(t.app, "POST", `/paper/subreview/${id}`, {
      token: sub.token,
      body: { answers: { reviewer_remarks: "Half-way thoughts." }, draft: true },
    });
    expect(draft.status).toBe(200);
    expect((await call(t.app, "GET", `/paper/subreview/${id}`, { token: sub.token })).body.result).toMatchObject({
      status: "draft",
      answers: { reviewer_remarks: "Half-way thoughts.", novelty: null },
    });
    const asAskerDraft = (await call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.reviewer1.token }))
      .body.result[0];
    expect(asAskerDraft).toMatchObject({ status: "draft", answers: null, can_decide: false });
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token })).status).toBe(
      409,
    );

    const sent = await call(t.app, "POST", `/paper/subreview/${id}`, {
      token: sub.token,
      body: { answers: { reviewer_evaluation: 1, reviewer_remarks: "Solid and novel.", novelty: 3 } },
    });
    expect(sent.status).toBe(200);
    const asAsker = (await call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.reviewer1.token })).body
      .result[0];
    expect(asAsker).toMatchObject({
      status: "submitted",
      can_decide: true,
      answers: { reviewer_evaluation: 1, reviewer_remarks: "Solid and novel.", novelty: 3 },
    });
    expect(asAsker.form.fields.find((f: { key: string }) => f.key === "novelty").label).toBe("Novelty");

    const approved = await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token });
    expect(approved.status).toBe(200);
    const onPaper = (
      await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token })
    ).body.result.paper_reviewer_data.find((r: { user_id: number }) => r.user_id === w.reviewer1.id);
    expect(onPaper.answers).toMatchObject({ reviewer_evaluation: 1, reviewer_remarks: "Solid and novel.", novelty: 3 });
    expect(onPaper.reviewed_at).not.toBeNull();
  });

  it("approval checks the conference's current form: a field made required since refuses it (422) and nothing changes", async () => {
    const { w, sub, id } = await askedWorld();
    expect(
      (
        await call(t.app, "POST", `/paper/subreview/${id}`, {
          token: sub.token,
          body: review({ reviewer_remarks: "On the default form." }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, "POST", `/conference/review-form/${w.confId}`, {
          token: w.chair.token,
          body: { fields: FIELDS, confirm: true },
        })
      ).status,
    ).toBe(200);
    const refused = await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.result)).toContain("novelty");
    const after = (await call(t.app, "GET", `/paper/subreviews/${w.paper.id}`, { token: w.reviewer1.token })).body
      .result[0];
    // still submitted (the asker sends it back), shown with the default form it was written on
    expect(after).toMatchObject({ status: "submitted", answers: { reviewer_remarks: "On the default form." } });
    expect(after.form.version).toBe(0);
  });
});

describe("migration 0090", () => {
  it("moves a subreview of before into answers of the default form, and down() removes what it added", async () => {
    const { w, sub, id } = await askedWorld();
    expect(
      (
        await call(t.app, "POST", `/paper/subreview/${id}`, {
          token: sub.token,
          body: review({ reviewer_evaluation: -1, reviewer_remarks: "Written before forms." }),
        })
      ).status,
    ).toBe(200);
    const db = t.ctx.db as Kysely<unknown>;
    await subreviewAnswers.down(db);
    await expect(sql`select answers from paper_subreviews`.execute(t.ctx.db)).rejects.toThrow();
    await subreviewAnswers.up(db);
    const row = await t.ctx.db
      .selectFrom("paper_subreviews")
      .select(["answers", "form_version"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.form_version).toBe(0);
    expect(JSON.parse(row.answers!)).toMatchObject({
      reviewer_evaluation: -1,
      reviewer_remarks: "Written before forms.",
    });
    // and the moved answers are what the asker approves
    expect((await call(t.app, "POST", `/paper/subreview-approve/${id}`, { token: w.reviewer1.token })).status).toBe(
      200,
    );
  });
});
