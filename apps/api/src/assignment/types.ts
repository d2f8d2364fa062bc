// Input and output of the reviewer assignment module. Plain ids and numbers only: the module knows
// nothing about the database, HTTP or the conflict-of-interest rules (the caller computes the
// conflict set), so it can be tested and benchmarked alone.

export interface AssignmentPaper {
  id: number;
  /** reviewers already on the paper (kept; they count towards the reviewers it needs) */
  reviewerIds: readonly number[];
}

export interface AssignmentReviewer {
  id: number;
  /** assignments the reviewer already has (counted in the load that is balanced) */
  load: number;
}

export interface AssignmentInput {
  papers: readonly AssignmentPaper[];
  reviewers: readonly AssignmentReviewer[];
  /** paper id → reviewer ids who must never review it (sparse: only conflicted pairs) */
  conflicts: ReadonlyMap<number, readonly number[]>;
  /** every paper is topped up to this many reviewers */
  reviewersPerPaper: number;
  /** ties are broken by a pseudo-random order drawn from this seed; same input + seed → same answer */
  seed?: number;
  /** who may review what besides conflicts (a conference's tracks); absent: everyone may take every paper */
  groups?: Groups;
}

/**
 * Eligibility by group: a paper belongs to one group, a reviewer to any number, and a reviewer is
 * considered only for papers of their groups. Loads and caps still count over all groups. Held as
 * member lists per group, never as forbidden pairs (those would grow with papers × reviewers).
 */
export interface Groups {
  /** paper id → its group (every paper needs one) */
  ofPaper: ReadonlyMap<number, number>;
  /** reviewer id → the groups they belong to (a reviewer in none may take no paper) */
  ofReviewer: ReadonlyMap<number, readonly number[]>;
}

export interface AssignmentPair {
  paperId: number;
  reviewerId: number;
}

export interface ShortPaper {
  paperId: number;
  /** reviewers the paper still needed before this run */
  needed: number;
  /** reviewers this run gave it */
  assigned: number;
  /** TPC members who could review it at all (not conflicted, not already on it) */
  eligible: number;
  conflicted: number;
  reason: string;
}

export interface LoadSummary {
  /** smallest and largest load over all reviewers after the run (existing + new) */
  min: number;
  max: number;
  /**
   * The best conceivable largest load: the water level that spreads the demand over all reviewers
   * ignoring conflicts, i.e. ceil(total needed / reviewers) when nobody had a load before.
   */
  lowerBound: number;
}

export interface AssignmentResult {
  pairs: AssignmentPair[];
  shortPapers: ShortPaper[];
  load: LoadSummary;
  stats: {
    /** slots moved along alternating paths after the greedy start */
    augmentations: number;
    /** true when the refinement proved the loads cannot be made more even (it always is below the work budget) */
    balanced: boolean;
  };
}
