import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";
import { isoIn, nowIso } from "../db/time.js";
import { conferenceMailContacts } from "./conferenceContacts.js";
import type { Task } from "../jobs/index.js";
import { MAIL_DELIVERY_TASK } from "./outbox.js";
import { claimDueMail, findOutboxMail, updateOutboxMail } from "./repository.js";

const MAX_ATTEMPTS = 8;
const LOCK_MS = 60_000;
const POLL_MS = 1_000;
const BATCH = 20;

export interface MailWorker {
  /** delivers everything due now (tests call it to avoid waiting for a poll) */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

function backoffMs(attempts: number): number {
  return Math.min(5 * 60_000, 2_000 * 2 ** attempts);
}

/**
 * Delivers the outbox. Rows are claimed with a lease (`locked_until`), on PostgreSQL with
 * FOR UPDATE SKIP LOCKED, so several processes never send the same row at once; a row is marked
 * sent right after the SMTP server accepted it, and a crash in between re-sends it with the same
 * Message-ID (the receiving side can recognise the duplicate). A failed row waits its own backoff
 * in the database (next_attempt_at), so a pass itself rarely fails.
 */
export function createMailWorker(ctx: AppContext, log: FastifyBaseLogger): MailWorker {
  const transport: Transporter | null = ctx.config.smtpUrl ? nodemailer.createTransport(ctx.config.smtpUrl) : null;
  let stopped = false;
  let running: Promise<number> | null = null;

  async function claim(): Promise<{ id: number }[]> {
    const now = nowIso();
    const lease = isoIn(LOCK_MS);
    return claimDueMail(ctx.db, ctx.engine, { now, lease, batch: BATCH });
  }

  async function deliverOne(id: number): Promise<void> {
    const mail = await findOutboxMail(ctx.db, id);
    if (!mail) return;
    try {
      if (transport) {
        // A conference's mail is answered by its support people (Event Support Emails).
        const replyTo = mail.conf_id ? (await conferenceMailContacts(ctx.db, mail.conf_id)).supportEmails : [];
        await transport.sendMail({
          from: mail.from_address,
          to: mail.to_address,
          ...(replyTo.length ? { replyTo } : {}),
          subject: mail.subject,
          text: mail.body_text,
          messageId: mail.message_id,
        });
      } else {
        log.info(
          { mailId: mail.id, to: mail.to_address, subject: mail.subject },
          "mail (no SMTP_URL): kept in the outbox",
        );
      }
      await updateOutboxMail(ctx.db, id, {
        status: transport ? "sent" : "logged",
        sent_at: nowIso(),
        locked_until: null,
        attempts: mail.attempts + 1,
        last_error: null,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ mailId: id, attempts, err: (error as Error).message }, "mail delivery failed");
      await updateOutboxMail(ctx.db, id, {
        status: failed ? "failed" : "pending",
        attempts,
        last_error: String((error as Error).message).slice(0, 500),
        next_attempt_at: isoIn(backoffMs(attempts)),
        locked_until: null,
      });
    }
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      if (stopped) return total;
      const rows = await claim();
      if (rows.length === 0) return total;
      for (const row of rows) await deliverOne(row.id);
      total += rows.length;
    }
  }

  function drain(): Promise<number> {
    if (!running) {
      running = drainOnce().finally(() => {
        running = null;
      });
    }
    return running;
  }

  return {
    drain,
    async stop() {
      stopped = true;
      if (running) await running.catch(() => undefined);
      transport?.close();
    },
  };
}

/** The outbox as a background task: a pass every second, and at once after an enqueue in this process. */
export function mailDeliveryTask(worker: MailWorker): Task {
  return {
    name: MAIL_DELIVERY_TASK,
    schedule: { intervalMs: POLL_MS, firstRunMs: 10 },
    perform: () => worker.drain(),
    close: () => worker.stop(),
  };
}
