// The write mix's reviewers (load benchmark): TPC members of the first track, each assigned a few
// of its papers, with a session; the seeded conference takes review drafts and bids as it is.
import type { Kysely } from "kysely";
import type { Database } from "../apps/api/src/db/schema.js";
import { insertBenchUser, signedInAs } from "./papersSeed.js";

export interface WriteReviewer {
  token: string;
  /** papers assigned to this reviewer: drafts go here */
  assigned: number[];
}

export async function seedReviewers(
  db: Kysely<Database>,
  confId: number,
  trackId: number,
  count: number,
): Promise<WriteReviewer[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
  const papers = (
    await db
      .selectFrom("papers")
      .select("id")
      .where("track_id", "=", trackId)
      .orderBy("id")
      .limit(count * 3)
      .execute()
  ).map((p) => p.id);
  const reviewers: WriteReviewer[] = [];
  for (let i = 0; i < count; i++) {
    const email = `reviewer.${i}.${Date.now()}@bench.test`;
    const person = { email, first_name: "Reviewer", last_name: `Bench ${i}`, affiliation: `Review Lab ${i}` };
    const userId = await insertBenchUser(db, person, now);
    await db
      .insertInto("tpc_members")
      .values({ track_id: trackId, user_id: userId, status: 1, invited_by: null, created_at: now, responded_at: now })
      .execute();
    const assigned = papers.slice(i * 3, i * 3 + 3);
    for (const paperId of assigned)
      await db
        .insertInto("paper_reviewers")
        .values({ paper_id: paperId, user_id: userId, assigned_by: null, assigned_at: now } as never)
        .execute();
    reviewers.push({ token: await signedInAs(db, userId, now, expires), assigned });
  }
  return reviewers;
}
