import type { TpcMemberAddInput, TpcMemberRemoval, TpcReminderInput } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { enqueueMail, senderAt } from "../../mail/outbox.js";
import { canMailTpc, canManageTpc, mayReceiveRole } from "../../policy/index.js";
import { memberAddedMail, reminderMail } from "./mails.js";
import { findOrCreatePerson, setPasswordLinkFor } from "./people.js";
import * as repo from "./repository.js";
import { TPC_MANAGE_REFUSAL, requireTrackPermission } from "../../access/index.js";

const MAIL_REFUSAL = "Only the administrator and the conference chairs may mail the TPC.";
/** A preview makes no token: its sample mail shows where each invitee's own link goes. */
const PREVIEW_SET_PASSWORD_LINK = "<a set-password link of its own for each invitee without a password>";

/**
 * Adds a TPC member directly (picked with the search, or typed by hand and linked by email; an
 * account is made when missing). A pending invitation is confirmed; someone who declined is not
 * enrolled against their answer: invite them again instead.
 */
export async function addMember(ctx: AppContext, user: AuthUser, trackId: number, input: TpcMemberAddInput) {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { track } = await requireTrackPermission(
        trx,
        user,
        trackId,
        (access) => canManageTpc(access, trackId),
        TPC_MANAGE_REFUSAL,
      );
      let person: {
        id: number;
        first_name: string;
        email: string;
        needsPassword: boolean;
        created?: boolean;
        addressProven: boolean;
      };
      if (input.by === "user") {
        const found = await repo.findActiveUser(trx, input.reviewer_id);
        if (!found) throw notFound("User");
        // picked from the accounts: held like a typed address until the owner has proven it
        person = { ...found, needsPassword: found.password_hash === null, addressProven: mayReceiveRole(found) };
      } else {
        const resolved = await findOrCreatePerson(trx, input);
        if (resolved.kind === "inactive") throw conflict("This account is deactivated and cannot join the TPC.");
        person = resolved;
      }
      const existing = await repo.findMembership(trx, trackId, person.id);
      let memberId: number;
      if (!existing) {
        // an account that never proved its address: held until the owner proves it
        const status = person.addressProven ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.AWAITING_EMAIL_PROOF;
        const id = await repo.insertMembership(trx, { trackId, userId: person.id, status, invitedBy: user.id });
        if (id === null) throw conflict("This person was just added to the TPC by someone else.");
        memberId = id;
      } else if (existing.status === repo.TPC_STATUS.ACCEPTED) {
        throw conflict("This person is already a member of this TPC.");
      } else if (existing.status === repo.TPC_STATUS.AWAITING_EMAIL_PROOF) {
        throw conflict("This person was already added; they become a member once they verify their email address.");
      } else if (existing.status === repo.TPC_STATUS.DECLINED) {
        throw conflict(
          "This person declined the invitation to this TPC. Invite them again if they changed their mind.",
        );
      } else {
        // confirming a pending invitation is a grant too: held while the address is unproven
        const to = person.addressProven ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.AWAITING_EMAIL_PROOF;
        if (!(await repo.changeMembershipStatus(trx, existing.id, repo.TPC_STATUS.PENDING, to))) {
          throw conflict("The invitation was answered in the meantime. Please reload.");
        }
        memberId = existing.id;
      }
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

/**
 * Removes a member (or withdraws an invitation). Submitted reviews stay with their papers; the
 * member's unreviewed assignments in this track go, so those papers show as needing a reviewer.
 */
export async function removeMember(ctx: AppContext, user: AuthUser, memberId: number): Promise<TpcMemberRemoval> {
  return ctx.db.transaction().execute(async (trx) => {
    const member = await repo.findMembershipById(trx, memberId);
    if (!member) throw notFound("TPC member");
    const { track } = await requireTrackPermission(
      trx,
      user,
      member.track_id,
      (access) => canManageTpc(access, member.track_id),
      TPC_MANAGE_REFUSAL,
    );
    const removedAssignments = await repo.deleteUnreviewedAssignments(trx, member.track_id, member.user_id);
    const keptReviews = await repo.countReviewedAssignments(trx, member.track_id, member.user_id);
    await repo.deleteMembership(trx, member.id);
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
export async function sendReminder(ctx: AppContext, user: AuthUser, trackId: number, input: TpcReminderInput) {
  return ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackPermission(trx, user, trackId, (access) => canMailTpc(access), MAIL_REFUSAL, {
      changes: false,
    });
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
