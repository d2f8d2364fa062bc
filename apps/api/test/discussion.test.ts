// discussion: who reads and writes a paper's thread in each combination of the settings
// and the reviewing model, how writers are named, chairs-only comments, edits kept, mails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import {
  buildReviewWorld,
  declareConflict,
  listAddressAsAuthor,
  review,
  storeReview,
  type ReviewWorld,
} from "./reviews.world.js";
import { createUser, type TestUser } from "./support/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const comments = (w: ReviewWorld, who: TestUser) =>
  call(t.app, "GET", `/paper/comments/${w.paper.id}`, { token: who.token });
const post = (w: ReviewWorld, who: TestUser, comment: string, visibility = "pc") =>
  call(t.app, "POST", `/paper/comment/${w.paper.id}`, { token: who.token, body: { comment, visibility } });

/** The discussion mails of one comment. */
const mailsOf = (commentId: number) =>
  t.ctx.db
    .selectFrom("mail_outbox")
    .select(["to_address", "body_text"])
    .where("context_type", "=", "paper_comment")
    .where("context_id", "=", commentId)
    .execute();

describe("who is in the discussion", () => {
  for (const access of [1, 0] as const) {
    for (const model of ["Double-blind", "Single-blind", "Open"]) {
      it(`access_to_reviews_by_ordinary_pc_members=${access}, ${model}`, async () => {
        const w = await buildReviewWorld(t, {
          access_to_reviews_by_ordinary_pc_members: access,
          reviewing_model: model,
        });
        // before their own review
        const before = await comments(w, w.reviewer1);
        expect(before.status).toBe(access === 1 ? 403 : 200);
        await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
        expect((await comments(w, w.reviewer1)).status).toBe(200);
        // chairs who may see the reviews: the conference chair, the track chair, OC, ADMIN
        for (const chair of [w.chair, w.trackChair, w.oc, w.admin]) expect((await comments(w, chair)).status).toBe(200);
        // authors never, whatever the model; others never
        for (const nobody of [w.author, w.coauthor, w.outsider, w.tpcMember, w.otherTrackChair])
          expect((await comments(w, nobody)).status).toBe(404);
        expect((await post(w, w.author, "Please accept")).status).toBe(404);
      });
    }
  }

  it("a conflicted chair never sees the thread (404), though they see the paper", async () => {
    const w = await buildReviewWorld(t);
    await declareConflict(t, w, w.chair.id);
    expect((await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.chair.token })).status).toBe(200);
    expect((await comments(w, w.chair)).status).toBe(404);
    expect((await post(w, w.chair, "I know them")).status).toBe(404);
  });

  it("a conflicted reviewer neither (404)", async () => {
    const w = await buildReviewWorld(t, { access_to_reviews_by_ordinary_pc_members: 0 });
    await declareConflict(t, w, w.reviewer2.id);
    expect((await comments(w, w.reviewer2)).status).toBe(404);
  });
});

