// Answer schemas of the conference PC calls (answers/conferencePc.ts).
import { z } from "zod";
import type {
  ConferencePc,
  ConferencePcInvitationReport,
  ConferencePcMemberAdded,
  ConferencePcMemberTracksResult,
  ConferencePcReminderResult,
  PcTrackResult,
} from "../../answers/conferencePc.js";
import type { Assert, Same } from "./agree.js";

const pcStatus = z.enum(["invited", "accepted", "declined", "awaiting email verification"]);

const pcMember = z.strictObject({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  status: pcStatus,
  tracks: z.array(
    z.strictObject({ track_id: z.number(), track_name: z.string(), status: pcStatus, quota: z.number().nullable() }),
  ),
  load: z.number(),
  bids: z.number(),
  quota: z.number().nullable(),
  conflicts: z.number(),
  publications: z.number(),
  reviews_done: z.number(),
  reviews_late: z.number(),
});

export const conferencePcAnswer = z.strictObject({ conf_id: z.number(), members: z.array(pcMember) });

const pcTrackResult = z.strictObject({
  track_id: z.number(),
  track_name: z.string(),
  outcome: z.enum([
    "invited",
    "added",
    "awaiting email verification",
    "already member",
    "already invited",
    "declined",
    "removed",
    "not a member",
  ]),
});

const invitationStatus = z.enum(["invited", "already_member", "already_invited", "invalid"]);

/** POST /conference/pc-invitation/{confId} */
export const pcInvitationReportAnswer = z.strictObject({
  lines: z.array(
    z.strictObject({
      line: z.number(),
      email: z.string().nullable(),
      status: invitationStatus,
      message: z.string(),
      tracks: z.array(pcTrackResult),
    }),
  ),
  counts: z.strictObject({
    invited: z.number(),
    already_member: z.number(),
    already_invited: z.number(),
    invalid: z.number(),
  }),
});

/** POST /conference/pc-member/{confId} */
export const pcMemberAddedAnswer = z.strictObject({
  user_id: z.number(),
  awaiting_email_verification: z.boolean(),
  tracks: z.array(pcTrackResult),
});

/** POST /conference/pc-member-tracks/{confId} */
export const pcMemberTracksAnswer = z.strictObject({
  members: z.array(z.strictObject({ user_id: z.number(), tracks: z.array(pcTrackResult) })),
  added: z.number(),
  removed: z.number(),
  removed_assignments: z.number(),
});

/**
 * POST /conference/pc-reminder/{confId} and /track/tpc-reminder/{trackId}: the mails sent, or
 * (preview) their count and a sample.
 */
export const pcReminderAnswer = z.union([
  z.strictObject({
    preview: z.literal(true),
    recipients: z.number(),
    sample: z.strictObject({ to: z.string(), from: z.string(), subject: z.string(), text: z.string() }).nullable(),
  }),
  z.strictObject({ recipients: z.number() }),
]);

type _Agrees = [
  Assert<Same<z.output<typeof conferencePcAnswer>, ConferencePc>>,
  Assert<Same<z.output<typeof pcTrackResult>, PcTrackResult>>,
  Assert<Same<z.output<typeof pcInvitationReportAnswer>, ConferencePcInvitationReport>>,
  Assert<Same<z.output<typeof pcMemberAddedAnswer>, ConferencePcMemberAdded>>,
  Assert<Same<z.output<typeof pcMemberTracksAnswer>, ConferencePcMemberTracksResult>>,
  Assert<Same<z.output<typeof pcReminderAnswer>, ConferencePcReminderResult>>,
];
