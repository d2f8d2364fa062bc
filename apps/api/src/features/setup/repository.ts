import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Whether the site has ever had an administrator, or the setup form was used already. */
export async function setupClosed(db: Db): Promise<boolean> {
  const admin = await db.selectFrom("users").select("id").where("role", "=", "ADMIN").limit(1).executeTakeFirst();
  if (admin) return true;
  const claim = await db.selectFrom("setup_claim").select("id").executeTakeFirst();
  return claim !== undefined;
}

/** Takes the one setup row; a second taker fails on the primary key (a lost race). */
export async function claimSetup(db: Db, userId: number): Promise<void> {
  await db.insertInto("setup_claim").values({ id: 1, user_id: userId, created_at: nowIso() }).execute();
}
