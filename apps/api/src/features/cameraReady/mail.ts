// Chairs mail the authors of accepted papers still without a final version: one mail
// per author (by address) per call, listing that author's missing papers, through the outbox.
// preview: true answers exactly the mails the same call would queue, and queues nothing.
import {
  type CameraReadyMail,
  type CameraReadyMailInput,
  type CameraReadyMailOutcome,
  DEFAULT_CAMERA_READY_MESSAGE,
  DEFAULT_CAMERA_READY_SUBJECT,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { enqueueMail } from "../../mail/outbox.js";
import { deadlineOut, deadlineText } from "../reviewPhase/index.js";
import * as repo from "./repository.js";
import { requireConferenceChair } from "../../access/index.js";

/** Fills {name}, {papers}, {deadline} and {conference} (every occurrence; unknown braces stay). */
export function fillCameraReady(
  template: string,
  values: { name: string; papers: string; deadline: string; conference: string },
): string {
  return template.replace(/\{(name|papers|deadline|conference)\}/g, (_m, key: keyof typeof values) => values[key]);
}

export async function mailMissing(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: CameraReadyMailInput,
): Promise<CameraReadyMailOutcome> {
  await requireConferenceChair(ctx.db, user, confId);
  return ctx.db.transaction().execute(async (trx) => {
    const conf = (await repo.findCameraReadyConference(trx, confId))!;
    // a paper the caller wrote is left out: no one manages a paper they wrote
    const missing = (await repo.acceptedPapers(trx, confId)).filter(
      (p) => p.uploaded_at === null && p.created_by !== user.id,
    );
    const authors = await repo.authorsOf(
      trx,
      missing.map((p) => p.paper_id),
    );
    const own = new Set(authors.filter((a) => a.user_id === user.id).map((a) => a.paper_id));
    const byId = new Map(missing.map((p) => [p.paper_id, p]));
    const byAddress = new Map<string, { name: string; to: string; papers: typeof missing }>();
    for (const a of authors) {
      if (own.has(a.paper_id)) continue;
      const key = a.email_normalized || a.email.toLowerCase();
      if (!byAddress.has(key))
        byAddress.set(key, { name: `${a.first_name} ${a.last_name}`.trim(), to: a.email, papers: [] });
      const entry = byAddress.get(key)!;
      if (!entry.papers.some((p) => p.paper_id === a.paper_id)) entry.papers.push(byId.get(a.paper_id)!);
    }
    const deadline = deadlineText(deadlineOut(conf.camera_ready_deadline, conf.timezone_for_deadline));
    const subject = input.subject ?? DEFAULT_CAMERA_READY_SUBJECT;
    const message = input.message ?? DEFAULT_CAMERA_READY_MESSAGE;
    const mails: CameraReadyMail[] = [...byAddress.values()].map((e) => {
      const values = {
        name: e.name,
        papers: e.papers.map((p) => `- Paper ${p.paper_sequence}: ${p.paper_title}`).join("\n"),
        deadline,
        conference: conf.acronym_title,
      };
      return {
        to: e.to,
        subject: fillCameraReady(subject, values).replace(/\s*\n\s*/g, " "),
        text: fillCameraReady(message, values),
        paper_ids: e.papers.map((p) => p.paper_id),
      };
    });
    if (input.preview) return { preview: true, mails, queued: 0 };
    const queued = await enqueueMail(
      trx,
      ctx.config,
      mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        contextType: "camera_ready_reminder",
        contextId: confId,
        confId,
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.camera_ready_mail",
      entityType: "conference",
      entityId: confId,
      confId,
      details: {
        recipients: mails.length,
        papers: [...new Set(mails.flatMap((m) => m.paper_ids))],
        custom_text: input.message !== undefined,
      },
    });
    return { preview: false, mails, queued };
  });
}
