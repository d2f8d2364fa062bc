import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { forbidden, notFound } from "../http/errors.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference row (without images) or 404. */
export async function requireConference(db: Db, confId: number) {
  const conference = await db
    .selectFrom("conferences")
    .select(["id", "conference_status", "created_by", "timezone_for_deadline", "last_submission_date", "acronym_title", "event_name"])
    .where("id", "=", confId)
    .executeTakeFirst();
  if (!conference) throw notFound("Conference");
  return conference;
}

/** Throws 403 with `message` unless `allowed`. */
export function assertAllowed(allowed: boolean, message = "You do not have permission to do this."): void {
  if (!allowed) throw forbidden(message);
}
