import type { NotificationTemplateInput } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { enqueueMail, type OutgoingMail } from "../../mail/outbox.js";
import { conferenceDecisions } from "../reviewForms/index.js";
import * as repo from "./repository.js";
import { assertMayDecide } from "./service.js";
import { buildTemplate, type TemplateKind } from "./templates.js";
import { loadPaperAs, requireOpenConference } from "../../access/index.js";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Everything a paper's notification is built from; the reviews carry no names and no confidential
 * remarks, and none at all unless the conference lets authors see reviews
 * (are_track_chairs_allowed_reviews_to_authors).
 */
export async function loadTemplateInputs(db: Db, paper: { id: number; conf_id: number }) {
  const [conference, reviews, decisions] = await Promise.all([
    repo.conferenceNames(db, paper.conf_id),
    repo.authorVisibleReviews(db, paper.id),
    conferenceDecisions(db, paper.conf_id),
  ]);
  if (!conference) throw notFound("Conference");
  const released = conference.are_track_chairs_allowed_reviews_to_authors === 1;
  // placeholderReviews: what a {reviews} placeholder becomes (null: the conference never shows authors reviews)
  return { conference, decisions, reviews: released ? reviews : [], placeholderReviews: released ? reviews : null };
}

export async function getTemplate(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  kind: Exclude<TemplateKind, "status">,
) {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  assertMayDecide(viewer, paper);
  const { conference, reviews, decisions } = await loadTemplateInputs(ctx.db, paper);
  return buildTemplate(kind, paper, conference, reviews, decisions);
}

/** One mail per author of the paper (authors are unique by email per paper). */
export function mailsToAuthors(
  authors: { email: string; email_normalized: string }[],
  mail: { subject: string; text: string; confId: number; paperId: number; dedupePrefix?: string },
): OutgoingMail[] {
  return authors.map((author) => ({
    to: author.email,
    subject: mail.subject,
    text: mail.text,
    contextType: "paper.notification",
    contextId: mail.paperId,
    confId: mail.confId,
    ...(mail.dedupePrefix ? { dedupeKey: `${mail.dedupePrefix}:${mail.paperId}:${author.email_normalized}` } : {}),
  }));
}

/** Sends the (edited) notification to every author of the paper through the outbox. */
export async function sendNotification(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: NotificationTemplateInput,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    assertMayDecide(viewer, paper);
    await requireOpenConference(trx, paper.conf_id);
    const authors = await repo.paperAuthors(trx, paper.id);
    const mails = mailsToAuthors(authors, {
      subject: input.heading,
      text: input.message,
      confId: paper.conf_id,
      paperId: paper.id,
    });
    await enqueueMail(trx, ctx.config, mails);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.notify",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { heading: input.heading, recipients: authors.length },
    });
    return { recipients: authors.length };
  });
}
