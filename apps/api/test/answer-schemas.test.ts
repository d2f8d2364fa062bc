// Answer schemas: what a route declares it answers (`answer` of defineRoute, schemas in
// @symposia/domain/answer-schemas). The OpenAPI document shows them; under tests every answer is
// parsed against its schema, so a handler that answers something else fails its feature's tests;
// and the routes without one may only become fewer.
import Fastify from "fastify";
import { z } from "zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppContext } from "../src/context.js";
import { installErrorHandler } from "../src/http/errorHandler.js";
import { defineRoute } from "../src/http/route.js";
import { useTestApp } from "./support/useTestApp.js";

/**
 * Routes of the route table without an answer schema. A ratchet: it may go down (lower it here
 * when routes gain their schema), never up — a new route declares what it answers.
 */
const ROUTES_WITHOUT_ANSWER_SCHEMA = 23;

const t = useTestApp();

describe("the route table", () => {
  it("counts the routes with and without an answer schema; the number without does not grow", () => {
    const withSchema = t.routes.filter((r) => r.answer).length;
    const without = t.routes.length - withSchema;
    console.info(`answer schemas: ${withSchema} routes with, ${without} without (of ${t.routes.length})`);
    expect(withSchema).toBeGreaterThan(0);
    expect(without, "routes without an answer schema (may go down, never up)").toBeLessThanOrEqual(
      ROUTES_WITHOUT_ANSWER_SCHEMA,
    );
  });

  it("shows every answer schema in the OpenAPI document as the 200 response's result", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, any> }>>;
    };
    const missing = t.routes
      .filter((r) => r.answer)
      .filter((r) => {
        const path = r.url.replace(/:(\w+)/g, "{$1}");
        const response = doc.paths[path]?.[r.method.toLowerCase()]?.responses?.["200"];
        return !response?.content?.["application/json"]?.schema?.properties?.result;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const tracks = doc.paths["/api/track/{id}"]!.get!.responses!["200"].content["application/json"].schema;
    expect(tracks.properties.result.properties.track_chair_data.type).toBe("array");
  });
});

describe("an answer that does not match its schema", () => {
  afterEach(() => vi.restoreAllMocks());

  async function appAnswering(result: unknown, checkAnswers: boolean) {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    const ctx = { config: { checkAnswers }, responseCache: { enabled: false } } as unknown as AppContext;
    await app.register(
      async (api) =>
        defineRoute(api, ctx, {
          method: "GET",
          url: "/thing",
          access: "public",
          summary: "A thing.",
          answer: z.strictObject({ id: z.number() }),
          handler: async () => ({ result: result as { id: number } }),
        }),
      { prefix: "/api" },
    );
    return app;
  }

  it("passes when it matches", async () => {
    const app = await appAnswering({ id: 1 }, true);
    const res = await app.inject({ method: "GET", url: "/api/thing" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: 1 });
  });

  it("fails with a 500 naming the route and the differences when answers are checked", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = await appAnswering({ id: "1", secret: "x" }, true);
    const res = await app.inject({ method: "GET", url: "/api/thing" });
    expect(res.statusCode).toBe(500);
    const logged = String(errors.mock.calls[0]?.[0]);
    expect(logged).toContain("GET /api/thing answered something else than its answer schema");
    expect(logged).toContain("id");
    expect(logged).toContain("secret");
  });

  it("is sent as it is when answers are not checked (production)", async () => {
    const app = await appAnswering({ id: "1" }, false);
    const res = await app.inject({ method: "GET", url: "/api/thing" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: "1" });
  });
});
