import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILED_LOGINS_PER_ADDRESS_ON_ATTACKED_ACCOUNT } from "../src/http/rateLimit.js";
import { createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";
import { createUser, DEFAULT_PASSWORD, type TestUser } from "./support/factories.js";
import { tokenFromOutbox } from "./support/mailLinks.js";

// Someone who knows an account's email guesses its password from many addresses. The attacker is
// throttled, not the owner: failed logins count per account (and per address on it), successful
// ones never do, and a correct password from an address that has not failed there still signs in,
// as password reset keeps working. Addresses come from X-Forwarded-For behind a trusted proxy.

/** the default limits: AUTH_RATE_LIMIT 20, so 100 failed logins an hour per account */
const PER_ACCOUNT = 100;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "20" } });
});
afterAll(async () => {
  await t.close();
});

const from = (address: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/api${url}`, headers: { "x-forwarded-for": address }, payload });
const login = (address: string, email: string, password: string) => from(address, "/login", { email, password });

describe(`an account whose password is guessed from several addresses (${TEST_ENGINE})`, () => {
  let owner: TestUser;
  const attackers = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5", "203.0.113.6"];

  beforeAll(async () => {
    owner = await createUser(t.app, t.ctx);
    // about a hundred failed logins, interleaved across the attacker's addresses
    const statuses: number[] = [];
    for (let round = 0; round < 18; round++)
      for (const address of attackers) statuses.push((await login(address, owner.email, `guess ${round}`)).statusCode);
    // past the account's limit of failures, the addresses that made them are refused at once
    expect(statuses).toEqual([
      ...Array(PER_ACCOUNT + 1).fill(401),
      ...Array(18 * attackers.length - PER_ACCOUNT - 1).fill(429),
    ]);
    expect(t.config.authRateLimitPerAccount).toBe(PER_ACCOUNT);
  }, 60_000);

  it("the owner's correct password from a new address signs in", async () => {
    const res = await login("198.51.100.20", owner.email, DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.user.id).toBe(owner.id);
  });

  it("the attacker's addresses stay throttled (429 before the password is checked, even a right one)", async () => {
    for (const address of attackers) {
      const res = await login(address, owner.email, DEFAULT_PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ success: false, code: "rate_limited", result: null });
      expect(res.json().message).toContain("reset your password");
    }
  });

  it("a fresh address gets only a few guesses on the attacked account, and other accounts are untouched from it", async () => {
    const fresh = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i <= FAILED_LOGINS_PER_ADDRESS_ON_ATTACKED_ACCOUNT; i++)
      statuses.push((await login(fresh, owner.email, `fresh guess ${i}`)).statusCode);
    expect(statuses).toEqual([...Array(FAILED_LOGINS_PER_ADDRESS_ON_ATTACKED_ACCOUNT).fill(401), 429]);
    const other = await createUser(t.app, t.ctx);
    expect((await login(fresh, other.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it("password reset keeps working: the link is mailed, sets a new password, and the owner signs in with it", async () => {
    const asked = await from("198.51.100.30", "/get_link", { email: owner.email, op_type: "FORGOT_PASSWORD" });
    expect(asked.statusCode).toBe(200);
    const token = await tokenFromOutbox(t.ctx, owner.email, "reset-password");
    expect(token).not.toBeNull();
    const password = "a brand new passphrase";
    const set = await from("198.51.100.30", "/set_password", {
      token,
      new_password: password,
      confirm_password: password,
    });
    expect(set.statusCode).toBe(200);
    expect((await login("198.51.100.31", owner.email, password)).statusCode).toBe(200);
  });
});

describe(`successful logins (${TEST_ENGINE})`, () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { TRUST_PROXY: "1", AUTH_RATE_LIMIT: "20", AUTH_RATE_LIMIT_PER_ACCOUNT: "8" } });
  });
  afterAll(async () => {
    await small.close();
  });

  it("never count against the account: a busy shared account signs in more often than the failure limit", async () => {
    const login = (address: string, email: string, password: string) =>
      small.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { "x-forwarded-for": address },
        payload: { email, password },
      });
    const shared = await createUser(small.app, small.ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(`192.0.2.${i + 1}`, shared.email, DEFAULT_PASSWORD)).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
    // and the account is not under attack: a typo from a signed-in address is an ordinary 401, then it signs in
    expect((await login("192.0.2.1", shared.email, "typo")).statusCode).toBe(401);
    expect((await login("192.0.2.1", shared.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  }, 60_000);
});
