// What a client may send back to POST /conference/update/{id}: the whole answer of
// GET /conference/{id} (read-only fields accepted and ignored, unknown names still refused), and
// template links that the public pages can always show.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { insertConference } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.app, t.ctx);
  owner = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
});

async function update(confId: number, fields: Record<string, string | number | null | undefined>) {
  const mp = multipartBody(fields);
  return call(t.app, "POST", `/conference/update/${confId}`, {
    token: owner.token,
    body: mp.payload,
    headers: mp.headers,
  });
}

async function detail(confId: number): Promise<Record<string, unknown>> {
  const res = await call(t.app, "GET", `/conference/${confId}`, { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.result[0];
}

/** A form field as a browser's FormData would carry the value (objects as JSON). */
function asField(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return JSON.stringify(value);
  return value as string | number;
}

describe("POST /conference/update/{id} with what GET /conference/{id} answered", () => {
  it("accepts the whole answer sent back, ignores its read-only fields and keeps every setting", async () => {
    // a blank optional setting is stored as null (what a client sending it back blank gets)
    const conf = await insertConference(t.ctx, owner.id, { publisher: "IEEE", other_info: null });
    const before = await detail(conf.id);
    const fields = Object.fromEntries(
      Object.entries({ ...before, event_name: "Echoed Conference" }).map(([k, v]) => [k, asField(v)]),
    );
    // a client that edits the read-only fields changes nothing through them
    Object.assign(fields, {
      created_by: 999999,
      conference_status: 3,
      id: conf.id,
      conf_id: 424242,
      created_at: "2000-01-01",
      can_update: "false",
    });
    const res = await update(conf.id, fields);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await detail(conf.id);
    expect(after.event_name).toBe("Echoed Conference");
    expect(after.created_by).toBe(before.created_by);
    expect(after.conference_status).toBe(before.conference_status);
    expect(after.created_at).toBe(before.created_at);
    const { event_name: _a, updated_at: _b, ...unchangedAfter } = after;
    const { event_name: _c, updated_at: _d, ...unchangedBefore } = before;
    expect(unchangedAfter).toEqual(unchangedBefore);
  });

  it("still refuses a field name the call does not know (422 naming it)", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const fields = Object.fromEntries(Object.entries(await detail(conf.id)).map(([k, v]) => [k, asField(v)]));
    const res = await update(conf.id, { ...fields, paper_sequence_counter: "1", no_such_setting: "x" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result)[0]).toMatch(/paper_sequence_counter|no_such_setting/);
  });
});

describe("submission template links", () => {
  const BROKEN = "https://example.org/%E0%A4%A";

  it("refuses a template address with a broken percent-escape at save (422 naming the field)", async () => {
    const conf = await insertConference(t.ctx, owner.id);
    const fields = Object.fromEntries(Object.entries(await detail(conf.id)).map(([k, v]) => [k, asField(v)]));
    for (const text of [BROKEN, `LaTeX | ${BROKEN}`, "Word | https://example.org/a%ZZb.docx"]) {
      const res = await update(conf.id, {
        ...fields,
        submission_templates_for_authors: `Good | https://example.org/ok.zip\n${text}`,
      });
      expect(res.status, text).toBe(422);
      expect(Object.keys(res.body.result)).toEqual(["submission_templates_for_authors"]);
      expect(res.body.result.submission_templates_for_authors[0]).toMatch(
        /^Submission Templates for Authors: Line 2: /,
      );
    }
    const stored = await t.ctx.db
      .selectFrom("conferences")
      .select("submission_templates_for_authors")
      .where("id", "=", conf.id)
      .executeTakeFirstOrThrow();
    expect(stored.submission_templates_for_authors).toBeNull();
    const ok = await update(conf.id, {
      ...fields,
      submission_templates_for_authors: "https://example.org/templates/IEEE%20LaTeX.zip",
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const short = await call(t.app, "GET", `/site/conf/short/${conf.id}`);
    expect(short.body.result[0].submission_templates).toEqual([
      { label: "IEEE LaTeX.zip", url: "https://example.org/templates/IEEE%20LaTeX.zip" },
    ]);
  });

  it("shows a stored template address with a broken escape on the public pages instead of failing", async () => {
    const conf = await insertConference(t.ctx, owner.id, {
      submission_templates_for_authors: `${BROKEN}\nLaTeX | https://example.org/latex.zip`,
    });
    for (const path of [`/site/cfp/${conf.id}`, `/site/conf/short/${conf.id}`]) {
      const res = await call(t.app, "GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body.result[0]?.submission_templates ?? res.body.result.submission_templates).toEqual([
        { label: "%E0%A4%A", url: BROKEN },
        { label: "LaTeX", url: "https://example.org/latex.zip" },
      ]);
    }
  });
});
