import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser, uniqueEmail } from "./support/factories.js";
import { insertOcMember, insertTpcMember } from "./support/fixtures.js";
import { SmtpPeer } from "../../../test-support/index.js";
import { institutionEmail, tpcWorld, type TpcWorld } from "./tpc.world.js";

let t: TestApp;
let admin: TestUser;
const smtp = new SmtpPeer();

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const invite = (w: Pick<TpcWorld, "confId" | "trackId">, token: string | undefined, lines: unknown[]) =>
  call(t.app, "POST", `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`, {
    token,
    body: { total_data: JSON.stringify(lines) },
  });

const membership = (trackId: number, userId: number) =>
  t.ctx.db
    .selectFrom("tpc_members")
    .selectAll()
    .where("track_id", "=", trackId)
    .where("user_id", "=", userId)
    .executeTakeFirst();

describe("POST /track/tpc-track-wise-invitation/{confId}/{trackId}", () => {
  it("answers every line: invited, already a member, already invited, invalid (and why)", async () => {
    const w = await tpcWorld(t);
    const known = await createUser(t.app, t.ctx, { first_name: "Kim", last_name: "Known" });
    const member = await createUser(t.app, t.ctx);
    const pending = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, member.id, 1);
    await insertTpcMember(t.ctx, w.trackId, pending.id, 0);
    const newEmail = institutionEmail("uni-lines.edu", "nora");
    const lines = [
      `Nora, Newcomer, ${newEmail}, Portugal, University of Lines, Department of Commas`,
      `Kim,, ${known.email.toUpperCase()}, Germany, Known Institute`,
      ["Mia", "Member", member.email, "France", "Member Lab"],
      `Pia, Pending, ${pending.email}, Spain, Pending Lab`,
      "Bad, Email, not-an-email, Spain, Lab",
      `Cory, Country, ${uniqueEmail()}, Atlantis, Lab`,
      "only, three, fields",
      `Nora, Again, ${newEmail}, Portugal, Lab`,
      42,
    ];
    const res = await invite(w, w.chair.token, lines);
    expect(res.status).toBe(200);
    const report = res.body.result.lines;
    expect(report.map((l: { status: string }) => l.status)).toEqual([
      "invited",
      "invited",
      "already_member",
      "already_invited",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(report[4].message).toBe("Email must be a valid email address.");
    expect(report[5].message).toBe("Country must be chosen from the list.");
    expect(report[6].message).toMatch(/Expected 5 values/);
    expect(report[7].message).toBe("Same email as line 1.");
    expect(res.body.result.counts).toEqual({ invited: 2, already_member: 1, already_invited: 1, invalid: 5 });
    expect(res.body.message).toBe("2 invited, 1 already a member, 1 already invited, 5 invalid.");

    // the unknown email got an account without a usable password, with the whole affiliation
    const created = await t.ctx.db
      .selectFrom("users")
      .selectAll()
      .where("email_normalized", "=", newEmail)
      .executeTakeFirstOrThrow();
    expect(created.password_hash).toBeNull();
    expect(created.affiliation).toBe("University of Lines, Department of Commas");
    expect((await membership(w.trackId, created.id))?.status).toBe(0);
    expect((await membership(w.trackId, known.id))?.status).toBe(0);
    // an existing account is invited as it is (its owner's profile is not overwritten)
    expect(
      (await t.ctx.db.selectFrom("users").select("affiliation").where("id", "=", known.id).executeTakeFirstOrThrow())
        .affiliation,
    ).toBe("Example University");
    // one audit entry per invitation
    const audits = await t.ctx.db
      .selectFrom("audit_log")
      .select("entity_id")
      .where("action", "=", "tpc.invite")
      .where("conf_id", "=", w.confId)
      .execute();
    expect(audits.map((a) => a.entity_id).sort()).toEqual([created.id, known.id].sort());
  });

  it("mails the new person a set-password link; they set a password, sign in and accept", async () => {
    const w = await tpcWorld(t);
    const email = institutionEmail("uni-newbie.edu", "nico");
    const res = await invite(w, w.trackChair.token, [`Nico, Newbie, ${email}, Italy, Newbie University`]);
    expect(res.status).toBe(200);
    await t.deliverMail();
    const mails = smtp.mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/invitation to the programme committee/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeDefined();
    const set = await call(t.app, "POST", "/set_password", {
      body: { token, new_password: "a new password 1", confirm_password: "a new password 1" },
    });
    expect(set.status).toBe(200);
    const login = await call(t.app, "POST", "/login", { body: { email, password: "a new password 1" } });
    expect(login.status).toBe(200);
    const userId = login.body.result.user.id;
    const row = await membership(w.trackId, userId);
    const accept = await call(t.app, "POST", `/track/tpc-invitation-action/${w.trackId}`, {
      token: login.body.result.access_token,
      body: { id: row!.id, action: "ACCEPT" },
    });
    expect(accept.status).toBe(200);
    expect((await membership(w.trackId, userId))?.status).toBe(1);
  });

  it("mails an existing user a link to the app (no password link)", async () => {
    const w = await tpcWorld(t);
    const known = await createUser(t.app, t.ctx);
    await invite(w, w.chair.token, [`Kai, Known, ${known.email}, Germany, Lab`]);
    await t.deliverMail();
    const mail = smtp.mailsTo(known.email)[0]!;
    expect(mail.text).toContain("http://app.test/conference/allConference");
    expect(mail.text).not.toMatch(/reset-password/);
  });

  it("renews a declined invitation", async () => {
    const w = await tpcWorld(t);
    const declined = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, declined.id, 2);
    const res = await invite(w, w.chair.token, [`Dee, Clined, ${declined.email}, Spain, Lab`]);
    expect(res.body.result.lines[0].status).toBe("invited");
    expect((await membership(w.trackId, declined.id))?.status).toBe(0);
  });

  it("refuses a total_data that is not a JSON list of lines (422), and more than 500 lines", async () => {
    const w = await tpcWorld(t);
    const path = `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`;
    for (const total_data of ["{not json", JSON.stringify({ a: 1 }), JSON.stringify([]), undefined]) {
      const res = await call(t.app, "POST", path, { token: w.chair.token, body: { total_data } });
      expect(res.status).toBe(422);
      expect(res.body.result.total_data).toBeDefined();
    }
    const many = await invite(
      w,
      w.chair.token,
      Array.from({ length: 501 }, () => "a, b, c@d.org, Spain, x"),
    );
    expect(many.status).toBe(422);
  });

  it("lets SUPERCHAIR, ADMIN, OC members and the track's chairs invite; nobody else", async () => {
    const w = await tpcWorld(t);
    const oc = await createUser(t.app, t.ctx);
    await insertOcMember(t.ctx, w.confId, { userId: oc.id, email: oc.email });
    const reviewer = await createUser(t.app, t.ctx);
    await insertTpcMember(t.ctx, w.trackId, reviewer.id, 1);
    const line = () => [`Ivy, Invitee, ${uniqueEmail()}, Spain, Lab`];
    for (const who of [w.chair, admin, oc, w.trackChair]) expect((await invite(w, who.token, line())).status).toBe(200);
    for (const who of [w.otherTrackChair, w.stranger, reviewer]) {
      const res = await invite(w, who.token, line());
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await invite(w, undefined, line())).status).toBe(401);
  });

  it("answers 404 for a track of another conference or no track at all", async () => {
    const w = await tpcWorld(t);
    const other = await tpcWorld(t);
    expect(
      (await invite({ confId: w.confId, trackId: other.trackId }, admin.token, ["a, b, c@d.org, Spain, x"])).status,
    ).toBe(404);
    expect((await invite({ confId: w.confId, trackId: 999999 }, admin.token, ["a, b, c@d.org, Spain, x"])).status).toBe(
      404,
    );
  });

  it("refuses changes while the conference is not Approved (409), except for the ADMIN", async () => {
    const w = await tpcWorld(t, { conference_status: 3 });
    expect((await invite(w, w.chair.token, [`A, B, ${uniqueEmail()}, Spain, Lab`])).status).toBe(409);
    expect((await invite(w, admin.token, [`A, B, ${uniqueEmail()}, Spain, Lab`])).status).toBe(200);
  });
});

