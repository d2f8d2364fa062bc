import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "./support/testApp.js";
import { createUser, uniqueEmail } from "./support/factories.js";
import { MINIMAL_PDF, insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { freePort, ServerProcess, SmtpPeer } from "../../../test-support/index.js";
import { openWorldApp, type WorldApp } from "../../../test-support/worldApp.js";
import { type ThrowawayDb, throwawaySchema } from "./support/throwawayDb.js";

// Two real API processes on one PostgreSQL database, requests alternating between them.
describe.runIf(TEST_ENGINE === "postgres")("several API processes on one PostgreSQL", () => {
  const smtp = new SmtpPeer();
  let servers: ServerProcess[] = [];
  let db: ThrowawayDb;

  beforeAll(async () => {
    await smtp.start();
    db = await throwawaySchema(process.env.TEST_DATABASE_URL!);
    const env = { DATABASE_URL: db.url, SMTP_URL: smtp.url, MAIL_DOMAIN: "symposia.test", AUTH_RATE_LIMIT: "1000" };
    servers = [new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)];
    // both start at once: migrations must serialise themselves
    await Promise.all(servers.map((s) => s.start()));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.stop();
    await db.drop();
  });

  it("a session made on one process works on the other, and logout on one revokes it on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail();
    const reg = await a.call("POST", "/register", {
      json: {
        first_name: "Multi",
        last_name: "Process",
        email,
        country: "Norway",
        affiliation: "Lab",
        password: "several-procs",
      },
    });
    expect(reg.status).toBe(200);
    const login = await b.call("POST", "/login", { json: { email, password: "several-procs" } });
    const token = login.body.result.access_token as string;
    const id = login.body.result.user.id as number;
    expect((await a.call("GET", `/users/${id}`, { token })).status).toBe(200);
    expect((await a.call("POST", "/logout", { token })).status).toBe(200);
    expect((await b.call("GET", `/users/${id}`, { token })).status).toBe(401);
  });

  it("the mail workers of both processes deliver each mail exactly once", async () => {
    const emails: string[] = [];
    for (let i = 0; i < 12; i++) {
      const email = uniqueEmail("mp");
      emails.push(email);
      const server = servers[i % 2]!;
      await server.call("POST", "/register", {
        json: {
          first_name: "Mail",
          last_name: String(i),
          email,
          country: "Norway",
          affiliation: "Lab",
          password: "several-procs",
        },
      });
    }
    await Promise.all(
      emails.map((email, i) =>
        servers[i % 2]!.call("POST", "/get_link", { json: { email, op_type: "FORGOT_PASSWORD" } }),
      ),
    );
    const deadline = Date.now() + 20_000;
    // registering mails a verification link too: count the reset mails
    const resetMails = (email: string) => smtp.mailsTo(email).filter((m) => m.text.includes("/reset-password?token="));
    while (Date.now() < deadline && emails.some((e) => resetMails(e).length === 0))
      await new Promise((r) => setTimeout(r, 200));
    // give a double delivery, if any, the chance to show up
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) expect(resetMails(email)).toHaveLength(1);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
  // The worlds below are built by direct inserts through an in-process app on the same schema
  // (it serves no requests; it only lends the fixtures a context and signs users in).
  describe("concurrent writes across both processes", () => {
    let local: WorldApp;

    beforeAll(async () => {
      local = await openWorldApp(db.url);
    });
    afterAll(async () => {
      await local.close();
    });

    it("concurrent submissions alternating across both processes get unique, gap-free sequences", async () => {
      const { app, ctx } = local;
      const chair = await createUser(app, ctx);
      const authors = await Promise.all([1, 2, 3, 4].map(() => createUser(app, ctx)));
      const { id: confId } = await insertConference(ctx, chair.id, { disable_multiple_authors: 0 });
      const trackId = await insertTrack(ctx, confId);
      const count = 40;
      const answers = await Promise.all(
        Array.from({ length: count }, (_, i) => {
          const mp = multipartBody(
            {
              conf_id: confId,
              track_id: trackId,
              paper_title: `Across processes ${i}`,
              keywords: "scale",
              abstract: "Two processes, one counter.",
            },
            [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
          );
          return servers[i % 2]!.call("POST", "/paper", {
            token: authors[i % authors.length]!.token,
            body: mp.payload,
            headers: mp.headers,
          });
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(count).fill(200));
      const answered = answers.map((a) => a.body.result.paper_sequence as number).sort((a, b) => a - b);
      expect(answered).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      const stored = await ctx.db
        .selectFrom("papers")
        .select("paper_sequence")
        .where("conf_id", "=", confId)
        .orderBy("paper_sequence")
        .execute();
      expect(stored.map((p) => p.paper_sequence)).toEqual(answered);
      const conf = await ctx.db
        .selectFrom("conferences")
        .select("paper_sequence_counter")
        .where("id", "=", confId)
        .executeTakeFirstOrThrow();
      expect(conf.paper_sequence_counter).toBe(count);
    });

    it("an answer one process keeps is not served after a change through the other process or in the database", async () => {
      const { app, ctx } = local;
      const [a, b] = servers as [ServerProcess, ServerProcess];
      const chair = await createUser(app, ctx);
      const author = await createUser(app, ctx);
      const { id: confId } = await insertConference(ctx, chair.id);
      const trackId = await insertTrack(ctx, confId);
      const { id: paperId } = await insertPaper(ctx, { confId, trackId, authorId: author.id, title: "Kept title" });
      const paperOn = async (server: ServerProcess) => {
        const res = await server.call("GET", `/paper/${paperId}`, { token: author.token });
        expect(res.status).toBe(200);
        return res.body.result as { status: number; paper_title: string };
      };
      expect((await paperOn(a)).status).toBe(0);
      expect((await paperOn(a)).status).toBe(0); // now kept by process a
      const blocked = await b.call("POST", `/paper/status-action/${paperId}`, {
        token: chair.token,
        json: { status: 30, reason: "Out of scope" },
      });
      expect(blocked.status).toBe(200);
      expect((await paperOn(a)).status).toBe(30);
      await ctx.db
        .updateTable("papers")
        .set({ paper_title: "Changed by a script" })
        .where("id", "=", paperId)
        .execute();
      expect((await paperOn(a)).paper_title).toBe("Changed by a script");
      expect((await paperOn(b)).paper_title).toBe("Changed by a script");
    });

    it("Auto Assign started at once on both processes on the same track does not double-assign", async () => {
      const { app, ctx } = local;
      const chair = await createUser(app, ctx);
      const authors = await Promise.all([1, 2, 3].map(() => createUser(app, ctx)));
      const members = await Promise.all(Array.from({ length: 10 }, () => createUser(app, ctx)));
      const { id: confId } = await insertConference(ctx, chair.id);
      const trackId = await insertTrack(ctx, confId);
      for (const m of members) await insertTpcMember(ctx, trackId, m.id);
      const papers: number[] = [];
      for (let i = 0; i < 30; i++)
        papers.push((await insertPaper(ctx, { confId, trackId, authorId: authors[i % 3]!.id })).id);

      const body = { number_of_reviewers_per_paper: 3 };
      const runs = await Promise.all(
        servers.map((s) =>
          s.call("POST", `/track/paper-reviewer-auto-assign/${trackId}`, { token: chair.token, json: body }),
        ),
      );
      // The track lock serialises the two runs: the first assigns everything, the second finds
      // every paper already topped up (a 409 "assignments changed, run again" would also be safe).
      for (const run of runs) expect([200, 409]).toContain(run.status);
      const made = runs.filter((r) => r.status === 200).map((r) => r.body.result.assignments_made as number);
      expect(made.reduce((a, b) => a + b, 0)).toBe(90);

      const rows = await ctx.db
        .selectFrom("paper_reviewers")
        .select(["paper_id", "user_id"])
        .where("paper_id", "in", papers)
        .execute();
      expect(rows).toHaveLength(90);
      expect(new Set(rows.map((r) => `${r.paper_id}:${r.user_id}`)).size).toBe(90);
      const perPaper = new Map<number, number>();
      const perReviewer = new Map<number, number>();
      for (const r of rows) {
        perPaper.set(r.paper_id, (perPaper.get(r.paper_id) ?? 0) + 1);
        perReviewer.set(r.user_id, (perReviewer.get(r.user_id) ?? 0) + 1);
      }
      expect([...perPaper.values()]).toEqual(Array(30).fill(3));
      // 90 assignments over 10 members: a balanced assignment gives every member exactly 9
      expect([...perReviewer.keys()].sort()).toEqual(members.map((m) => m.id).sort());
      expect([...perReviewer.values()]).toEqual(Array(10).fill(9));
      const audits = await ctx.db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "track.auto_assign")
        .where("entity_id", "=", trackId)
        .execute();
      expect(audits).toHaveLength(made.length);
    });
  });
});
