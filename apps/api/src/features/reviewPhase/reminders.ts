// Reminders to reviewers with missing reviews: by hand (POST /conference/review-reminder)
// with a preview that answers exactly the mails the same call queues, and automatically N days
// before the review deadline (reminderJob.ts). Both build their mails here.
import {
  DEFAULT_REMINDER_MESSAGE,
  DEFAULT_REMINDER_SUBJECT,
  type ReminderMail,
  type ReminderOutcome,
  type ReviewReminderInput,
} from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { assertAllowed, canViewReports, paperTakesReview } from "../../policy/index.js";
import { deadlineOut, deadlineText } from "./phaseText.js";
import * as repo from "./repository.js";
import { conflictIndexAmong, findPeople, loadConferenceAccess, requireOpenConference } from "../../access/index.js";

type Db = Kysely<Database> | Transaction<Database>;

export const NOT_REMINDER =
  "Only the conference chairs, the organising committee, an administrator or the track's chairs may remind reviewers.";

const asBool = (v: unknown): boolean => v === true || Number(v) === 1;

/** Fills {name}, {papers}, {deadline} and {conference} (every occurrence; unknown braces stay). */
export function fillReminder(
  template: string,
  values: { name: string; papers: string; deadline: string; conference: string },
): string {
  return template.replace(/\{(name|papers|deadline|conference)\}/g, (_m, key: keyof typeof values) => values[key]);
}

/**
 * One mail per reviewer listing their missing reviews, in reviewer order. A paper is left out for
 * a reviewer who wrote it or is conflicted with it (the one conflict predicate, which counts
 * authorship by account, email or submission); a reviewer left with no paper gets no mail.
 */
export async function reminderMails(
  db: Db,
  confId: number,
  options: { trackId?: number; subject?: string; message?: string },
): Promise<ReminderMail[]> {
  const conf = await repo.findPhaseConference(db, confId);
  if (!conf) return [];
  const rows = (await repo.missingReviews(db, confId, options.trackId)).filter((r) =>
    paperTakesReview({ track_id: r.track_id, status: r.status, has_file: asBool(r.has_file_raw) }),
  );
  const paperIds = [...new Set(rows.map((r) => r.paper_id))];
  const [people, authors] = await Promise.all([
    findPeople(
      db,
      rows.map((r) => r.user_id),
    ),
    repo.authorIdsOf(db, paperIds),
  ]);
  // only the reviewers to remind are asked about
  const index = await conflictIndexAmong(db, paperIds, people);
  const personById = new Map(people.map((p) => [p.id, p]));
  const deadline = deadlineText(
    deadlineOut(conf.review_deadline ?? conf.review_hard_deadline, conf.timezone_for_deadline),
  );
  const conference = conf.acronym_title;
  const subject = options.subject ?? DEFAULT_REMINDER_SUBJECT;
  const message = options.message ?? DEFAULT_REMINDER_MESSAGE;

  const byReviewer = new Map<number, repo.MissingReview[]>();
  for (const r of rows) {
    const person = personById.get(r.user_id);
    const isAuthor = r.created_by === r.user_id || authors.get(r.paper_id)?.has(r.user_id) === true;
    if (!person || isAuthor || index.isConflicted(r.paper_id, person)) continue;
    if (!byReviewer.has(r.user_id)) byReviewer.set(r.user_id, []);
    byReviewer.get(r.user_id)!.push(r);
  }
  return [...byReviewer.values()].map((papers) => {
    const who = papers[0]!;
    const values = {
      name: `${who.first_name} ${who.last_name}`.trim(),
      papers: papers.map((p) => `- Paper ${p.paper_sequence}: ${p.paper_title}`).join("\n"),
      deadline,
      conference,
    };
    return {
      to: who.email,
      // a subject is one line whatever a placeholder holds
      subject: fillReminder(subject, values).replace(/\s*\n\s*/g, " "),
      text: fillReminder(message, values),
      reviewer_id: who.user_id,
      paper_ids: papers.map((p) => p.paper_id),
    };
  });
}

/** POST /conference/review-reminder/{confId}. */
export async function sendReminders(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ReviewReminderInput,
): Promise<ReminderOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    await requireOpenConference(trx, confId);
    const access = await loadConferenceAccess(trx, user, confId);
    if (input.track_id !== undefined) {
      const track = await repo.findTrack(trx, input.track_id);
      if (!track || track.conf_id !== confId) throw notFound("Track");
    }
    const chairsTheTrack = input.track_id !== undefined && access.chairTrackIds.includes(input.track_id);
    assertAllowed(canViewReports(access) || chairsTheTrack, NOT_REMINDER);
    const mails = await reminderMails(trx, confId, {
      trackId: input.track_id,
      subject: input.subject,
      message: input.message,
    });
    if (input.preview) return { preview: true, mails, queued: 0 };
    const queued = await enqueueMail(
      trx,
      ctx.config,
      mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        contextType: "review_reminder",
        contextId: m.reviewer_id,
        confId,
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "review.reminder",
      entityType: "conference",
      entityId: confId,
      confId,
      details: {
        track_id: input.track_id ?? null,
        reviewers: mails.map((m) => m.reviewer_id),
        custom_text: input.message !== undefined,
      },
    });
    return { preview: false, mails, queued };
  });
}
