import { offlineFormPapersProblem, parseOfflineReviewForm, renderOfflineReviewForm } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { AppError, conflict, fieldError, notFound } from "../../http/errors.js";
import { currentReviewForm } from "../reviewForms/index.js";
import { listReviewPapers, saveReviewIn } from "./service.js";
import * as repo from "./repository.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";

// Offline review forms (`use_offline_review_forms`): download a plain-text form for one
// paper or all the caller's papers, upload it back. Each paper of an upload is saved in its own
// transaction through saveReviewIn, the online path: a paper with an error writes nothing, the
// others are saved, and the answer lists what happened to each.

async function requireOfflineForms(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  if ((await repo.offlineFormsSetting(ctx.db, confId)) !== 1)
    throw conflict("Offline review forms are turned off for this conference; review on Review Papers.");
  return conference;
}

/** The caller's papers that take their review now, with their draft or review to prefill. */
export async function downloadOfflineForm(ctx: AppContext, user: AuthUser, confId: number, paperId?: number) {
  const conference = await requireOfflineForms(ctx, user, confId);
  const { data } = await listReviewPapers(ctx, user, confId, { page: 1, per_page: 5000 });
  const mine = data.filter((p) => p.my_review !== null && p.can_review && (paperId === undefined || p.id === paperId));
  if (paperId !== undefined && mine.length === 0) throw notFound("Paper to review");
  const [form, instructions] = await Promise.all([
    currentReviewForm(ctx.db, confId),
    repo.reviewInstructions(ctx.db, confId),
  ]);
  const text = renderOfflineReviewForm({
    conference: `${conference.acronym_title}: ${conference.event_name}`,
    formVersion: form.version,
    fields: form.fields,
    instructions,
    papers: mine.map((p) => ({
      id: p.id,
      paper_sequence: p.paper_sequence,
      paper_title: p.paper_title,
      answers: p.my_review?.draft?.answers ?? p.my_review?.answers,
    })),
  });
  const which = paperId === undefined ? "all" : `paper-${mine[0]!.paper_sequence}`;
  return { fileName: `${conference.acronym_title}-review-form-${which}.txt`.replace(/[^A-Za-z0-9._-]+/g, "-"), text };
}

export interface OfflinePaperResult {
  paper_id: number;
  saved: boolean;
  message: string;
  /** per field key, why it was refused */
  errors: Record<string, string[]>;
}

/** Saves every paper of an uploaded form that passes the online checks; reports each paper. */
export async function uploadOfflineForm(ctx: AppContext, user: AuthUser, confId: number, text: string, draft: boolean) {
  await requireOfflineForms(ctx, user, confId);
  const form = await currentReviewForm(ctx.db, confId);
  const papers = parseOfflineReviewForm(text, form.fields);
  if (papers.length === 0)
    throw conflict(
      'The file has no paper in it: each paper starts with a "==+== Paper: <id>" line, as in the downloaded form.',
    );
  // refused whole before anything is written: a repeated or endless list of sections would write
  // a review version and an audit row per section
  const problem = offlineFormPapersProblem(papers);
  if (problem) throw fieldError("text", problem);
  const results: OfflinePaperResult[] = [];
  for (const paper of papers) {
    try {
      const outcome = await ctx.db.transaction().execute(async (trx) => {
        // a paper of another conference is not this upload's
        if ((await repo.paperConference(trx, paper.paper_id)) !== confId) throw notFound("Paper");
        return saveReviewIn(trx, user, paper.paper_id, paper.answers, draft);
      });
      results.push({
        paper_id: paper.paper_id,
        saved: true,
        errors: {},
        message: outcome.draft ? "Draft saved." : outcome.updated ? "Review updated." : "Review submitted.",
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const errors =
        error.statusCode === 422 && error.result && typeof error.result === "object"
          ? (error.result as Record<string, string[]>)
          : {};
      results.push({ paper_id: paper.paper_id, saved: false, errors, message: error.message });
    }
  }
  return { saved: results.filter((r) => r.saved).length, refused: results.filter((r) => !r.saved).length, results };
}
