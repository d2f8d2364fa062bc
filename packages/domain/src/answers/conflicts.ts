// What the conflict calls answer (apps/api/src/features/conflicts).
import type { ConflictSource, ConflictType } from "../rules/conflicts.js";

/** One entry of GET /paper/conflicts/{paperId}. */
export interface ConflictEntry {
  user_id: number;
  first_name: string;
  last_name: string;
  conflict_type: ConflictType;
  source: ConflictSource;
  reason: string;
  waived: boolean;
  waived_reason: string | null;
}

/** The screens' name for one entry of GET /paper/conflicts/{paperId}. */
export type PaperConflict = ConflictEntry;

/** GET /paper/conflict-explain/{paperId}/{userId} */
export interface ConflictExplanation {
  paper_id: number;
  user_id: number;
  conflicted: boolean;
  reasons: ConflictEntry[];
}

/** One member of GET /conference/pc-members/{confId}. */
export interface PcMember {
  id: number;
  first_name: string;
  last_name: string;
  affiliation: string;
}

/** One row of GET /paper/conflicts-with-reviews/{confId}: a conflict on a reviewer who already reviewed. */
export interface ConflictWithReview {
  paper_id: number;
  paper_sequence: number;
  paper_title: string;
  user_id: number;
  first_name: string;
  last_name: string;
  reasons: string[];
}
