// The start of a benchmark's world: an administrator with a session token, one Approved
// conference and its one track. Scenarios add their members, papers and the rest.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../apps/api/src/db/schema.js";

/** Inserts rows a chunk at a time (one statement per chunk). */
export async function chunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** A verified, active account without a password. */
export const benchUser = (email: string, now: string, role = "USER") => ({
  first_name: "Bench",
  last_name: "User",
  email,
  email_normalized: email,
  country: "Portugal",
  affiliation: "Bench",
  password_hash: null,
  role,
  status: 1,
  created_at: now,
  updated_at: now,
});

export async function seedBenchConference(
  db: Kysely<Database>,
  scale: { papers: number; perPaper: number },
): Promise<{ now: string; token: string; adminId: number; confId: number; trackId: number }> {
  const now = new Date().toISOString();
  const admin = await db
    .insertInto("users")
    .values(benchUser("admin@bench.example.org", now, "ADMIN"))
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      user_id: admin.id,
      token_hash: createHash("sha256").update(token).digest("hex"),
      created_at: now,
      expires_at: "2999-01-01T00:00:00.000Z",
    })
    .execute();
  const conf = await db
    .insertInto("conferences")
    .values({
      conference_status: 1,
      created_by: admin.id,
      created_at: now,
      updated_at: now,
      event_name: "Bench",
      acronym_title: "BENCH",
      event_web_page: "https://b.example.org",
      start_date: "2027-06-01",
      end_date: "2027-06-02",
      your_role: "Chair",
      estimated_no_of_submissions: scale.papers,
      primary_area_id: 7,
      secondary_area_id: 7,
      area_notes: "-",
      venue: "-",
      city: "-",
      state: "-",
      country: "Portugal",
      timezone: "UTC",
      contact_email: "c@b.example.org",
      event_org_phone: "-",
      event_organizer: "-",
      event_org_web_page: "https://b.example.org",
      timezone_for_deadline: "UTC",
      timezone_for_session: "UTC",
      number_of_reviewers_per_paper: scale.perPaper,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const track = await db
    .insertInto("tracks")
    .values({
      conf_id: conf.id,
      track_name: "Main",
      track_short_name: "Main",
      track_description: "",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  return { now, token, adminId: admin.id, confId: conf.id, trackId: track.id };
}
