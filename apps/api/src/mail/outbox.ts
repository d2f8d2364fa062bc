import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../config.js";
import type { Database } from "../db/schema.js";
import { nowIso } from "../db/time.js";
import { wakeTask } from "../jobs/index.js";
import { conferenceAcronyms, insertOutboxRows } from "./repository.js";
import { systemSender } from "./sender.js";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** full sender address; defaults to MAIL_FROM (mail/sender.ts), named after the conference of confId */
  from?: string;
  /** makes enqueueing idempotent: a second mail with the same key is ignored */
  dedupeKey?: string;
  contextType?: string;
  contextId?: number;
  confId?: number;
}

type Db = Kysely<Database> | Transaction<Database>;

/** The acronyms of the conferences the mails are sent on behalf of (those without a sender of their own). */
async function acronymsOf(db: Db, mails: readonly OutgoingMail[]): Promise<Map<number, string>> {
  const ids = [...new Set(mails.filter((m) => m.from === undefined && m.confId !== undefined).map((m) => m.confId!))];
  if (ids.length === 0) return new Map();
  const rows = await conferenceAcronyms(db, ids);
  return new Map(rows.map((r) => [r.id, r.acronym_title]));
}

export function senderAt(config: AppConfig, localPart: string): string {
  return `${localPart}@${config.mailDomain}`;
}

/**
 * Writes mail to the outbox. Call it with the transaction of the action that causes the mail, so
 * the mail exists exactly when the action committed; the worker delivers it later.
 */
export async function enqueueMail(db: Db, config: AppConfig, mails: OutgoingMail | OutgoingMail[]): Promise<number> {
  const list = Array.isArray(mails) ? mails : [mails];
  if (list.length === 0) return 0;
  const now = nowIso();
  const acronyms = await acronymsOf(db, list);
  const rows = list.map((m) => ({
    to_address: m.to,
    from_address: m.from ?? systemSender(config, m.confId !== undefined ? acronyms.get(m.confId) : null),
    subject: m.subject,
    body_text: m.text,
    message_id: `<${randomUUID()}@${config.mailDomain}>`,
    status: "pending",
    attempts: 0,
    next_attempt_at: now,
    dedupe_key: m.dedupeKey ?? null,
    context_type: m.contextType ?? null,
    context_id: m.contextId ?? null,
    conf_id: m.confId ?? null,
    created_at: now,
  }));
  let inserted = 0;
  // Chunks keep within SQLite's bound-parameter limit on large mailings.
  for (let i = 0; i < rows.length; i += 200) {
    inserted += await insertOutboxRows(db, rows.slice(i, i + 200));
  }
  notifyWorker();
  return inserted;
}

// The worker in this process is woken right after a commit-bound enqueue rather than waiting for
// its next pass; other processes pick the rows up on theirs.
export const MAIL_DELIVERY_TASK = "mail-delivery";
function notifyWorker(): void {
  wakeTask(MAIL_DELIVERY_TASK);
}
