// Each route that takes a payload, with the Zod schema that describes it, a caller who may act,
// and a valid payload for the world. The fuzzer breaks the valid payload field by field; the
// schema says whether the broken payload must be refused.
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  addReviewSchema,
  adminUserUpdateSchema,
  authorAssignByHandSchema,
  authorAssignSchema,
  authorMailSchema,
  autoAssignSchema,
  cfpCirculationSchema,
  cfpReadQuerySchema,
  dashboardQuerySchema,
  cfpUpdateSchema,
  chairAssignSchema,
  changePasswordSchema,
  conferenceImportSchema,
  createApiTokenSchema,
  committeeAddSchema,
  committeeManualSchema,
  conferenceCreateSchema,
  conferenceUpdateSchema,
  finalReviewSchema,
  getLinkSchema,
  loginSchema,
  notificationJobSchema,
  notificationTemplateSchema,
  paperListQuerySchema,
  paperStatusActionSchema,
  paperSubmitSchema,
  paperUpdateSchema,
  profileUpdateSchema,
  registerSchema,
  reportQuerySchema,
  reviewerAssignSchema,
  reviewPapersQuerySchema,
  setPasswordSchema,
  verifyEmailSchema,
  tpcInvitationActionSchema,
  tpcInvitationSchema,
  tpcMemberAddSchema,
  tpcMemberManualSchema,
  tpcReminderSchema,
  trackCreateSchema,
  trackUpdateSchema,
  userListQuerySchema,
  userSearchQuerySchema,
  conferencePcInvitationSchema,
  conferencePcMemberAddSchema,
  conferencePcMemberTracksSchema,
  conferencePcReminderSchema,
  pcTrackIdsField,
} from "@symposia/domain";
import { DEFAULT_PASSWORD, uniqueEmail } from "../support/factories.js";
import { conferencePayload, insertTpcMember, MINIMAL_PDF } from "../support/fixtures.js";
import type { FilePart } from "../support/multipart.js";
import type { World } from "../authz/world.js";

export interface PreparedRequest {
  path: string;
  fields: Record<string, unknown>;
  files?: FilePart[];
  /** the caller's token (none: anonymous) */
  token?: string;
}

export interface FuzzTarget {
  /** "METHOD /api/url" of the server's route table */
  route: string;
  kind: "json" | "query" | "multipart";
  /** the route's own schema: a payload it refuses must be refused by the server */
  schema: z.ZodType;
  /** the fields that are broken (the schema's own keys) */
  keys: readonly string[];
  prepare(w: World): Promise<PreparedRequest>;
}

const unique = () => randomBytes(4).toString("hex");
const keysOf = (schema: z.ZodType) => Object.keys((schema as unknown as z.ZodObject).shape);
const pdf: FilePart = { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF };

function target(
  route: string,
  kind: FuzzTarget["kind"],
  schema: z.ZodType,
  prepare: FuzzTarget["prepare"],
  shapeOf: z.ZodType = schema,
): FuzzTarget {
  return { route, kind, schema, keys: keysOf(shapeOf), prepare };
}

