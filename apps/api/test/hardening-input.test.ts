import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertTrack, MINIMAL_PDF } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";

// "Bad input".

let t: TestApp;
let user: TestUser;
let confId: number;
let trackId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: "1" } });
  user = await createUser(t.app, t.ctx);
  confId = (await insertConference(t.ctx, (await createUser(t.app, t.ctx)).id)).id;
  trackId = await insertTrack(t.ctx, confId);
});
afterAll(async () => {
  await t.close();
});

const DEEP = "[".repeat(5000) + "]".repeat(5000);

describe("deeply nested JSON", () => {
  it("answers 400 in the envelope on every route, signed in or not", async () => {
    const routes = t.routes.filter((r) => r.method === "POST" && !r.url.includes("*"));
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, "1");
      for (const token of [undefined, user.token]) {
        for (const payload of [DEEP, `{"email":${DEEP}}`]) {
          const res = await t.app.inject({
            method: "POST",
            url,
            payload,
            headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(res.statusCode, `${url} ${token ? "signed in" : "signed out"}`).toBe(400);
          expect(res.json()).toMatchObject({ success: false, message: "The request body is nested too deeply." });
        }
      }
    }
  });
});

describe("multipart text fields count against the limits", () => {
  const submit = (fields: Record<string, string>) => {
    const body = multipartBody(fields, [
      { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
    ]);
    return call(t.app, "POST", "/paper", { token: user.token, body: body.payload, headers: body.headers });
  };
  const paper = () => ({
    conf_id: String(confId),
    track_id: String(trackId),
    paper_title: "Limits",
    keywords: "k",
    abstract: "An abstract.",
  });

  it("accepts the form as the web app sends it", async () => {
    expect((await submit(paper())).status).toBe(200);
  });

  it("refuses a field the call does not take (422, named in the envelope), whatever its size", async () => {
    for (const smuggled of ["x", "x".repeat(1000)]) {
      const res = await submit({ ...paper(), smuggled });
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
      expect(res.body.result.smuggled).toEqual(["This call does not take this field."]);
    }
    // over the per-field cap it is refused all the same, never kept
    expect([413, 422]).toContain((await submit({ ...paper(), smuggled: "x".repeat(1024 * 1024 + 10) })).status);
  });

  it("refuses a file under a name the call does not take, before reading it", async () => {
    const body = multipartBody(paper(), [
      { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
      {
        name: "extra_file",
        fileName: "big.bin",
        contentType: "application/octet-stream",
        data: Buffer.alloc(64 * 1024),
      },
    ]);
    const res = await call(t.app, "POST", "/paper", { token: user.token, body: body.payload, headers: body.headers });
    expect(res.status).toBe(422);
    expect(res.body.result.extra_file).toEqual(["This call does not take this field."]);
  });

  it("refuses a text field over the per-field cap (413)", async () => {
    const res = await submit({ ...paper(), keywords: "k".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
  });

  it("refuses text fields over the cap together (413)", async () => {
    const half = "a".repeat(600 * 1024);
    const res = await submit({ ...paper(), abstract: half, keywords: half });
    expect(res.status).toBe(413);
  });
});

describe("a conference without a last_submission_date", () => {
  it("takes no submissions: 409, the chairs have not opened submission yet", async () => {
    const chair = await createUser(t.app, t.ctx);
    const { id } = await insertConference(t.ctx, chair.id, { last_submission_date: null });
    const track = await insertTrack(t.ctx, id);
    const body = multipartBody(
      {
        conf_id: String(id),
        track_id: String(track),
        paper_title: "Too early",
        keywords: "k",
        abstract: "An abstract.",
      },
      [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
    );
    const res = await call(t.app, "POST", "/paper", { token: user.token, body: body.payload, headers: body.headers });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/chairs have not opened submission yet/i);
    const papers = await t.ctx.db.selectFrom("papers").select("id").where("conf_id", "=", id).execute();
    expect(papers).toHaveLength(0);
  });
});

describe("error answers carry their stable code (plumbing)", () => {
  it("in the envelope, next to success, message and result", async () => {
    const missing = await call(t.app, "GET", "/no/such/route");
    expect(missing.body).toMatchObject({ success: false, code: "not_found", result: null });
    const invalid = await call(t.app, "POST", "/login", { body: { email: "not-an-email", password: "x" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(invalid.body.result.email).toBeDefined();
    const signedOut = await call(t.app, "GET", `/users/${user.id}`);
    expect(signedOut.body).toMatchObject({ success: false, code: "unauthorized" });
    const ok = await call(t.app, "GET", "/health");
    expect(ok.body).not.toHaveProperty("code");
  });
});
