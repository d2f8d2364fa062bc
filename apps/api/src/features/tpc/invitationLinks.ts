// One-click Accept and Decline links of a TPC invitation mail. The token in the link proves the
// invitee (it was mailed to their address), so the answer needs no sign-in; it works once, for
// either answer, and expires. The in-app Accept TPC Invitation button keeps working besides.
import type { TpcInvitationTokenAnswer, TpcInvitationTokenAnswerInput } from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppConfig } from "../../config.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { isoIn, nowIso } from "../../db/time.js";
import { hashToken, newToken } from "../../http/auth.js";
import { AppError, conflict } from "../../http/errors.js";
import * as tokens from "./invitationTokenRepository.js";
import { tracksPhrase } from "./mails.js";
import * as repo from "./repository.js";

/** As long as the link to choose a password that a new invitee gets in the same mail. */
export const INVITATION_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export interface InvitationLinks {
  accept: string;
  decline: string;
}

/** The web page that performs the answer: /tpc-invitation?token=…&answer=accept|decline. */
export function invitationAnswerUrl(config: AppConfig, token: string, answer: "accept" | "decline"): string {
  return `${config.publicUrl}/tpc-invitation?token=${encodeURIComponent(token)}&answer=${answer}`;
}

/** A fresh token for the invitation (earlier links stop working) and its two links. */
export async function createInvitationLinks(
  trx: Transaction<Database>,
  config: AppConfig,
  memberId: number,
): Promise<InvitationLinks> {
  const token = newToken();
  await tokens.replaceToken(trx, memberId, hashToken(token), isoIn(INVITATION_LINK_TTL_MS));
  return {
    accept: invitationAnswerUrl(config, token, "accept"),
    decline: invitationAnswerUrl(config, token, "decline"),
  };
}

const UNKNOWN =
  "This invitation link is not valid: it may have been mistyped, or the invitation was withdrawn or sent again with a new link.";
const USED =
  "This invitation link has already been used. Sign in to see the invitation's state on the conference card.";
const EXPIRED =
  "This invitation link has expired. Sign in and answer the invitation with Accept TPC Invitation on the conference card.";
const ANSWERED = "This invitation has already been answered.";

/** POST /track/tpc-invitation-answer: 404 unknown token, 409 used, expired or already answered. */
export async function answerByToken(
  ctx: AppContext,
  input: TpcInvitationTokenAnswerInput,
): Promise<TpcInvitationTokenAnswer> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await tokens.findTokenWithInvitation(trx, hashToken(input.token));
    if (!row) throw new AppError(404, "not_found", UNKNOWN);
    if (row.used_at !== null) throw conflict(USED);
    if (row.expires_at <= nowIso()) throw conflict(EXPIRED);
    if (row.status !== repo.TPC_STATUS.PENDING) throw conflict(ANSWERED);
    const to = input.action === "ACCEPT" ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.DECLINED;
    if (!(await tokens.spendToken(trx, row.id))) throw conflict(USED);
    if (!(await repo.changeMembershipStatus(trx, row.member_id, repo.TPC_STATUS.PENDING, to))) throw conflict(ANSWERED);
    // an invitation to several tracks is answered once for all of them
    const others = await repo.answerInvitationGroup(
      trx,
      { id: row.member_id, user_id: row.user_id, invitation_group: row.invitation_group },
      to,
    );
    for (const member of [{ id: row.member_id, track_id: row.track_id }, ...others])
      await recordAudit(trx, {
        actorId: row.user_id,
        action: input.action === "ACCEPT" ? "tpc.invitation.accept" : "tpc.invitation.reject",
        entityType: "tpc_member",
        entityId: member.id,
        confId: row.conf_id,
        details: { track_id: member.track_id, by_mail_link: true },
      });
    return {
      action: input.action,
      conf_id: row.conf_id,
      track_id: row.track_id,
      track_name: row.track_name,
      track_names: [row.track_name, ...others.map((o) => o.track_name)],
      acronym_title: row.acronym_title,
      event_name: row.event_name,
    };
  });
}

export function tokenAnswerMessage(answer: TpcInvitationTokenAnswer): string {
  const tracks = tracksPhrase(answer.track_names);
  return answer.action === "ACCEPT"
    ? `You are now a TPC member of ${tracks} of ${answer.acronym_title}.`
    : `You have declined the invitation to the TPC of ${tracks} of ${answer.acronym_title}.`;
}
