import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, uniqueEmail, type TestUser } from "./support/factories.js";
import { insertConference, insertOcMember, insertTrack, insertTrackChair, MINIMAL_PDF } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { verifyFromMail } from "./support/mailLinks.js";
import { loadConferenceAccess } from "../src/access/index.js";

let t: TestApp;

beforeAll(async () => {
  // A 1 MB upload limit keeps the oversize test small.
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: "1" } });
});
afterAll(async () => {
  await t.close();
});

interface World {
  confId: number;
  acronym: string;
  admin: TestUser;
  superchair: TestUser;
  oc: TestUser;
  trackChair: TestUser;
  stranger: TestUser;
}

async function world(conferenceStatus = 1): Promise<World> {
  const [admin, superchair, oc, trackChair, stranger] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  const { id: confId } = await insertConference(t.ctx, superchair.id, { conference_status: conferenceStatus });
  await insertOcMember(t.ctx, confId, { userId: oc.id, email: oc.email, type: 3 });
  await insertTrackChair(t.ctx, await insertTrack(t.ctx, confId), trackChair.id);
  const { acronym_title } = await t.ctx.db
    .selectFrom("conferences")
    .select("acronym_title")
    .where("id", "=", confId)
    .executeTakeFirstOrThrow();
  return { confId, acronym: acronym_title, admin, superchair, oc, trackChair, stranger };
}

const manualMember = (overrides: Record<string, unknown> = {}) => ({
  organizing_committee_type: 2,
  first_name: "Grace",
  last_name: "Hopper",
  email: uniqueEmail("grace"),
  country: "United States",
  affiliation: "Navy Research",
  sequence: 1,
  ...overrides,
});

const isOcMember = async (userId: number, confId: number) =>
  (await loadConferenceAccess(t.ctx.db, { id: userId, role: "USER" }, confId)).isOcMember;

async function saveCfp(
  token: string,
  confId: number,
  fields: Record<string, string>,
  file?: { fileName: string; data: Buffer },
) {
  const mp = multipartBody(
    fields,
    file ? [{ name: "cfp_file", fileName: file.fileName, contentType: "application/pdf", data: file.data }] : [],
  );
  return call(t.app, "POST", `/cfp-data/update/${confId}`, { token, body: mp.payload, headers: mp.headers });
}

