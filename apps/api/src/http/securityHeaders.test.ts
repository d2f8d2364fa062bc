import Fastify, { type FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS, installSecurityHeaders, recordHelmetHeaders } from "./securityHeaders.js";

type Headers = [string, unknown][];

/** Every header of the answers to a route and to an unknown path, in the order they were sent. */
async function answers(install: (app: FastifyInstance) => void): Promise<{ page: Headers; missing: Headers }> {
  const app = Fastify();
  // set before the security headers run, as a framework would, so their removal shows
  app.addHook("onRequest", (_request, reply, done) => {
    reply.raw.setHeader("X-Powered-By", "Fastify");
    done();
  });
  install(app);
  app.get("/page", async (_request, reply) => reply.header("cache-control", "no-cache").send({ ok: true }));
  const [page, missing] = [await app.inject({ url: "/page" }), await app.inject({ url: "/missing" })];
  await app.close();
  const sent = (res: typeof page): Headers => Object.entries(res.headers).filter(([name]) => name !== "date");
  return { page: sent(page), missing: sent(missing) };
}

/** What helmet itself sends: its middleware run on every request (as @fastify/helmet did). */
const perRequestHelmet = (options: HelmetOptions) => (app: FastifyInstance) =>
  app.addHook("onRequest", (request, reply, done) =>
    helmet(options)(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

const OPTION_SETS: Record<string, HelmetOptions> = {
  "the app's": SECURITY_HEADERS,
  "helmet's defaults": {},
  other: {
    contentSecurityPolicy: {
      reportOnly: true,
      directives: { "default-src": ["'self'", "https://cdn.example.org"], "upgrade-insecure-requests": null },
    },
    strictTransportSecurity: { maxAge: 60, preload: true },
    referrerPolicy: { policy: ["origin", "unsafe-url"] },
    xPoweredBy: false,
    xFrameOptions: { action: "deny" },
  },
};

describe("security headers", () => {
  for (const [label, options] of Object.entries(OPTION_SETS)) {
    it(`sends exactly what helmet sends, in the same order, for ${label} options`, async () => {
      const ours = await answers((app) => installSecurityHeaders(app, options));
      expect(ours).toEqual(await answers(perRequestHelmet(options)));
    });
  }

  it("sends the app's policy and hides X-Powered-By", async () => {
    const { page, missing } = await answers((app) => installSecurityHeaders(app, SECURITY_HEADERS));
    for (const headers of [page, missing]) {
      const byName = Object.fromEntries(headers);
      expect(byName["content-security-policy"]).toContain("script-src 'self';");
      expect(byName["x-content-type-options"]).toBe("nosniff");
      expect(byName["cross-origin-embedder-policy"]).toBeUndefined();
      expect(byName["x-powered-by"]).toBeUndefined();
    }
  });

  it("refuses CSP directives that depend on the request, which cannot be computed once", () => {
    const nonce = () => "'nonce-abc'";
    expect(() =>
      recordHelmetHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ["'self'", nonce] } } }),
    ).toThrow(/computed once/);
  });
});
