import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createPasswordLink } from "../src/features/accounts/passwordTokens.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, DEFAULT_PASSWORD, uniqueEmail } from "./support/factories.js";
import { appWithCapturedLogs } from "./support/logCapture.js";

// "Sessions, tokens and limits".

let t: TestApp;
/** a server with small limits (the factories sign in from one address, so they use `t`) */
let limited: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  limited = await createTestApp({
    env: { AUTH_RATE_LIMIT: "3", AUTH_RATE_LIMIT_PER_ADDRESS: "5", AUTH_RATE_LIMIT_PER_ACCOUNT: "4" },
  });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const loginFrom = (app: TestApp["app"], address: string, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/login",
    remoteAddress: address,
    payload: { email, password: "wrong password" },
  });
const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get("token")!);
const newPassword = (token: string, password = "a fresh long password") =>
  call(t.app, "POST", "/set_password", { body: { token, new_password: password, confirm_password: password } });

describe("rate limits", () => {
  it("limit one client address across all emails", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await loginFrom(limited.app, "10.1.0.1", uniqueEmail("spray"))).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await loginFrom(limited.app, "10.1.0.2", uniqueEmail("spray"))).statusCode).toBe(401);
  });

  it("count failed logins per account across client addresses, and then refuse the addresses that failed, not the account", async () => {
    const email = uniqueEmail("target");
    const statuses: number[] = [];
    // AUTH_RATE_LIMIT_PER_ACCOUNT is 4 here: the fifth failure puts the account under attack
    for (let i = 0; i < 5; i++) statuses.push((await loginFrom(limited.app, `10.2.0.${i + 1}`, email)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await loginFrom(limited.app, "10.2.0.9", uniqueEmail("other"))).statusCode).toBe(401);
  });

  it("are counted in the database, so a second process sees the first one's attempts", async () => {
    // a second server (its own memory, its own context) over the same database
    const second = await buildApp({
      config: limited.config,
      database: { db: limited.ctx.db, engine: limited.ctx.engine, close: async () => undefined },
      logger: false,
    });
    try {
      const email = uniqueEmail("shared");
      expect((await loginFrom(limited.app, "10.3.0.1", email)).statusCode).toBe(401);
      expect((await loginFrom(second.app, "10.3.0.1", email)).statusCode).toBe(401);
      expect((await loginFrom(limited.app, "10.3.0.1", email)).statusCode).toBe(401);
      expect((await loginFrom(second.app, "10.3.0.1", email)).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it("send a reset mail at most once per interval per account, with the same answer either way", async () => {
    const user = await createUser(t.app, t.ctx);
    const ask = () =>
      t.app.inject({
        method: "POST",
        url: "/api/get_link",
        remoteAddress: `10.4.0.${Math.floor(Math.random() * 200) + 1}`,
        payload: { email: user.email, op_type: "FORGOT_PASSWORD" },
      });
    const first = await ask();
    const second = await ask();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const mails = await t.ctx.db.selectFrom("mail_outbox").select("id").where("to_address", "=", user.email).execute();
    expect(mails).toHaveLength(1);
  });
});

describe("reset tokens", () => {
  it("a successful reset voids the account's other open reset links", async () => {
    const user = await createUser(t.app, t.ctx);
    const first = tokenOf(await createPasswordLink(t.ctx.db, t.config, user.id, "FORGOT_PASSWORD"));
    const second = tokenOf(await createPasswordLink(t.ctx.db, t.config, user.id, "FORGOT_PASSWORD"));
    expect((await newPassword(second)).status).toBe(200);
    const stale = await newPassword(first, "the attacker's password");
    expect(stale.status).toBe(422);
    expect(
      (await call(t.app, "POST", "/login", { body: { email: user.email, password: "the attacker's password" } }))
        .status,
    ).toBe(401);
  });

  it("a password change voids every open reset link", async () => {
    const user = await createUser(t.app, t.ctx);
    const open = tokenOf(await createPasswordLink(t.ctx.db, t.config, user.id, "FORGOT_PASSWORD"));
    const changed = await call(t.app, "POST", "/users/changePassword", {
      token: user.token,
      body: {
        old_password: DEFAULT_PASSWORD,
        new_password: "changed on purpose",
        confirm_password: "changed on purpose",
      },
    });
    expect(changed.status).toBe(200);
    expect((await newPassword(open)).status).toBe(422);
  });
});

describe("the last active ADMIN", () => {
  it("cannot deactivate themselves (409); with another active ADMIN they can", async () => {
    // this file's only admins are made here; make sure no other is active
    await t.ctx.db.updateTable("users").set({ status: 0 }).where("role", "=", "ADMIN").execute();
    const admin = await createAdmin(t.app, t.ctx);
    const self = {
      user_id: admin.id,
      first_name: "Last",
      last_name: "Admin",
      country: "Germany",
      affiliation: "Uni",
      status: 0,
    };
    const refused = await call(t.app, "POST", "/users/update", { token: admin.token, body: self });
    expect(refused.status).toBe(409);
    expect(refused.body.success).toBe(false);
    expect(
      (await t.ctx.db.selectFrom("users").select("status").where("id", "=", admin.id).executeTakeFirstOrThrow()).status,
    ).toBe(1);
    await createAdmin(t.app, t.ctx);
    expect((await call(t.app, "POST", "/users/update", { token: admin.token, body: self })).status).toBe(200);
  });

  it("cannot demote themselves either: no call changes a role (a role field is ignored)", async () => {
    await t.ctx.db.updateTable("users").set({ status: 0 }).where("role", "=", "ADMIN").execute();
    const admin = await createAdmin(t.app, t.ctx);
    const body = {
      user_id: admin.id,
      first_name: "Last",
      last_name: "Admin",
      country: "Germany",
      affiliation: "Uni",
      role: "USER",
    };
    expect((await call(t.app, "POST", "/users/update", { token: admin.token, body })).status).toBe(200);
    expect((await call(t.app, "POST", "/users/profile-update", { token: admin.token, body })).status).toBe(200);
    expect(
      (await t.ctx.db.selectFrom("users").select("role").where("id", "=", admin.id).executeTakeFirstOrThrow()).role,
    ).toBe("ADMIN");
  });
});

describe("Cache-Control", () => {
  it("authenticated answers carry no-store", async () => {
    const user = await createUser(t.app, t.ctx);
    for (const res of [
      await call(t.app, "GET", `/users/${user.id}`, { token: user.token }),
      await call(t.app, "GET", "/conference", { token: user.token }),
    ]) {
      expect(res.raw.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("logs", () => {
  it("never carry the token of a mailed link (query strings are dropped)", async () => {
    const { app, lines, close } = await appWithCapturedLogs();
    const secret = "tok3n-that-must-not-be-logged";
    for (const url of [
      `/reset-password?token=${secret}`,
      `/verify-email?token=${secret}`,
      `/api/health?token=${secret}`,
    ])
      await app.inject({ method: "GET", url });
    await close();
    const output = lines.join("");
    expect(output).toContain("/reset-password");
    expect(output).not.toContain(secret);
  });
});
