import { type Kysely, sql } from "kysely";
import { isPostgres, trigramSchema } from "./helpers.js";

// A trigram index on papers.search_text (PostgreSQL, when pg_trgm is there: trigramSchema). The
// paper lists' search (`param_search`) matches `search_text like '%text%'`, which no B-tree serves,
// so every searched page read the search text of every paper of the conference, twice on SQLite
// (its count and its page) and once on PostgreSQL. With the index PostgreSQL reads the papers
// whose text holds the search's trigrams and rechecks them with the same LIKE, so the answers stay
// the same. SQLite has no trigram index: its LIKE stays a scan.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const schema = await trigramSchema(db);
  if (schema === null) return;
  await sql`create index if not exists papers_search_text_trgm_idx on papers
    using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists papers_search_text_trgm_idx`.execute(db);
}