describe("POST /cfp/{confId}: the organising committee", () => {
  it("adds a member picked by search with the user's details and makes them an OC member", async () => {
    const w = await world();
    const picked = await createUser(t.app, t.ctx, {
      first_name: "Alan",
      last_name: "Turing",
      affiliation: "Bletchley",
      country: "United Kingdom",
    });
    expect(await isOcMember(picked.id, w.confId)).toBe(false);
    const res = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: { org_com_user_id: picked.id, sequence: 2 },
    });
    expect(res.status).toBe(200);
    const cfp = await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token });
    const entry = cfp.body.result.cfp_data.find((m: any) => m.id === res.body.result.id);
    expect(entry).toEqual({
      id: res.body.result.id,
      organizing_committee_type: 1, // the default type
      first_name: "Alan",
      last_name: "Turing",
      email: picked.email,
      affiliation: "Bletchley",
      country: "United Kingdom",
      sequence: 2,
      user_id: picked.id,
      awaiting_email_verification: false,
    });
    expect(await isOcMember(picked.id, w.confId)).toBe(true);
  });

  it("links a member added by hand to the existing account with that email at once", async () => {
    const w = await world();
    const existing = await createUser(t.app, t.ctx);
    const res = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: manualMember({ email: existing.email.toUpperCase() }),
    });
    expect(res.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(existing.id);
    expect(await isOcMember(existing.id, w.confId)).toBe(true);
  });

  it("links a member added by hand once that person registers later and proves the address", async () => {
    const w = await world();
    const email = uniqueEmail("later");
    const res = await call(t.app, "POST", `/cfp/${w.confId}`, { token: w.admin.token, body: manualMember({ email }) });
    expect(res.status).toBe(200);
    const before = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(before.user_id).toBeNull();
    const registered = await call(t.app, "POST", "/register", {
      body: {
        first_name: "Grace",
        last_name: "Hopper",
        email: email.toUpperCase(),
        country: "United States",
        affiliation: "Navy",
        password: "a long enough password",
      },
    });
    expect(registered.status).toBe(200);
    const userId = registered.body.result.id as number;
    // Registering claims the address; only the mailed link proves it.
    const unproven = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(unproven.user_id).toBeNull();
    expect(await isOcMember(userId, w.confId)).toBe(false);
    expect((await verifyFromMail(t.app, t.ctx, email.toUpperCase())).status).toBe(200);
    const after = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(after.user_id).toBe(userId);
    expect(await isOcMember(userId, w.confId)).toBe(true);
  });

  it("requires a sequence of at least 1, a listed type and every manual field", async () => {
    const w = await world();
    for (const sequence of [0, -3, 1.5, "abc", ""]) {
      const res = await call(t.app, "POST", `/cfp/${w.confId}`, {
        token: w.superchair.token,
        body: manualMember({ sequence }),
      });
      expect(res.status, `sequence ${String(sequence)}`).toBe(422);
      expect(res.body.result.sequence).toHaveLength(1);
    }
    const bySearch = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: { org_com_user_id: w.stranger.id, sequence: 0 },
    });
    expect(bySearch.status).toBe(422);
    expect(bySearch.body.result.sequence).toEqual(["Sequence must be at least 1."]);
    for (const organizing_committee_type of [0, 22, 29, 31, "x"]) {
      const res = await call(t.app, "POST", `/cfp/${w.confId}`, {
        token: w.superchair.token,
        body: manualMember({ organizing_committee_type }),
      });
      expect(res.status).toBe(422);
      expect(res.body.result.organizing_committee_type).toBeDefined();
    }
    const empty = await call(t.app, "POST", `/cfp/${w.confId}`, { token: w.superchair.token, body: { sequence: 1 } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual([
      "affiliation",
      "country",
      "email",
      "first_name",
      "last_name",
    ]);
    const badCountry = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: manualMember({ country: "Atlantis", email: "nope" }),
    });
    expect(Object.keys(badCountry.body.result).sort()).toEqual(["country", "email"]);
    const rows = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("id")
      .where("conf_id", "=", w.confId)
      .execute();
    expect(rows).toHaveLength(1); // only the fixture's member
  });

  it("refuses an inactive picked user and the same person twice in one group, but allows another group", async () => {
    const w = await world();
    const inactive = await createUser(t.app, t.ctx, { status: 0 });
    const off = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: { org_com_user_id: inactive.id, sequence: 1 },
    });
    expect(off.status).toBe(422);
    expect(off.body.result.org_com_user_id).toBeDefined();
    const member = manualMember({ organizing_committee_type: 5 });
    expect((await call(t.app, "POST", `/cfp/${w.confId}`, { token: w.superchair.token, body: member })).status).toBe(
      200,
    );
    const again = await call(t.app, "POST", `/cfp/${w.confId}`, {
      token: w.superchair.token,
      body: { ...member, email: member.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("Finance Chairs");
    expect(
      (
        await call(t.app, "POST", `/cfp/${w.confId}`, {
          token: w.superchair.token,
          body: { ...member, organizing_committee_type: 13 },
        })
      ).status,
    ).toBe(200);
  });

  it("lets only the SUPERCHAIR and ADMIN change the committee", async () => {
    const w = await world();
    for (const who of [w.oc, w.trackChair, w.stranger]) {
      const res = await call(t.app, "POST", `/cfp/${w.confId}`, { token: who.token, body: manualMember() });
      expect(res.status).toBe(403);
    }
    expect((await call(t.app, "POST", `/cfp/${w.confId}`, { body: manualMember() })).status).toBe(401);
    expect((await call(t.app, "POST", "/cfp/999999", { token: w.admin.token, body: manualMember() })).status).toBe(404);
    const pending = await world(0);
    expect(
      (await call(t.app, "POST", `/cfp/${pending.confId}`, { token: pending.superchair.token, body: manualMember() }))
        .status,
    ).toBe(409);
    expect(
      (await call(t.app, "POST", `/cfp/${pending.confId}`, { token: pending.stranger.token, body: manualMember() }))
        .status,
    ).toBe(404);
  });
});

