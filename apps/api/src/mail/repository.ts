import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference's own mail addresses (Other Details: Event Approval Email, Event Support Emails). */
export function findConferenceMailSettings(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select(["event_approval_email", "event_support_emails"])
    .where("id", "=", confId)
    .executeTakeFirst();
}
