import type { FastifyInstance } from "fastify";
import {
  autoAssignSchema,
  idParam,
  reviewerAssignSchema,
  tpcConfTrackParams,
  tpcInvitationActionSchema,
  tpcInvitationSchema,
  tpcInvitationTokenAnswerSchema,
  tpcMemberAddSchema,
  tpcPaperParams,
  tpcReminderSchema,
  tpcTrackParams,
} from "@symposia/domain";
import {
  assignmentCountsAnswer,
  noResultAnswer,
  pcReminderAnswer,
  reviewerAssignedAnswer,
  tpcInvitationReportAnswer,
  tpcInvitationTokenAnswer,
  tpcMemberAddedAnswer,
  tpcMemberRemovalAnswer,
  trackAutoAssignAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as assignments from "./assignmentService.js";
import * as auto from "./autoAssignService.js";
import * as invitationLinks from "./invitationLinks.js";
import * as invitations from "./invitationService.js";
import * as members from "./memberService.js";

// The TPC's /track/... routes live here; the tracks feature registers the track CRUD and chairs.
export function tpcRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["TPC"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/tpc-track-wise-invitation/:confId/:trackId",
    answer: tpcInvitationReportAnswer,
    access: "user",
    tags,
    params: tpcConfTrackParams,
    body: tpcInvitationSchema,
    summary:
      "Invite people to a track's TPC by lines (first, last, email, country, affiliation); answers a report per line.",
    handler: async ({ user, params, body }) => {
      const result = await invitations.inviteByLines(ctx, user, params.confId, params.trackId, body.total_data);
      return { message: invitations.invitationSummary(result.counts), result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/tpc-invitation-action/:trackId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: tpcTrackParams,
    body: tpcInvitationActionSchema,
    summary: "The invitee accepts (becomes a TPC member) or rejects a pending invitation.",
    handler: async ({ user, params, body }) => ({
      message: await invitations.answerInvitation(ctx, user, params.trackId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/tpc-invitation-answer",
    answer: tpcInvitationTokenAnswer,
    access: "public",
    tags,
    body: tpcInvitationTokenAnswerSchema,
    summary:
      "The one-click Accept or Decline of an invitation mail: the token proves the invitee (no sign-in); single use, expiring.",
    handler: async ({ body }) => {
      const result = await invitationLinks.answerByToken(ctx, body);
      return { message: invitationLinks.tokenAnswerMessage(result), result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/reviewer/:trackId",
    answer: tpcMemberAddedAnswer,
    access: "user",
    tags,
    params: tpcTrackParams,
    body: tpcMemberAddSchema,
    summary:
      "Add a TPC member: reviewer_id from the user search, or first_name, last_name, email, country, affiliation by hand.",
    handler: async ({ user, params, body }) => {
      const member = await members.addMember(ctx, user, params.trackId, body);
      // status 3: held until the owner proves the address (policy mayReceiveRole)
      const held = member.status === 3;
      const message = held
        ? "The TPC member has been added and is awaiting email verification: they become a member once they verify their email address."
        : "The TPC member has been added.";
      return { message, result: member };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/track/reviewer/:id",
    answer: tpcMemberRemovalAnswer,
    access: "user",
    tags,
    params: idParam,
    summary:
      "Remove a TPC member (or withdraw an invitation); submitted reviews stay, unreviewed assignments in the track go.",
    handler: async ({ user, params }) => {
      const result = await members.removeMember(ctx, user, params.id);
      const kept = result.kept_reviews > 0 ? ` Their ${result.kept_reviews} submitted review(s) are kept.` : "";
      return {
        message: `The TPC member has been removed, with ${result.removed_assignments} unreviewed assignment(s).${kept}`,
        result,
      };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/tpc-reminder/:trackId",
    answer: pcReminderAnswer,
    access: "user",
    tags,
    params: tpcTrackParams,
    body: tpcReminderSchema,
    summary:
      "Send Mail to the track's TPC: status 1 accepted members, 0 pending invitees (ADMIN or " +
      "SUPERCHAIR); preview: true sends nothing and answers the recipient count and one sample " +
      "mail.",
    handler: async ({ user, params, body }) => {
      const result = await members.sendReminder(ctx, user, params.trackId, body);
      const people = `${result.recipients} ${result.recipients === 1 ? "person" : "people"}`;
      if ("preview" in result)
        return {
          message:
            result.recipients === 0 ? "There is nobody to mail in this group." : `${people} would receive this mail.`,
          result,
        };
      return {
        message:
          result.recipients === 0
            ? "There is nobody to mail in this group."
            : `The mail is on its way to ${result.recipients} member(s).`,
        result,
      };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/paper-rdetails-count/:trackId",
    answer: assignmentCountsAnswer,
    access: "user",
    tags,
    params: tpcTrackParams,
    summary:
      "Auto Assign counts: total_paper_count (submitted, with a file), total_tpc_member_count, no_of_reviewer_per_paper.",
    handler: async ({ user, params }) => ({ result: await auto.assignmentCounts(ctx, user, params.trackId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/paper-reviewer-auto-assign/:trackId",
    answer: trackAutoAssignAnswer,
    access: "user",
    tags,
    params: tpcTrackParams,
    body: autoAssignSchema,
    summary:
      "Top every submitted paper of the track up to N reviewers with balanced loads (ADMIN or SUPERCHAIR); all or nothing.",
    handler: async ({ user, params, body }) => {
      const result = await auto.autoAssign(ctx, user, params.trackId, body);
      return { message: auto.autoAssignSummary(result), result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/reviewer-assign/:paperId",
    answer: reviewerAssignedAnswer,
    access: "user",
    tags,
    params: tpcPaperParams,
    body: reviewerAssignSchema,
    summary: "Assign a TPC member of the paper's track as reviewer; conflicts of interest are refused with 409.",
    handler: async ({ user, params, body }) => ({
      message: "The reviewer has been assigned.",
      result: await assignments.assignReviewer(ctx, user, params.paperId, body.reviewer_id),
    }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/reviewer/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "Remove a reviewer assignment; refused with 409 once the review was submitted.",
    handler: async ({ user, params }) => {
      await assignments.removeReviewer(ctx, user, params.id);
      return { message: "The reviewer has been removed." };
    },
  });
}
