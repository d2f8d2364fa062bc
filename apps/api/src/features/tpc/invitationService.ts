import {
  type InvitationLineReport,
  type InvitationLineStatus,
  type InvitationReport,
  type TpcInvitationActionInput,
  parseInvitationLine,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { normalizeEmail } from "../accounts/index.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { enqueueMail, type OutgoingMail } from "../../mail/outbox.js";
import { whyNotManageTpc } from "../../policy/index.js";
import { createInvitationLinks } from "./invitationLinks.js";
import { invitationMail, tracksPhrase } from "./mails.js";
import { findOrCreatePerson, setPasswordLinkFor } from "./people.js";
import * as repo from "./repository.js";
import { requireTrackAbility } from "../../access/index.js";

/**
 * Invites the people of the TPC Invitation lines. Every line is answered; the valid ones are
 * stored together in one transaction (with their mails), so a failure leaves nothing half done.
 */
export async function inviteByLines(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  trackId: number,
  lines: readonly unknown[],
): Promise<InvitationReport> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { track } = await requireTrackAbility(trx, user, trackId, (access, status) =>
        whyNotManageTpc(access, trackId, status),
      );
      if (track.conf_id !== confId) throw notFound("Track");
      const report: InvitationLineReport[] = [];
      const mails: OutgoingMail[] = [];
      const seenEmails = new Map<string, number>();
      for (const [index, raw] of lines.entries()) {
        const line = index + 1;
        const parsed = parseInvitationLine(raw);
        if (!parsed.ok) {
          report.push({ line, email: null, status: "invalid", message: parsed.reason });
          continue;
        }
        const person = parsed.value;
        const key = normalizeEmail(person.email);
        const firstLine = seenEmails.get(key);
        if (firstLine !== undefined) {
          report.push({ line, email: person.email, status: "invalid", message: `Same email as line ${firstLine}.` });
          continue;
        }
        seenEmails.set(key, line);
        const resolved = await findOrCreatePerson(trx, person);
        if (resolved.kind === "inactive") {
          report.push({
            line,
            email: person.email,
            status: "invalid",
            message: "This account is deactivated and cannot be invited.",
          });
          continue;
        }
        const existing = await repo.findMembership(trx, trackId, resolved.id);
        if (existing?.status === repo.TPC_STATUS.ACCEPTED) {
          report.push({
            line,
            email: person.email,
            status: "already_member",
            message: "Already a member of this TPC.",
          });
          continue;
        }
        if (existing?.status === repo.TPC_STATUS.PENDING) {
          report.push({
            line,
            email: person.email,
            status: "already_invited",
            message: "Already invited; the invitation is still open.",
          });
          continue;
        }
        const memberId = await openInvitation(trx, user, trackId, resolved.id, existing);
        if (memberId === null) {
          report.push({
            line,
            email: person.email,
            status: "already_invited",
            message: "Already invited; the invitation is still open.",
          });
          continue;
        }
        const link = await setPasswordLinkFor(trx, ctx.config, resolved);
        const answerLinks = await createInvitationLinks(trx, ctx.config, memberId);
        mails.push(
          invitationMail(
            ctx.config,
            { email: resolved.email, first_name: resolved.first_name },
            track,
            link,
            answerLinks,
          ),
        );
        await recordAudit(trx, {
          actorId: user.id,
          action: "tpc.invite",
          entityType: "user",
          entityId: resolved.id,
          confId: track.conf_id,
          details: { track_id: trackId, account_created: resolved.created === true, renewed: existing !== undefined },
        });
        report.push({
          line,
          email: person.email,
          status: "invited",
          message: resolved.created
            ? "Invited; an account was created and a link to set a password was mailed."
            : "Invited.",
        });
      }
      await enqueueMail(trx, ctx.config, mails);
      return { lines: report, counts: countStatuses(report) };
    });
  } catch (error) {
    // two requests inviting the same new email at once: one made the account, the other retries
    if (isUniqueViolation(error))
      throw conflict("Someone else changed this TPC at the same moment. Please send the lines again.");
    throw error;
  }
}

function countStatuses(report: readonly InvitationLineReport[]): Record<InvitationLineStatus, number> {
  const counts: Record<InvitationLineStatus, number> = {
    invited: 0,
    already_member: 0,
    already_invited: 0,
    invalid: 0,
  };
  for (const r of report) counts[r.status]++;
  return counts;
}

export function invitationSummary(counts: Record<InvitationLineStatus, number>): string {
  return `${counts.invited} invited, ${counts.already_member} already a member, ${counts.already_invited} already invited, ${counts.invalid} invalid.`;
}

/**
 * The invitee answers: ACCEPT makes them a TPC member (REVIEWER), REJECT records the refusal. Only
 * the invitee may answer (to anyone else the invitation does not exist) and only once.
 */
export async function answerInvitation(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: TpcInvitationActionInput,
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await repo.findMembershipById(trx, input.id);
    if (!invitation || invitation.track_id !== trackId || invitation.user_id !== user.id) throw notFound("Invitation");
    const track = await repo.findTrackWithConference(trx, trackId);
    if (!track) throw notFound("Invitation");
    // An invitation goes to an address: accepting it gives a reviewer's access, so it needs an
    // account that proved it owns that address (policy mayReceiveRole), not one that merely registered it.
    if (input.action === "ACCEPT" && !(await repo.mayReceiveRoleNow(trx, user.id))) {
      throw conflict(
        "Please confirm your email address first (open the link we mailed you, or send it again from the banner), then accept the invitation.",
      );
    }
    const to = input.action === "ACCEPT" ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.DECLINED;
    const changed = await repo.changeMembershipStatus(trx, invitation.id, repo.TPC_STATUS.PENDING, to);
    if (!changed) throw conflict("This invitation has already been answered.");
    // an invitation to several tracks is answered once for all of them
    const others = await repo.answerInvitationGroup(trx, invitation, to);
    for (const member of [{ id: invitation.id, track_id: trackId }, ...others])
      await recordAudit(trx, {
        actorId: user.id,
        action: input.action === "ACCEPT" ? "tpc.invitation.accept" : "tpc.invitation.reject",
        entityType: "tpc_member",
        entityId: member.id,
        confId: track.conf_id,
        details: { track_id: member.track_id },
      });
    const tracks = tracksPhrase([track.track_name, ...others.map((o) => o.track_name)]);
    return input.action === "ACCEPT"
      ? `You are now a TPC member of ${tracks}.`
      : `You have declined the invitation to the TPC of ${tracks}.`;
  });
}

/**
 * Opens an invitation of this person to one track: a new pending membership, or a declined one asked
 * again (never enrolled). Null when another request changed the row first.
 */
export async function openInvitation(
  trx: Transaction<Database>,
  user: AuthUser,
  trackId: number,
  personId: number,
  existing: { id: number } | undefined,
): Promise<number | null> {
  if (!existing)
    return repo.insertMembership(trx, {
      trackId,
      userId: personId,
      status: repo.TPC_STATUS.PENDING,
      invitedBy: user.id,
    });
  const renewed = await repo.changeMembershipStatus(
    trx,
    existing.id,
    repo.TPC_STATUS.DECLINED,
    repo.TPC_STATUS.PENDING,
    user.id,
  );
  return renewed ? existing.id : null;
}
