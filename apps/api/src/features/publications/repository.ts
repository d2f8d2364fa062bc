// Queries of the publication lists.
import type { Kysely, Transaction } from "kysely";
import type { Publication, PublicationSource } from "@symposia/domain";
import { inChunks } from "../../db/chunks.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewPublication {
  title: string;
  abstract: string | null;
  year: number | null;
  venue: string | null;
  coauthors: { name: string; name_normalized: string; email_normalized: string | null }[];
}

/** The users' publications with their co-authors, newest first. */
export async function publicationsOf(
  db: Db,
  userIds: readonly number[],
): Promise<(Publication & { user_id: number })[]> {
  if (userIds.length === 0) return [];
  const pubs = await inChunks([...userIds], (ids) =>
    db
      .selectFrom("user_publications")
      .select(["id", "user_id", "title", "abstract", "year", "venue", "source", "created_at"])
      .where("user_id", "in", ids)
      .execute(),
  );
  const coauthors = await inChunks(
    pubs.map((p) => p.id),
    (ids) =>
      db
        .selectFrom("user_publication_coauthors")
        .select(["publication_id", "name", "email_normalized"])
        .where("publication_id", "in", ids)
        .orderBy("id")
        .execute(),
  );
  const byPub = new Map<number, { name: string; email: string | null }[]>();
  for (const c of coauthors) {
    const list = byPub.get(c.publication_id) ?? [];
    list.push({ name: c.name, email: c.email_normalized });
    byPub.set(c.publication_id, list);
  }
  return pubs
    .map((p) => ({ ...p, source: p.source as PublicationSource, coauthors: byPub.get(p.id) ?? [] }))
    .sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || b.id - a.id);
}

/** The list owner's name and address (their own name is not kept among the co-authors). */
export function ownerNameAndEmail(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["first_name", "last_name", "email"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
}

/** How many publications each of these people keeps (a person with none is absent). */
export async function countsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("user_publications")
    .select((eb) => ["user_id", eb.fn.countAll<number>().as("n")])
    .where("user_id", "in", userIds)
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

export async function countOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("user_publications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The normalised title and year of each publication already on the list (a re-import adds no copy). */
export async function keysOf(db: Db, userId: number): Promise<{ title: string; year: number | null }[]> {
  return db.selectFrom("user_publications").select(["title", "year"]).where("user_id", "=", userId).execute();
}

export async function insertPublications(
  db: Db,
  userId: number,
  source: PublicationSource,
  entries: readonly NewPublication[],
): Promise<number[]> {
  const ids: number[] = [];
  const createdAt = nowIso();
  for (const e of entries) {
    const row = await db
      .insertInto("user_publications")
      .values({
        user_id: userId,
        title: e.title,
        abstract: e.abstract,
        year: e.year,
        venue: e.venue,
        source,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    if (e.coauthors.length > 0) {
      await db
        .insertInto("user_publication_coauthors")
        .values(e.coauthors.map((c) => ({ publication_id: row.id, ...c })))
        .execute();
    }
  }
  return ids;
}

export function findPublication(db: Db, id: number) {
  return db.selectFrom("user_publications").select(["id", "user_id", "title"]).where("id", "=", id).executeTakeFirst();
}

export async function deletePublication(db: Db, id: number): Promise<void> {
  await db.deleteFrom("user_publication_coauthors").where("publication_id", "=", id).execute();
  await db.deleteFrom("user_publications").where("id", "=", id).execute();
}
