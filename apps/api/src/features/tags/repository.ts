// Queries of paper_tags: a page's tags, one paper's changes, a conference's counts.
import { type Compilable, type Expression, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { inChunks } from "../../db/chunks.js";
import { preparedQuery } from "../../db/prepared.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface TagRow {
  paper_id: number;
  name: string;
  visibility: "shared" | "private" | "chair";
  owner_key: number;
  value: number | null;
}

/** The tags of these papers that could be the caller's to see: everyone's but others' private ones. */
export function tagsOfPapers(db: Db, paperIds: readonly number[], userId: number): Promise<TagRow[]> {
  if (paperIds.length === 0) return Promise.resolve([]);
  return inChunks(paperIds, (chunk) => tagRowsOf(db, chunk, userId));
}

const tagRowsOf = preparedQuery(
  (db, paperIds: readonly number[], userId: number): Compilable<TagRow> =>
    selectTagRows(db, userId).where("paper_id", "in", paperIds).orderBy("name"),
  { keyLists: true },
);

/**
 * The tags that could be the caller's to see (as tagsOfPapers reads them) of the papers `onThePage`
 * admits (a condition on a paper id column), ordered by paper and then as tagsOfPapers orders them:
 * a list page's statement on PostgreSQL groups them per paper with the page's other facts, so the
 * page's tags need no statement of their own.
 */
export function tagRowsOfPage(
  db: Db,
  userId: number,
  onThePage: (column: string) => Expression<SqlBool>,
): Expression<TagRow> {
  return selectTagRows(db, userId).where(onThePage("paper_tags.paper_id")).orderBy("paper_id").orderBy("name");
}

/** Tag rows that could be the caller's to see: everyone's but others' private ones. */
function selectTagRows(db: Db, userId: number) {
  return db
    .selectFrom("paper_tags")
    .select(["paper_id", "name", "visibility", "owner_key", "value"])
    .where((eb) => eb.or([eb("visibility", "!=", "private"), eb("owner_key", "=", userId)]));
}

/** Sets a tag (its value when it is there already); answers whether the paper did not have it before. */
export async function setTag(db: Db, row: Omit<TagRow, never> & { conf_id: number; set_by: number }): Promise<boolean> {
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom("paper_tags")
    .select("id")
    .where("paper_id", "=", row.paper_id)
    .where("name", "=", row.name)
    .where("owner_key", "=", row.owner_key)
    .executeTakeFirst();
  if (existing)
    await db
      .updateTable("paper_tags")
      .set({ value: row.value, set_by: row.set_by })
      .where("id", "=", existing.id)
      .execute();
  else
    await db
      .insertInto("paper_tags")
      .values({ ...row, created_at: now })
      .execute();
  return !existing;
}

export async function removeTag(db: Db, paperId: number, name: string, ownerKey: number): Promise<boolean> {
  const r = await db
    .deleteFrom("paper_tags")
    .where("paper_id", "=", paperId)
    .where("name", "=", name)
    .where("owner_key", "=", ownerKey)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Every tag row of a conference the caller could see (others' private ones left out), with its paper's track. */
export function conferenceTagRows(db: Db, confId: number, userId: number) {
  return db
    .selectFrom("paper_tags")
    .innerJoin("papers", "papers.id", "paper_tags.paper_id")
    .select([
      "paper_tags.paper_id",
      "paper_tags.name",
      "paper_tags.visibility",
      "paper_tags.owner_key",
      "paper_tags.value",
      "papers.track_id",
    ])
    .where("paper_tags.conf_id", "=", confId)
    .where((eb) => eb.or([eb("paper_tags.visibility", "!=", "private"), eb("paper_tags.owner_key", "=", userId)]))
    .execute();
}