describe("what the thread shows", () => {
  it("names reviewers as Reviewer A/B when names are hidden, stable per paper; chairs see names", async () => {
    const w = await buildReviewWorld(t, { are_reviewier_names_visible_to_pc: 0 });
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    await storeReview(t, w.assignment2, { evaluation: -2, confidence: 4, remarks: "Weak." });
    expect((await post(w, w.reviewer2, "I disagree with the first review.")).status).toBe(200);
    expect((await post(w, w.reviewer1, "Let me explain.")).status).toBe(200);
    const asReviewer1 = await comments(w, w.reviewer1);
    const [first, second] = asReviewer1.body.result.comments;
    expect(first.author_name).toBe("Reviewer B");
    expect(first.author_id).toBeNull();
    expect(asReviewer1.raw.body).not.toContain(w.reviewer2.last_name);
    expect(second.author_name).toBe("Reviewer A");
    expect(second.mine).toBe(true);
    const asChair = await comments(w, w.chair);
    expect(asChair.body.result.comments[0].author_name).toBe(`${w.reviewer2.first_name} ${w.reviewer2.last_name}`);
  });

  it("names are shown to the PC when are_reviewier_names_visible_to_pc is 1", async () => {
    const w = await buildReviewWorld(t, { are_reviewier_names_visible_to_pc: 1 });
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 4, remarks: "Ok." });
    await post(w, w.reviewer2, "Fine by me.");
    const res = await comments(w, w.reviewer1);
    expect(res.body.result.comments[0].author_name).toBe(`${w.reviewer2.first_name} ${w.reviewer2.last_name}`);
  });

  it("a chairs-only comment is read by the chairs and its writer only", async () => {
    const w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    expect((await post(w, w.chair, "Between us chairs: the track chair knows them.", "chairs")).status).toBe(200);
    const asReviewer = await comments(w, w.reviewer1);
    expect(asReviewer.raw.body).not.toContain("Between us chairs");
    expect(asReviewer.body.result.can_post_chairs_only).toBe(true);
    const asTrackChair = await comments(w, w.trackChair);
    expect(asTrackChair.raw.body).toContain("Between us chairs");
  });

  it("a reviewer writes for the chairs only: never read by other reviewers, subreviewers or authors, never mailed to them", async () => {
    const w = await buildReviewWorld(t, {
      use_subviewers: 1,
      permit_subreviewers_participate_in_discussion: 1,
      access_to_reviews_by_ordinary_pc_members: 0,
    });
    const sub = await createUser(t.app, t.ctx, { first_name: "Sabine", last_name: "Subreviewer" });
    const invitation = { email: sub.email, name: "Sabine Subreviewer" };
    const asked = await call(t.app, "POST", `/paper/subreviewer/${w.paper.id}`, {
      token: w.reviewer2.token,
      body: invitation,
    });
    expect(asked.status).toBe(200);
    expect(
      (await call(t.app, "POST", `/paper/subreview/${asked.body.result.id}`, { token: sub.token, body: review() }))
        .status,
    ).toBe(200);
    expect((await comments(w, sub)).status).toBe(200);
    const secret = "I suspect Reviewer B wrote this paper's predecessor.";
    const posted = await post(w, w.reviewer1, secret, "chairs");
    expect(posted.status).toBe(200);
    expect(posted.body.result).toMatchObject({ visibility: "chairs", mine: true, comment: secret });
    // the chairs of the discussion and the writer read it
    for (const reader of [w.reviewer1, w.chair, w.trackChair, w.oc, w.admin])
      expect((await comments(w, reader)).raw.body).toContain(secret);
    // the other reviewer and the subreviewer do not; authors and outsiders are not in the thread at all
    for (const other of [w.reviewer2, sub]) {
      const thread = await comments(w, other);
      expect(thread.status).toBe(200);
      expect(thread.raw.body).not.toContain("predecessor");
    }
    for (const nobody of [w.author, w.coauthor, w.tpcMember]) expect((await comments(w, nobody)).status).toBe(404);
    const mails = await mailsOf(posted.body.result.id);
    expect(mails.map((m) => m.to_address).sort()).toEqual([w.chair.email, w.trackChair.email].sort());
    expect(mails.every((m) => m.body_text.includes("(visible to the chairs only)"))).toBe(true);
    // its writer may turn it into a comment for the whole discussion, and back
    const opened = await call(t.app, "POST", `/paper/comment-update/${posted.body.result.id}`, {
      token: w.reviewer1.token,
      body: { comment: secret, visibility: "pc" },
    });
    expect(opened.status).toBe(200);
    expect((await comments(w, w.reviewer2)).raw.body).toContain("predecessor");
  });

  it("rich text (comment_format html) is sanitised; plain text is kept as written", async () => {
    const w = await buildReviewWorld(t);
    const rich = await call(t.app, "POST", `/paper/comment/${w.paper.id}`, {
      token: w.chair.token,
      body: {
        comment: `<p>See <strong>section 3</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>`,
        comment_format: "html",
      },
    });
    expect(rich.status).toBe(200);
    expect(rich.body.result.comment_format).toBe("html");
    expect(rich.body.result.comment).toBe("<p>See <strong>section 3</strong></p>");
    const plain = await post(w, w.chair, "x < y and y > z");
    expect(plain.body.result).toMatchObject({ comment: "x < y and y > z", comment_format: "text" });
    expect((await post(w, w.chair, "   ")).status).toBe(422);
    expect((await post(w, w.chair, "ok", "everyone")).status).toBe(422);
    const badFormat = await call(t.app, "POST", `/paper/comment/${w.paper.id}`, {
      token: w.chair.token,
      body: { comment: "ok", comment_format: "markdown" },
    });
    expect(badFormat.status).toBe(422);
    expect(badFormat.body.result.comment_format).toEqual(["Comment format must be text or html."]);
  });

  it("plain text that mentions tags is stored and read whole, never cut at the first '<'", async () => {
    const w = await buildReviewWorld(t);
    const texts = [
      "The paper should not use <script> in the demo",
      "List<String> is the wrong type here",
      "Compare <b>bold</b> claims with a <p> of evidence",
    ];
    for (const text of texts) {
      const res = await post(w, w.chair, text);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ comment: text, comment_format: "text" });
    }
    const stored = await t.ctx.db
      .selectFrom("paper_comments")
      .select(["comment", "comment_format"])
      .where("paper_id", "=", w.paper.id)
      .orderBy("id")
      .execute();
    expect(stored).toEqual(texts.map((comment) => ({ comment, comment_format: "text" })));
    const thread = await comments(w, w.trackChair);
    expect(thread.body.result.comments.map((c: { comment: string }) => c.comment)).toEqual(texts);
    // the mail carries it whole too
    const [mail] = await mailsOf(thread.body.result.comments[0].id);
    expect(mail!.body_text).toContain("The paper should not use <script> in the demo");
    // rich text keeps the words after an unclosed tag
    const html = { comment: "<p>The paper should not use <script> in the demo</p>", comment_format: "html" };
    const rich = await call(t.app, "POST", `/paper/comment/${w.paper.id}`, { token: w.chair.token, body: html });
    expect(rich.body.result.comment).toBe("<p>The paper should not use &lt;script&gt; in the demo</p>");
    // an edit keeps the comment's format unless it says otherwise
    const id = thread.body.result.comments[1].id;
    const edited = await call(t.app, "POST", `/paper/comment-update/${id}`, {
      token: w.chair.token,
      body: { comment: "Map<String, List<Integer>> then" },
    });
    expect(edited.body.result).toMatchObject({ comment: "Map<String, List<Integer>> then", comment_format: "text" });
  });

  it("meta-reviews and the authors' response keep text that mentions tags", async () => {
    const w = await buildReviewWorld(t, {
      author_response_start: "2000-01-01 00:00",
      author_response_end: "2999-01-01 00:00",
    });
    const text = "Do not use <script> in the demo; List<String> is fine.";
    expect(
      (
        await call(t.app, "POST", `/paper/lead/${w.paper.id}`, {
          token: w.chair.token,
          body: { reviewer_id: w.reviewer1.id },
        })
      ).status,
    ).toBe(200);
    await storeReview(t, w.assignment1, { evaluation: 2, confidence: 4, remarks: "Good." });
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
    const meta = await call(t.app, "POST", `/paper/meta-review/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { meta_review: text, recommendation: "Accept" },
    });
    expect(meta.status).toBe(200);
    const response = await call(t.app, "POST", `/paper/response/${w.paper.id}`, {
      token: w.author.token,
      body: { response: text },
    });
    expect(response.status).toBe(200);
    const stored = await Promise.all([
      t.ctx.db
        .selectFrom("paper_meta_reviews")
        .select("meta_review as text")
        .where("paper_id", "=", w.paper.id)
        .executeTakeFirstOrThrow(),
      t.ctx.db
        .selectFrom("paper_responses")
        .select("response as text")
        .where("paper_id", "=", w.paper.id)
        .executeTakeFirstOrThrow(),
    ]);
    expect(stored).toEqual([{ text }, { text }]);
  });

  it("review remarks keep text that mentions tags", async () => {
    const w = await buildReviewWorld(t);
    const remarks = "Do not use <script> in the demo; List<String> is fine.";
    const body = review({ reviewer_remarks: remarks, reviewer_confidential_remarks: "A <b>note" });
    const res = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, { token: w.reviewer1.token, body });
    expect(res.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["reviewer_remarks", "reviewer_confidential_remarks"])
      .where("id", "=", w.assignment1)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewer_remarks: remarks, reviewer_confidential_remarks: "A <b>note" });
  });

  it("only the writer edits or deletes; edits are kept in the history", async () => {
    const w = await buildReviewWorld(t, { access_to_reviews_by_ordinary_pc_members: 0 });
    const c = await post(w, w.reviewer1, "First thought.");
    const id = c.body.result.id;
    expect(
      (
        await call(t.app, "POST", `/paper/comment-update/${id}`, {
          token: w.reviewer2.token,
          body: { comment: "hijack" },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", `/paper/comment-update/${id}`, { token: w.author.token, body: { comment: "hijack" } }))
        .status,
    ).toBe(404);
    const edited = await call(t.app, "POST", `/paper/comment-update/${id}`, {
      token: w.reviewer1.token,
      body: { comment: "Second thought." },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toMatchObject({ comment: "Second thought.", edited: true });
    const history = await t.ctx.db
      .selectFrom("paper_comment_history")
      .select(["comment", "action"])
      .where("comment_id", "=", id)
      .execute();
    expect(history).toEqual([{ comment: "First thought.", action: "edit" }]);
    expect((await call(t.app, "DELETE", `/paper/comment/${id}`, { token: w.chair.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/paper/comment/${id}`, { token: w.reviewer1.token })).status).toBe(200);
    expect((await comments(w, w.reviewer1)).body.result.comments).toEqual([]);
    expect((await call(t.app, "DELETE", `/paper/comment/${id}`, { token: w.reviewer1.token })).status).toBe(404);
    const kept = await t.ctx.db
      .selectFrom("paper_comment_history")
      .select(["action"])
      .where("comment_id", "=", id)
      .execute();
    expect(kept.map((k) => k.action)).toEqual(["edit", "delete"]);
  });
});

