import nodemailer, { type Transporter } from "nodemailer";
import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";
import { isoIn, nowIso } from "../db/time.js";
import { conferenceMailContacts } from "./conferenceContacts.js";
import type { Task } from "../jobs/index.js";
import { MAIL_DELIVERY_TASK } from "./outbox.js";

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
    return ctx.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom("mail_outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
          ]),
        )
        .orderBy("id")
        .limit(BATCH);
      if (ctx.engine === "postgres") query = query.modifyEnd(sql`for update skip locked`);
      const rows = await query.execute();
      if (rows.length === 0) return [];
      await trx
        .updateTable("mail_outbox")
        .set({ status: "sending", locked_until: lease })
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
      return rows;
    });
  }

  async function deliverOne(id: number): Promise<void> {
    const mail = await ctx.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
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
      await ctx.db
        .updateTable("mail_outbox")
        .set({
          status: transport ? "sent" : "logged",
          sent_at: nowIso(),
          locked_until: null,
          attempts: mail.attempts + 1,
          last_error: null,
        })
        .where("id", "=", id)
        .execute();
    } catch (error) {
      const attempts = mail.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      log.warn({ mailId: id, attempts, err: (error as Error).message }, "mail delivery failed");
      await ctx.db
        .updateTable("mail_outbox")
        .set({
          status: failed ? "failed" : "pending",
          attempts,
          last_error: String((error as Error).message).slice(0, 500),
          next_attempt_at: isoIn(backoffMs(attempts)),
          locked_until: null,
        })
        .where("id", "=", id)
        .execute();
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
