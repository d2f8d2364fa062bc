// Answer schemas of a track's TPC calls: invitations, members, reminders and reviewer assignment
// (answers/tpc.ts; Auto Assign's outcome in autoAssign.ts).
import { z } from "zod";
import type {
  AssignmentCounts,
  InvitationReport,
  ReviewerAssigned,
  TpcInvitationTokenAnswer,
  TpcMemberRemoval,
} from "../../answers/tpc.js";
import type { TrackReviewer } from "../../answers/tracks.js";
import type { Assert, Same } from "./agree.js";
import { trackReviewer } from "./tracks.js";

/** POST /track/tpc-track-wise-invitation/{confId}/{trackId} */
export const tpcInvitationReportAnswer = z.strictObject({
  lines: z.array(
    z.strictObject({
      line: z.number(),
      email: z.string().nullable(),
      status: z.enum(["invited", "already_member", "already_invited", "invalid"]),
      message: z.string(),
    }),
  ),
  counts: z.strictObject({
    invited: z.number(),
    already_member: z.number(),
    already_invited: z.number(),
    invalid: z.number(),
  }),
});

/** POST /track/tpc-invitation-answer */
export const tpcInvitationTokenAnswer = z.strictObject({
  action: z.enum(["ACCEPT", "REJECT"]),
  conf_id: z.number(),
  track_id: z.number(),
  track_name: z.string(),
  track_names: z.array(z.string()),
  acronym_title: z.string(),
  event_name: z.string(),
});

/** POST /track/reviewer/{trackId} */
export const tpcMemberAddedAnswer = trackReviewer;

/** DELETE /track/reviewer/{id} */
export const tpcMemberRemovalAnswer = z.strictObject({ removed_assignments: z.number(), kept_reviews: z.number() });

/** GET /track/paper-rdetails-count/{trackId} */
export const assignmentCountsAnswer = z.strictObject({
  total_paper_count: z.number(),
  total_tpc_member_count: z.number(),
  no_of_reviewer_per_paper: z.number(),
});

/** POST /paper/reviewer-assign/{paperId} */
export const reviewerAssignedAnswer = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  reviewer_evaluation: z.null(),
  reviewer_confidence: z.null(),
  reviewer_remarks: z.null(),
  reviewer_confidential_remarks: z.null(),
  reviewed_at: z.null(),
  answers: z.null(),
  form_version: z.null(),
});

type _Agrees = [
  Assert<Same<z.output<typeof tpcInvitationReportAnswer>, InvitationReport>>,
  Assert<Same<z.output<typeof tpcInvitationTokenAnswer>, TpcInvitationTokenAnswer>>,
  Assert<Same<z.output<typeof tpcMemberAddedAnswer>, TrackReviewer>>,
  Assert<Same<z.output<typeof tpcMemberRemovalAnswer>, TpcMemberRemoval>>,
  Assert<Same<z.output<typeof assignmentCountsAnswer>, AssignmentCounts>>,
  Assert<Same<z.output<typeof reviewerAssignedAnswer>, ReviewerAssigned>>,
];
