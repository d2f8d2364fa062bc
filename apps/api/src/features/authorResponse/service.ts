// The authors' response. During the window (author_response_start..end, wall-clock
// times in the deadline time zone) the authors of a paper that is not withdrawn or blocked read its
// reviews as authors may (policy authorsSeeReviews + reviewsForAuthors, as GET /paper/{id} does) and write one response, editable until it
// closes. The first response keeps every review as it then stood (review_snapshots), so the
// chairs can compare after reviewers update. Rules: policy/discussion.ts.
import {
  type ResponseAnswer,
  type ResponseReview,
  type ResponseSubmitted,
  type ReviewAnswers,
  type ReviewField,
  countWords,
  responseSchemaFor,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { forbidden, notFound, validationFailed } from "../../http/errors.js";
import {
  answersFor,
  fieldsFor,
  assertNoRefusal,
  canRespond,
  mayReadResponse,
  whyNotRespond,
  responseWindow,
  reviewerDataFor,
  type ReviewerEntry,
} from "../../policy/index.js";
import { loadDiscussionPaper } from "../discussion/index.js";
import * as repo from "./repository.js";

type ReviewFacts = {
  id: number;
  user_id?: number | null;
  first_name: string | null;
  last_name: string | null;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
};

const asReview = (r: ReviewFacts & { answers: ReviewAnswers; fields?: ReviewField[] }): ResponseReview => ({
  id: r.id,
  user_id: r.user_id ?? null,
  reviewer_name: r.first_name ? `${r.first_name} ${r.last_name ?? ""}`.trim() : null,
  reviewer_evaluation: r.reviewer_evaluation,
  reviewer_confidence: r.reviewer_confidence,
  reviewer_remarks: r.reviewer_remarks,
  answers: r.answers,
  fields: r.fields ?? [],
});

export async function getResponse(ctx: AppContext, user: AuthUser, paperId: number): Promise<ResponseAnswer> {
  const context = await loadDiscussionPaper(ctx.db, user, paperId);
  const { viewer, paper, conf, role } = context;
  if (!mayReadResponse(viewer, role)) {
    if (viewer.isAssignedReviewer && !viewer.isConflicted)
      throw forbidden("Submit your own review first: the response is read beside the reviews.");
    throw notFound("Paper");
  }
  const window = responseWindow(conf);
  const response = await repo.findResponse(ctx.db, paperId);
  const entries: ReviewerEntry[] = context.assignments;
  // the one review-visibility rule: an author reads reviewsForAuthors while authorsSeeReviews
  // (released, or this window open), exactly as GET /paper/{id} shows them
  // withFields: each review carries the definitions of the fields the caller may read (authors
  // cannot read the form), cut by the same rule as its answers
  const reviews: ResponseReview[] = reviewerDataFor(viewer, paper, entries, conf, new Date(), { withFields: true })
    .filter((r) => r.reviewed_at !== null)
    .map(asReview);
  let before: ResponseReview[] | null = null;
  if (role === "chair") {
    const [snapshots, versions] = await Promise.all([
      repo.snapshotsOf(ctx.db, paperId),
      repo.versionsUpToSnapshot(ctx.db, paperId),
    ]);
    before = snapshots.map((s) => {
      const a = entries.find((e) => e.id === s.review_id);
      // the review as the authors answered it: its last kept version by then (answers on its own
      // form), else the snapshot's spec columns; read as the paper's chairs read reviews
      const version = versions.filter((v) => v.review_id === s.review_id).at(-1);
      const kept = {
        ...s,
        reviewed_at: s.reviewed_at ?? version?.submitted_at ?? s.created_at,
        answers: version?.answers ?? null,
        form_version: version?.form_version ?? null,
        form_fields: version?.form_fields ?? null,
      };
      const shown = answersFor(kept, "chairs");
      return asReview({
        id: s.review_id,
        first_name: a?.first_name ?? null,
        last_name: a?.last_name ?? null,
        ...shown,
        fields: fieldsFor(kept, "chairs"),
      });
    });
  }
  return {
    paper_id: paperId,
    response: response?.response ?? null,
    updated_at: response?.updated_at ?? null,
    window: {
      start: conf.author_response_start,
      end: conf.author_response_end,
      timezone: conf.timezone_for_deadline || "UTC",
      open: window.open,
      max_words: conf.author_response_max_words,
    },
    can_respond: canRespond(viewer, paper, conf),
    reviews,
    before_response: before,
  };
}

export async function submitResponse(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  text: string,
): Promise<ResponseSubmitted> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await loadDiscussionPaper(trx, user, paperId);
    const { viewer, paper, conf } = context;
    assertNoRefusal(whyNotRespond(viewer, paper, conf));
    // the conference's word limit, counted by the shared schema (the form's counter counts the same)
    const parsed = responseSchemaFor(conf.author_response_max_words).safeParse({ response: text });
    if (!parsed.success) throw validationFailed({ response: parsed.error.issues.map((i) => i.message) });
    const at = nowIso();
    const { created } = await repo.saveResponse(trx, paperId, parsed.data.response, user.id, at);
    if (created) await repo.snapshotReviews(trx, paperId, at);
    await recordAudit(trx, {
      actorId: user.id,
      action: created ? "response.submit" : "response.update",
      entityType: "paper_response",
      entityId: paperId,
      confId: paper.conf_id,
      details: { paper_id: paperId, words: countWords(parsed.data.response) },
    });
    return { paper_id: paperId, updated: !created, updated_at: at, words: countWords(parsed.data.response) };
  });
}
