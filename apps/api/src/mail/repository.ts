import { type Insertable, type Kysely, type Transaction, type Updateable, sql } from "kysely";
import type { Engine } from "../db/connection.js";
import type { Database, MailOutboxTable } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference's own mail addresses (Other Details: Event Approval Email, Event Support Emails). */
export function findConferenceMailSettings(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select(["event_approval_email", "event_support_emails"])
    .where("id", "=", confId)
    .executeTakeFirst();
}

/** The acronyms of these conferences (a conference's mail is sent in its name). */
export function conferenceAcronyms(db: Db, confIds: readonly number[]) {
  return db.selectFrom("conferences").select(["id", "acronym_title"]).where("id", "in", confIds).execute();
}

/** Adds rows to the outbox, skipping a row whose dedupe key is already there; answers how many were added. */
export async function insertOutboxRows(db: Db, rows: readonly Insertable<MailOutboxTable>[]): Promise<number> {
  const result = await db
    .insertInto("mail_outbox")
    .values(rows)
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Leases up to `batch` rows that are due (pending and due, or sending with a lapsed lease) until
 * `lease`; on PostgreSQL FOR UPDATE SKIP LOCKED keeps two processes off the same row.
 */
export function claimDueMail(
  db: Kysely<Database>,
  engine: Engine,
  opts: { now: string; lease: string; batch: number },
): Promise<{ id: number }[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom("mail_outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", opts.now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", opts.now)]),
        ]),
      )
      .orderBy("id")
      .limit(opts.batch);
    if (engine === "postgres") query = query.modifyEnd(sql`for update skip locked`);
    const rows = await query.execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable("mail_outbox")
      .set({ status: "sending", locked_until: opts.lease })
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    return rows;
  });
}

export function findOutboxMail(db: Db, id: number) {
  return db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateOutboxMail(db: Db, id: number, changes: Updateable<MailOutboxTable>): Promise<void> {
  await db.updateTable("mail_outbox").set(changes).where("id", "=", id).execute();
}
