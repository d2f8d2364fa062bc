import type { Database } from "../../db/schema.js";
import type { Kysely, Transaction } from "kysely";
import { conferenceDecisions } from "../reviewForms/index.js";

/** The labels a meta-review's recommendation may take: the conference's decision list. */
export async function recommendationLabels(
  db: Kysely<Database> | Transaction<Database>,
  confId: number,
): Promise<string[]> {
  return (await conferenceDecisions(db, confId)).map((d) => d.label);
}
