// Conference settings (POST /conference/update/{id}, multipart) and the logo/banner images: who may
// change what and when, date rules, every required setting, and images judged by content.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_SETTINGS, earliestToday } from "@symposia/domain";
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
import { type FilePart, multipartBody } from "./support/multipart.js";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.ctx);
  owner = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function shiftDays(days: number): string {
  const d = new Date(`${earliestToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Every required setting as the Edit Conference form sends it (strings). */
function settingsFields(overrides: Record<string, string | number | null | undefined> = {}) {
  const base = conferencePayload() as Record<string, string | number>;
  const fields: Record<string, string | number | null | undefined> = {
    timezone_for_deadline: "UTC",
    timezone_for_session: "UTC",
  };
  for (const s of CONFERENCE_SETTINGS.filter((x) => x.required)) fields[s.key] = fields[s.key] ?? base[s.key];
  return { ...fields, ...overrides };
}

async function update(
  user: TestUser | null,
  confId: number,
  fields: Record<string, string | number | null | undefined>,
  files: FilePart[] = [],
) {
  const mp = multipartBody(fields, files);
  return call(t.app, "POST", `/conference/update/${confId}`, {
    token: user?.token,
    body: mp.payload,
    headers: mp.headers,
  });
}

async function row(id: number) {
  return t.ctx.db.selectFrom("conferences").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

describe("POST /conference/update/{id}", () => {
  it("stores every kind of setting sent by the SUPERCHAIR and audits the change", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const res = await update(
      owner,
      conf.id,
      settingsFields({
        event_name: "Renamed Conference",
        publisher: "Springer",
        last_submission_date: "2030-03-01T12:30",
        timezone_for_deadline: "America/New_York",
        pre_submission_abstract_allowed: "1",
        use_subviewers: "0",
        number_of_reviewers_per_paper: "4",
        event_support_emails: "a@example.org; b@example.org",
        event_approval_email: "approve@example.org",
        license_expiry_date: shiftDays(30),
        submission_web_page: "https://submit.example.org",
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = await row(conf.id);
    expect(saved).toMatchObject({
      event_name: "Renamed Conference",
      publisher: "Springer",
      last_submission_date: "2030-03-01 12:30",
      timezone_for_deadline: "America/New_York",
      pre_submission_abstract_allowed: 1,
      use_subviewers: 0,
      number_of_reviewers_per_paper: 4,
      event_support_emails: "a@example.org, b@example.org",
      license_expiry_date: shiftDays(30),
    });
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "conference.update")
      .where("entity_id", "=", conf.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!).changed).toContain("event_name");

    const short = await call(t.app, "GET", `/site/conf/short/${conf.id}`);
    expect(short.body.result[0].last_submission_at).toBe("2030-03-01T17:30:00.000Z");
  });

  it("keeps optional settings that are not sent and clears those sent blank", async () => {
    const conf = await insertConference(t.ctx, owner.id, { publisher: "IEEE", series: "LNCS" });
    expect((await update(owner, conf.id, settingsFields({ publisher: "" }))).status).toBe(200);
    const saved = await row(conf.id);
    expect(saved.publisher).toBeNull();
    expect(saved.series).toBe("LNCS");
  });

  const required = CONFERENCE_SETTINGS.filter((s) => s.required).map((s) => s.key);
  it.each(required)("requires %s", async (key) => {
    const conf = await insertConference(t.ctx, owner.id);
    const res = await update(owner, conf.id, settingsFields({ [key]: undefined }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result)).toEqual([key]);
  });

  it("refuses bad values per field", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const cases: [Record<string, string>, string][] = [
      [{ pre_submission_abstract_allowed: "2" }, "pre_submission_abstract_allowed"],
      [{ last_submission_date: "tomorrow" }, "last_submission_date"],
      [{ last_submission_date: "2030-01-01 25:00" }, "last_submission_date"],
      // a month that does not exist is refused like any other bad date, not a server error
      [{ last_submission_date: "2030-13-01 10:00" }, "last_submission_date"],
      [{ event_approval_email: "nope" }, "event_approval_email"],
      [{ event_support_emails: "a@example.org, nope" }, "event_support_emails"],
      [{ timezone_for_session: "Nowhere/City" }, "timezone_for_session"],
      [{ number_of_reviewers_per_paper: "many" }, "number_of_reviewers_per_paper"],
      [{ license_expiry_date: "2030-13-01" }, "license_expiry_date"],
      [{ end_date: "2000-01-01" }, "end_date"],
    ];
    for (const [override, field] of cases) {
      const res = await update(owner, conf.id, settingsFields(override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(Object.keys(res.body.result), JSON.stringify(override)).toContain(field);
    }
  });

  it("refuses moving a date into the past but keeps a past date that is not changed", async () => {
    const running = await insertConference(t.ctx, owner.id, { start_date: shiftDays(-3), end_date: shiftDays(2) });
    const keep = await update(owner, running.id, settingsFields({ start_date: shiftDays(-3), end_date: shiftDays(2) }));
    expect(keep.status).toBe(200);
    const moved = await update(
      owner,
      running.id,
      settingsFields({ start_date: shiftDays(-4), end_date: shiftDays(2), license_expiry_date: shiftDays(-1) }),
    );
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.result).sort()).toEqual(["license_expiry_date", "start_date"]);
    expect((await row(running.id)).start_date).toBe(shiftDays(-3));
  });

  it("admits SUPERCHAIR and ADMIN only: 403 for track chair, reviewer, OC member and stranger, 401 without token", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const chair = await createUser(t.app, t.ctx);
    const reviewer = await createUser(t.app, t.ctx);
    const oc = await createUser(t.app, t.ctx);
    const stranger = await createUser(t.app, t.ctx);
    const track = await insertTrack(t.ctx, conf.id);
    await insertTrackChair(t.ctx, track, chair.id);
    await insertTpcMember(t.ctx, track, reviewer.id, 1);
    await insertOcMember(t.ctx, conf.id, { userId: oc.id, email: oc.email });
    for (const user of [chair, reviewer, oc, stranger]) {
      expect((await update(user, conf.id, settingsFields({ event_name: "Hijacked" }))).status).toBe(403);
    }
    expect((await update(null, conf.id, settingsFields({ event_name: "Hijacked" }))).status).toBe(401);
    expect((await row(conf.id)).event_name).not.toBe("Hijacked");
    expect((await update(admin, conf.id, settingsFields({ event_name: "By Admin" }))).status).toBe(200);
    expect((await row(conf.id)).event_name).toBe("By Admin");
  });

  it("lets the SUPERCHAIR change only an Approved conference (409 otherwise); the ADMIN any; 404 for unseen ones", async () => {
    const stranger = await createUser(t.app, t.ctx);
    for (const status of [0, 2, 3]) {
      const conf = await insertConference(t.ctx, owner.id, { conference_status: status });
      expect((await update(owner, conf.id, settingsFields())).status).toBe(409);
      expect((await update(stranger, conf.id, settingsFields())).status).toBe(404);
      expect((await update(admin, conf.id, settingsFields())).status).toBe(200);
    }
    expect((await update(admin, 999999, settingsFields())).status).toBe(404);
  });
});

describe("logo and banner", () => {
  it("stores PNG and JPEG by content, serves them with their type, and removes them on request", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const res = await update(owner, conf.id, settingsFields(), [
      { name: "logo", fileName: "logo.png", contentType: "image/png", data: PNG },
      { name: "banner", fileName: "banner.bin", contentType: "application/octet-stream", data: JPEG },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const detail = (await call(t.app, "GET", `/conference/${conf.id}`, { token: owner.token })).body.result[0];
    expect(detail.logo).toBe(PNG.toString("base64"));
    expect(detail.logo_mime_type).toBe("image/png");
    expect(detail.banner_mime_type).toBe("image/jpeg");
    const listed = (await call(t.app, "GET", "/conference", { token: owner.token })).body.result.find(
      (c: any) => c.id === conf.id,
    );
    expect(listed.logo).toBe(PNG.toString("base64"));

    const logo = await call(t.app, "GET", `/conference/logo/${conf.id}`);
    expect(logo.status).toBe(200);
    expect(logo.raw.headers["content-type"]).toBe("image/png");
    expect(logo.raw.rawPayload.equals(PNG)).toBe(true);
    const banner = await call(t.app, "GET", `/conference/banner/${conf.id}`);
    expect(banner.raw.headers["content-type"]).toBe("image/jpeg");

    expect((await update(owner, conf.id, settingsFields({ remove_logo: "1" }))).status).toBe(200);
    expect((await row(conf.id)).logo).toBeNull();
    expect((await call(t.app, "GET", `/conference/logo/${conf.id}`)).status).toBe(404);
    expect((await row(conf.id)).banner_mime_type).toBe("image/jpeg");
  });

  it("refuses a text file named .png and an SVG (415), and an image over 2 MB (413), storing nothing", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const fake = await update(owner, conf.id, settingsFields({ event_name: "Should Not Save" }), [
      {
        name: "logo",
        fileName: "logo.png",
        contentType: "image/png",
        data: Buffer.from("just some text, not an image"),
      },
    ]);
    expect(fake.status).toBe(415);
    const svg = await update(owner, conf.id, settingsFields(), [
      { name: "banner", fileName: "banner.svg", contentType: "image/svg+xml", data: SVG },
    ]);
    expect(svg.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const oversized = await update(owner, conf.id, settingsFields(), [
      { name: "logo", fileName: "big.png", contentType: "image/png", data: big },
    ]);
    expect(oversized.status).toBe(413);
    const saved = await row(conf.id);
    expect(saved.logo).toBeNull();
    expect(saved.banner).toBeNull();
    expect(saved.event_name).not.toBe("Should Not Save");
  });

  it("serves images of non-Approved conferences only to those who may see the conference", async () => {
    const conf = await insertConference(t.ctx, owner.id, {
      conference_status: 0,
      logo: PNG,
      logo_mime_type: "image/png",
    });
    const stranger = await createUser(t.app, t.ctx);
    expect((await call(t.app, "GET", `/conference/logo/${conf.id}`)).status).toBe(404);
    expect((await call(t.app, "GET", `/conference/logo/${conf.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/conference/logo/${conf.id}`, { token: owner.token })).status).toBe(200);
    expect((await call(t.app, "GET", `/conference/logo/${conf.id}`, { token: admin.token })).status).toBe(200);
  });
});