export const FUZZ_TARGETS: FuzzTarget[] = [
  // accounts and users
  target("POST /api/login", "json", loginSchema, async (w) => ({
    path: "/login",
    fields: { email: w.bystander.email, password: DEFAULT_PASSWORD },
  })),
  target("POST /api/register", "json", registerSchema, async () => ({
    path: "/register",
    fields: {
      first_name: "Reg",
      last_name: "Istrant",
      email: uniqueEmail("reg"),
      country: "Portugal",
      affiliation: "Uni",
      password: "long enough password",
    },
  })),
  target("POST /api/get_link", "json", getLinkSchema, async (w) => ({
    path: "/get_link",
    fields: { email: w.bystander.email, op_type: "FORGOT_PASSWORD" },
  })),
  target("POST /api/set_password", "json", setPasswordSchema, async (w) => ({
    path: "/set_password",
    fields: {
      token: await w.resetToken((await w.newBystander()).id),
      new_password: "a new long password",
      confirm_password: "a new long password",
    },
  })),
  target("POST /api/verify_email", "json", verifyEmailSchema, async (w) => ({
    path: "/verify_email",
    fields: { token: await w.verificationToken((await w.newBystander()).id) },
  })),
  // a throwaway user each time: a valid change revokes the caller's other sessions
  target("POST /api/users/changePassword", "json", changePasswordSchema, async (w) => ({
    path: "/users/changePassword",
    token: await w.newSession((await w.newBystander()).id),
    fields: {
      old_password: DEFAULT_PASSWORD,
      new_password: "a new long password",
      confirm_password: "a new long password",
    },
  })),
  target("POST /api/users/api-tokens", "json", createApiTokenSchema, async (w) => ({
    path: "/users/api-tokens",
    token: w.users.stranger.token,
    fields: { name: "fuzzed script", scopes: ["read", "write"], expires_in_days: 90 },
  })),
  target("POST /api/users/profile-update", "json", profileUpdateSchema, async (w) => ({
    path: "/users/profile-update",
    token: w.users.stranger.token,
    fields: { first_name: "Stan", last_name: "Stranger", country: "Germany", affiliation: "Uni" },
  })),
  target("POST /api/users/update", "json", adminUserUpdateSchema, async (w) => ({
    path: "/users/update",
    token: w.users.admin.token,
    fields: {
      user_id: (await w.newBystander()).id,
      first_name: "Edited",
      last_name: "User",
      country: "Portugal",
      affiliation: "Uni",
      status: 1,
    },
  })),
  target("GET /api/users", "query", userListQuerySchema, async (w) => ({
    path: "/users",
    token: w.users.admin.token,
    fields: { param_search: "Bea", order_by: "email", order_type: "desc", per_page: 20, page: 1 },
  })),
  target("GET /api/search-users", "query", userSearchQuerySchema, async (w) => ({
    path: "/search-users",
    token: w.users.trackChair.token,
    fields: { param_search: "Bea" },
  })),
  // conferences, committee and CFP
  target("POST /api/conference", "json", conferenceCreateSchema, async (w) => ({
    path: "/conference",
    token: w.users.stranger.token,
    fields: conferencePayload(),
  })),
  target("POST /api/cfp-circulation-email", "json", cfpCirculationSchema, async (w) => ({
    path: "/cfp-circulation-email",
    token: w.users.admin.token,
    fields: { start_sequence: 1, end_sequence: 2, sender_email: "cfp", subject: "Call", message: "Please submit." },
  })),
  target("POST /api/conference/import/:confId", "multipart", conferenceImportSchema, async (w) => ({
    path: `/conference/import/${w.confId}`,
    token: w.users.superchair.token,
    fields: { format: "hotcrp-json", dry_run: 1, notify: 0, track_id: w.trackId },
    files: [{ name: "file", fileName: "papers.json", contentType: "application/json", data: Buffer.from("[]") }],
  })),
  target("POST /api/conference/update/:id", "multipart", conferenceUpdateSchema, async (w) => ({
    path: `/conference/update/${w.confId}`,
    token: w.users.superchair.token,
    fields: conferencePayload({
      timezone_for_deadline: "UTC",
      timezone_for_session: "UTC",
      disable_multiple_authors: 0,
    }),
  })),
  target(
    "POST /api/cfp/:id",
    "json",
    committeeAddSchema,
    async (w) => ({
      path: `/cfp/${w.confId}`,
      token: w.users.superchair.token,
      fields: {
        organizing_committee_type: 2,
        sequence: 1,
        first_name: "Pat",
        last_name: "Pc",
        email: uniqueEmail("pc"),
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    committeeManualSchema,
  ),
  target("POST /api/cfp-data/update/:id", "multipart", cfpUpdateSchema, async (w) => ({
    path: `/cfp-data/update/${w.confId}`,
    token: w.users.superchair.token,
    fields: { cfp_details: "<p>Call for papers</p>", remove_cfp_file: "0" },
  })),
  target("GET /api/cfp/:id", "query", cfpReadQuerySchema, async (w) => ({
    path: `/cfp/${w.confId}`,
    token: w.users.superchair.token,
    fields: { include_file: "0" },
  })),
  target("GET /api/site/cfp/:id", "query", cfpReadQuerySchema, async (w) => ({
    path: `/site/cfp/${w.confId}`,
    fields: { include_file: "0" },
  })),
  // tracks and TPC
  target("POST /api/track/", "json", trackCreateSchema, async (w) => ({
    path: "/track/",
    token: w.users.superchair.token,
    fields: { conf_id: w.confId, track_name: `Fuzz ${unique()}`, track_short_name: "FZ", track_description: "About" },
  })),
  target("POST /api/track/update/:id", "json", trackUpdateSchema, async (w) => ({
    path: `/track/update/${w.confId}`,
    token: w.users.superchair.token,
    fields: {
      track_id: await w.newTrack(),
      track_name: `Renamed ${unique()}`,
      track_short_name: "RN",
      track_description: "",
    },
  })),
  target("POST /api/track/chair-assign/:id", "json", chairAssignSchema, async (w) => ({
    path: `/track/chair-assign/${await w.newTrack()}`,
    token: w.users.superchair.token,
    fields: { chair_id: w.bystander.id },
  })),
  target("POST /api/track/tpc-track-wise-invitation/:confId/:trackId", "json", tpcInvitationSchema, async (w) => ({
    path: `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`,
    token: w.users.superchair.token,
    fields: { total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("inv")}, Portugal, Uni`]) },
  })),
  target("POST /api/track/tpc-invitation-action/:trackId", "json", tpcInvitationActionSchema, async (w) => {
    const invitee = await w.newBystander();
    const id = await insertTpcMember(w.t.ctx, w.inviteTrackId, invitee.id, 0);
    return {
      path: `/track/tpc-invitation-action/${w.inviteTrackId}`,
      token: await w.newSession(invitee.id),
      fields: { id, action: "REJECT" },
    };
  }),
  target(
    "POST /api/track/reviewer/:trackId",
    "json",
    tpcMemberAddSchema,
    async (w) => ({
      path: `/track/reviewer/${w.trackId}`,
      token: w.users.superchair.token,
      fields: {
        first_name: "Nina",
        last_name: "Member",
        email: uniqueEmail("member"),
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    tpcMemberManualSchema,
  ),
  target("POST /api/track/tpc-reminder/:trackId", "json", tpcReminderSchema, async (w) => ({
    path: `/track/tpc-reminder/${w.trackId}`,
    token: w.users.superchair.token,
    fields: { status: 1, sender_email: "chairs", subject: "Reminder", message: "Please review." },
  })),
  // the conference's programme committee, on the invitations track only
  target("POST /api/conference/pc-invitation/:confId", "json", conferencePcInvitationSchema, async (w) => ({
    path: `/conference/pc-invitation/${w.confId}`,
    token: w.users.superchair.token,
    fields: {
      total_data: JSON.stringify([`Ina, Invitee, ${uniqueEmail("pc-inv")}, Portugal, Uni`]),
      track_ids: [w.inviteTrackId],
    },
  })),
  target(
    "POST /api/conference/pc-member/:confId",
    "json",
    conferencePcMemberAddSchema,
    async (w) => ({
      path: `/conference/pc-member/${w.confId}`,
      token: w.users.superchair.token,
      fields: {
        first_name: "Nina",
        last_name: "Member",
        email: uniqueEmail("pc-member"),
        country: "Portugal",
        affiliation: "Uni",
        track_ids: [w.inviteTrackId],
      },
    }),
    tpcMemberManualSchema.extend({ track_ids: pcTrackIdsField }),
  ),
  target("POST /api/conference/pc-member-tracks/:confId", "json", conferencePcMemberTracksSchema, async (w) => {
    const member = await w.newBystander();
    await insertTpcMember(w.t.ctx, w.inviteTrackId, member.id, 0);
    return {
      path: `/conference/pc-member-tracks/${w.confId}`,
      token: w.users.superchair.token,
      fields: { user_ids: [member.id], remove_track_ids: [w.inviteTrackId] },
    };
  }),
  target("POST /api/conference/pc-reminder/:confId", "json", conferencePcReminderSchema, async (w) => ({
    path: `/conference/pc-reminder/${w.confId}`,
    token: w.users.superchair.token,
    fields: { status: 1, sender_email: "chairs", subject: "Reminder", message: "Please review.", track_ids: [] },
  })),
  target("POST /api/track/paper-reviewer-auto-assign/:trackId", "json", autoAssignSchema, async (w) => ({
    path: `/track/paper-reviewer-auto-assign/${await w.newTrack()}`,
    token: w.users.superchair.token,
    fields: { number_of_reviewers_per_paper: 2 },
  })),
  // papers
  target("POST /api/paper", "multipart", paperSubmitSchema, async (w) => ({
    path: "/paper",
    token: w.users.author.token,
    fields: { conf_id: w.confId, track_id: w.trackId, paper_title: "Fuzzed", keywords: "k", abstract: "Abstract." },
    files: [pdf],
  })),
  target("POST /api/paper/update", "multipart", paperUpdateSchema, async (w) => ({
    path: "/paper/update",
    token: w.users.author.token,
    fields: {
      paper_id: (await w.newPaper()).id,
      track_id: w.trackId,
      paper_title: "Edited",
      keywords: "k",
      abstract: "Abstract.",
    },
  })),
  target("GET /api/paper/all/:id/:type", "query", paperListQuerySchema, async (w) => ({
    path: `/paper/all/${w.confId}/0`,
    token: w.users.superchair.token,
    fields: { param_search: "study", order_by: "paper_title", order_type: "DESC", per_page: 50, page: 1, status: 0 },
  })),
  target(
    "POST /api/paper/author-assign/:paperId",
    "json",
    authorAssignSchema,
    async (w) => ({
      path: `/paper/author-assign/${(await w.newPaper()).id}`,
      token: w.users.author.token,
      fields: {
        first_name: "Nora",
        last_name: "New",
        email: uniqueEmail("author"),
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    authorAssignByHandSchema,
  ),
  target("POST /api/paper/status-action/:paperId", "json", paperStatusActionSchema, async (w) => ({
    path: `/paper/status-action/${(await w.newPaper()).id}`,
    token: w.users.author.token,
    fields: { status: 25, reason: "We found a bug." },
  })),
  target("POST /api/paper/author-mail/:paperId", "json", authorMailSchema, async (w) => ({
    path: `/paper/author-mail/${w.paperId}`,
    token: w.users.superchair.token,
    fields: { sender_email: "chairs", subject: "About your paper", message: "Hello." },
  })),
  target("POST /api/paper/reviewer-assign/:paperId", "json", reviewerAssignSchema, async (w) => ({
    path: `/paper/reviewer-assign/${(await w.newPaper()).id}`,
    token: w.users.superchair.token,
    fields: { reviewer_id: w.spareReviewerId },
  })),
  // reviews, decisions, notifications, reports
  target("POST /api/paper/add-review/:paperId", "json", addReviewSchema, async (w) => ({
    path: `/paper/add-review/${(await w.newPaper()).id}`,
    token: w.users.reviewer.token,
    fields: {
      reviewer_evaluation: -2,
      reviewer_confidence: 5,
      reviewer_remarks: "Needs work.",
      reviewer_confidential_remarks: "Between us.",
    },
  })),
  target("POST /api/paper/final-review/:paperId", "json", finalReviewSchema, async (w) => ({
    path: `/paper/final-review/${(await w.newPaper()).id}`,
    token: w.users.superchair.token,
    fields: { decision: "Reject", final_decision_remark: "Not this time." },
  })),
  target("POST /api/paper/accepted-paper-email-tamplate/:paperId", "json", notificationTemplateSchema, async (w) => ({
    path: `/paper/accepted-paper-email-tamplate/${w.paperId}`,
    token: w.users.superchair.token,
    fields: { heading: "Accepted", message: "Congratulations." },
  })),
  target("POST /api/paper/notification-jobs/:confId", "json", notificationJobSchema, async (w) => ({
    path: `/paper/notification-jobs/${w.confId}`,
    token: w.users.superchair.token,
    fields: { status: 1010, heading: "News", message: "About {paper_title}" },
  })),
  target("GET /api/paper/review-papers/:confId", "query", reviewPapersQuerySchema, async (w) => ({
    path: `/paper/review-papers/${w.confId}`,
    token: w.users.reviewer.token,
    fields: { page: 1, per_page: 100 },
  })),
  target("GET /api/paper/report-csv/:confId", "query", reportQuerySchema, async (w) => ({
    path: `/paper/report-csv/${w.confId}`,
    token: w.users.superchair.token,
    fields: { status: 35 },
  })),
  target("GET /api/conference/dashboard/:confId", "query", dashboardQuerySchema, async (w) => ({
    path: `/conference/dashboard/${w.confId}`,
    token: w.users.superchair.token,
    fields: { min_bids: 3 },
  })),
];
