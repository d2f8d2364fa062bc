import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export function findMetaReview(db: Db, paperId: number) {
  return db
    .selectFrom("paper_meta_reviews")
    .innerJoin("users", "users.id", "paper_meta_reviews.lead_user_id")
    .select([
      "paper_meta_reviews.id",
      "paper_meta_reviews.paper_id",
      "paper_meta_reviews.lead_user_id",
      "paper_meta_reviews.meta_review",
      "paper_meta_reviews.recommendation",
      "paper_meta_reviews.submitted_at",
      "users.first_name",
      "users.last_name",
    ])
    .where("paper_meta_reviews.paper_id", "=", paperId)
    .executeTakeFirst();
}

/**
 * Names the lead. A new lead takes over the former lead's text as a draft (nothing anyone wrote is
 * thrown away) and may submit it; naming the same lead again changes nothing.
 */
export async function setLead(
  db: Db,
  paperId: number,
  leadUserId: number,
  by: number,
  at: string,
): Promise<"created" | "updated" | null> {
  const existing = await db
    .selectFrom("paper_meta_reviews")
    .select(["id", "lead_user_id"])
    .where("paper_id", "=", paperId)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto("paper_meta_reviews")
      .values({ paper_id: paperId, lead_user_id: leadUserId, assigned_by: by, updated_at: at })
      .execute();
    return "created";
  }
  if (existing.lead_user_id === leadUserId) return null;
  await db
    .updateTable("paper_meta_reviews")
    .set({ lead_user_id: leadUserId, assigned_by: by, submitted_at: null, updated_at: at })
    .where("id", "=", existing.id)
    .execute();
  return "updated";
}

export async function saveMetaReview(
  db: Db,
  paperId: number,
  values: { meta_review: string; recommendation: string; at: string },
): Promise<void> {
  await db
    .updateTable("paper_meta_reviews")
    .set({
      meta_review: values.meta_review,
      recommendation: values.recommendation,
      submitted_at: values.at,
      updated_at: values.at,
    })
    .where("paper_id", "=", paperId)
    .execute();
}
