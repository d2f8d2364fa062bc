// The deadline-spike authors of the load benchmark: many users, each with a session, inserted in
// bulk (the benchmark measures submitting, not signing in).
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../apps/api/src/db/schema.js";
import { hashToken, newToken } from "../apps/api/src/http/auth.js";

export async function seedSessions(db: Kysely<Database>, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
  const tag = randomBytes(3).toString("hex");
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 250) {
    const users = Array.from({ length: Math.min(250, count - start) }, (_, k) => {
      const email = `spike.${tag}.${start + k}@bench.test`;
      return {
        first_name: "Spike",
        last_name: `Author ${start + k}`,
        email,
        email_normalized: email,
        country: "Germany",
        affiliation: "Bench Lab",
        password_hash: null,
        role: "USER" as const,
        status: 1,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      };
    });
    const ids = await db.insertInto("users").values(users).returning("id").execute();
    const sessions = ids.map(({ id }) => {
      const token = newToken();
      tokens.push(token);
      return { user_id: id, token_hash: hashToken(token), created_at: now, expires_at: expires };
    });
    await db.insertInto("sessions").values(sessions).execute();
  }
  return tokens;
}
