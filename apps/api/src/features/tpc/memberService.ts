import type {
  ConferencePcReminderResult,
  PcTrackOutcome,
  TpcMemberAddInput,
  TpcMemberRemoval,
  TpcReminderInput,
  TrackReviewer,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { enqueueMail, senderAt } from "../../mail/outbox.js";
import { mayReceiveRole, whyNotMailTpc, whyNotManageTpc } from "../../policy/index.js";
import { memberAddedMail, reminderMail } from "./mails.js";
import { findOrCreatePerson, setPasswordLinkFor } from "./people.js";
import * as repo from "./repository.js";
import { requireTrackAbility } from "../../access/index.js";

/** A preview makes no token: its sample mail shows where each invitee's own link goes. */
export const PREVIEW_SET_PASSWORD_LINK = "<a set-password link of its own for each invitee without a password>";

/** The person a chair adds: picked by account, or typed by hand (linked by email; an account is made when missing). */
export interface MemberToAdd {
  id: number;
  first_name: string;
  email: string;
  needsPassword: boolean;
  created?: boolean;
  addressProven: boolean;
}

export async function resolveMemberToAdd(trx: Transaction<Database>, input: TpcMemberAddInput): Promise<MemberToAdd> {
  if (input.by === "user") {
    const found = await repo.findActiveUser(trx, input.reviewer_id);
    if (!found) throw notFound("User");
    // picked from the accounts: held like a typed address until the owner has proven it
    return { ...found, needsPassword: found.password_hash === null, addressProven: mayReceiveRole(found) };
  }
  const resolved = await findOrCreatePerson(trx, input);
  if (resolved.kind === "inactive") throw conflict("This account is deactivated and cannot join the TPC.");
  return resolved;
}

export type Enrolment =
  | { memberId: number; outcome: "added" | "awaiting email verification" }
  | { memberId: null; outcome: PcTrackOutcome; refusal: string };

/**
 * Makes the person a member of one track: a pending invitation is confirmed; someone who
 * declined is not enrolled against their answer; an account whose owner has not proven the
 * address is held (status 3) until they do (policy mayReceiveRole).
 */
export async function enrolInTrack(
  trx: Transaction<Database>,
  user: AuthUser,
  trackId: number,
  person: MemberToAdd,
): Promise<Enrolment> {
  const held = person.addressProven ? null : ("awaiting email verification" as const);
  const granted = person.addressProven ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.AWAITING_EMAIL_PROOF;
  const existing = await repo.findMembership(trx, trackId, person.id);
  if (!existing) {
    const id = await repo.insertMembership(trx, { trackId, userId: person.id, status: granted, invitedBy: user.id });
    if (id === null)
      return {
        memberId: null,
        outcome: "already member",
        refusal: "This person was just added to the TPC by someone else.",
      };
    return { memberId: id, outcome: held ?? "added" };
  }
  if (existing.status === repo.TPC_STATUS.ACCEPTED)
    return { memberId: null, outcome: "already member", refusal: "This person is already a member of this TPC." };
  if (existing.status === repo.TPC_STATUS.AWAITING_EMAIL_PROOF)
    return {
      memberId: null,
      outcome: "awaiting email verification",
      refusal: "This person was already added; they become a member once they verify their email address.",
    };
  if (existing.status === repo.TPC_STATUS.DECLINED)
    return {
      memberId: null,
      outcome: "declined",
      refusal: "This person declined the invitation to this TPC. Invite them again if they changed their mind.",
    };
  // confirming a pending invitation is a grant too: held while the address is unproven
  if (!(await repo.changeMembershipStatus(trx, existing.id, repo.TPC_STATUS.PENDING, granted)))
    return {
      memberId: null,
      outcome: "already invited",
      refusal: "The invitation was answered in the meantime. Please reload.",
    };
  return { memberId: existing.id, outcome: held ?? "added" };
}

/**
 * Adds a TPC member directly (picked with the search, or typed by hand and linked by email; an
 * account is made when missing). A pending invitation is confirmed; someone who declined is not
 * enrolled against their answer: invite them again instead.
 */
export async function addMember(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: TpcMemberAddInput,
): Promise<TrackReviewer> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { track } = await requireTrackAbility(trx, user, trackId, (access, status) =>
        whyNotManageTpc(access, trackId, status),
      );
      const person = await resolveMemberToAdd(trx, input);
      const enrolment = await enrolInTrack(trx, user, trackId, person);
      if (enrolment.memberId === null) throw conflict(enrolment.refusal);
      const memberId = enrolment.memberId;
      const link = await setPasswordLinkFor(trx, ctx.config, person);
      await enqueueMail(trx, ctx.config, memberAddedMail(ctx.config, person, track, link));
      await recordAudit(trx, {
        actorId: user.id,
        action: "tpc.member.add",
        entityType: "tpc_member",
        entityId: memberId,
        confId: track.conf_id,
        details: {
          track_id: trackId,
          user_id: person.id,
          by: input.by,
          account_created: person.created === true,
          awaiting_email_proof: !person.addressProven,
        },
      });
      return repo.memberItem(trx, memberId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("Someone else changed this TPC at the same moment. Please try again.");
    throw error;
  }
}

