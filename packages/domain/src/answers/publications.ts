// Answers of the publication list and of computed affinity.
import type { PublicationSource } from "../rules/publications.js";

export interface PublicationCoauthor {
  name: string;
  email: string | null;
}

export interface Publication {
  id: number;
  title: string;
  abstract: string | null;
  year: number | null;
  venue: string | null;
  source: PublicationSource;
  coauthors: PublicationCoauthor[];
  created_at: string;
}

/** An entry of an imported file that was not added, and why. */
export interface PublicationRefusal {
  /** 1-based position of the entry in the file */
  entry: number;
  /** the entry's key or title, when the file gave one */
  label: string | null;
  reason: string;
}

export interface PublicationImportResult {
  imported: number;
  refused: PublicationRefusal[];
  publications: Publication[];
}

export type AffinityComputeStatus = "running" | "done" | "failed";

/** GET /conference/affinity-compute-progress/{confId} */
export interface AffinityComputeProgress {
  conf_id: number;
  status: AffinityComputeStatus | "none";
  method: string | null;
  total_papers: number;
  done_papers: number;
  stored_scores: number;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
}

/** One member's match with a paper, with what explains it. */
export interface AffinityMatch {
  user_id: number;
  first_name: string;
  last_name: string;
  score: number;
  publications: { id: number; title: string; year: number | null; score: number }[];
  shared_terms: string[];
}

/** GET /paper/affinity-matches/{paperId} */
export interface PaperAffinityMatches {
  paper_id: number;
  matches: AffinityMatch[];
}