describe("GET /cfp/{confId} and DELETE /cfp/{id}", () => {
  it("lists the committee grouped by type in sequence order, with emails, for the managers only", async () => {
    const w = await world();
    await insertOcMember(t.ctx, w.confId, { email: "b@example.org", first_name: "B", type: 1, sequence: 2 });
    await insertOcMember(t.ctx, w.confId, { email: "a@example.org", first_name: "A", type: 1, sequence: 1 });
    await insertOcMember(t.ctx, w.confId, { email: "m@example.org", first_name: "M", type: 30, sequence: 1 });
    const res = await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ cfp_details: "", cfp_file: null, has_file: false });
    const groups = res.body.result.cfp_groups.map((g: any) => [
      g.organizing_committee_type,
      g.label,
      g.members.map((m: any) => m.first_name),
    ]);
    expect(groups).toEqual([
      [1, "General Chairs", ["A", "B"]],
      [3, "Organizing Secretaries", ["Olga"]],
      [30, "Conference Management", ["M"]],
    ]);
    expect(res.body.result.cfp_data.map((m: any) => m.email)).toEqual([
      "a@example.org",
      "b@example.org",
      w.oc.email,
      "m@example.org",
    ]);
    expect((await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.admin.token })).status).toBe(200);
    for (const who of [w.oc, w.trackChair, w.stranger])
      expect((await call(t.app, "GET", `/cfp/${w.confId}`, { token: who.token })).status).toBe(403);
  });

  it("deletes an entry (the member loses OC standing) and records it; others may not", async () => {
    const w = await world();
    const entry = await t.ctx.db
      .selectFrom("organizing_committee")
      .select("id")
      .where("conf_id", "=", w.confId)
      .executeTakeFirstOrThrow();
    const otherChair = await createUser(t.app, t.ctx);
    await insertConference(t.ctx, otherChair.id);
    expect((await call(t.app, "DELETE", `/cfp/${entry.id}`, { token: otherChair.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/cfp/${entry.id}`, { token: w.oc.token })).status).toBe(403);
    const res = await call(t.app, "DELETE", `/cfp/${entry.id}`, { token: w.superchair.token });
    expect(res.status).toBe(200);
    expect(await isOcMember(w.oc.id, w.confId)).toBe(false);
    expect((await call(t.app, "DELETE", `/cfp/${entry.id}`, { token: w.superchair.token })).status).toBe(404);
    const audit = await t.ctx.db.selectFrom("audit_log").select("action").where("conf_id", "=", w.confId).execute();
    expect(audit.map((a) => a.action)).toContain("committee.remove");
  });
});

// Each payload must come back without anything that could run script or pull in active content.
const XSS_PAYLOADS = [
  `<p>Intro</p><script>alert("xss")</script>`,
  `<img src="x" onerror="alert('xss')">`,
  `<a href="javascript:alert('xss')">click</a>`,
  `<a href="JaVaScRiPt:alert(1)">mixed case</a>`,
  `<a href="&#106;avascript:alert(1)">entity</a>`,
  `<svg><script>alert(1)</script><circle onload="alert(1)"></circle></svg>`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<p onclick="alert(1)" style="display:none">hidden</p>`,
  `<div style="position:absolute;left:-9999px">offscreen</div>`,
  `<math><mi xlink:href="javascript:alert(1)">m</mi></math>`,
  `<object data="evil.swf"></object><embed src="evil.swf">`,
  `<style>body{display:none}</style>`,
  `<form action="https://evil.example"><input name="password"></form>`,
];

function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|<math|<object|<embed|<style|<form|<input|<img/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|&#106;/i);
  expect(html).not.toMatch(/display\s*:\s*none|position\s*:/i);
  expect(html).not.toContain("alert");
}

describe("POST /cfp-data/update/{confId}: CFP text and file", () => {
  it("stores formatted text and keeps lists, links and alignment", async () => {
    const w = await world();
    const html =
      `<h2 style="text-align:center">Call for ` +
      `Papers</h2><p>Topics:</p><ul><li><p><strong>Testing</strong></p></li><li><p><em>Proofs</em></p></li></ul><p>See ` +
      `<a href="https://ict.example.org/cfp" target="_blank">the site</a> or <a ` +
      `href="mailto:chairs@ict.example.org">mail us</a>.</p>`;
    const res = await saveCfp(w.superchair.token, w.confId, { cfp_details: html });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The CFP details have been updated.");
    const stored = (await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result
      .cfp_details as string;
    expect(stored).toContain(`<h2 style="text-align:center">Call for Papers</h2>`);
    expect(stored).toContain("<ul><li><p><strong>Testing</strong></p></li><li><p><em>Proofs</em></p></li></ul>");
    expect(stored).toContain(
      `<a href="https://ict.example.org/cfp" target="_blank" rel="noopener noreferrer nofollow">the site</a>`,
    );
    expect(stored).toContain(`href="mailto:chairs@ict.example.org"`);
  });

  it("sanitises every XSS payload before storing it, in the database and in both views", async () => {
    const w = await world();
    for (const payload of XSS_PAYLOADS) {
      const res = await saveCfp(w.superchair.token, w.confId, { cfp_details: `<p>Safe words</p>${payload}` });
      expect(res.status).toBe(200);
      const row = await t.ctx.db
        .selectFrom("cfp")
        .select("cfp_details")
        .where("conf_id", "=", w.confId)
        .executeTakeFirstOrThrow();
      expectHarmless(row.cfp_details);
      expect(row.cfp_details).toContain("<p>Safe words</p>");
      expectHarmless(
        (await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result.cfp_details,
      );
      expectHarmless((await call(t.app, "GET", `/site/cfp/${w.confId}`)).body.result.cfp_details);
    }
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("action")
      .where("conf_id", "=", w.confId)
      .where("action", "=", "cfp.update")
      .execute();
    expect(audit).toHaveLength(XSS_PAYLOADS.length);
  });

  it("accepts a real PDF and serves it for download with the acronym in the file name", async () => {
    const w = await world();
    const res = await saveCfp(
      w.superchair.token,
      w.confId,
      { cfp_details: "<p>CFP</p>" },
      { fileName: "call.pdf", data: MINIMAL_PDF },
    );
    expect(res.status).toBe(200);
    const managed = (await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result;
    expect(managed.has_file).toBe(true);
    expect(managed.cfp_file_mime_type).toBe("application/pdf");
    expect(Buffer.from(managed.cfp_file, "base64").equals(MINIMAL_PDF)).toBe(true);
    for (const [path, token] of [
      [`/cfp/file/${w.confId}`, w.superchair.token],
      [`/site/cfp/file/${w.confId}`, undefined],
    ] as const) {
      const download = await call(t.app, "GET", path, { token });
      expect(download.status).toBe(200);
      expect(download.raw.headers["content-type"]).toBe("application/pdf");
      expect(download.raw.headers["content-disposition"]).toContain(`attachment; filename="${w.acronym}-CFP.pdf"`);
      expect(download.raw.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    }
    // include_file=0 answers only whether there is a file (clients download it from its URL).
    for (const [path, token] of [
      [`/cfp/${w.confId}`, w.superchair.token],
      [`/site/cfp/${w.confId}`, undefined],
    ] as const) {
      const light = (await call(t.app, "GET", path, { token, query: { include_file: 0 } })).body.result;
      expect(light).toMatchObject({ has_file: true, cfp_file: null, cfp_file_mime_type: "application/pdf" });
    }
    // Saving the text alone keeps the file; remove_cfp_file drops it.
    await saveCfp(w.superchair.token, w.confId, { cfp_details: "<p>New text</p>" });
    expect((await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result.has_file).toBe(
      true,
    );
    await saveCfp(w.superchair.token, w.confId, { cfp_details: "<p>New text</p>", remove_cfp_file: "1" });
    expect((await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result.has_file).toBe(
      false,
    );
    expect((await call(t.app, "GET", `/site/cfp/file/${w.confId}`)).status).toBe(404);
  });

  it("refuses a file named .pdf that is not a PDF (415) and keeps the stored one", async () => {
    const w = await world();
    await saveCfp(
      w.superchair.token,
      w.confId,
      { cfp_details: "<p>v1</p>" },
      { fileName: "call.pdf", data: MINIMAL_PDF },
    );
    const fake = Buffer.from("MZ\x90\x00 this is an executable pretending to be a PDF");
    const res = await saveCfp(
      w.superchair.token,
      w.confId,
      { cfp_details: "<p>v2</p>" },
      { fileName: "call.pdf", data: fake },
    );
    expect(res.status).toBe(415);
    expect(res.body.success).toBe(false);
    const managed = (await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.superchair.token })).body.result;
    expect(managed.cfp_details).toBe("<p>v1</p>");
    expect(Buffer.from(managed.cfp_file, "base64").equals(MINIMAL_PDF)).toBe(true);
  });

  it("refuses a file over the upload limit (413)", async () => {
    const w = await world();
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await saveCfp(
      w.superchair.token,
      w.confId,
      { cfp_details: "<p>x</p>" },
      { fileName: "big.pdf", data: big },
    );
    expect(res.status).toBe(413);
  });

  it("lets only the SUPERCHAIR and ADMIN save the CFP", async () => {
    const w = await world();
    for (const who of [w.oc, w.trackChair, w.stranger]) {
      expect((await saveCfp(who.token, w.confId, { cfp_details: "<p>mine</p>" })).status).toBe(403);
    }
    expect((await saveCfp(w.admin.token, w.confId, { cfp_details: "<p>admin</p>" })).status).toBe(200);
    const json = await call(t.app, "POST", `/cfp-data/update/${w.confId}`, {
      token: w.admin.token,
      body: { cfp_details: "<p>json</p>" },
    });
    expect(json.status).toBe(400);
  });
});

describe("GET /site/cfp/{id}: the public call for papers", () => {
  it("answers without a token: committee grouped without emails or Conference Management, text, file flag, banner", async () => {
    const w = await world();
    const banner = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await t.ctx.db
      .updateTable("conferences")
      .set({ banner, banner_mime_type: "image/png" })
      .where("id", "=", w.confId)
      .execute();
    await insertOcMember(t.ctx, w.confId, { email: "gc2@example.org", first_name: "Second", type: 1, sequence: 2 });
    await insertOcMember(t.ctx, w.confId, { email: "gc1@example.org", first_name: "First", type: 1, sequence: 1 });
    await insertOcMember(t.ctx, w.confId, {
      email: "secret@example.org",
      first_name: "Manager",
      type: 30,
      sequence: 1,
    });
    await saveCfp(
      w.superchair.token,
      w.confId,
      { cfp_details: "<p>Submit by June.</p>" },
      { fileName: "cfp.pdf", data: MINIMAL_PDF },
    );

    const res = await call(t.app, "GET", `/site/cfp/${w.confId}`);
    expect(res.status).toBe(200);
    const cfp = res.body.result;
    expect(cfp).toMatchObject({
      conf_id: w.confId,
      acronym_title: w.acronym,
      event_name: expect.stringContaining("International Conference on Testing"),
      cfp_details: "<p>Submit by June.</p>",
      has_file: true,
      cfp_file_mime_type: "application/pdf",
      banner_mime_type: "image/png",
      logo: null,
    });
    expect(Buffer.from(cfp.banner, "base64").equals(banner)).toBe(true);
    expect(cfp.cfp_groups.map((g: any) => [g.label, g.members.map((m: any) => m.first_name)])).toEqual([
      ["General Chairs", ["First", "Second"]],
      ["Organizing Secretaries", ["Olga"]],
    ]);
    const text = JSON.stringify(cfp);
    expect(text).not.toContain("@example.org");
    expect(text).not.toContain("Manager");
    expect(cfp.cfp_data.every((m: any) => !("email" in m) && m.organizing_committee_type !== 30)).toBe(true);
  });

  it("names the conference's Event Support Emails as the contact, and none when the setting is empty", async () => {
    const w = await world();
    expect((await call(t.app, "GET", `/site/cfp/${w.confId}`)).body.result.support_emails).toEqual([]);
    await t.ctx.db
      .updateTable("conferences")
      .set({ event_support_emails: "help@ict.test, pc@ict.test" })
      .where("id", "=", w.confId)
      .execute();
    expect((await call(t.app, "GET", `/site/cfp/${w.confId}`)).body.result.support_emails).toEqual([
      "help@ict.test",
      "pc@ict.test",
    ]);
  });

  it("answers 404 for conferences that are not Approved, and for unknown ones", async () => {
    for (const status of [0, 2, 3]) {
      const w = await world(status);
      await saveCfp(
        w.admin.token,
        w.confId,
        { cfp_details: "<p>draft</p>" },
        { fileName: "cfp.pdf", data: MINIMAL_PDF },
      );
      const res = await call(t.app, "GET", `/site/cfp/${w.confId}`);
      expect(res.status, `status ${status}`).toBe(404);
      expect(res.body.success).toBe(false);
      expect((await call(t.app, "GET", `/site/cfp/file/${w.confId}`)).status).toBe(404);
      // The conference's managers still download their own draft.
      expect((await call(t.app, "GET", `/cfp/file/${w.confId}`, { token: w.superchair.token })).status).toBe(200);
      expect((await call(t.app, "GET", `/cfp/file/${w.confId}`, { token: w.stranger.token })).status).toBe(404);
    }
    expect((await call(t.app, "GET", "/site/cfp/999999")).status).toBe(404);
  });
});
