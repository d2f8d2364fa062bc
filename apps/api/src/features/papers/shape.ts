// The paper as answered by the list and the detail calls: authors as the viewer may know them
// (the reviewing model), reviewers as the viewer may see them, review progress, and what the viewer
// may do. This is the ONE place where a paper is shaped for a caller (DESIGN.md §8): every answer
// that carries a paper's authors goes through shapePaper or asks mayKnowAuthors.
import {
  DEFAULT_DECISION,
  PAPER_STATUS,
  type Paper,
  type PaperReviewer,
  type Topic,
  paperStatusText,
  reviewingModelOf,
} from "@symposia/domain";
import {
  type PaperActionContext,
  type PaperConferenceFacts,
  type PaperViewer,
  type ReviewerDataOptions,
  type ReviewerEntry,
  actsAsChair,
  canSetDecision,
  managesPaper,
  mayKnowAuthors,
  paperActions,
  reviewerDataFor,
  rightsPaperOf,
} from "../../policy/index.js";
import type { AuthorRow, PaperRow } from "./repository.js";
import { fieldsOf, storedValues } from "../submissionForm/index.js";
import { visibleFieldKeys } from "../../policy/submission.js";
import { firstSubmission } from "../../policy/reviewPhase.js";
import type { ReviewMarks } from "./chairMarksRepository.js";

/** The facts of the chairs' view (chairMarksRepository.ts), loaded once for a page or a paper. */
export interface ChairFacts {
  marks: ReviewMarks;
  /** papers that have a final (camera-ready) version */
  finalVersions: ReadonlySet<number>;
  /** lateReviewRule(conference) of policy/reviewPhase.ts */
  isLate: (firstSubmittedAt: string | null) => boolean;
}

/** The answer shape is declared once, in the shared package. */
export type PaperItem = Paper;

export function shapePaper(
  paper: PaperRow,
  authors: readonly AuthorRow[],
  reviewers: readonly ReviewerEntry[],
  viewer: PaperViewer,
  conf: PaperConferenceFacts,
  /** paperActionContext(...) of the request: the same for every row of a list */
  actionContext: PaperActionContext,
  conflictWithReview = false,
  /** the paper's topics */
  topics: readonly Topic[] = [],
  /** lateness, subreviewer and camera-ready facts, shown to the paper's chairs only */
  chairFacts?: ChairFacts,
  /** withFields on one paper's answer (GET /paper/{id}): each review's visible field definitions */
  reviewerOptions: ReviewerDataOptions = {},
): PaperItem {
  const asChair = chairFacts !== undefined && actsAsChair(viewer, paper);
  const visible = reviewerDataFor(viewer, paper, reviewers, conf, new Date(), reviewerOptions);
  // the chairs' entries keep their stored ids (reviewerDataFor), which the marks are keyed by; the
  // entries are this answer's own (reviewerDataFor makes them), so they are marked in place
  if (asChair) for (const review of visible) markForChairs(review, chairFacts);
  const scored = visible.map((r) => r.reviewer_evaluation).filter((v): v is number => v !== null && v !== undefined);
  const hasFile = paper.paper_file_path !== null;
  const knowsAuthors = mayKnowAuthors(viewer, paper, conf);
  return {
    id: paper.id,
    topics: [...topics],
    paper_sequence: paper.paper_sequence,
    paper_title: paper.paper_title,
    keywords: paper.keywords,
    abstract: paper.abstract,
    status: paper.status,
    track_id: paper.track_id,
    track_name: paper.track_name,
    conf_id: paper.conf_id,
    created_by: knowsAuthors ? paper.created_by : null,
    status_label: paperStatusText(paper.status, paper.decision),
    decision: paper.decision ?? DEFAULT_DECISION,
    final_decision_remark: paper.final_decision_remark ?? "",
    created_at: paper.created_at,
    updated_at: paper.updated_at,
    has_file: hasFile,
    paper_file_path: knowsAuthors ? paper.paper_file_path : null,
    paper_file_mime_type: paper.paper_file_mime_type,
    paper_file_url: hasFile ? `/api/paper/file/${paper.id}` : null,
    paper_author_data: knowsAuthors ? authors.map(authorEntry) : [],
    reviewing_model: reviewingModelOf(conf.reviewing_model),
    conflict_with_review: conflictWithReview,
    paper_reviewer_data: visible,
    // the answers to the extra fields this viewer may read
    fields: visibleAnswers(paper, viewer, conf, knowsAuthors),
    // counts of what the caller may see: an author before the release sees none, a reviewer
    // under access_to_reviews_by_ordinary_pc_members = 0 their own only
    review_count: visible.length,
    // "Is reviewed": reviewers who have submitted, over all assigned.
    reviewed_count: visible.filter((r) => r.reviewed_at !== null).length,
    average_evaluation: average(scored),
    score_averages: scoreAverages(visible),
    ...(asChair ? { late_review_count: visible.filter((r) => r.late).length } : {}),
    ...(chairFacts && (viewer.isAuthor || managesPaper(viewer.access, paper))
      ? { camera_ready: cameraReadyOf(paper, chairFacts) }
      : {}),
    actions: {
      ...paperActions(actionContext, viewer, paper),
      // the decision write asserts the same ability (whyNotSetDecision)
      final_review: canSetDecision({
        viewer,
        paper: rightsPaperOf(paper, hasFile),
        conferenceStatus: conf.conference_status,
      }),
    },
  };
}

