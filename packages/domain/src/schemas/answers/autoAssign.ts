// Answer schemas of the Auto Assign calls: progress (answers/topics.ts), deploy, undo, quotas and
// affinity imports (answers/tpc.ts).
import { z } from "zod";
import type {
  AffinityImportResult,
  AffinityUploadResult,
  AutoAssignOutcome,
  AutoAssignUndone,
  ConferenceAutoAssignOutcome,
  ReviewerQuota,
} from "../../answers/tpc.js";
import type { AutoAssignProgress } from "../../answers/topics.js";
import { ASSIGNMENT_BALANCES, ASSIGNMENT_OBJECTIVES } from "../../rules/topics.js";
import type { Assert, Same } from "./agree.js";

export const autoAssignProgressAnswer = z.strictObject({
  state: z.enum(["idle", "running", "done", "failed"]),
  phase: z.enum(["reading", "balancing", "candidates", "solving", "saving"]).nullable(),
  progress: z.number().min(0).max(100),
  started_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

const bidCounts = { yes: z.number(), maybe: z.number(), none: z.number(), no: z.number() };

const outcomeShape = {
  number_of_reviewers_per_paper: z.number(),
  papers_considered: z.number(),
  reviewers_considered: z.number(),
  assignments_made: z.number(),
  papers_short: z.array(
    z.strictObject({
      paper_id: z.number(),
      paper_sequence: z.number(),
      paper_title: z.string(),
      needed: z.number(),
      assigned: z.number(),
      reason: z.string(),
    }),
  ),
  load: z.strictObject({ min: z.number(), max: z.number(), lower_bound: z.number() }),
  preview: z.boolean().optional(),
  draft_id: z.number().nullable().optional(),
  run_id: z.number().nullable().optional(),
  max_papers_per_reviewer: z.number().nullable().optional(),
  weights: z.strictObject({ ...bidCounts, topic: z.number(), affinity: z.number() }).optional(),
  balance: z.enum(ASSIGNMENT_BALANCES).optional(),
  objective: z.enum(ASSIGNMENT_OBJECTIVES).optional(),
  statistics: z
    .strictObject({
      load_histogram: z.array(z.strictObject({ load: z.number(), members: z.number() })),
      pairs_by_bid: z.strictObject(bidCounts),
      mean_topic_overlap: z.number(),
      mean_affinity: z.number().nullable(),
      total_preference: z.number(),
      used_no_bids: z.boolean(),
      preferences_applied: z.boolean(),
      paper_totals: z.strictObject({ lowest: z.number(), p10: z.number(), median: z.number() }).nullable(),
      low_affinity_papers: z.number(),
      low_affinity_threshold: z.number(),
    })
    .optional(),
  pairs: z
    .array(
      z.strictObject({
        paper_id: z.number(),
        paper_sequence: z.number(),
        user_id: z.number(),
        first_name: z.string(),
        last_name: z.string(),
        bid: z.enum(["yes", "maybe", "no"]).nullable(),
        topic_overlap: z.number(),
        affinity: z.number().nullable(),
      }),
    )
    .optional(),
};

/** POST /track/paper-reviewer-auto-assign/{trackId} */
export const trackAutoAssignAnswer = z.strictObject(outcomeShape);

const conferenceOutcome = z.strictObject({
  ...outcomeShape,
  conf_id: z.number(),
  tracks: z.array(
    z.strictObject({
      track_id: z.number(),
      track_name: z.string(),
      papers_considered: z.number(),
      reviewers_considered: z.number(),
      assignments_made: z.number(),
    }),
  ),
});

/** POST /conference/auto-assign/{confId} */
export const conferenceAutoAssignAnswer = conferenceOutcome;

/** POST /track/auto-assign-deploy/{draftId}: a track's draft answers the track's outcome, a conference's the conference's. */
export const autoAssignDeployAnswer = z.union([conferenceOutcome, trackAutoAssignAnswer]);

/** POST /track/auto-assign-undo/{runId} */
export const autoAssignUndoneAnswer = z.strictObject({ removed: z.number(), kept_with_review: z.number() });

const reviewerQuota = z.strictObject({ reviewer_id: z.number(), max_papers: z.number() });

/** GET and POST /track/reviewer-quota/{trackId} */
export const reviewerQuotasAnswer = z.array(reviewerQuota);

const refusedLine = z.strictObject({ line: z.number(), text: z.string(), reason: z.string() });
const affinityImport = z.strictObject({ imported: z.number(), refused: z.array(refusedLine) });
const affinityUpload = affinityImport.extend({ lines: z.number(), refused_count: z.number() });

/** POST /track/affinity/{trackId}: a file upload's counts, or a JSON import's */
export const affinityImportAnswer = z.union([affinityUpload, affinityImport]);

type _Agrees = [
  Assert<Same<z.output<typeof autoAssignProgressAnswer>, AutoAssignProgress>>,
  Assert<Same<z.output<typeof trackAutoAssignAnswer>, AutoAssignOutcome>>,
  Assert<Same<z.output<typeof conferenceOutcome>, ConferenceAutoAssignOutcome>>,
  Assert<Same<z.output<typeof autoAssignUndoneAnswer>, AutoAssignUndone>>,
  Assert<Same<z.output<typeof reviewerQuota>, ReviewerQuota>>,
  Assert<Same<z.output<typeof affinityImport>, AffinityImportResult>>,
  Assert<Same<z.output<typeof affinityUpload>, AffinityUploadResult>>,
];