/** Takes the person off one track: their unreviewed assignments there go, submitted reviews stay. */
export async function dropFromTrack(
  trx: Transaction<Database>,
  member: { id: number; track_id: number; user_id: number },
) {
  const removedAssignments = await repo.deleteUnreviewedAssignments(trx, member.track_id, member.user_id);
  const keptReviews = await repo.countReviewedAssignments(trx, member.track_id, member.user_id);
  await repo.deleteMembership(trx, member.id);
  return { removed_assignments: removedAssignments, kept_reviews: keptReviews };
}

/**
 * Removes a member (or withdraws an invitation). Submitted reviews stay with their papers; the
 * member's unreviewed assignments in this track go, so those papers show as needing a reviewer.
 */
export async function removeMember(ctx: AppContext, user: AuthUser, memberId: number): Promise<TpcMemberRemoval> {
  return ctx.db.transaction().execute(async (trx) => {
    const member = await repo.findMembershipById(trx, memberId);
    if (!member) throw notFound("TPC member");
    const { track } = await requireTrackAbility(trx, user, member.track_id, (access, status) =>
      whyNotManageTpc(access, member.track_id, status),
    );
    const { removed_assignments: removedAssignments, kept_reviews: keptReviews } = await dropFromTrack(trx, member);
    await recordAudit(trx, {
      actorId: user.id,
      action: "tpc.member.remove",
      entityType: "tpc_member",
      entityId: member.id,
      confId: track.conf_id,
      details: {
        track_id: member.track_id,
        user_id: member.user_id,
        status: member.status,
        removed_assignments: removedAssignments,
        kept_reviews: keptReviews,
      },
    });
    return { removed_assignments: removedAssignments, kept_reviews: keptReviews };
  });
}

/** Send Mail: the chair's text to the accepted members (status 1) or to the pending invitees (status 0). */
export async function sendReminder(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: TpcReminderInput,
): Promise<ConferencePcReminderResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackAbility(trx, user, trackId, (access) => whyNotMailTpc(access));
    const audience = input.status === 1 ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.PENDING;
    const people = await repo.membersWithStatus(trx, trackId, audience);
    const from = senderAt(ctx.config, input.sender_email);
    const pending = audience === repo.TPC_STATUS.PENDING;
    if (input.preview) {
      // counted here, where the mails would be made: the dialog confirms this number, not its own guess
      const first = people[0];
      const link = first && pending && first.password_hash === null ? PREVIEW_SET_PASSWORD_LINK : null;
      const sample = first
        ? reminderMail(ctx.config, first, track, {
            from,
            subject: input.subject,
            message: input.message,
            pending,
            setPasswordLink: link,
          })
        : null;
      return {
        preview: true as const,
        recipients: people.length,
        sample: sample && { to: sample.to, from, subject: sample.subject, text: sample.text },
      };
    }
    const mails = [];
    for (const person of people) {
      // an invitee who never chose a password gets a fresh link: the first one may have expired
      const link = pending
        ? await setPasswordLinkFor(trx, ctx.config, { id: person.id, needsPassword: person.password_hash === null })
        : null;
      mails.push(
        reminderMail(ctx.config, person, track, {
          from,
          subject: input.subject,
          message: input.message,
          pending,
          setPasswordLink: link,
        }),
      );
    }
    await enqueueMail(trx, ctx.config, mails);
    await recordAudit(trx, {
      actorId: user.id,
      action: "tpc.reminder",
      entityType: "track",
      entityId: trackId,
      confId: track.conf_id,
      details: { status: input.status, recipients: people.length, from, subject: input.subject },
    });
    return { recipients: people.length };
  });
}
