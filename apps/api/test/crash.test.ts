// Crash safety: the real server as a child process takes concurrent paper submissions
// (multipart, with a PDF) and review submissions, is killed with SIGKILL in the middle, restarted,
// and the database is checked: every write that was answered 200 is fully there, and nothing is
// half-written (a paper without its file, authors, history, audit entry or receipt; a review with
// some fields set and others not; an assignment without its paper).
//
// Sequences: a submission allocates its paper_sequence inside its transaction (the conference's
// counter is bumped in the same transaction that writes the paper), so a submission killed before
// its commit rolls its number back with everything else. There is therefore NO gap: the papers of
// the conference are numbered exactly 1..N and the counter equals N, which this test asserts.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../src/db/connection.js";
import { createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
} from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { freePort, ServerProcess } from "../../../test-support/index.js";
import { openWorldApp } from "../../../test-support/worldApp.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { throwawayDatabase } from "./support/throwawayDb.js";

const SUBMISSIONS = 40;
const REVIEW_CHAINS = 3;
/** Kill once this many submissions have been answered 200: the rest are queued or in flight. */
const KILL_AFTER = 12;
// Random bytes after the header: a realistic, incompressible upload that takes a moment to store.
const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256 * 1024)]);

interface World {
  confId: number;
  trackId: number;
  authors: TestUser[];
  /** one entry per (paper, reviewer) assignment, made before the server starts */
  assignments: { paperId: number; reviewer: TestUser }[];
}

/** A database of this run's engine that outlives one process: a file, or a PostgreSQL schema. */
const persistentDatabase = () => throwawayDatabase(TEST_ENGINE, process.env.TEST_DATABASE_URL, "symposia-crash");

/** Builds the world with an in-process app over the same database, then closes it. */
async function buildWorld(url: string): Promise<World> {
  const world = await openWorldApp(url);
  const { app, ctx } = world;
  try {
    const chair = await createUser(app, ctx, { first_name: "Carla", last_name: "Chair" });
    const authors = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createUser(app, ctx, { first_name: "Author", last_name: `No${i}` })),
    );
    const reviewers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createUser(app, ctx, { first_name: "Reviewer", last_name: `No${i}` })),
    );
    const { id: confId } = await insertConference(ctx, chair.id, { disable_multiple_authors: 0 });
    const trackId = await insertTrack(ctx, confId, "Crash Track");
    for (const r of reviewers) await insertTpcMember(ctx, trackId, r.id);
    const assignments: World["assignments"] = [];
    for (let i = 0; i < 12; i++) {
      const paper = await insertPaper(ctx, {
        confId,
        trackId,
        authorId: authors[i % authors.length]!.id,
        title: `Existing ${i}`,
      });
      for (const reviewer of [reviewers[i % reviewers.length]!, reviewers[(i + 3) % reviewers.length]!]) {
        await insertReviewerAssignment(ctx, paper.id, reviewer.id);
        assignments.push({ paperId: paper.id, reviewer });
      }
    }
    return { confId, trackId, authors, assignments };
  } finally {
    await world.close();
  }
}

function submit(server: ServerProcess, w: World, token: string, title: string) {
  const mp = multipartBody(
    {
      conf_id: w.confId,
      track_id: w.trackId,
      paper_title: title,
      keywords: "crash, safety",
      abstract: "What survives a SIGKILL.",
    },
    [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: PDF }],
  );
  return server.call("POST", "/paper", { token, body: mp.payload, headers: mp.headers });
}

const reviewOf = (i: number) => ({
  reviewer_evaluation: (i % 5) - 2,
  reviewer_confidence: (i % 5) + 1,
  reviewer_remarks: `Remarks number ${i}.`,
  reviewer_confidential_remarks: `Confidential ${i}`,
});

