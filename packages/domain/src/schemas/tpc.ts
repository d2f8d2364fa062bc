// Request schemas of the TPC feature (spec part 2 §3, §5, §7; part 1 §7): invitations by lines,
// invitation answers, members, reviewer assignment, auto-assign and the TPC reminder mail.
import { z } from "zod";
import { MAX_REVIEWERS_PER_PAPER, TPC_INVITATION_ACTIONS, TPC_INVITATION_MAX_LINES } from "../rules/tpc.js";
import { assignmentWeightsSchema } from "./topics.js";
import { ASSIGNMENT_BALANCES, ASSIGNMENT_OBJECTIVES } from "../rules/topics.js";
import { countryField, emailField, idField, oneLineText, requiredText } from "./common.js";
import { senderLocalPart } from "./papers.js";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const tpcTrackParams = z.object({ trackId: idField("Track") });
export const tpcConfTrackParams = z.object({ confId: idField("Conference"), trackId: idField("Track") });
export const tpcPaperParams = z.object({ paperId: idField("Paper") });

/**
 * POST /track/tpc-track-wise-invitation/{confId}/{trackId}: total_data is a JSON string of an array
 * of lines; a line is "first, last, email, country, affiliation" or the same five values as an
 * array. The lines themselves are checked one by one by parseInvitationLine, so one bad line
 * is reported instead of refusing the whole list.
 */
export const tpcInvitationSchema = z.object({
  total_data: z.preprocess(
    (v) => {
      if (typeof v !== "string") return v;
      try {
        return JSON.parse(v);
      } catch {
        return Symbol.for("invalid-json");
      }
    },
    z
      .array(z.unknown(), { error: "total_data must be a JSON list of lines." })
      .min(1, "Type at least one line.")
      .max(TPC_INVITATION_MAX_LINES, `At most ${TPC_INVITATION_MAX_LINES} lines can be sent at once.`),
  ),
});

const invitationLineSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: z.string().trim().max(100, "Last name must be at most 100 characters."),
  email: emailField(),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
});
export type InvitationLine = z.output<typeof invitationLineSchema>;
export type ParsedInvitationLine = { ok: true; value: InvitationLine } | { ok: false; reason: string };

/**
 * One invitation line. Commas separate the fields; an affiliation may itself contain commas
 * ("University of X, Department Y"), so everything after the fourth comma is the affiliation.
 */
export function parseInvitationLine(raw: unknown): ParsedInvitationLine {
  let parts: string[];
  if (typeof raw === "string") {
    parts = raw.split(",");
    if (parts.length > 5) parts = [...parts.slice(0, 4), parts.slice(4).join(",")];
  } else if (Array.isArray(raw) && raw.every((p) => typeof p === "string" || typeof p === "number")) {
    parts = raw.map(String);
  } else {
    return { ok: false, reason: "The line must be text: first name, last name, email, country, affiliation." };
  }
  if (parts.length !== 5) {
    return {
      ok: false,
      reason: `Expected 5 values (first name, last name, email, country, affiliation), found ${parts.length}.`,
    };
  }
  const [first_name, last_name, email, country, affiliation] = parts.map((p) => p.trim()) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const parsed = invitationLineSchema.safeParse({ first_name, last_name, email, country, affiliation });
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => i.message).join(" ") };
  return { ok: true, value: parsed.data };
}

/** POST /track/tpc-invitation-action/{trackId}: id is the invitation (tpc_invitation item id). */
export const tpcInvitationActionSchema = z.object({
  id: idField("Invitation"),
  action: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.enum(TPC_INVITATION_ACTIONS, { error: "action must be ACCEPT or REJECT." }),
  ),
});

/**
 * POST /track/tpc-invitation-answer: the one-click answer of an invitation mail. The token (from
 * the link) proves the invitee, so no sign-in is needed; it answers once and expires.
 */
export const tpcInvitationTokenAnswerSchema = z.object({
  token: z
    .string({ error: "token is required." })
    .trim()
    .min(1, "token is required.")
    .max(200, "token is not a valid invitation link token."),
  action: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.enum(TPC_INVITATION_ACTIONS, { error: "action must be ACCEPT or REJECT." }),
  ),
});
export type TpcInvitationTokenAnswerInput = z.output<typeof tpcInvitationTokenAnswerSchema>;

