// Answer schemas of the conflict calls (answers/conflicts.ts).
import { z } from "zod";
import type { ConflictEntry, ConflictExplanation, ConflictWithReview, PcMember } from "../../answers/conflicts.js";
import { CONFLICT_SOURCES, CONFLICT_TYPES } from "../../rules/conflicts.js";
import type { Assert, Same } from "./agree.js";

const pcMember = z.strictObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  affiliation: z.string(),
});

/** GET /conference/pc-members/{confId} */
export const pcMembersAnswer = z.array(pcMember);

const conflictEntry = z.strictObject({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  conflict_type: z.enum(CONFLICT_TYPES),
  source: z.enum(CONFLICT_SOURCES),
  reason: z.string(),
  waived: z.boolean(),
  waived_reason: z.string().nullable(),
});

/** GET /paper/conflicts/{paperId}, and the list after POST /paper/conflict and /paper/conflict-waive */
export const paperConflictsAnswer = z.array(conflictEntry);

/** GET /paper/conflict-explain/{paperId}/{userId} */
export const conflictExplanationAnswer = z.strictObject({
  paper_id: z.number(),
  user_id: z.number(),
  conflicted: z.boolean(),
  reasons: z.array(conflictEntry),
});

const conflictWithReview = z.strictObject({
  paper_id: z.number(),
  paper_sequence: z.number(),
  paper_title: z.string(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  reasons: z.array(z.string()),
});

/** GET /paper/conflicts-with-reviews/{confId} */
export const conflictsWithReviewsAnswer = z.array(conflictWithReview);

type _Agrees = [
  Assert<Same<z.output<typeof pcMember>, PcMember>>,
  Assert<Same<z.output<typeof conflictEntry>, ConflictEntry>>,
  Assert<Same<z.output<typeof conflictExplanationAnswer>, ConflictExplanation>>,
  Assert<Same<z.output<typeof conflictWithReview>, ConflictWithReview>>,
];
