import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  conferencePcInvitationSchema,
  conferencePcMemberAddSchema,
  conferencePcMemberTracksSchema,
  conferencePcReminderSchema,
  idField,
} from "@symposia/domain";
import {
  conferencePcAnswer,
  pcInvitationReportAnswer,
  pcMemberAddedAnswer,
  pcMemberTracksAnswer,
  pcReminderAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import {
  addMemberToTracks,
  changeMemberTracks,
  conferenceInvitationSummary,
  inviteToTracks,
  remindConferencePc,
} from "../tpc/index.js";
import { conferencePc } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });
const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/** The conference-level programme committee (the per-track calls stay in the TPC feature). */
export function conferencePcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["TPC"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/pc/:confId",
    answer: conferencePcAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "Every PC member over the conference's tracks (conference chairs, organising committee, ADMIN): their tracks, status " +
      "(invited, accepted, declined, awaiting email verification), load, bids, quota, conflicts count, reviews done and late.",
    handler: async ({ user, params }) => ({ result: await conferencePc(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/pc-invitation/:confId",
    answer: pcInvitationReportAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: conferencePcInvitationSchema,
    summary:
      "Invite people by the track invitation's lines (first, last, email, country, affiliation) to every track of track_ids " +
      "(empty: every track): one mail and one answer per person for all those tracks; answers a report per line.",
    handler: async ({ user, params, body }) => {
      const result = await inviteToTracks(ctx, user, params.confId, body.track_ids, body.total_data);
      return { message: conferenceInvitationSummary(result.counts), result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/pc-member/:confId",
    answer: pcMemberAddedAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: conferencePcMemberAddSchema,
    summary:
      "Add a PC member to every track of track_ids (empty: every track): reviewer_id from the user search, or first_name, " +
      "last_name, email, country, affiliation by hand; the track call's rules in each track.",
    handler: async ({ user, params, body }) => {
      const result = await addMemberToTracks(ctx, user, params.confId, body);
      const message = result.awaiting_email_verification
        ? "The PC member has been added and is awaiting email verification: they become a member once they verify their email address."
        : "The PC member has been added.";
      return { message, result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/pc-member-tracks/:confId",
    answer: pcMemberTracksAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: conferencePcMemberTracksSchema,
    summary:
      "Add the PC members of user_ids to the tracks of add_track_ids and remove them from those of remove_track_ids " +
      "(submitted reviews stay, unreviewed assignments in a track left go).",
    handler: async ({ user, params, body }) => {
      const result = await changeMemberTracks(ctx, user, params.confId, body);
      return {
        message: `${result.added} track membership(s) added, ${result.removed} removed (with ${result.removed_assignments} unreviewed assignment(s)).`,
        result,
      };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/pc-reminder/:confId",
    answer: pcReminderAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: conferencePcReminderSchema,
    summary:
      "Send Mail to the PC of track_ids (empty: every track), each person once: status 1 accepted members, 0 pending invitees " +
      "(ADMIN or SUPERCHAIR); fewer_publications_than N: only those whose profile lists fewer than N publications; " +
      "preview: true sends nothing and answers the recipient count and one sample mail.",
    handler: async ({ user, params, body }) => {
      const result = await remindConferencePc(ctx, user, params.confId, body);
      if (result.recipients === 0) return { message: "There is nobody to mail in this group.", result };
      if ("preview" in result) return { message: `${people(result.recipients)} would receive this mail.`, result };
      return { message: `The mail is on its way to ${people(result.recipients)}.`, result };
    },
  });
}
