// Conferences: proposing one (POST /conference), the list (GET /conference) and one conference
// (GET /conference/{id}) — validation, visibility per role and the list item's fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_CREATE_FIELDS, CONFERENCE_SETTINGS, earliestToday } from "@symposia/domain";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  conferencePayload,
  insertConference,
  insertOcMember,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIST_ITEM_KEYS = [
  "id",
  "event_name",
  "acronym_title",
  "venue",
  "city",
  "state",
  "country",
  "logo",
  "logo_mime_type",
  "start_date",
  "end_date",
  "date_format",
  "conference_status",
  "conf_id",
  "permissions",
  "oc_permissions",
  "tpc_invitation",
  "submission", // whether submission is open and until when
].sort();

function shiftDays(days: number): string {
  const d = new Date(`${earliestToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function listFor(user: TestUser) {
  const res = await call(t.app, "GET", "/conference", { token: user.token });
  expect(res.status).toBe(200);
  return res.body.result as any[];
}

describe("POST /conference", () => {
  it("lets any user propose a conference: Pending, creator is SUPERCHAIR, catalogue defaults applied", async () => {
    const user = await createUser(t.app, t.ctx);
    const payload = conferencePayload({ timezone: "Asia/Kolkata" });
    const res = await call(t.app, "POST", "/conference", { token: user.token, body: payload });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const id = res.body.result.id as number;

    const item = (await listFor(user)).find((c) => c.id === id);
    expect(item).toMatchObject({
      conference_status: 0,
      permissions: ["SUPERCHAIR"],
      conf_id: id,
      event_name: payload.event_name,
    });

    const detail = await call(t.app, "GET", `/conference/${id}`, { token: user.token });
    expect(detail.status).toBe(200);
    const conf = detail.body.result[0];
    expect(conf.created_by).toBe(user.id);
    expect(conf.timezone_for_deadline).toBe("Asia/Kolkata");
    expect(conf.timezone_for_session).toBe("Asia/Kolkata");
    for (const s of CONFERENCE_SETTINGS.filter((x) => x.kind === "flag")) expect(conf[s.key], s.key).toBe(s.default);
    expect(conf.pre_submission_abstract_allowed).toBe(0);
    expect(conf.number_of_reviewers_per_paper).toBe(3);

    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "conference.create")
      .where("entity_id", "=", id)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const res = await call(t.app, "POST", "/conference", { body: conferencePayload() });
    expect(res.status).toBe(401);
  });

  const required = CONFERENCE_CREATE_FIELDS.filter((f) => f !== "other_info");
  it.each(required)("requires %s (missing and blank)", async (field) => {
    const user = await createUser(t.app, t.ctx);
    const missing = conferencePayload();
    delete missing[field];
    const res = await call(t.app, "POST", "/conference", { token: user.token, body: missing });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result)).toEqual([field]);
    const blank = await call(t.app, "POST", "/conference", {
      token: user.token,
      body: conferencePayload({ [field]: "" }),
    });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.result)).toEqual([field]);
  });

  it("keeps other_info optional", async () => {
    const user = await createUser(t.app, t.ctx);
    const body = conferencePayload();
    delete body.other_info;
    expect((await call(t.app, "POST", "/conference", { token: user.token, body })).status).toBe(200);
  });

  it("checks formats: dates, order of dates, past dates, email, areas, country, timezone, web pages", async () => {
    const user = await createUser(t.app, t.ctx);
    const cases: [Record<string, unknown>, string][] = [
      [{ start_date: "2027/01/01" }, "start_date"],
      [{ end_date: "2027-02-30" }, "end_date"],
      [{ start_date: shiftDays(-1), end_date: shiftDays(3) }, "start_date"],
      [{ start_date: shiftDays(5), end_date: shiftDays(4) }, "end_date"],
      [{ contact_email: "not-an-email" }, "contact_email"],
      [{ primary_area_id: 0 }, "primary_area_id"],
      [{ primary_area_id: 22 }, "primary_area_id"],
      [{ secondary_area_id: "seven" }, "secondary_area_id"],
      [{ estimated_no_of_submissions: -5 }, "estimated_no_of_submissions"],
      [{ country: "Atlantis" }, "country"],
      [{ timezone: "Mars/Olympus" }, "timezone"],
      [{ event_web_page: "javascript:alert(1)" }, "event_web_page"],
      [{ event_org_web_page: "not a url" }, "event_org_web_page"],
    ];
    for (const [override, field] of cases) {
      const res = await call(t.app, "POST", "/conference", { token: user.token, body: conferencePayload(override) });
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.body.result), JSON.stringify(override)).toEqual([field]);
    }
  });

  it("accepts today's date, area ids 1 and 21 given as strings", async () => {
    const user = await createUser(t.app, t.ctx);
    const body = conferencePayload({
      start_date: shiftDays(0),
      end_date: shiftDays(0),
      primary_area_id: "1",
      secondary_area_id: "21",
    });
    const res = await call(t.app, "POST", "/conference", { token: user.token, body });
    expect(res.status).toBe(200);
  });
});

describe("GET /conference visibility", () => {
  it("shows an ADMIN every conference whatever its state", async () => {
    const admin = await createAdmin(t.app, t.ctx);
    const owner = await createUser(t.app, t.ctx);
    const ids = [];
    for (const status of [0, 1, 2, 3])
      ids.push((await insertConference(t.ctx, owner.id, { conference_status: status })).id);
    const seen = (await listFor(admin)).map((c) => c.id);
    for (const id of ids) expect(seen).toContain(id);
  });

  it("shows others Approved conferences plus those they are involved in, in any state", async () => {
    const owner = await createUser(t.app, t.ctx);
    const stranger = await createUser(t.app, t.ctx);
    const chair = await createUser(t.app, t.ctx);
    const reviewer = await createUser(t.app, t.ctx);
    const invitee = await createUser(t.app, t.ctx);
    const decliner = await createUser(t.app, t.ctx);
    const ocMember = await createUser(t.app, t.ctx);

    const approved = await insertConference(t.ctx, owner.id, { conference_status: 1 });
    const hidden: Record<number, number> = {};
    for (const status of [0, 2, 3]) {
      const conf = await insertConference(t.ctx, owner.id, { conference_status: status });
      hidden[status] = conf.id;
      const track = await insertTrack(t.ctx, conf.id);
      await insertTrackChair(t.ctx, track, chair.id);
      await insertTpcMember(t.ctx, track, reviewer.id, 1);
      await insertTpcMember(t.ctx, track, invitee.id, 0);
      await insertTpcMember(t.ctx, track, decliner.id, 2);
      await insertOcMember(t.ctx, conf.id, { userId: ocMember.id, email: ocMember.email });
    }
    const hiddenIds = Object.values(hidden);

    const strangerSees = (await listFor(stranger)).map((c) => c.id);
    expect(strangerSees).toContain(approved.id);
    for (const id of hiddenIds) expect(strangerSees).not.toContain(id);

    for (const user of [owner, chair, reviewer, invitee, ocMember]) {
      const seen = (await listFor(user)).map((c) => c.id);
      for (const id of [approved.id, ...hiddenIds]) expect(seen).toContain(id);
    }
    const declinerSees = (await listFor(decliner)).map((c) => c.id);
    for (const id of hiddenIds) expect(declinerSees).not.toContain(id);

    // GET /conference/{id} follows the same rule: 404 for what the list does not show
    expect((await call(t.app, "GET", `/conference/${hidden[0]}`, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/conference/${hidden[3]}`, { token: decliner.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/conference/${approved.id}`, { token: stranger.token })).status).toBe(200);
    for (const user of [owner, chair, reviewer, invitee, ocMember]) {
      expect((await call(t.app, "GET", `/conference/${hidden[2]}`, { token: user.token })).status).toBe(200);
    }
  });

  it("answers 401 without a token and 404 for an unknown id", async () => {
    const user = await createUser(t.app, t.ctx);
    expect((await call(t.app, "GET", "/conference")).status).toBe(401);
    expect((await call(t.app, "GET", "/conference/1")).status).toBe(401);
    expect((await call(t.app, "GET", "/conference/999999", { token: user.token })).status).toBe(404);
    expect((await call(t.app, "GET", "/conference/abc", { token: user.token })).status).toBe(422);
  });
});

describe("GET /conference list item", () => {
  it("carries exactly the spec's fields with the caller's permissions, OC ids and pending invitations", async () => {
    const owner = await createUser(t.app, t.ctx);
    const me = await createUser(t.app, t.ctx);
    const ocOther = await createUser(t.app, t.ctx);
    const conf = await insertConference(t.ctx, owner.id);
    const trackA = await insertTrack(t.ctx, conf.id, "Alpha Track");
    const trackB = await insertTrack(t.ctx, conf.id, "Beta Track");
    const trackC = await insertTrack(t.ctx, conf.id, "Gamma Track");
    await insertTrackChair(t.ctx, trackA, me.id);
    await insertTpcMember(t.ctx, trackA, me.id, 1);
    const invB = await insertTpcMember(t.ctx, trackB, me.id, 0);
    const invC = await insertTpcMember(t.ctx, trackC, me.id, 0);
    await insertOcMember(t.ctx, conf.id, { userId: me.id, email: me.email });
    await insertOcMember(t.ctx, conf.id, { userId: ocOther.id, email: ocOther.email, type: 2 });
    await insertOcMember(t.ctx, conf.id, { userId: null, email: "nobody@example.org" });
    await t.ctx.db
      .insertInto("conference_permissions")
      .values({ conf_id: conf.id, user_id: me.id, permission: "SUPERCHAIR", created_at: new Date().toISOString() })
      .execute();

    const item = (await listFor(me)).find((c) => c.id === conf.id);
    expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
    expect(item.permissions).toEqual(["SUPERCHAIR", "TRACKCHAIR", "REVIEWER"]);
    expect([...item.oc_permissions].sort((a: number, b: number) => a - b)).toEqual(
      [me.id, ocOther.id].sort((a, b) => a - b),
    );
    expect(item.tpc_invitation).toEqual([
      { id: invB, track_id: trackB, track_name: "Beta Track" },
      { id: invC, track_id: trackC, track_name: "Gamma Track" },
    ]);
    expect(item.logo).toBeNull();
    expect(item.conf_id).toBe(conf.id);

    // the owner's view of the same conference: only their own standing
    const ownerItem = (await listFor(owner)).find((c) => c.id === conf.id);
    expect(ownerItem.permissions).toEqual(["SUPERCHAIR"]);
    expect(ownerItem.tpc_invitation).toEqual([]);
    expect(ownerItem.oc_permissions).toHaveLength(2);
  });

  it("gives a stranger no permissions and an ADMIN none from the site role", async () => {
    const owner = await createUser(t.app, t.ctx);
    const stranger = await createUser(t.app, t.ctx);
    const admin = await createAdmin(t.app, t.ctx);
    const conf = await insertConference(t.ctx, owner.id);
    for (const user of [stranger, admin]) {
      const item = (await listFor(user)).find((c) => c.id === conf.id);
      expect(item.permissions).toEqual([]);
      expect(item.tpc_invitation).toEqual([]);
    }
  });
});

describe("GET /conference/{id}", () => {
  it("answers a list whose first item carries every setting and the caller's standing", async () => {
    const owner = await createUser(t.app, t.ctx);
    const conf = await insertConference(t.ctx, owner.id, {
      last_submission_date: "2030-01-15 18:00",
      timezone_for_deadline: "Europe/Berlin",
    });
    const res = await call(t.app, "GET", `/conference/${conf.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.result)).toBe(true);
    const item = res.body.result[0];
    for (const s of CONFERENCE_SETTINGS) expect(item, s.key).toHaveProperty(s.key);
    for (const key of ["logo", "logo_mime_type", "banner", "banner_mime_type", "conference_status", "conf_id"])
      expect(item).toHaveProperty(key);
    expect(item).not.toHaveProperty("paper_sequence_counter");
    expect(item.permissions).toEqual(["SUPERCHAIR"]);
    expect(item.can_update).toBe(true);
    expect(item.last_submission_at).toBe("2030-01-15T17:00:00.000Z");
  });
});