describe("mails and All Papers' columns", () => {
  it("one mail per comment per other participant; never to authors or those not in it; opt-out honoured", async () => {
    const w = await buildReviewWorld(t, { are_reviewier_names_visible_to_pc: 0 });
    await storeReview(t, w.assignment1, { evaluation: 3, confidence: 4, remarks: "Great." });
    // reviewer2 has not reviewed: not in the discussion (access 1), so no mail
    const c = await post(w, w.reviewer1, "Any views?");
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject", "body_text"])
      .where("context_type", "=", "paper_comment")
      .where("context_id", "=", c.body.result.id)
      .execute();
    const to = mails.map((m) => m.to_address).sort();
    expect(to).toEqual([w.chair.email, w.trackChair.email].sort());
    for (const m of mails) expect(m.body_text).toContain("Any views?");
    // the track chair switches the mails off
    expect(
      (
        await call(t.app, "POST", `/paper/discussion-mail/${w.paper.id}`, {
          token: w.trackChair.token,
          body: { discussion_mail: 0 },
        })
      ).status,
    ).toBe(200);
    await storeReview(t, w.assignment2, { evaluation: -3, confidence: 4, remarks: "Bad." });
    const c2 = await post(w, w.chair, "Please converge.");
    const mails2 = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "body_text"])
      .where("context_type", "=", "paper_comment")
      .where("context_id", "=", c2.body.result.id)
      .execute();
    expect(mails2.map((m) => m.to_address).sort()).toEqual([w.reviewer1.email, w.reviewer2.email].sort());
    // a reviewer's mail names the other reviewer by label only
    const c3 = await post(w, w.reviewer2, "I stand by my score.");
    const toReviewer1 = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["body_text"])
      .where("context_id", "=", c3.body.result.id)
      .where("to_address", "=", w.reviewer1.email)
      .executeTakeFirstOrThrow();
    expect(toReviewer1.body_text).toContain("Reviewer B commented");
    expect(toReviewer1.body_text).not.toContain(w.reviewer2.last_name);
  });

  it("no mail to a chair conflicted with the paper, declared or found (listed as an author by address)", async () => {
    const w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, { evaluation: 3, confidence: 4, remarks: "Great." });
    await storeReview(t, w.assignment2, { evaluation: 1, confidence: 3, remarks: "Fine." });
    await declareConflict(t, w, w.chair.id);
    // the track chair's address among the authors, not linked to their account
    await listAddressAsAuthor(t, w, w.trackChair.email);
    expect((await comments(w, w.trackChair)).status).toBe(404);
    const c = await post(w, w.reviewer1, "Shall we accept?");
    expect((await mailsOf(c.body.result.id)).map((m) => m.to_address)).toEqual([w.reviewer2.email]);
  });

  it("a rich-text comment is mailed as plain text: entities decoded, paragraphs and items on their own lines, no tag", async () => {
    const w = await buildReviewWorld(t, { are_reviewier_names_visible_to_pc: 0 });
    await storeReview(t, w.assignment1, { evaluation: 3, confidence: 4, remarks: "Great." });
    const html = [
      "<p>If n &lt; 10 &amp;&amp; m &gt; 3, the &quot;fast&quot; path wins.</p>",
      "<p>Two points:</p><ul><li><p>Table <strong>2</strong></p></li><li><p>the &lt;script&gt; tag</p></li></ul>",
      '<p>See <a href="https://example.org/a?x=1&amp;y=2">the appendix</a>.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    ].join("");
    const c = await call(t.app, "POST", `/paper/comment/${w.paper.id}`, {
      token: w.reviewer1.token,
      body: { comment: html, comment_format: "html" },
    });
    expect(c.status).toBe(200);
    const mails = await mailsOf(c.body.result.id);
    expect(mails.length).toBeGreaterThan(0);
    for (const { body_text } of mails) {
      expect(body_text).toContain(
        'If n < 10 && m > 3, the "fast" path wins.\n\nTwo points:\n\n- Table 2\n- the <script> tag\n\nSee the appendix (https://example.org/a?x=1&y=2).',
      );
      expect(body_text).not.toMatch(/&(?:lt|gt|amp|quot);|<p>|<\/|onerror|alert\(1\)/);
    }
  });

  it("chairs pin papers and see disagreement, new comments and none", async () => {
    const w = await buildReviewWorld(t);
    await storeReview(t, w.assignment1, { evaluation: 3, confidence: 4, remarks: "Great." });
    await storeReview(t, w.assignment2, { evaluation: -1, confidence: 4, remarks: "Weak." });
    const summary = async () =>
      (await call(t.app, "GET", `/paper/discussion-summary/${w.confId}`, { token: w.chair.token })).body.result.find(
        (i: { paper_id: number }) => i.paper_id === w.paper.id,
      );
    expect(await summary()).toMatchObject({
      comments: 0,
      new_comments: 0,
      score_spread: 4,
      disagreement: true,
      in_discussion: false,
    });
    expect(
      (
        await call(t.app, "POST", `/paper/discussion-pin/${w.paper.id}`, {
          token: w.reviewer1.token,
          body: { in_discussion: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/paper/discussion-pin/${w.paper.id}`, {
          token: w.chair.token,
          body: { in_discussion: 1 },
        })
      ).status,
    ).toBe(200);
    await post(w, w.reviewer1, "Why so low?");
    expect(await summary()).toMatchObject({ comments: 1, new_comments: 1, in_discussion: true });
    await comments(w, w.chair);
    expect(await summary()).toMatchObject({ comments: 1, new_comments: 0 });
    // not for reviewers or authors
    expect(
      (await call(t.app, "GET", `/paper/discussion-summary/${w.confId}`, { token: w.reviewer1.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, "GET", `/paper/discussion-summary/${w.confId}?threshold=5`, { token: w.chair.token })).body
        .result[0].disagreement,
    ).toBe(false);
  });

  it("a chair listed on a paper as a co-author (even before confirming) does not find it in the summary", async () => {
    const w = await buildReviewWorld(t);
    const listed = async () =>
      (await call(t.app, "GET", `/paper/discussion-summary/${w.confId}`, { token: w.chair.token })).body.result.map(
        (i: { paper_id: number }) => i.paper_id,
      );
    expect(await listed()).toContain(w.paper.id);
    await t.ctx.db
      .insertInto("paper_authors")
      .values({
        paper_id: w.paper.id,
        user_id: w.chair.id,
        first_name: "Chair",
        last_name: "Listed",
        email: w.chair.email,
        email_normalized: w.chair.email.toLowerCase(),
        country: "Germany",
        affiliation: "Elsewhere",
        author_order: 2,
        confirmed: 0,
        created_at: nowIso(),
      })
      .execute();
    expect(await listed()).not.toContain(w.paper.id);
  });
});
