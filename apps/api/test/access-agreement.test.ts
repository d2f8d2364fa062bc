// The access repository keeps SQL filters that mirror the policy's TypeScript rules, so that lists
// can filter in the database. This test holds each filter to its rule on a seeded world (on the
// engine the suite runs on: SQLite, or PostgreSQL with TEST_DATABASE_URL), and the bulk loader of
// rights to the single-paper loader, in a number of queries that does not grow with the papers.
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPaperAs, loadPaperRightsBulk, loadReviewRights } from "../src/access/index.js";
import { authorLinksOf, authoredBy } from "../src/access/repository.js";
import { nowIso } from "../src/db/time.js";
import { canReview, isPaperAuthor } from "../src/policy/index.js";
import { addCoauthor } from "./reviews.world.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";
import { createTestApp, type TestApp } from "./support/testApp.js";

let t: TestApp;
let people: Record<string, TestUser>;
let confId: number;
let paperIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const names = ["submitter", "confirmed", "unconfirmed", "reviewer", "chair", "outsider"];
  people = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await createUser(t.app, t.ctx, { first_name: n })] as const)),
  );
  people.admin = await createAdmin(t.app, t.ctx);
  const conf = await insertConference(t.ctx, people.chair!.id);
  confId = conf.id;
  const track = await insertTrack(t.ctx, confId);
  const otherTrack = await insertTrack(t.ctx, confId);
  await insertTrackChair(t.ctx, otherTrack, people.outsider!.id);
  await insertTpcMember(t.ctx, track, people.reviewer!.id);
  paperIds = [];
  // twelve papers: submitted by different people, with confirmed and unconfirmed co-authors
  for (let i = 0; i < 12; i++) {
    const submitter = i % 3 === 0 ? people.submitter! : i % 3 === 1 ? people.reviewer! : people.confirmed!;
    const paper = await insertPaper(t.ctx, {
      confId,
      trackId: i % 2 ? track : otherTrack,
      authorId: submitter.id,
      withFile: i % 4 !== 3,
    });
    paperIds.push(paper.id);
    if (i % 2 === 0 && submitter !== people.confirmed) {
      await addCoauthor(t, paper.id, people.confirmed!, 2);
      await t.ctx.db
        .updateTable("paper_authors")
        .set({ confirmed: 1 })
        .where("paper_id", "=", paper.id)
        .where("user_id", "=", people.confirmed!.id)
        .execute();
    }
    if (i % 3 !== 1) await addCoauthor(t, paper.id, people.unconfirmed!, 3);
    if (i % 2 === 1) await insertReviewerAssignment(t.ctx, paper.id, people.reviewer!.id);
  }
  // one declared conflict of the reviewer
  await t.ctx.db
    .insertInto("paper_conflicts")
    .values({
      paper_id: paperIds[1]!,
      user_id: people.reviewer!.id,
      conflict_type: "Personal",
      source: "chair",
      created_by: people.chair!.id,
      created_at: nowIso(),
      updated_at: nowIso(),
      waived_reason: null,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe("SQL filters agree with the TypeScript rules", () => {
  it("authoredBy (SQL) = isPaperAuthor (TypeScript), for every person and paper", async () => {
    const db = t.ctx.db;
    const papers = await db.selectFrom("papers").select(["id", "created_by"]).where("id", "in", paperIds).execute();
    const links = await authorLinksOf(db, paperIds);
    for (const [who, person] of Object.entries(people)) {
      const bySql = new Set(
        (
          await db
            .selectFrom("papers")
            .select("papers.id")
            .where("papers.id", "in", paperIds)
            .where((eb) => authoredBy(eb, person.id))
            .execute()
        ).map((r) => r.id),
      );
      for (const paper of papers) {
        const byRule = isPaperAuthor(
          person.id,
          paper,
          links.filter((l) => l.paper_id === paper.id),
        );
        expect(bySql.has(paper.id), `${who} on paper ${paper.id}`).toBe(byRule);
      }
    }
  });
});

describe("rights in bulk", () => {
  it("agree with the rights of one paper, for every person and paper", async () => {
    for (const [who, person] of Object.entries(people)) {
      const facts = await t.ctx.db
        .selectFrom("users")
        .select(["email", "affiliation", "first_name", "last_name"])
        .where("id", "=", person.id)
        .executeTakeFirstOrThrow();
      const user = { id: person.id, ...facts, role: who === "admin" ? "ADMIN" : "USER" } as const;
      const bulk = await loadPaperRightsBulk(t.ctx.db, user, confId, paperIds);
      for (const paperId of paperIds) {
        const listed = bulk.get(paperId)!;
        const single = await loadPaperAs(t.ctx.db, user, paperId).then(
          () => loadReviewRights(t.ctx.db, user, paperId),
          () => null,
        );
        expect(listed.visible, `${who} sees paper ${paperId}`).toBe(single !== null);
        if (!single) continue;
        expect(listed.viewer, `${who} on paper ${paperId}`).toEqual(single.viewer);
        expect(canReview(listed), `${who} reviews paper ${paperId}`).toBe(canReview(single.rights));
      }
    }
  });

  it("load in a number of queries that does not grow with the number of papers", async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const db = t.ctx.db.withPlugin(counting);
    const facts = await t.ctx.db
      .selectFrom("users")
      .select(["email", "affiliation", "first_name", "last_name"])
      .where("id", "=", people.reviewer!.id)
      .executeTakeFirstOrThrow();
    const user = { id: people.reviewer!.id, ...facts, role: "USER" };
    // (a few reads run only when there is something to read, e.g. other papers of the same authors:
    // six of the twelve papers have such others, all twelve none)
    queries = 0;
    await loadPaperRightsBulk(db, user, confId, paperIds.slice(0, 6));
    const few = queries;
    queries = 0;
    await loadPaperRightsBulk(db, user, confId, paperIds);
    expect(queries).toBeLessThanOrEqual(few);
    // standing, papers, authors, assignments, conflicts with their co-authorship facts, windows
    expect(few).toBeLessThanOrEqual(26);
  });
});
