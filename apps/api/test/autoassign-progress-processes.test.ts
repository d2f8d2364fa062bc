import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { freePort, ServerProcess } from "../../../test-support/index.js";
import { openWorldApp, type WorldApp } from "../../../test-support/worldApp.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { type ThrowawayDb, throwawayDatabase } from "./support/throwawayDb.js";

// Auto Assign's progress is kept in the database: a run started through one API process is seen
// by a poll that lands on another (a load balancer sends the screen's polls anywhere). Two real
// processes on one database: a PostgreSQL schema, or a SQLite file.
describe(`Auto Assign progress across two API processes (${TEST_ENGINE})`, () => {
  let servers: [ServerProcess, ServerProcess];
  let db: ThrowawayDb;
  let local: WorldApp;

  beforeAll(async () => {
    db = await throwawayDatabase(TEST_ENGINE, process.env.TEST_DATABASE_URL, "symposia-progress");
    // the world is written through an in-process app on the same database (it serves no requests)
    local = await openWorldApp(db.url);
    const env = { DATABASE_URL: db.url, MAIL_WORKER: "off", AUTH_RATE_LIMIT: "1000" };
    servers = [new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)];
    await Promise.all(servers.map((s) => s.start()));
  }, 90_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((s) => s.stop()));
    await local?.close();
    await db?.drop();
  });

  it("a preview started on one process reports its progress on the other, to the end", async () => {
    const { app, ctx } = local;
    const [a, b] = servers;
    const chair = await createUser(app, ctx);
    const author = await createUser(app, ctx);
    const { id: confId } = await insertConference(ctx, chair.id);
    const trackId = await insertTrack(ctx, confId);
    for (let i = 0; i < 40; i++) await insertTpcMember(ctx, trackId, (await createUser(app, ctx)).id);
    for (let i = 0; i < 300; i++) await insertPaper(ctx, { confId, trackId, authorId: author.id });
    const progressOn = async (server: ServerProcess) => {
      const res = await server.call("GET", `/track/auto-assign-progress/${trackId}`, { token: chair.token });
      expect(res.status).toBe(200);
      return res.body.result as { state: string; phase: string | null; progress: number; started_at: string | null };
    };
    expect(await progressOn(b)).toMatchObject({ state: "idle", progress: 0 });

    let finished = false;
    const run = a
      .call("POST", `/track/paper-reviewer-auto-assign/${trackId}`, {
        token: chair.token,
        json: { preview: true, number_of_reviewers_per_paper: 3 },
      })
      .finally(() => {
        finished = true;
      });
    const seen: { state: string; progress: number }[] = [];
    for (let i = 0; !finished && i < 5_000; i++) seen.push(await progressOn(b));
    expect((await run).status).toBe(200);

    const during = seen.filter((s) => s.state === "running");
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((s) => s.progress >= 0 && s.progress < 100)).toBe(true);
    for (let i = 1; i < during.length; i++) expect(during[i]!.progress).toBeGreaterThanOrEqual(during[i - 1]!.progress);
    const last = await progressOn(b);
    expect(last).toMatchObject({ state: "done", progress: 100 });
    expect(await progressOn(a)).toEqual(last);
  }, 120_000);

  it("a run started on the second process replaces the first run's progress on both", async () => {
    const { app, ctx } = local;
    const [a, b] = servers;
    const chair = await createUser(app, ctx);
    const author = await createUser(app, ctx);
    const { id: confId } = await insertConference(ctx, chair.id);
    const trackId = await insertTrack(ctx, confId);
    for (let i = 0; i < 4; i++) await insertTpcMember(ctx, trackId, (await createUser(app, ctx)).id);
    for (let i = 0; i < 6; i++) await insertPaper(ctx, { confId, trackId, authorId: author.id });
    const body = { json: { preview: true, number_of_reviewers_per_paper: 2 }, token: chair.token };
    expect((await a.call("POST", `/track/paper-reviewer-auto-assign/${trackId}`, body)).status).toBe(200);
    const first = (await b.call("GET", `/track/auto-assign-progress/${trackId}`, { token: chair.token })).body.result;
    expect(first).toMatchObject({ state: "done", progress: 100 });
    expect((await b.call("POST", `/track/paper-reviewer-auto-assign/${trackId}`, body)).status).toBe(200);
    const second = (await a.call("GET", `/track/auto-assign-progress/${trackId}`, { token: chair.token })).body.result;
    expect(second).toMatchObject({ state: "done", progress: 100 });
    expect(second.started_at >= first.started_at).toBe(true);
  }, 60_000);
});
