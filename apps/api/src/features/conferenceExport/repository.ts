// The reads of an export: a conference's papers with their authors, topics, chair-visible conflicts
// and its programme committee and track chairs (reviews come from the reviews feature, which applies their visibility rules).
import { type Kysely, type Transaction, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { ArchiveTable } from "./archiveSpec.js";

type Db = Kysely<Database>;

export function papersOf(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .select(["papers.id", "papers.paper_sequence", "papers.external_id", "papers.paper_title", "papers.abstract"])
    .select(["papers.keywords", "papers.status", "papers.decision", "papers.track_id", "papers.created_by"])
    .select("tracks.track_name")
    .where("papers.conf_id", "=", confId)
    .orderBy("papers.paper_sequence")
    .execute();
}

export function authorsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_authors")
    .select(["paper_id", "first_name", "last_name", "email", "affiliation", "country", "author_order"])
    .where("paper_id", "in", paperIds)
    .orderBy("paper_id")
    .orderBy("author_order")
    .execute();
}

export function topicsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_topics")
    .innerJoin("conference_topics", "conference_topics.id", "paper_topics.topic_id")
    .select(["paper_topics.paper_id", "conference_topics.name"])
    .where("paper_topics.paper_id", "in", paperIds)
    .orderBy("conference_topics.position")
    .execute();
}

/** Declared conflicts that stand (waived ones and suggestions left out). */
export function conflictsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_conflicts")
    .innerJoin("users", "users.id", "paper_conflicts.user_id")
    .select(["paper_conflicts.paper_id", "users.email", "paper_conflicts.conflict_type"])
    .where("paper_conflicts.paper_id", "in", paperIds)
    .where("paper_conflicts.waived", "=", 0)
    .where("paper_conflicts.source", "in", ["author", "reviewer", "chair", "detected"])
    .execute();
}

/** The accepted PC members of the conference's tracks (a held or invited member is on no PC yet). */
export function committeeOf(db: Db, confId: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select(["users.email", "users.first_name", "users.last_name", "users.affiliation"])
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .distinct()
    .orderBy("users.email")
    .execute();
}

/** The chairs of the conference's tracks (a chair held awaiting email verification is no chair yet). */
export function trackChairsOf(db: Db, confId: number) {
  return db
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .innerJoin("users", "users.id", "track_chairs.user_id")
    .select(["users.email", "users.first_name", "users.last_name", "users.affiliation"])
    .where("tracks.conf_id", "=", confId)
    .where("track_chairs.awaiting_email_proof", "=", 0)
    .where("users.deleted_at", "is", null)
    .distinct()
    .orderBy("users.email")
    .execute();
}

// ---- the archive (export and restore): the conference's tables read and written by name, as
// archiveSpec.ts lists them (the one place that knows which tables a conference owns).

type AnyDb = Kysely<any>;
export type ArchiveRow = Record<string, unknown>;
/** the suffix of the size column read with each file column */
export const SIZE = "__size";

/** Every row of one archive table that belongs to conference `confId`, without its file columns. */
export function archiveRows(db: Db, spec: ArchiveTable, confId: number): Promise<ArchiveRow[]> {
  const any = db as unknown as AnyDb;
  let q = any.selectFrom(spec.table);
  q = spec.columns ? q.select(spec.columns.map((c) => `${spec.table}.${c}`)) : q.selectAll(spec.table);
  // each file's size (null: no file), so the manifest lists the files before they are read
  for (const f of spec.files ?? [])
    q = q.select(sql<number | null>`length(${sql.ref(`${spec.table}.${f}`)})`.as(`${f}${SIZE}`));
  if (spec.table === "conferences") q = q.where("conferences.id", "=", confId);
  else if (spec.scope === "conference") q = q.where(`${spec.table}.conf_id`, "=", confId);
  else if (spec.scope === "track")
    q = q.where(`${spec.table}.track_id`, "in", any.selectFrom("tracks").select("id").where("conf_id", "=", confId));
  else if (spec.scope === "paper")
    q = q.where(`${spec.table}.paper_id`, "in", any.selectFrom("papers").select("id").where("conf_id", "=", confId));
  else
    q = q.where(
      `${spec.table}.comment_id`,
      "in",
      any
        .selectFrom("paper_comments")
        .select("paper_comments.id")
        .where("paper_comments.paper_id", "in", any.selectFrom("papers").select("id").where("conf_id", "=", confId)),
    );
  const order = spec.key ? [spec.key] : Object.keys(spec.refs ?? {}).concat(spec.people ?? []);
  for (const column of order) q = q.orderBy(`${spec.table}.${column}`);
  return q.execute() as Promise<ArchiveRow[]>;
}

/** One file column of one row (read when the ZIP reaches it, so one file is held at a time). */
export async function archiveFile(
  db: Db,
  table: string,
  where: Record<string, unknown>,
  column: string,
): Promise<Buffer | null> {
  let q = (db as unknown as AnyDb).selectFrom(table).select(column);
  for (const [k, v] of Object.entries(where)) q = q.where(k, "=", v);
  const row = (await q.executeTakeFirst()) as ArchiveRow | undefined;
  const data = row?.[column];
  if (data === null || data === undefined) return null;
  return Buffer.isBuffer(data) ? data : Buffer.from(data as Uint8Array);
}

export function peopleByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "email", "email_normalized", "first_name", "last_name", "affiliation", "country"])
    .where("id", "in", ids)
    .execute();
}

export function accountsByEmail(db: Db | Transaction<Database>, normalized: string[]) {
  if (!normalized.length) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "email_normalized", "status", "deleted_at", "email_verified_at", "password_hash"])
    .where("email_normalized", "in", normalized)
    .execute();
}

/** An account for a person of the archive nobody here has: an invitee without a password. */
export async function insertInvitee(
  trx: Transaction<Database>,
  p: { email: string; first_name: string; last_name: string; affiliation: string; country: string },
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto("users")
    .values({
      ...p,
      email: p.email.trim(),
      email_normalized: p.email.trim().toLowerCase(),
      password_hash: null,
      role: "USER",
      status: 1,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes one archive row; answers its new id for a table with a surrogate key. */
export async function insertArchiveRow(
  trx: Transaction<Database>,
  spec: ArchiveTable,
  values: ArchiveRow,
): Promise<number | null> {
  const any = trx as unknown as AnyDb;
  if (!spec.key) {
    await any.insertInto(spec.table).values(values).execute();
    return null;
  }
  const row = (await any
    .insertInto(spec.table)
    .values(values)
    .returning(spec.key)
    .executeTakeFirstOrThrow()) as ArchiveRow;
  return Number(row[spec.key]);
}
