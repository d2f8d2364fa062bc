// The chair's "reviews are available, you may respond until …" mail to the authors of every paper
// that is not withdrawn or blocked (from Reports). preview: 1 answers the first mail and the counts
// and sends nothing. Each author gets it once per paper and window end (the outbox's dedupe key),
// so pressing Send twice does not mail anyone twice.
import type { z } from "zod";
import type { ResponseMailOutcome, responseMailSchema } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { assertAllowed, canViewReports } from "../../policy/index.js";
import { mailsToAuthors } from "../reviews/index.js";
import { paperAuthors } from "../reviews/index.js";
import { discussionSettings } from "../discussion/index.js";
import { DEFAULT_RESPONSE_HEADING, DEFAULT_RESPONSE_MESSAGE, fillResponseMail } from "./mails.js";
import * as repo from "./repository.js";
import { loadConferenceAccess, requireOpenConference } from "../../access/index.js";

type ResponseMailInput = z.infer<typeof responseMailSchema>;

export async function sendResponseMail(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ResponseMailInput,
): Promise<ResponseMailOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const conference = await requireOpenConference(trx, confId);
    const access = await loadConferenceAccess(trx, user, confId);
    assertAllowed(
      canViewReports(access),
      "Only the conference chairs, the organising committee or an administrator may mail every author.",
    );
    const settings = (await discussionSettings(trx, confId))!;
    if (!settings.author_response_start || !settings.author_response_end)
      throw conflict("Set the authors' response period (opens and closes) in the conference settings first.");
    const facts = {
      conference: conference.event_name,
      acronym: conference.acronym_title,
      end: settings.author_response_end,
      timezone: settings.timezone_for_deadline || "UTC",
    };
    const heading = input.heading ?? DEFAULT_RESPONSE_HEADING;
    const message = input.message ?? DEFAULT_RESPONSE_MESSAGE;
    const papers = await repo.respondablePapers(trx, confId);
    const mails = [];
    for (const paper of papers) {
      const authors = await paperAuthors(trx, paper.id);
      mails.push(
        ...mailsToAuthors(authors, {
          subject: fillResponseMail(heading, ctx.config, facts, paper),
          text: fillResponseMail(message, ctx.config, facts, paper),
          confId,
          paperId: paper.id,
          dedupePrefix: `response-open:${confId}:${settings.author_response_end}`,
        }).map((m) => ({ ...m, contextType: "paper.response_open" })),
      );
    }
    const sample = mails[0] ? { to: mails[0].to, subject: mails[0].subject, text: mails[0].text } : null;
    if (input.preview === 1)
      return { preview: true, papers: papers.length, recipients: mails.length, queued: 0, sample, heading, message };
    const queued = await enqueueMail(trx, ctx.config, mails);
    await recordAudit(trx, {
      actorId: user.id,
      action: "response.mail",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { papers: papers.length, recipients: mails.length, queued },
    });
    return { preview: false, papers: papers.length, recipients: mails.length, queued, sample, heading, message };
  });
}