/** POST /track/reviewer/{trackId}, by hand: the person is linked by email (an account is made when missing). */
export const tpcMemberManualSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: z.string().trim().max(100, "Last name must be at most 100 characters.").optional().default(""),
  email: emailField(),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
});
export type TpcMemberManualInput = z.output<typeof tpcMemberManualSchema>;
export type TpcMemberAddInput = { by: "user"; reviewer_id: number } | ({ by: "manual" } & TpcMemberManualInput);

/** POST /track/reviewer/{trackId}: reviewer_id (picked with the search) or the manual member fields. */
export const tpcMemberAddSchema = z.unknown().transform((value, ctx): TpcMemberAddInput => {
  const body = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const byUser = blankToUndefined(body.reviewer_id) !== undefined;
  if (byUser) {
    const parsed = z.object({ reviewer_id: idField("Reviewer") }).safeParse(body);
    if (parsed.success) return { by: "user", reviewer_id: parsed.data.reviewer_id };
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const parsed = tpcMemberManualSchema.safeParse(body);
  if (parsed.success) return { by: "manual", ...parsed.data };
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

/** POST /paper/reviewer-assign/{paperId} */
export const reviewerAssignSchema = z.object({ reviewer_id: idField("Reviewer") });

/** POST /track/paper-reviewer-auto-assign/{trackId}; absent: the conference's number_of_reviewers_per_paper. */
export const autoAssignSchema = z.object({
  number_of_reviewers_per_paper: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Number of reviewers per paper must be a number." })
      .int("Number of reviewers per paper must be a whole number.")
      .min(1, "Number of reviewers per paper must be at least 1.")
      .max(MAX_REVIEWERS_PER_PAPER, `Number of reviewers per paper must be at most ${MAX_REVIEWERS_PER_PAPER}.`)
      .optional(),
  ),
  // a cap on every member's total load, a preview that writes nothing, the weights
  max_papers_per_reviewer: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "max_papers_per_reviewer must be a number." })
      .int("max_papers_per_reviewer must be a whole number.")
      .min(1, "max_papers_per_reviewer must be at least 1.")
      .max(100_000, "max_papers_per_reviewer must be at most 100000.")
      .optional(),
  ),
  preview: z.preprocess(
    (v) =>
      v === "" || v === null
        ? undefined
        : v === "1" || v === 1 || v === "true"
          ? true
          : v === "0" || v === 0 || v === "false"
            ? false
            : v,
    z.boolean({ error: "preview must be true or false." }).optional(),
  ),
  weights: assignmentWeightsSchema.optional(),
  // evenness of loads, the objective, and the preview's low-affinity threshold (defaults in rules/topics.ts)
  balance: z.preprocess(
    blankToUndefined,
    z.enum(ASSIGNMENT_BALANCES, { error: "balance must be even or within_caps." }).optional(),
  ),
  objective: z.preprocess(
    blankToUndefined,
    z.enum(ASSIGNMENT_OBJECTIVES, { error: "objective must be total or fair." }).optional(),
  ),
  low_affinity_threshold: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "low_affinity_threshold must be a number." })
      .min(0, "low_affinity_threshold must be at least 0.")
      .max(1, "low_affinity_threshold must be at most 1.")
      .optional(),
  ),
});

/** POST /track/tpc-reminder/{trackId}: status 1 mails accepted members, 0 those whose invitation is pending. */
export const tpcReminderSchema = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" && v !== "" ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: "status must be 1 (accepted members) or 0 (pending invitations)." }),
  ),
  // the same sender rule as the author mail: a local part at the product's own mail domain
  sender_email: senderLocalPart,
  subject: oneLineText("Subject", 200),
  message: requiredText("Message", 20_000),
  // true: nothing is sent; the answer counts the recipients the server would mail and shows one mail
  preview: z
    .preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean())
    .optional()
    .default(false),
});

export type TpcInvitationActionInput = z.output<typeof tpcInvitationActionSchema>;
export type AutoAssignInput = z.output<typeof autoAssignSchema>;
export type TpcReminderInput = z.output<typeof tpcReminderSchema>;