describe("POST /track/tpc-invitation-action/{trackId}", () => {
  const answer = (trackId: number, token: string, id: number, action: string) =>
    call(t.app, "POST", `/track/tpc-invitation-action/${trackId}`, { token, body: { id, action } });

  it("ACCEPT makes the invitee a TPC member (REVIEWER); a second answer is refused with 409", async () => {
    const w = await tpcWorld(t);
    const invitee = await createUser(t.app, t.ctx);
    const id = await insertTpcMember(t.ctx, w.trackId, invitee.id, 0);
    const res = await answer(w.trackId, invitee.token, id, "ACCEPT");
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/You are now a TPC member/);
    expect((await membership(w.trackId, invitee.id))?.status).toBe(1);
    const again = await answer(w.trackId, invitee.token, id, "REJECT");
    expect(again.status).toBe(409);
    expect((await membership(w.trackId, invitee.id))?.status).toBe(1);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_id", "=", id)
      .where("entity_type", "=", "tpc_member")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["tpc.invitation.accept"]);
  });

  it("an account that has not proven its address cannot ACCEPT (409) until it does", async () => {
    const w = await tpcWorld(t);
    const claimant = await createUser(t.app, t.ctx, { verified: false });
    const id = await insertTpcMember(t.ctx, w.trackId, claimant.id, 0);
    const refused = await answer(w.trackId, claimant.token, id, "ACCEPT");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/confirm your email address first/);
    expect((await membership(w.trackId, claimant.id))?.status).toBe(0);
    await t.ctx.db
      .updateTable("users")
      .set({ email_verified_at: new Date().toISOString() })
      .where("id", "=", claimant.id)
      .execute();
    expect((await answer(w.trackId, claimant.token, id, "ACCEPT")).status).toBe(200);
    expect((await membership(w.trackId, claimant.id))?.status).toBe(1);
  });

  it("REJECT records the refusal", async () => {
    const w = await tpcWorld(t);
    const invitee = await createUser(t.app, t.ctx);
    const id = await insertTpcMember(t.ctx, w.trackId, invitee.id, 0);
    expect((await answer(w.trackId, invitee.token, id, "reject")).status).toBe(200);
    expect((await membership(w.trackId, invitee.id))?.status).toBe(2);
  });

  it("refuses everyone but the invitee, including the chair and the ADMIN, and a wrong track", async () => {
    const w = await tpcWorld(t);
    const invitee = await createUser(t.app, t.ctx);
    const id = await insertTpcMember(t.ctx, w.trackId, invitee.id, 0);
    for (const who of [w.chair, admin, w.stranger])
      expect((await answer(w.trackId, who.token, id, "ACCEPT")).status).toBe(404);
    expect((await answer(w.otherTrackId, invitee.token, id, "ACCEPT")).status).toBe(404);
    expect((await membership(w.trackId, invitee.id))?.status).toBe(0);
  });

  it("validates the action", async () => {
    const w = await tpcWorld(t);
    const invitee = await createUser(t.app, t.ctx);
    const id = await insertTpcMember(t.ctx, w.trackId, invitee.id, 0);
    const res = await answer(w.trackId, invitee.token, id, "MAYBE");
    expect(res.status).toBe(422);
    expect(res.body.result.action).toEqual(["action must be ACCEPT or REJECT."]);
  });
});
