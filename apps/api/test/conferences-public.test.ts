// Public conference calls (no token) and the world.admin's CFP circulation, whose mails must reach a real
// SMTP peer.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import { useMailingApp } from "./support/mailingApp.js";
import { createUser } from "./support/factories.js";
import { insertConference } from "./support/fixtures.js";

const world = useMailingApp();

const CFP_LIST_KEYS = [
  "event_name",
  "acronym_title",
  "city",
  "state",
  "country",
  "venue",
  "start_date",
  "end_date",
  "date_format",
  "logo",
  "logo_mime_type",
  "conf_id",
  "submission",
].sort();

describe("GET /site/conf/short/{id}", () => {
  it("answers an Approved conference without a token, with the deadline as a UTC instant", async () => {
    const conf = await insertConference(world.t.ctx, world.owner.id, {
      last_submission_date: "2031-07-01 09:00",
      timezone_for_deadline: "Asia/Tokyo",
    });
    const res = await call(world.t.app, "GET", `/site/conf/short/${conf.id}`);
    expect(res.status).toBe(200);
    const info = res.body.result[0];
    expect(Object.keys(info).sort()).toEqual(
      [
        "id",
        "event_name",
        "acronym_title",
        "start_date",
        "end_date",
        "last_submission_date",
        "timezone_for_deadline",
        "date_format",
        "last_submission_at",
        // open or not and until when, instructions and templates
        "submission",
        "submission_instructions_html",
        "submission_templates",
      ].sort(),
    );
    expect(info).toMatchObject({
      id: conf.id,
      last_submission_date: "2031-07-01 09:00",
      last_submission_at: "2031-07-01T00:00:00.000Z",
    });
  });

  it("answers 404 for Pending, Rejected and Blocked conferences, even to their chair", async () => {
    for (const status of [0, 2, 3]) {
      const conf = await insertConference(world.t.ctx, world.owner.id, { conference_status: status });
      expect((await call(world.t.app, "GET", `/site/conf/short/${conf.id}`)).status).toBe(404);
      expect((await call(world.t.app, "GET", `/site/conf/short/${conf.id}`, { token: world.owner.token })).status).toBe(
        404,
      );
    }
  });
});

describe("GET /site/cfp-list", () => {
  it("lists Approved conferences only, with the public fields and no emails, without a token", async () => {
    const approved = await insertConference(world.t.ctx, world.owner.id);
    const hidden = [];
    for (const status of [0, 2, 3])
      hidden.push((await insertConference(world.t.ctx, world.owner.id, { conference_status: status })).id);
    const res = await call(world.t.app, "GET", "/site/cfp-list");
    expect(res.status).toBe(200);
    const ids = (res.body.result as any[]).map((c) => c.conf_id);
    expect(ids).toContain(approved.id);
    for (const id of hidden) expect(ids).not.toContain(id);
    for (const item of res.body.result) expect(Object.keys(item).sort()).toEqual(CFP_LIST_KEYS);
    expect(JSON.stringify(res.body.result)).not.toContain("@");
  });

  it("puts upcoming conferences before past ones", async () => {
    const past = await insertConference(world.t.ctx, world.owner.id, {
      start_date: "2001-01-01",
      end_date: "2001-01-02",
    });
    const soon = await insertConference(world.t.ctx, world.owner.id, {
      start_date: "2090-01-01",
      end_date: "2090-01-02",
    });
    const ids = ((await call(world.t.app, "GET", "/site/cfp-list")).body.result as any[]).map((c) => c.conf_id);
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(past.id));
  });
});

describe("POST /cfp-circulation-email/", () => {
  const mail = (over: Record<string, unknown> = {}) => ({
    start_sequence: 1,
    end_sequence: 1,
    sender_email: "cfp",
    subject: "Call for papers",
    message: "Please submit.\nDeadline soon.",
    ...over,
  });

  it("mails each active user at the chosen positions of the user list, from <local>@MAIL_DOMAIN", async () => {
    // Positions count every user not deleted, ordered by id; build a fresh stretch after everyone so far.
    const before = await world.t.ctx.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    const offset = Number(before.n);
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await createUser(world.t.app, world.t.ctx, { status: i === 2 ? 0 : 1 }));
    const res = await call(world.t.app, "POST", "/cfp-circulation-email/", {
      token: world.admin.token,
      body: mail({ start_sequence: offset + 2, end_sequence: offset + 4, subject: "ICT 2027: call for papers" }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(2); // positions 2 and 4 of the stretch; 3 is inactive
    await world.t.deliverMail();
    expect(world.smtp.mailsTo(users[0]!.email)).toHaveLength(0);
    expect(world.smtp.mailsTo(users[2]!.email)).toHaveLength(0);
    for (const u of [users[1]!, users[3]!]) {
      const got = world.smtp.mailsTo(u.email);
      expect(got).toHaveLength(1);
      expect(got[0]!.from).toBe("cfp@symposia.test");
      expect(got[0]!.subject).toBe("ICT 2027: call for papers");
      expect(got[0]!.text).toContain("Please submit.");
    }
    const audit = await world.t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "cfp.circulate")
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it("answers 0 when no user lies in the range", async () => {
    const res = await call(world.t.app, "POST", "/cfp-circulation-email", {
      token: world.admin.token,
      body: mail({ start_sequence: 900000, end_sequence: 900010 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.count).toBe(0);
  });

  it("refuses a bad range with 422: not numbers, start after end, below 1", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ start_sequence: "one" }, "start_sequence"],
      [{ end_sequence: "ten" }, "end_sequence"],
      [{ start_sequence: 5, end_sequence: 4 }, "end_sequence"],
      [{ start_sequence: 0 }, "start_sequence"],
      [{ start_sequence: -3, end_sequence: 2 }, "start_sequence"],
      [{ start_sequence: 1.5 }, "start_sequence"],
    ];
    for (const [over, field] of cases) {
      const res = await call(world.t.app, "POST", "/cfp-circulation-email/", {
        token: world.admin.token,
        body: mail(over),
      });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.result, JSON.stringify(over)).toHaveProperty(field);
    }
  });

  it("requires every field and a plain local part as sender", async () => {
    const empty = await call(world.t.app, "POST", "/cfp-circulation-email/", { token: world.admin.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual([
      "end_sequence",
      "message",
      "sender_email",
      "start_sequence",
      "subject",
    ]);
    for (const sender of ["cfp@evil.org", "two words", "", ".dot"]) {
      const res = await call(world.t.app, "POST", "/cfp-circulation-email/", {
        token: world.admin.token,
        body: mail({ sender_email: sender }),
      });
      expect(res.status, sender).toBe(422);
      expect(Object.keys(res.body.result)).toEqual(["sender_email"]);
    }
  });

  it("is for the ADMIN only", async () => {
    const user = await createUser(world.t.app, world.t.ctx);
    expect(
      (await call(world.t.app, "POST", "/cfp-circulation-email/", { token: world.owner.token, body: mail() })).status,
    ).toBe(403);
    expect(
      (await call(world.t.app, "POST", "/cfp-circulation-email/", { token: user.token, body: mail() })).status,
    ).toBe(403);
    expect((await call(world.t.app, "POST", "/cfp-circulation-email/", { body: mail() })).status).toBe(401);
  });

  it("tells the web app the mail domain", async () => {
    const res = await call(world.t.app, "GET", "/site/mail-domain");
    expect(res.body.result).toEqual({ mail_domain: "symposia.test" });
  });
});
