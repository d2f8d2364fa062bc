// Counts of a conference's outbox rows by the kind of mailing that queued them.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export function countByStatus(db: Db, confId: number, contextTypes: readonly string[]) {
  return db
    .selectFrom("mail_outbox")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n"), eb.fn.max("created_at").as("last_at")])
    .where("conf_id", "=", confId)
    .where("context_type", "in", contextTypes)
    .groupBy("status")
    .execute();
}

export function newestFailures(db: Db, confId: number, contextTypes: readonly string[], limit: number) {
  return db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject", "last_error"])
    .where("conf_id", "=", confId)
    .where("context_type", "in", contextTypes)
    .where("status", "=", "failed")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
