import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from "./support/factories.js";
import { SmtpPeer } from "../../../test-support/index.js";

let t: TestApp;
const smtp = new SmtpPeer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const registration = (email = uniqueEmail()) => ({
  first_name: "Ada",
  last_name: "Lovelace",
  email,
  country: "United Kingdom",
  affiliation: "Analytical Engines Ltd",
  password: "engines-rule-1843",
});

describe("POST /register", () => {
  it("creates an active USER who can log in", async () => {
    const body = registration();
    const res = await call(t.app, "POST", "/register", { body });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const login = await call(t.app, "POST", "/login", { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.result.user).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      email: body.email,
      role: "USER",
    });
    expect(typeof login.body.result.access_token).toBe("string");
  });

  it("refuses a duplicate email case-insensitively with result.email[0]", async () => {
    const body = registration();
    await call(t.app, "POST", "/register", { body });
    const again = await call(t.app, "POST", "/register", { body: { ...body, email: body.email.toUpperCase() } });
    expect(again.status).toBe(422);
    expect(again.body.success).toBe(false);
    expect(again.body.result.email[0]).toBe("The email has already been taken.");
  });

  it("requires every field and checks email and password length", async () => {
    const res = await call(t.app, "POST", "/register", {
      body: { ...registration(), email: "not-an-email", password: "short", affiliation: "" },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result).sort()).toEqual(["affiliation", "email", "password"]);
    const empty = await call(t.app, "POST", "/register", { body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual([
      "affiliation",
      "country",
      "email",
      "first_name",
      "last_name",
      "password",
    ]);
  });

  it("answers bad JSON with 400 in the envelope", async () => {
    const res = await call(t.app, "POST", "/register", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: "The request body is not valid JSON.",
      result: null,
      code: "bad_request",
    });
  });

  it("answers an oversized body with 413 in the envelope", async () => {
    const res = await call(t.app, "POST", "/register", {
      body: { ...registration(), affiliation: "x".repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });
});

describe("POST /login and /logout", () => {
  it("answers 401 alike for a wrong password, an unknown email and an inactive user", async () => {
    const user = await createUser(t.app, t.ctx);
    const inactive = await createUser(t.app, t.ctx, { status: 0 });
    const wrong = await call(t.app, "POST", "/login", { body: { email: user.email, password: "wrong password" } });
    const unknown = await call(t.app, "POST", "/login", { body: { email: uniqueEmail(), password: DEFAULT_PASSWORD } });
    const off = await call(t.app, "POST", "/login", { body: { email: inactive.email, password: DEFAULT_PASSWORD } });
    for (const res of [wrong, unknown, off]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("These credentials do not match our records.");
    }
  });

  it("revokes the token on logout", async () => {
    const user = await createUser(t.app, t.ctx);
    expect((await call(t.app, "GET", `/users/${user.id}`, { token: user.token })).status).toBe(200);
    expect((await call(t.app, "POST", "/logout", { token: user.token })).status).toBe(200);
    const after = await call(t.app, "GET", `/users/${user.id}`, { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
  });

  it("answers 401 without a token or with a made-up one", async () => {
    expect((await call(t.app, "POST", "/logout")).status).toBe(401);
    expect((await call(t.app, "POST", "/logout", { token: "made-up" })).status).toBe(401);
  });
});

describe("password reset", () => {
  async function requestLink(email: string): Promise<string> {
    const res = await call(t.app, "POST", "/get_link", { body: { email, op_type: "FORGOT_PASSWORD" } });
    expect(res.status).toBe(200);
    await t.deliverMail();
    const mail = smtp.mailsTo(email).at(-1);
    expect(mail).toBeDefined();
    const token = /reset-password\?token=([A-Za-z0-9_\-%]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    return decodeURIComponent(token!);
  }

  it("mails a link whose token sets a new password once, and revokes sessions", async () => {
    const user = await createUser(t.app, t.ctx);
    const token = await requestLink(user.email);
    const set = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" },
    });
    expect(set.status).toBe(200);
    expect((await call(t.app, "GET", `/users/${user.id}`, { token: user.token })).status).toBe(401);
    const login = await call(t.app, "POST", "/login", { body: { email: user.email, password: "brand-new-pass" } });
    expect(login.status).toBe(200);
    const reuse = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "another-pass-1", confirm_password: "another-pass-1" },
    });
    expect(reuse.status).toBe(422);
  });

  it("refuses an expired token and mismatching passwords", async () => {
    const user = await createUser(t.app, t.ctx);
    const token = await requestLink(user.email);
    const mismatch = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "brand-new-pass", confirm_password: "other-pass-123" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.result.confirm_password).toBeDefined();
    await t.ctx.db
      .updateTable("password_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const expired = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "brand-new-pass", confirm_password: "brand-new-pass" },
    });
    expect(expired.status).toBe(422);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail();
    const known = await createUser(t.app, t.ctx);
    const a = await call(t.app, "POST", "/get_link", { body: { email, op_type: "FORGOT_PASSWORD" } });
    const b = await call(t.app, "POST", "/get_link", { body: { email: known.email, op_type: "FORGOT_PASSWORD" } });
    expect(a.status).toBe(200);
    expect(a.body.message).toBe(b.body.message);
    await t.deliverMail();
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });
});

describe("POST /users/changePassword", () => {
  it("checks the old password, matching confirmation, and revokes other sessions", async () => {
    const user = await createUser(t.app, t.ctx);
    const other = await call(t.app, "POST", "/login", { body: { email: user.email, password: DEFAULT_PASSWORD } });
    const otherToken = other.body.result.access_token as string;
    const wrongOld = await call(t.app, "POST", "/users/changePassword", {
      token: user.token,
      body: { old_password: "nope", new_password: "new-password-1", confirm_password: "new-password-1" },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.result.old_password[0]).toBe("The old password is incorrect.");
    const mismatch = await call(t.app, "POST", "/users/changePassword", {
      token: user.token,
      body: { old_password: DEFAULT_PASSWORD, new_password: "new-password-1", confirm_password: "new-password-2" },
    });
    expect(mismatch.status).toBe(422);
    const ok = await call(t.app, "POST", "/users/changePassword", {
      token: user.token,
      body: { old_password: DEFAULT_PASSWORD, new_password: "new-password-1", confirm_password: "new-password-1" },
    });
    expect(ok.status).toBe(200);
    expect((await call(t.app, "GET", `/users/${user.id}`, { token: user.token })).status).toBe(200);
    expect((await call(t.app, "GET", `/users/${user.id}`, { token: otherToken })).status).toBe(401);
  });
});
