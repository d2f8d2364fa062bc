import { CONFERENCE_STATUS } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { Task } from "../../jobs/index.js";
import { enqueueMail } from "../../mail/outbox.js";
import { phaseDeadline } from "../../policy/reviewPhase.js";
import { reminderMails } from "./reminders.js";
import * as repo from "./repository.js";

// Automatic reminders: review_reminder_days before review_deadline, each reviewer with
// missing reviews gets one reminder. The job keeps no state of its own: every pass (in every API
// process) recomputes who is due, and each mail's outbox dedupe key
// `review-reminder:auto:<confId>:<deadline>:<reviewerId>` lets the outbox write it once, ever, so a
// restart, a second process or the next pass sends nothing twice. Moving the deadline starts a new
// round (a new key); a reviewer who had nothing missing when the window opened but is assigned
// later gets their reminder on a later pass, still before the deadline.

const DAY_MS = 24 * 3600_000;
const POLL_MS = 60_000;

export function automaticReminderKey(confId: number, deadline: string, reviewerId: number): string {
  return `review-reminder:auto:${confId}:${deadline}:${reviewerId}`;
}

/** One pass: queues the reminders that are due now; answers how many mails were written. */
export async function runDueAutomaticReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const conferences = await repo.conferencesWithAutomaticReminders(ctx.db, CONFERENCE_STATUS.APPROVED);
  let written = 0;
  for (const conf of conferences) {
    const deadline = phaseDeadline(conf.review_deadline, conf.timezone_for_deadline);
    const days = conf.review_reminder_days ?? 0;
    if (!deadline || days <= 0) continue;
    const opens = deadline.getTime() - days * DAY_MS;
    if (now.getTime() < opens || now.getTime() >= deadline.getTime()) continue;
    written += await ctx.db.transaction().execute(async (trx) => {
      const mails = await reminderMails(trx, conf.id, {});
      return enqueueMail(
        trx,
        ctx.config,
        mails.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          dedupeKey: automaticReminderKey(conf.id, conf.review_deadline!, m.reviewer_id),
          contextType: "review_reminder",
          contextId: m.reviewer_id,
          confId: conf.id,
        })),
      );
    });
  }
  return written;
}

/** The background task (listed in jobs/background.ts), a pass a minute in every API process. */
export const automaticRemindersTask: Task = {
  name: "automatic-review-reminders",
  schedule: { intervalMs: POLL_MS, firstRunMs: 50 },
  perform: ({ ctx }) => runDueAutomaticReminders(ctx),
};
