import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import helmet from "helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../src/http/securityHeaders.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, uniqueEmail } from "./support/factories.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: "5" } });
});
afterAll(async () => {
  await t.close();
});

describe("platform", () => {
  it("answers /api/health with the database up", async () => {
    const res = await call(t.app, "GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "OK", result: { database: "up" } });
  });

  it("serves the OpenAPI document with every route, and the docs page", async () => {
    const doc = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of ["/api/login", "/api/register", "/api/users", "/api/users/{id}", "/api/search-users"])
      expect(paths).toContain(p);
    expect(doc.json().paths["/api/register"].post.requestBody.content["application/json"].schema.required).toContain(
      "email",
    );
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
  });

  it("sends security headers with a content security policy that forbids inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline';script");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends exactly the headers helmet itself sets for the app's options, on answers and on errors", async () => {
    const req = new IncomingMessage(new Socket());
    const reference = new ServerResponse(req);
    helmet(SECURITY_HEADERS)(req, reference, () => undefined);
    const expected = reference.getHeaders();
    expect(Object.keys(expected)).toContain("content-security-policy");
    for (const url of ["/api/health", "/api/no/such/route"]) {
      const res = await t.app.inject({ method: "GET", url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("answers unknown API routes with 404 in the envelope", async () => {
    const res = await call(t.app, "GET", "/no/such/route");
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it("rate-limits login per address and email with 429 in the envelope", async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call(t.app, "POST", "/login", { body: { email, password: "wrong-password" } })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await call(t.app, "POST", "/login", { body: { email, password: "wrong-password" } });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      message: "Too many attempts. Please wait a minute and try again.",
    });
    // another email from the same address is not locked out by the first one's attempts
    const other = await createUser(t.app, t.ctx);
    expect(other.token).toBeTruthy();
  });

  it("answers wrong types in the body with 422, never 500", async () => {
    for (const body of [{ email: 42, password: ["x"] }, { email: null, password: null }, [], "just a string"]) {
      const res = await call(t.app, "POST", "/register", {
        body: typeof body === "string" ? JSON.stringify(body) : body,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.success).toBe(false);
    }
  });
});
