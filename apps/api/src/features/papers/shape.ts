// The paper as answered by the list and the detail calls: authors, reviewers as the viewer may see
// them, review progress, and what the viewer may do.
import { DEFAULT_DECISION, type Paper } from "@symposia/domain";
import {
  type PaperActionContext,
  type PaperConferenceFacts,
  type PaperViewer,
  type ReviewerEntry,
  canSetDecision,
  paperActionsIn,
  reviewerDataFor,
} from "../../policy/index.js";
import type { AuthorRow, PaperRow } from "./repository.js";

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
): PaperItem {
  const visible = reviewerDataFor(viewer, paper, reviewers, conf);
  const scored = visible.map((r) => r.reviewer_evaluation).filter((v): v is number => v !== null && v !== undefined);
  const hasFile = paper.paper_file_path !== null;
  return {
    id: paper.id,
    paper_sequence: paper.paper_sequence,
    paper_title: paper.paper_title,
    keywords: paper.keywords,
    abstract: paper.abstract,
    status: paper.status,
    track_id: paper.track_id,
    track_name: paper.track_name,
    conf_id: paper.conf_id,
    created_by: paper.created_by,
    decision: paper.decision ?? DEFAULT_DECISION,
    final_decision_remark: paper.final_decision_remark ?? "",
    created_at: paper.created_at,
    updated_at: paper.updated_at,
    has_file: hasFile,
    paper_file_path: paper.paper_file_path,
    paper_file_mime_type: paper.paper_file_mime_type,
    paper_file_url: hasFile ? `/api/paper/file/${paper.id}` : null,
    paper_author_data: [...authors],
    paper_reviewer_data: visible,
    review_count: reviewers.length,
    // "Is reviewed": reviewers who have given a confidence value, over all assigned.
    reviewed_count: reviewers.filter((r) => r.reviewer_confidence !== null).length,
    average_evaluation: scored.length ? Math.round((scored.reduce((a, b) => a + b, 0) / scored.length) * 100) / 100 : null,
    actions: {
      ...paperActionsIn(actionContext, viewer.isAuthor, paper),
      final_review: !viewer.isAuthor && canSetDecision(viewer.access, { track_id: paper.track_id, status: paper.status, has_file: hasFile }),
    },
  };
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
