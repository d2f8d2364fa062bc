// Queries of the topics feature: the conference's topic list, a paper's topics, a
// member's expertise.
import type { Kysely, Transaction } from "kysely";
import type { Topic } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { preparedQuery } from "../../db/prepared.js";

type Db = Kysely<Database> | Transaction<Database>;

export async function topicsOf(db: Db, confId: number): Promise<Topic[]> {
  return db
    .selectFrom("conference_topics")
    .select(["id", "name"])
    .where("conf_id", "=", confId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

export async function insertTopic(db: Db, confId: number, name: string, position: number): Promise<number> {
  const row = await db
    .insertInto("conference_topics")
    .values({ conf_id: confId, name, position, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTopic(db: Db, id: number, name: string, position: number): Promise<void> {
  await db.updateTable("conference_topics").set({ name, position }).where("id", "=", id).execute();
}

/** Removes topics and every paper's and member's use of them (a removed topic leaves no orphans). */
export async function deleteTopics(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("paper_topics").where("topic_id", "in", ids).execute();
  await db.deleteFrom("member_topics").where("topic_id", "in", ids).execute();
  await db.deleteFrom("conference_topics").where("id", "in", ids).execute();
}

/** The legacy free-text setting mirrors the list (names, one a line), so old readers stay right. */
export async function mirrorSubmissionTopics(db: Db, confId: number, names: readonly string[]): Promise<void> {
  await db
    .updateTable("conferences")
    .set({ submission_topics: names.length ? names.join("\n") : null })
    .where("id", "=", confId)
    .execute();
}

/** paper id → its topics, in the conference's order. */
/** Papers' topics as answers carry them (id, name), in the conference's order of its topics. */
export function selectPaperTopics(db: Db) {
  return db
    .selectFrom("paper_topics")
    .innerJoin("conference_topics", "conference_topics.id", "paper_topics.topic_id")
    .select(["conference_topics.id", "conference_topics.name"])
    .orderBy("conference_topics.position")
    .orderBy("conference_topics.id");
}

const topicRowsOf = preparedQuery((db, paperIds: readonly number[]) =>
  selectPaperTopics(db).select("paper_topics.paper_id").where("paper_topics.paper_id", "in", paperIds),
);

export async function topicsOfPapers(db: Db, paperIds: readonly number[]): Promise<Map<number, Topic[]>> {
  const out = new Map<number, Topic[]>();
  if (paperIds.length === 0) return out;
  for (let i = 0; i < paperIds.length; i += 1000) {
    const rows = await topicRowsOf(db, paperIds.slice(i, i + 1000));
    for (const r of rows) {
      const list = out.get(r.paper_id) ?? [];
      list.push({ id: r.id, name: r.name });
      out.set(r.paper_id, list);
    }
  }
  return out;
}

export async function setPaperTopics(db: Db, paperId: number, topicIds: readonly number[]): Promise<void> {
  await db.deleteFrom("paper_topics").where("paper_id", "=", paperId).execute();
  if (topicIds.length)
    await db
      .insertInto("paper_topics")
      .values(topicIds.map((topic_id) => ({ paper_id: paperId, topic_id })))
      .execute();
}

export async function memberTopicIds(db: Db, confId: number, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("member_topics")
    .select("topic_id")
    .where("conf_id", "=", confId)
    .where("user_id", "=", userId)
    .orderBy("topic_id")
    .execute();
  return rows.map((r) => r.topic_id);
}

/** user id → their expertise topic ids in the conference */
export async function memberTopicsOfConference(db: Db, confId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectFrom("member_topics")
    .select(["user_id", "topic_id"])
    .where("conf_id", "=", confId)
    .execute();
  const out = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = out.get(r.user_id) ?? new Set<number>();
    set.add(r.topic_id);
    out.set(r.user_id, set);
  }
  return out;
}

export async function setMemberTopics(
  db: Db,
  confId: number,
  userId: number,
  topicIds: readonly number[],
): Promise<void> {
  await db.deleteFrom("member_topics").where("conf_id", "=", confId).where("user_id", "=", userId).execute();
  if (topicIds.length)
    await db
      .insertInto("member_topics")
      .values(topicIds.map((topic_id) => ({ conf_id: confId, user_id: userId, topic_id })))
      .execute();
}
