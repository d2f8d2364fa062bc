// The conflict index loaded for named people only (conflictIndexAmong, used by the read path)
// must answer every question about those people exactly as the full index does: co-authorship
// through papers written by account, by email and as submitter, in and out of the conference, and
// through publication lists (the person's naming an author, an author's naming the person).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { conflictIndexAmong, conflictIndexFor, findPerson } from "../src/features/conflicts/repository.js";
import type { ConflictPerson } from "../src/policy/conflicts.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTrack } from "./support/fixtures.js";
import { createTestApp, type TestApp } from "./support/testApp.js";

let t: TestApp;
let people: TestUser[];
let paperIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const { app, ctx } = t;
  people = [];
  for (let i = 0; i < 6; i++)
    people.push(await createUser(app, ctx, { first_name: `P${i}`, last_name: "Person", affiliation: `Lab ${i % 2}` }));
  const conf = await insertConference(ctx, people[0]!.id);
  const other = await insertConference(ctx, people[0]!.id);
  const track = await insertTrack(ctx, conf.id, "One");
  const otherTrack = await insertTrack(ctx, other.id, "Two");
  const author = async (paperId: number, who: { id: number | null; email: string }, order: number) =>
    ctx.db
      .insertInto("paper_authors")
      .values({
        paper_id: paperId,
        user_id: who.id,
        first_name: "A",
        last_name: "B",
        email: who.email,
        email_normalized: who.email.toLowerCase(),
        country: "PT",
        affiliation: "Somewhere",
        author_order: order,
        created_at: nowIso(),
      })
      .execute();
  paperIds = [];
  // paper k submitted by person k % 3, co-written by person k + 1 (by account) or by email only
  for (let k = 0; k < 6; k++) {
    const p = await insertPaper(ctx, { confId: conf.id, trackId: track, authorId: people[k % 3]!.id });
    await author(
      p.id,
      k % 2
        ? { id: people[(k + 1) % 6]!.id, email: people[(k + 1) % 6]!.email }
        : { id: null, email: people[(k + 2) % 6]!.email.toUpperCase() },
      2,
    );
    paperIds.push(p.id);
  }
  // a paper of another conference written by persons 4 and 5: no co-authorship in this one
  const elsewhere = await insertPaper(ctx, { confId: other.id, trackId: otherTrack, authorId: people[4]!.id });
  await author(elsewhere.id, people[5]!, 2);
  // publications of this year: person 3's names paper 1's author by email, person 4's names the
  // papers' co-authors ("A B") by name; person 2's (an author of paper 1, the submitter of papers
  // 2 and 5) names person 5 by email and person 0 by name
  const year = new Date(nowIso()).getUTCFullYear();
  const publication = async (ownerId: number, title: string, coauthor: { name: string; email: string | null }) => {
    const row = await ctx.db
      .insertInto("user_publications")
      .values({ user_id: ownerId, title, abstract: null, year, venue: null, source: "manual", created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto("user_publication_coauthors")
      .values({
        publication_id: row.id,
        name: coauthor.name,
        name_normalized: coauthor.name.toLowerCase(),
        email_normalized: coauthor.email,
      })
      .execute();
  };
  await publication(people[3]!.id, "By email", { name: "Someone Else", email: people[2]!.email.toLowerCase() });
  await publication(people[4]!.id, "By name", { name: "A B", email: null });
  await publication(people[2]!.id, "Naming five", { name: "Other Name", email: people[5]!.email.toLowerCase() });
  await publication(people[2]!.id, "Naming zero", { name: "P0 Person", email: null });
});
afterAll(async () => {
  await t?.close();
});

describe("conflictIndexAmong", () => {
  it("answers as the full index for the people it was loaded for", async () => {
    const full = await conflictIndexFor(t.ctx.db, paperIds);
    let conflicted = 0;
    let coauthored = 0;
    let published = 0;
    for (const user of people) {
      const person = (await findPerson(t.ctx.db, user.id)) as ConflictPerson;
      for (const page of [paperIds, paperIds.slice(0, 2), [paperIds[3]!]]) {
        const among = await conflictIndexAmong(t.ctx.db, page, [person]);
        for (const id of page) {
          expect(among.reasons(id, person), `paper ${id}, person ${user.id}`).toEqual(full.reasons(id, person));
          if (among.isConflicted(id, person)) conflicted++;
          if (among.reasons(id, person).some((r) => r.conflict_type === "Collaborator")) coauthored++;
          if (among.reasons(id, person).some((r) => r.reason.startsWith("Co-authored '"))) published++;
        }
      }
    }
    expect(conflicted).toBeGreaterThan(0);
    expect(coauthored, "the world has co-authorship conflicts").toBeGreaterThan(0);
    expect(published, "the world has conflicts from publication lists").toBeGreaterThan(0);
  });
});
