import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, uniqueEmail } from "./support/factories.js";
import { insertConference, insertOcMember, insertTrack, insertTrackChair } from "./support/fixtures.js";
import { tokenFromOutbox, verifyFromMail } from "./support/mailLinks.js";
import { insertUser } from "../src/features/accounts/repository.js";
import { loadConferenceAccess } from "../src/access/index.js";

// "Email ownership": a role typed by hand with an email attaches only to an account
// whose owner proved the address through a mailed link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = "a long enough password";
const registration = (email: string) => ({
  first_name: "Mallory",
  last_name: "Claimant",
  email,
  country: "Portugal",
  affiliation: "Somewhere",
  password: PASSWORD,
});
const login = (email: string, password = PASSWORD) => call(t.app, "POST", "/login", { body: { email, password } });
const isOcMember = async (userId: number, confId: number) =>
  (await loadConferenceAccess(t.ctx.db, { id: userId, role: "USER" }, confId)).isOcMember;

async function confWithHandTypedOcMember(email: string) {
  const chair = await createUser(t.app, t.ctx);
  const { id: confId } = await insertConference(t.ctx, chair.id);
  const entryId = await insertOcMember(t.ctx, confId, { email, type: 3 });
  return { confId, entryId };
}

describe("registration and POST /verify_email", () => {
  it("mails a <PUBLIC_URL>/verify-email link; the login answer says unverified until the link is opened", async () => {
    const email = uniqueEmail("reg");
    const reg = await call(t.app, "POST", "/register", { body: registration(email) });
    expect(reg.status).toBe(200);
    const mail = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["body_text", "subject"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toMatch(/http:\/\/app\.test\/verify-email\?token=[A-Za-z0-9_-]+/);
    expect((await login(email)).body.result.user.email_verified).toBe(false);

    const verified = await verifyFromMail(t.app, t.ctx, email);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, result: { email_verified: true } });
    expect((await login(email)).body.result.user.email_verified).toBe(true);
  });

  it("takes a token once (409 the second time), refuses unknown and expired tokens with 422", async () => {
    const email = uniqueEmail("once");
    await call(t.app, "POST", "/register", { body: registration(email) });
    const token = (await tokenFromOutbox(t.ctx, email, "verify-email"))!;
    expect((await call(t.app, "POST", "/verify_email", { body: { token } })).status).toBe(200);
    const again = await call(t.app, "POST", "/verify_email", { body: { token } });
    expect(again.status).toBe(409);
    expect(again.body.success).toBe(false);

    const unknown = await call(t.app, "POST", "/verify_email", { body: { token: "made-up" } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result.token).toBeDefined();
    expect((await call(t.app, "POST", "/verify_email", { body: {} })).status).toBe(422);

    const late = uniqueEmail("late");
    await call(t.app, "POST", "/register", { body: registration(late) });
    await t.ctx.db
      .updateTable("email_verification_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await call(t.app, "POST", "/verify_email", {
      body: { token: (await tokenFromOutbox(t.ctx, late, "verify-email"))! },
    });
    expect(expired.status).toBe(422);
    expect((await login(late)).body.result.user.email_verified).toBe(false);
  });
});

