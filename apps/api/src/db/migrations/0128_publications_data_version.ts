import type { Kysely } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers } from "./helpers.js";

// Publication lists decide co-authorship conflicts, and conflicts decide what cached answers show
// (paper lists, who may see a paper): a change to a list must move the data version like a
// declared conflict does.
export const DATA_VERSION_TABLES_0128 = ["user_publications", "user_publication_coauthors"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0128);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0128);
}