const average = (values: readonly number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;

/** Adds the chairs' marks to an entry (after its fields, as the answer lists them). */
function markForChairs(review: PaperReviewer, facts: ChairFacts): void {
  const first = firstSubmission({
    reviewed_at: review.reviewed_at,
    first_submitted_at: facts.marks.firstSubmitted.get(review.id) ?? null,
  });
  review.late = facts.isLate(first);
  review.by_subreviewer = facts.marks.bySubreviewer.has(review.id);
}

/**
 * The average of every score answer over the submitted reviews shown: the entries are already cut
 * to what the caller may read (answersFor: per field visibility; a draft has no answers), so an
 * average exists exactly for the fields the caller may see. Scores are the form's only numbers.
 */
function scoreAverages(reviews: readonly PaperReviewer[]): Record<string, number> {
  const byKey = new Map<string, number[]>();
  for (const review of reviews) {
    if (review.reviewed_at === null) continue;
    for (const [key, value] of Object.entries(review.answers)) {
      if (typeof value !== "number") continue;
      const list = byKey.get(key);
      if (list) list.push(value);
      else byKey.set(key, [value]);
    }
  }
  return Object.fromEntries([...byKey].map(([key, values]) => [key, average(values)!]));
}

/** An accepted paper's final version is uploaded or missing; other papers have none to ask. */
function cameraReadyOf(paper: PaperRow, facts: ChairFacts): "uploaded" | "missing" | null {
  if (paper.status !== PAPER_STATUS.ACCEPTED) return null;
  return facts.finalVersions.has(paper.id) ? "uploaded" : "missing";
}

function visibleAnswers(paper: PaperRow, viewer: PaperViewer, conf: PaperConferenceFacts, knowsAuthors: boolean) {
  const defs = fieldsOf(conf);
  if (!defs.length) return {};
  const keys = visibleFieldKeys(defs, {
    author: viewer.isAuthor,
    manages: managesPaper(viewer.access, paper),
    knowsAuthors,
  });
  const stored = storedValues(paper.submission_fields);
  return Object.fromEntries(Object.entries(stored).filter(([k]) => keys.has(k)));
}

/** Groups rows by paper id, keeping their order. */
export function byPaper<T extends { paper_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.paper_id);
    if (list) list.push(row);
    else map.set(row.paper_id, [row]);
  }
  return map;
}

/** An author row as the answer carries it (the row's conflict-only columns left out). */
function authorEntry(a: AuthorRow) {
  return {
    id: a.id,
    paper_id: a.paper_id,
    author_first_name: a.author_first_name,
    author_last_name: a.author_last_name,
    author_email: a.author_email,
    user_id: a.user_id,
    confirmed: Boolean(a.confirmed),
    is_presenter: a.is_presenter,
  };
}
