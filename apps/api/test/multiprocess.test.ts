import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ENGINE } from "./support/testApp.js";
import { uniqueEmail } from "./support/factories.js";
import { freePort, ServerProcess } from "./support/serverProcess.js";
import { SmtpPeer } from "./support/smtpPeer.js";

// Two real API processes on one PostgreSQL database, requests alternating between them.
describe.runIf(TEST_ENGINE === "postgres")("several API processes on one PostgreSQL", () => {
  const smtp = new SmtpPeer();
  const schema = `t_${randomBytes(6).toString("hex")}`;
  let servers: ServerProcess[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    await smtp.start();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("schema", schema);
    const env = { DATABASE_URL: url.toString(), SMTP_URL: smtp.url, MAIL_DOMAIN: "symposia.test", AUTH_RATE_LIMIT: "1000" };
    servers = [new ServerProcess(await freePort(), env), new ServerProcess(await freePort(), env)];
    // both start at once: migrations must serialise themselves
    await Promise.all(servers.map((s) => s.start()));
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp.stop();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it("a session made on one process works on the other, and logout on one revokes it on both", async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const email = uniqueEmail();
    const reg = await a.call("POST", "/register", { json: { first_name: "Multi", last_name: "Process", email, country: "Norway", affiliation: "Lab", password: "several-procs" } });
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
      await server.call("POST", "/register", { json: { first_name: "Mail", last_name: String(i), email, country: "Norway", affiliation: "Lab", password: "several-procs" } });
    }
    await Promise.all(emails.map((email, i) => servers[i % 2]!.call("POST", "/get_link", { json: { email, op_type: "FORGOT_PASSWORD" } })));
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && emails.some((e) => smtp.mailsTo(e).length === 0)) await new Promise((r) => setTimeout(r, 200));
    // give a double delivery, if any, the chance to show up
    await new Promise((r) => setTimeout(r, 1500));
    for (const email of emails) expect(smtp.mailsTo(email)).toHaveLength(1);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
