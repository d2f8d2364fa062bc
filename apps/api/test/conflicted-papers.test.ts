// The papers of a conference one person is conflicted with (conflictedPaperIds, what lists and
// searches hide reviews and tags of) must be exactly the papers the full conflict index judges
// conflicted, for every rule: author by account, email or as submitter, institution, co-authorship
// in the conference, publication lists (by name and by email, either side), declared and waived.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conflictedPaperIds } from "../src/access/index.js";
import { nowIso } from "../src/db/time.js";
import { conflictIndexFor, findPerson } from "../src/features/conflicts/repository.js";
import type { ConflictPerson } from "../src/policy/conflicts.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTrack } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";

let t: TestApp;
let people: TestUser[];
let confId: number;
let paperIds: number[];
const thisYear = new Date().getUTCFullYear();

const EMAILS = [
  "ann@cs.mit.edu",
  "bob@mit.edu",
  "cat@ox.ac.uk",
  "dan@gmail.com",
  "eve@tum.de",
  "fay@example.org",
  "gus@lab.ox.ac.uk",
  "hal@gmail.com",
];

beforeAll(async () => {
  t = await createTestApp();
  const { app, ctx } = t;
  people = [];
  for (const [i, email] of EMAILS.entries())
    people.push(await createUser(app, ctx, { first_name: `Name${i}`, last_name: `Family${i}`, email }));
  confId = (await insertConference(ctx, people[0]!.id)).id;
  const trackId = await insertTrack(ctx, confId, "One");
  const other = await insertConference(ctx, people[0]!.id);
  const otherTrack = await insertTrack(ctx, other.id, "Two");
  const author = (
    paperId: number,
    who: { id: number | null; email: string; first?: string; last?: string },
    order: number,
  ) =>
    ctx.db
      .insertInto("paper_authors")
      .values({
        paper_id: paperId,
        user_id: who.id,
        first_name: who.first ?? "Some",
        last_name: who.last ?? "One",
        email: who.email,
        email_normalized: who.email.trim().toLowerCase(),
        country: "PT",
        affiliation: "Somewhere",
        author_order: order,
        created_at: nowIso(),
      })
      .execute();
  paperIds = [];
  const paper = async (submitter: number) => {
    const p = await insertPaper(ctx, { confId, trackId, authorId: people[submitter]!.id });
    paperIds.push(p.id);
    return p.id;
  };
  // submitters 3 and 7 (public mail) with co-authors by account, by email only, and strangers
  const p0 = await paper(3);
  await author(p0, { id: people[4]!.id, email: people[4]!.email }, 2);
  const p1 = await paper(7);
  await author(p1, { id: null, email: " FAY@example.org " }, 2);
  const p2 = await paper(3);
  await author(p2, { id: null, email: "zed@cs.mit.edu" }, 2); // ann and bob's institution
  const p3 = await paper(7);
  await author(p3, { id: null, email: "yan@ox.ac.uk", first: "Ada", last: "Lovelace" }, 2);
  const p4 = await paper(7);
  await author(p4, { id: null, email: "xia@elsewhere.edu", first: "Zoë", last: "Ölmann" }, 2);
  const p5 = await paper(7);
  await author(p5, { id: null, email: "wu@nowhere.net" }, 2);
  // another conference's paper: no co-authorship here
  const elsewhere = await insertPaper(ctx, { confId: other.id, trackId: otherTrack, authorId: people[5]!.id });
  await author(elsewhere.id, { id: null, email: "wu@nowhere.net" }, 2);
  // publication lists: dan names p3's author by name; p4's author is named by hal (by name with
  // accents); eve's paper co-author is named by email (upper case) in the list of gus
  const publish = async (who: TestUser, coauthors: (string | { name: string; email: string })[]) => {
    const answer = await call(app, "POST", "/users/publications", {
      token: who.token,
      body: { publications: [{ title: `Work of ${who.id}`, year: thisYear, coauthors }] },
    });
    expect(answer.status, answer.body.message).toBe(200);
  };
  await publish(people[3]!, ["LOVELACE, Ada"]);
  await publish(people[7]!, ["Zoe Olmann"]);
  await publish(people[6]!, [{ name: "Someone", email: people[4]!.email.toUpperCase() }]);
  // declared by a chair for cat on p5; a detected conflict of ann waived on p2
  const stored = (paper_id: number, user_id: number, source: string, waived: number) =>
    ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id,
        user_id,
        conflict_type: source === "detected" ? "Same institution" : "Personal",
        source,
        reason: "Set by the test.",
        waived,
        created_by: people[0]!.id,
        created_at: nowIso(),
        updated_at: nowIso(),
        waived_reason: waived ? "Checked." : null,
      })
      .execute();
  await stored(p5, people[2]!.id, "chair", 0);
  await stored(p2, people[0]!.id, "detected", 1);
});
afterAll(async () => {
  await t?.close();
});

describe("conflictedPaperIds", () => {
  it("finds exactly the papers the full conflict index judges conflicted, for every person", async () => {
    const full = await conflictIndexFor(t.ctx.db, paperIds);
    let total = 0;
    for (const user of people) {
      const person = (await findPerson(t.ctx.db, user.id)) as ConflictPerson;
      const expected = paperIds.filter((id) => full.isConflicted(id, person));
      const found = await conflictedPaperIds(t.ctx.db, confId, person);
      expect(
        [...found].sort((a, b) => a - b),
        `person ${user.email}`,
      ).toEqual(expected);
      total += expected.length;
    }
    expect(total, "the world has conflicts of several kinds").toBeGreaterThan(8);
  });

  it("agrees as well for a person known without names (a search's conflict: term names them so)", async () => {
    const full = await conflictIndexFor(t.ctx.db, paperIds);
    for (const user of people) {
      const { id, email, affiliation } = (await findPerson(t.ctx.db, user.id))!;
      const person: ConflictPerson = { id, email, affiliation };
      const expected = paperIds.filter((paperId) => full.isConflicted(paperId, person));
      const found = await conflictedPaperIds(t.ctx.db, confId, person);
      expect(
        [...found].sort((a, b) => a - b),
        `person ${user.email}`,
      ).toEqual(expected);
    }
  });

  it("answers nothing for nobody", async () => {
    expect(await conflictedPaperIds(t.ctx.db, confId, undefined)).toEqual([]);
  });
});
