// What the paper search, tags and saved-search calls answer.
import type { Paper, PaperTag } from "./papers.js";
import type { SearchError } from "../search/terms.js";
import type { TagVisibility } from "../search/tagNames.js";

/** GET /paper/search/{confId}: All Papers' rows, the total, and the terms that could not be used. */
export interface PaperSearchResult {
  data: (Paper & { tags: PaperTag[] })[];
  total: number;
  errors: SearchError[];
}

/** GET /conference/tags/{confId}: each tag the caller may see, with the number of papers carrying it. */
export interface ConferenceTagCount {
  name: string;
  visibility: TagVisibility;
  count: number;
}

export interface SavedSearch {
  id: number;
  name: string;
  q: string;
  created_by: number;
  created_at: string;
}

/** POST /paper/bulk/{confId}: per paper, done or the refusal (the single action's own words). */
export interface BulkOutcome {
  paper_id: number;
  /** the paper's number as the caller knows it; null for a paper they may not see (or none) */
  paper_sequence: number | null;
  done: boolean;
  refusal?: string;
  /** mail_authors / mail_reviewers: the mails this paper sends (or would send, in a preview) */
  recipients?: number;
}
/** One mail as a bulk mail's preview shows it, placeholders filled. */
export interface BulkMailSample {
  to: string;
  subject: string;
  text: string;
}
export interface PaperBulkResult {
  results: BulkOutcome[];
  done: number;
  refused: number;
  /** mail actions: true when nothing was sent (preview: true) */
  preview?: boolean;
  /** mail actions: every mail sent, or that the same call without preview sends */
  recipients?: number;
  /** mail actions: the first paper's first mail, placeholders filled */
  sample?: BulkMailSample | null;
}

/** The papers a bulk action (POST /paper/bulk/{confId}) acts on: those picked, or every result of a search. */
export type PaperBulkTarget = { paper_ids: number[] } | { q: string };