describe("crash safety: SIGKILL in the middle of submissions and reviews", () => {
  let store: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  let db: DatabaseHandle | null = null;

  beforeAll(async () => {
    store = await persistentDatabase();
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await store.drop();
  });

  it("keeps every write answered 200, writes nothing by halves, and leaves no sequence gap", async () => {
    const w = await buildWorld(store.url);
    server = new ServerProcess(await freePort(), {
      DATABASE_URL: store.url,
      MAIL_WORKER: "off",
      AUTH_RATE_LIMIT: "1000",
      MAIL_DOMAIN: "symposia.test",
    });
    await server.start();

    // ---- the load, and the kill in its middle -------------------------------------------------
    const answeredPapers = new Map<string, { id: number; paper_sequence: number; authorId: number }>();
    const answeredReviews = new Map<number, ReturnType<typeof reviewOf>>(); // index into w.assignments
    let unansweredSubmissions = 0;
    let killed = false;
    let killing: Promise<void> | null = null;

    // A first few reviews are answered before the load starts, so the kill always has some to keep.
    const FIRST_REVIEWS = 6;
    await Promise.all(
      w.assignments.slice(0, FIRST_REVIEWS).map(async ({ paperId, reviewer }, i) => {
        const res = await server.call("POST", `/paper/add-review/${paperId}`, {
          token: reviewer.token,
          json: reviewOf(i),
        });
        expect(res.status).toBe(200);
        answeredReviews.set(i, reviewOf(i));
      }),
    );
    const submissions = Array.from({ length: SUBMISSIONS }, async (_, i) => {
      const author = w.authors[i % w.authors.length]!;
      const title = `Crash ${i}`;
      try {
        const res = await submit(server, w, author.token, title);
        if (res.status !== 200) throw new Error(`submission answered ${res.status}: ${JSON.stringify(res.body)}`);
        answeredPapers.set(title, { ...res.body.result, authorId: author.id });
        if (answeredPapers.size >= KILL_AFTER && !killing) {
          killed = true;
          killing = server.kill();
        }
      } catch (error) {
        if (!killed) throw error; // before the kill every submission must succeed
        unansweredSubmissions += 1;
      }
    });
    // Reviews arrive a few at a time throughout, so some land before, some during, some after the kill.
    const chains = Array.from({ length: REVIEW_CHAINS }, async (_, chain) => {
      for (let i = FIRST_REVIEWS + chain; i < w.assignments.length; i += REVIEW_CHAINS) {
        if (killed) return;
        const { paperId, reviewer } = w.assignments[i]!;
        try {
          const res = await server.call("POST", `/paper/add-review/${paperId}`, {
            token: reviewer.token,
            json: reviewOf(i),
          });
          if (res.status !== 200) throw new Error(`review answered ${res.status}: ${JSON.stringify(res.body)}`);
          answeredReviews.set(i, reviewOf(i));
        } catch (error) {
          if (!killed) throw error;
        }
      }
    });
    await Promise.all([...submissions, ...chains]);
    await killing;
    // the kill really came in the middle: some submissions were answered, others never were
    expect(answeredPapers.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unansweredSubmissions).toBeGreaterThan(0);
    expect(answeredReviews.size).toBeGreaterThan(0);

    // ---- restart: the server comes back on the same database and carries on -------------------
    await server.start();
    const after = await submit(server, w, w.authors[0]!.token, "After the restart");
    expect(after.status).toBe(200);
    const pendingReview = w.assignments.findIndex((_, i) => !answeredReviews.has(i));
    if (pendingReview >= 0) {
      const { paperId, reviewer } = w.assignments[pendingReview]!;
      const res = await server.call("POST", `/paper/add-review/${paperId}`, {
        token: reviewer.token,
        json: reviewOf(pendingReview),
      });
      expect(res.status).toBe(200);
      answeredReviews.set(pendingReview, reviewOf(pendingReview));
    }
    await server.stop();

    // ---- the database after the crash ---------------------------------------------------------
    db = openDatabase(store.url);
    const q = db.db;
    if (TEST_ENGINE === "sqlite") {
      const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(q);
      expect(integrity.rows.map((r) => r.integrity_check)).toEqual(["ok"]);
    }

    // every submission answered 200 is there in full, with the number it was told
    const papers = await q.selectFrom("papers").selectAll().where("conf_id", "=", w.confId).execute();
    const byTitle = new Map(papers.map((p) => [p.paper_title, p]));
    for (const [title, answer] of answeredPapers) {
      const paper = byTitle.get(title);
      expect(paper, title).toBeDefined();
      expect(paper).toMatchObject({
        id: answer.id,
        paper_sequence: answer.paper_sequence,
        created_by: answer.authorId,
        status: 0,
      });
      const file = await q
        .selectFrom("paper_files")
        .selectAll()
        .where("paper_id", "=", answer.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(file.data).equals(PDF)).toBe(true);
      const first = await q
        .selectFrom("paper_authors")
        .selectAll()
        .where("paper_id", "=", answer.id)
        .where("author_order", "=", 1)
        .executeTakeFirstOrThrow();
      expect(first.user_id).toBe(answer.authorId);
    }
    expect(byTitle.get("After the restart")?.paper_sequence).toBe(after.body.result.paper_sequence);

    // no paper is half-written: each has its file, its first author, its history, audit and receipt
    for (const paper of papers) {
      const [files, authors, history, audit, receipt] = await Promise.all([
        q.selectFrom("paper_files").select("size").where("paper_id", "=", paper.id).execute(),
        q
          .selectFrom("paper_authors")
          .select("user_id")
          .where("paper_id", "=", paper.id)
          .where("author_order", "=", 1)
          .execute(),
        q.selectFrom("paper_status_history").select("id").where("paper_id", "=", paper.id).execute(),
        q
          .selectFrom("audit_log")
          .select("id")
          .where("entity_type", "=", "paper")
          .where("entity_id", "=", paper.id)
          .where("action", "=", "paper.submit")
          .execute(),
        q
          .selectFrom("mail_outbox")
          .select("id")
          .where("context_type", "=", "paper")
          .where("context_id", "=", paper.id)
          .execute(),
      ]);
      const existing = paper.paper_title.startsWith("Existing");
      expect(files, paper.paper_title).toHaveLength(1);
      expect(authors, paper.paper_title).toHaveLength(1);
      if (!existing) {
        // made through the API: the whole transaction or nothing
        expect(files[0]!.size).toBe(PDF.length);
        expect([history.length, audit.length, receipt.length], paper.paper_title).toEqual([1, 1, 1]);
      }
    }
    // nor is anything left behind by a paper that was rolled back
    const orphans = await sql<{ n: number }>`
      select (select count(*) from paper_files f where not exists (select 1 from papers p where p.id = f.paper_id))
           + (select count(*) from paper_authors a where not exists (select 1 from papers p where p.id = a.paper_id))
           + (select count(*) from paper_reviewers r where not exists (select 1 from papers p where p.id = r.paper_id))
           + (select count(*) from paper_status_history h where not exists (select 1 from papers p where p.id = h.paper_id))
           + (select count(*) from audit_log l where l.entity_type = 'paper' and not exists (select 1 from papers p where p.id = l.entity_id)) as n`.execute(
      q,
    );
    expect(Number(orphans.rows[0]!.n)).toBe(0);

    // sequences: unique, no placeholder left, no gap, and the counter agrees
    const sequences = papers.map((p) => p.paper_sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: papers.length }, (_, i) => i + 1));
    const conf = await q
      .selectFrom("conferences")
      .select("paper_sequence_counter")
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    expect(conf.paper_sequence_counter).toBe(papers.length);
    expect(after.body.result.paper_sequence).toBe(papers.length);

    // reviews: every answered one is stored in full; the others are wholly absent
    const rows = await q
      .selectFrom("paper_reviewers")
      .selectAll()
      .where("paper_id", "in", [...new Set(w.assignments.map((a) => a.paperId))])
      .execute();
    expect(rows).toHaveLength(w.assignments.length);
    for (const [i, a] of w.assignments.entries()) {
      const row = rows.find((r) => r.paper_id === a.paperId && r.user_id === a.reviewer.id)!;
      const sent = answeredReviews.get(i);
      if (sent) {
        expect(row).toMatchObject({
          reviewer_evaluation: sent.reviewer_evaluation,
          reviewer_confidence: sent.reviewer_confidence,
          reviewer_remarks: sent.reviewer_remarks,
          reviewer_confidential_remarks: sent.reviewer_confidential_remarks,
        });
      }
      const fields = [row.reviewer_evaluation, row.reviewer_confidence, row.reviewer_remarks, row.reviewed_at];
      const audited = await q
        .selectFrom("audit_log")
        .select("action")
        .where("entity_type", "=", "paper_review")
        .where("entity_id", "=", row.id)
        .execute();
      if (row.reviewed_at === null) {
        expect(
          fields.every((f) => f === null),
          `assignment ${row.id}`,
        ).toBe(true);
        expect(audited).toHaveLength(0);
      } else {
        expect(
          fields.every((f) => f !== null),
          `assignment ${row.id}`,
        ).toBe(true);
        // exactly one first submission; a review committed just before the kill whose answer was
        // lost, and then sent again after the restart, adds a "review.update" on top
        expect(audited.filter((a) => a.action === "review.submit")).toHaveLength(1);
      }
    }
  }, 90_000);
});
