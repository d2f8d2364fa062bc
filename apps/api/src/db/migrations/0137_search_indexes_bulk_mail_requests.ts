import { type Kysely, sql } from "kysely";
import { isPostgres, notNull, trigramSchema, withId } from "./helpers.js";

// Two changes.
//
// bulk_mail_requests: one row per confirmed bulk mail send that carried the client's request key
// (POST /paper/bulk/{confId}, mail_authors / mail_reviewers). The row is written before the first
// mail, so a retry of the same send (same caller, conference and key) finds it and sends nothing:
// it answers the stored `answer`, or, while the first is still sending (answer null), a conflict.
// `fingerprint` is a hash of the request, so a key reused for another mailing is refused. No
// data_version trigger: no kept answer reads it.
//
// Trigram indexes for the paper search's substring matches on PostgreSQL. A free word, ti:, ab:,
// kw: and au: compare `lower(column) like '%text%'`, which no B-tree serves: every search read
// every title, abstract, keyword list and author row of the database. pg_trgm's GIN indexes on
// exactly those expressions find the rows containing the text's trigrams, and the rows found are
// rechecked with the same LIKE, so the answers stay the same.
//
// pg_trgm ships with PostgreSQL's contrib and is a trusted extension (PostgreSQL 13+): a superuser,
// or a user with CREATE on the database, can create it. It goes into the schema `public`, never the
// installation's own schema, so that dropping one schema (a test run's) never drops the extension
// under the indexes of another. When it is missing and cannot be created (not installed, no right,
// no `public`), this migration creates no index and changes nothing else: the search answers the
// same, only slower. A DBA can create the extension and the indexes later (docs/performance.md).
// SQLite has no trigram index; its LIKE over the same columns stays a scan.

/** Index name, table and indexed expression. The expressions match the search's conditions. */
const SEARCH_TRIGRAM_INDEXES = [
  ["papers_title_trgm_idx", "papers", "lower(paper_title)"],
  ["papers_abstract_trgm_idx", "papers", "lower(abstract)"],
  ["papers_keywords_trgm_idx", "papers", "lower(keywords)"],
  ["paper_authors_name_trgm_idx", "paper_authors", "lower(first_name || ' ' || last_name)"],
  ["paper_authors_email_trgm_idx", "paper_authors", "lower(email)"],
  ["paper_authors_affiliation_trgm_idx", "paper_authors", "lower(affiliation)"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("bulk_mail_requests"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("request_key", "text", notNull)
    .addColumn("fingerprint", "text", notNull)
    .addColumn("answer", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("finished_at", "text")
    .execute();
  await db.schema
    .createIndex("bulk_mail_requests_caller_key_uq")
    .on("bulk_mail_requests")
    .columns(["user_id", "conf_id", "request_key"])
    .unique()
    .execute();
  await db.schema.createIndex("bulk_mail_requests_conf_idx").on("bulk_mail_requests").column("conf_id").execute();
  if (!isPostgres(db)) return;
  const schema = await trigramSchema(db);
  if (schema === null) return;
  for (const [name, table, expression] of SEARCH_TRIGRAM_INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.id(table)}
      using gin ((${sql.raw(expression)}) ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("bulk_mail_requests").execute();
  if (!isPostgres(db)) return;
  // the extension stays: other schemas of the database may index with it
  for (const [name] of SEARCH_TRIGRAM_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
