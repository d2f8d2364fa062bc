import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/connection.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { createMailWorker } from "../src/mail/worker.js";
import { call, createTestApp, TEST_ENGINE } from "./support/testApp.js";
import { createUser } from "./support/factories.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { TcpProxy } from "./support/tcpProxy.js";

describe("mail outage", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it("queues mail while the SMTP server is down and delivers each mail exactly once when it returns", async () => {
    const smtp = new SmtpPeer();
    await smtp.start();
    const port = smtp.port;
    await smtp.stop(); // the SMTP server is down from the start
    const t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
    cleanups.push(() => t.close());

    const users = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.ctx)));
    for (const u of users) {
      const res = await call(t.app, "POST", "/get_link", { body: { email: u.email, op_type: "FORGOT_PASSWORD" } });
      expect(res.status).toBe(200); // the action succeeds although mail cannot be delivered now
    }
    await t.deliverMail();
    const pending = await t.ctx.db.selectFrom("mail_outbox").select(["status", "attempts", "last_error"]).execute();
    expect(pending).toHaveLength(3);
    expect(pending.every((m) => m.status === "pending" && m.attempts === 1 && m.last_error)).toBe(true);

    const back = new SmtpPeer();
    await back.start(port);
    cleanups.push(() => back.stop());
    // the retry is due after the backoff; make it due now instead of sleeping
    await t.ctx.db
      .updateTable("mail_outbox")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .execute();
    await t.deliverMail();
    await t.deliverMail();
    expect(back.received).toHaveLength(3);
    const ids = back.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(3);
    for (const u of users) expect(back.mailsTo(u.email)).toHaveLength(1);
    const sent = await t.ctx.db.selectFrom("mail_outbox").select("status").execute();
    expect(sent.every((m) => m.status === "sent")).toBe(true);
  });

  it("delivers mail queued before a restart of the server, once", async () => {
    const smtp = new SmtpPeer();
    await smtp.start();
    cleanups.push(() => smtp.stop());
    const file = `/tmp/symposia-restart-${randomBytes(4).toString("hex")}.db`;
    const config = {
      ...loadConfig({}),
      databaseUrl: `sqlite:${file}`,
      webDist: undefined,
      runMailWorker: false,
      smtpUrl: smtp.url,
    };

    // first life: the mail is queued, the process "dies" before the worker runs
    const first = openDatabase(`sqlite:${file}`);
    await migrateToLatest(first.db);
    const one = await buildApp({ config, database: first, logger: false });
    const user = await createUser(one.app, one.ctx);
    expect(
      (await call(one.app, "POST", "/get_link", { body: { email: user.email, op_type: "FORGOT_PASSWORD" } })).status,
    ).toBe(200);
    await one.app.close();
    await first.close();
    expect(smtp.received).toHaveLength(0);

    // second life: the worker finds the queued mail and sends it once
    const second = openDatabase(`sqlite:${file}`);
    const two = await buildApp({ config, database: second, logger: false });
    const worker = createMailWorker(two.ctx, two.app.log);
    await worker.drain();
    await worker.drain();
    await worker.stop();
    await two.app.close();
    await second.close();
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  });
});

describe.runIf(TEST_ENGINE === "postgres")("database outage (PostgreSQL)", () => {
  it("answers 503 in the envelope while the database is unreachable and recovers without a restart", async () => {
    const base = new URL(process.env.TEST_DATABASE_URL!);
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create schema ${schema}`);

    const proxy = new TcpProxy(base.hostname, Number(base.port || 5432));
    await proxy.start();
    const viaProxy = new URL(base.toString());
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set("schema", schema);
    const database = openDatabase(viaProxy.toString());
    try {
      await migrateToLatest(database.db);
      const config = { ...loadConfig({}), webDist: undefined, runMailWorker: false };
      const { app, ctx } = await buildApp({ config, database, logger: false });
      const user = await createUser(app, ctx);
      expect((await call(app, "GET", "/health")).status).toBe(200);

      await proxy.cut();
      const health = await call(app, "GET", "/health");
      expect(health.status).toBe(503);
      expect(health.body.success).toBe(false);
      const profile = await call(app, "GET", `/users/${user.id}`, { token: user.token });
      expect(profile.status).toBe(503);
      expect(profile.body).toMatchObject({
        success: false,
        message: "The database is unavailable. Please try again shortly.",
      });

      await proxy.restore();
      expect((await call(app, "GET", "/health")).status).toBe(200);
      expect((await call(app, "GET", `/users/${user.id}`, { token: user.token })).status).toBe(200);
      await app.close();
    } finally {
      await proxy.cut().catch(() => undefined);
      await database.close().catch(() => undefined);
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });
});