describe("roles typed by hand with an email", () => {
  it("stay unlinked when someone registers the address, through login too, and attach once it is proven", async () => {
    const email = uniqueEmail("victim");
    const { confId, entryId } = await confWithHandTypedOcMember(email);
    const reg = await call(t.app, "POST", "/register", { body: registration(email) });
    const userId = reg.body.result.id as number;
    const signedIn = await login(email);
    expect(signedIn.status).toBe(200);
    const entry = () =>
      t.ctx.db.selectFrom("organizing_committee").select("user_id").where("id", "=", entryId).executeTakeFirstOrThrow();
    expect((await entry()).user_id).toBeNull();
    expect(await isOcMember(userId, confId)).toBe(false);
    // the unverified account cannot read the conference's committee view either
    const committee = await call(t.app, "GET", `/cfp/${confId}`, { token: signedIn.body.result.access_token });
    expect(committee.status).not.toBe(200);

    expect((await verifyFromMail(t.app, t.ctx, email)).status).toBe(200);
    expect((await entry()).user_id).toBe(userId);
    expect(await isOcMember(userId, confId)).toBe(true);
  });

  it("attach at login to an already verified account when the row was typed later", async () => {
    const user = await createUser(t.app, t.ctx);
    const { confId, entryId } = await confWithHandTypedOcMember(user.email);
    expect(await isOcMember(user.id, confId)).toBe(false);
    expect((await login(user.email, user.password)).status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("user_id")
      .where("id", "=", entryId)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it("a chair typing the address of an unverified account links nothing until it is verified", async () => {
    const user = await createUser(t.app, t.ctx, { verified: false });
    const chair = await createUser(t.app, t.ctx);
    const { id: confId } = await insertConference(t.ctx, chair.id);
    const res = await call(t.app, "POST", `/cfp/${confId}`, {
      token: chair.token,
      body: {
        organizing_committee_type: 2,
        first_name: "U",
        last_name: "V",
        email: user.email,
        country: "Portugal",
        affiliation: "X",
        sequence: 1,
      },
    });
    expect(res.status).toBe(200);
    expect(await isOcMember(user.id, confId)).toBe(false);
  });
});

describe("an account made for an invitee (no password yet)", () => {
  it("is claimed only through the mailed set-password link; POST /register grants nothing by itself", async () => {
    const email = uniqueEmail("invitee");
    const id = await insertUser(t.ctx.db, {
      first_name: "Ivy",
      last_name: "Invitee",
      email,
      country: "Chile",
      affiliation: "Uni",
      password_hash: null,
      role: "USER",
      status: 1,
    });
    const { confId } = await confWithHandTypedOcMember(email);

    const reg = await call(t.app, "POST", "/register", { body: registration(email) });
    expect(reg.status).toBe(200);
    expect(reg.body.success).toBe(true);
    expect(reg.body.message).toMatch(/we sent you a link to set your password/i);
    expect(reg.body.result).toBeNull();
    // the registrant's password was not set, and no role moved
    expect((await login(email)).status).toBe(401);
    expect(await isOcMember(id, confId)).toBe(false);

    const token = await tokenFromOutbox(t.ctx, email, "reset-password");
    expect(token).not.toBeNull();
    const set = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "chosen by the owner", confirm_password: "chosen by the owner" },
    });
    expect(set.status).toBe(200);
    const signedIn = await login(email, "chosen by the owner");
    expect(signedIn.body.result.user.email_verified).toBe(true);
    expect(await isOcMember(id, confId)).toBe(true);
  });
});

describe("POST /verify_email/resend", () => {
  it("needs a session, mails a fresh link at most once per interval, and answers 409 once verified", async () => {
    expect((await call(t.app, "POST", "/verify_email/resend")).status).toBe(401);
    const user = await createUser(t.app, t.ctx, { verified: false });
    const mails = async () =>
      (await t.ctx.db.selectFrom("mail_outbox").select("id").where("to_address", "=", user.email).execute()).length;
    const first = await call(t.app, "POST", "/verify_email/resend", { token: user.token });
    expect(first.status).toBe(200);
    expect(await mails()).toBe(1);
    const second = await call(t.app, "POST", "/verify_email/resend", { token: user.token });
    expect(second.status).toBe(200);
    expect(second.body.message).toBe(first.body.message);
    expect(await mails()).toBe(1);
    expect((await verifyFromMail(t.app, t.ctx, user.email)).status).toBe(200);
    expect((await call(t.app, "POST", "/verify_email/resend", { token: user.token })).status).toBe(409);
  });
});

describe("GET /search-users", () => {
  it("answers chairs, track chairs, OC members and ADMIN; 403 for everyone else", async () => {
    const [plain, superchair, trackChair, oc] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.app, t.ctx)));
    const { id: confId } = await insertConference(t.ctx, superchair!.id);
    await insertTrackChair(t.ctx, await insertTrack(t.ctx, confId), trackChair!.id);
    await insertOcMember(t.ctx, confId, { userId: oc!.id, email: oc!.email });
    const admin = await createUser(t.app, t.ctx, { role: "ADMIN" });
    const search = (token: string) => call(t.app, "GET", "/search-users", { token, query: { param_search: "te" } });
    expect((await search(plain!.token)).status).toBe(403);
    for (const who of [superchair!, trackChair!, oc!, admin]) expect((await search(who.token)).status).toBe(200);
  });

  it("never lists an account without a password", async () => {
    const admin = await createUser(t.app, t.ctx, { role: "ADMIN" });
    const id = await insertUser(t.ctx.db, {
      first_name: "Zqinvited",
      last_name: "Person",
      email: uniqueEmail(),
      country: "Chile",
      affiliation: "U",
      password_hash: null,
      role: "USER",
      status: 1,
    });
    const withPassword = await createUser(t.app, t.ctx, { first_name: "Zqregistered" });
    const res = await call(t.app, "GET", "/search-users", { token: admin.token, query: { param_search: "zq" } });
    const ids = res.body.result.map((u: { id: number }) => u.id);
    expect(ids).toContain(withPassword.id);
    expect(ids).not.toContain(id);
  });
});
