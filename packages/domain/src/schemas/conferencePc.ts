// Request schemas of the conference's programme committee: one invitation or one addition for
// several tracks, bulk track changes of selected members, and the reminder to the whole PC.
import { z } from "zod";
import { PC_BULK_MAX } from "../rules/tpc.js";
import { idField } from "./common.js";
import { tpcInvitationSchema, tpcMemberAddSchema, tpcReminderSchema, type TpcMemberAddInput } from "./tpc.js";

/** track_ids: the tracks of the conference the call is about; empty or absent: every track. */
export const pcTrackIdsField = z
  .array(idField("Track"), { error: "track_ids must be a list of track ids." })
  .max(PC_BULK_MAX, `At most ${PC_BULK_MAX} tracks at once.`)
  .optional()
  .default([]);

/** POST /conference/pc-invitation/{confId}: the per-track invitation lines, for several tracks at once. */
export const conferencePcInvitationSchema = tpcInvitationSchema.extend({ track_ids: pcTrackIdsField });

/** POST /conference/pc-member/{confId}: the per-track add body (reviewer_id, or the typed person) and track_ids. */
export type ConferencePcMemberAddInput = TpcMemberAddInput & { track_ids: number[] };
export const conferencePcMemberAddSchema = z.unknown().transform((value, ctx): ConferencePcMemberAddInput => {
  const body = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const { track_ids, ...person } = body;
  const tracks = pcTrackIdsField.safeParse(track_ids);
  const member = tpcMemberAddSchema.safeParse(person);
  if (!tracks.success)
    for (const issue of tracks.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: ["track_ids", ...issue.path] });
  if (!member.success)
    for (const issue of member.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  if (!tracks.success || !member.success) return z.NEVER;
  return { ...member.data, track_ids: tracks.data };
});

/** POST /conference/pc-member-tracks/{confId}: add the selected members to tracks, remove them from others. */
export const conferencePcMemberTracksSchema = z
  .object({
    user_ids: z
      .array(idField("User"), { error: "user_ids must be a list of user ids." })
      .min(1, "Select at least one member.")
      .max(PC_BULK_MAX, `At most ${PC_BULK_MAX} members at once.`),
    add_track_ids: z
      .array(idField("Track"), { error: "add_track_ids must be a list of track ids." })
      .max(PC_BULK_MAX, `At most ${PC_BULK_MAX} tracks at once.`)
      .optional()
      .default([]),
    remove_track_ids: z
      .array(idField("Track"), { error: "remove_track_ids must be a list of track ids." })
      .max(PC_BULK_MAX, `At most ${PC_BULK_MAX} tracks at once.`)
      .optional()
      .default([]),
  })
  .refine((b) => b.add_track_ids.length + b.remove_track_ids.length > 0, {
    message: "Name at least one track to add the members to or remove them from.",
    path: ["add_track_ids"],
  })
  .refine((b) => !b.add_track_ids.some((id) => b.remove_track_ids.includes(id)), {
    message: "A track cannot be both added and removed.",
    path: ["remove_track_ids"],
  });
export type ConferencePcMemberTracksInput = z.output<typeof conferencePcMemberTracksSchema>;

/**
 * POST /conference/pc-reminder/{confId}: the track reminder's body, to the people of several tracks
 * (each mailed once); `fewer_publications_than` keeps only those whose profile lists fewer
 * publications (asking the PC to complete their profiles before affinities are computed).
 */
export const conferencePcReminderSchema = tpcReminderSchema.extend({
  track_ids: pcTrackIdsField,
  fewer_publications_than: z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
    z
      .number({ error: "fewer_publications_than must be a whole number from 1 to 1000." })
      .int("fewer_publications_than must be a whole number from 1 to 1000.")
      .min(1, "fewer_publications_than must be a whole number from 1 to 1000.")
      .max(1000, "fewer_publications_than must be a whole number from 1 to 1000.")
      .optional(),
  ),
});
export type ConferencePcReminderInput = z.output<typeof conferencePcReminderSchema>;
