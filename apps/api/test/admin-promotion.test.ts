import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { freePort, ServerProcess } from "../../../test-support/index.js";
import { openWorldApp, type WorldApp } from "../../../test-support/worldApp.js";
import { type ThrowawayDb, throwawayDatabase } from "./support/throwawayDb.js";

// Making an existing account an administrator signs out every session it had: whoever held one
// (its owner as a plain user, or someone who knew or reset the old password) must not gain the
// new powers through it. Each way in: the CLI and ADMIN_EMAIL as real processes, the setup form.

const API_ROOT = path.resolve(import.meta.dirname, "..");
const NEW_PASSWORD = "operator chose this one";
let db: ThrowawayDb;
let local: WorldApp;

beforeAll(async () => {
  db = await throwawayDatabase(TEST_ENGINE, process.env.TEST_DATABASE_URL, "promote");
  local = await openWorldApp(db.url);
}, 60_000);

afterAll(async () => {
  await local?.close();
  await db?.drop();
});

/** npm run create-admin, as the operator runs it (the built file's source, through tsx). */
function createAdminCli(email: string, password: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/cli/create-admin.ts", "--email", email, "--password", password],
      {
        cwd: API_ROOT,
        env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const profile = (user: TestUser, token = user.token) => call(local.app, "GET", `/users/${user.id}`, { token });
const roleOf = async (id: number) =>
  (await local.ctx.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role;
const loginToken = async (email: string, password: string) => {
  const login = await call(local.app, "POST", "/login", { body: { email, password } });
  expect(login.status).toBe(200);
  return login.body.result.access_token as string;
};

describe(`making an existing account an administrator (${TEST_ENGINE})`, () => {
  it("npm run create-admin signs out every earlier session of the account, and no one else's", async () => {
    const target = await createUser(local.app, local.ctx);
    const secondSession = await loginToken(target.email, target.password);
    const bystander = await createUser(local.app, local.ctx);
    expect((await profile(target)).status).toBe(200);

    const run = await createAdminCli(target.email, NEW_PASSWORD);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("every earlier session of the account was signed out");
    expect(await roleOf(target.id)).toBe("ADMIN");
    for (const token of [target.token, secondSession]) expect((await profile(target, token)).status).toBe(401);
    expect((await profile(bystander)).status).toBe(200);
    // the operator's password signs in as an administrator
    const adminToken = await loginToken(target.email, NEW_PASSWORD);
    expect((await call(local.app, "GET", "/users", { token: adminToken })).status).toBe(200);

    // run again with the same password: nothing changes, the administrator stays signed in
    const again = await createAdminCli(target.email, NEW_PASSWORD);
    expect(again.output).toContain("nothing changed");
    expect((await profile(target, adminToken)).status).toBe(200);
    // a new password set by the operator is a password change: earlier sessions end
    expect((await createAdminCli(target.email, `${NEW_PASSWORD} too`)).code).toBe(0);
    expect((await profile(target, adminToken)).status).toBe(401);
  }, 60_000);

  it("ADMIN_EMAIL at start-up signs out the account's earlier sessions; a restart with the same settings keeps the administrator signed in", async () => {
    const target = await createUser(local.app, local.ctx);
    const server = new ServerProcess(await freePort(), {
      DATABASE_URL: db.url,
      MAIL_WORKER: "off",
      ADMIN_EMAIL: target.email,
      ADMIN_PASSWORD: NEW_PASSWORD,
    });
    try {
      await server.start();
      expect(await roleOf(target.id)).toBe("ADMIN");
      expect((await server.call("GET", `/users/${target.id}`, { token: target.token })).status).toBe(401);
      const adminToken = await loginToken(target.email, NEW_PASSWORD);
      await server.stop();
      await server.start();
      expect((await server.call("GET", `/users/${target.id}`, { token: adminToken })).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});

describe(`the first-run setup form (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("never makes an existing account an administrator (409), so none of its sessions gains anything, and stays open", async () => {
    const target = await createUser(t.app, t.ctx);
    const res = await call(t.app, "POST", "/setup/admin", {
      body: { first_name: "Ada", last_name: "Admin", email: target.email.toUpperCase(), password: NEW_PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("npm run create-admin");
    expect(
      (await t.ctx.db.selectFrom("users").select("role").where("id", "=", target.id).executeTakeFirstOrThrow()).role,
    ).toBe("USER");
    expect((await call(t.app, "GET", "/users", { token: target.token })).status).toBe(403);
    expect((await call(t.app, "GET", "/setup")).body.result).toEqual({ needed: true });
  });
});
