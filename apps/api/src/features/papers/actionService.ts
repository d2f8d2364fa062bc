// Withdraw, block and mail to authors: POST /paper/status-action/{paperId} and
// POST /paper/author-mail/{paperId}.
import { PAPER_STATUS, type AuthorMailInput, type PaperStatusActionInput } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, forbidden } from "../../http/errors.js";
import { enqueueMail, senderAt } from "../../mail/outbox.js";
import { blockRefusal, canBlock, canMailAuthors, withdrawRefusal } from "../../policy/index.js";
import * as repo from "./repository.js";
import { loadPaperAs } from "../../access/index.js";

const NOT_CHAIR_OF_PAPER = (verb: string) =>
  `Only the conference chairs, administrators and organising committee can ${verb} a paper, and never one they wrote or are conflicted with.`;

export async function changePaperStatus(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: PaperStatusActionInput,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, conf, viewer } = await loadPaperAs(trx, user, paperId);
    if (input.status === PAPER_STATUS.WITHDRAWN) {
      if (!viewer.isAuthor) throw forbidden("Only the paper's authors can withdraw it.");
      const refusal = withdrawRefusal(paper, conf);
      if (refusal) throw conflict(refusal);
    } else {
      if (!canBlock(viewer)) throw forbidden(NOT_CHAIR_OF_PAPER("block"));
      const refusal = blockRefusal(paper);
      if (refusal) throw conflict(refusal);
    }
    // The status is compared again in the update, so a concurrent change of status wins cleanly.
    if (!(await repo.changeStatusFrom(trx, paper.id, paper.status, input.status)))
      throw conflict("The paper's status has just changed; reload and try again.");
    await repo.recordStatusChange(trx, {
      paperId: paper.id,
      from: paper.status,
      to: input.status,
      reason: input.reason,
      by: user.id,
    });
    const action = input.status === PAPER_STATUS.WITHDRAWN ? "paper.withdraw" : "paper.block";
    await recordAudit(trx, {
      actorId: user.id,
      action,
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { from: paper.status, to: input.status, reason: input.reason },
    });
    return { id: paper.id, status: input.status };
  });
}

/** `dryRun`: the same checks and count, nothing queued or recorded (a bulk mail's preview). */
export async function mailAuthors(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: AuthorMailInput,
  { dryRun = false } = {},
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    if (!canMailAuthors(viewer)) throw forbidden(NOT_CHAIR_OF_PAPER("mail the authors of"));
    const authors = await repo.authorEmails(trx, paper.id);
    // Always from the product's own domain: a typed foreign domain would be spoofing it.
    const from = senderAt(ctx.config, input.sender_email);
    if (dryRun) return { sent: authors.length, sender_email: from, to: authors.map((a) => a.email) };
    const sent = await enqueueMail(
      trx,
      ctx.config,
      authors.map((a) => ({
        to: a.email,
        from,
        subject: input.subject,
        text: input.message,
        contextType: "paper",
        contextId: paper.id,
        confId: paper.conf_id,
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.author_mail",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { from, subject: input.subject, recipients: authors.map((a) => a.email) },
    });
    return { sent, sender_email: from };
  });
}
