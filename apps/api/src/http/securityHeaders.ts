import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The security headers of every answer (the built web app's pages included). */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets style attributes at run time
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameSrc: ["'self'", "blob:"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** One thing helmet does to a response: set a header or remove one (X-Powered-By). */
export type HeaderStep = { name: string; value: string | number | readonly string[] } | { name: string; remove: true };

/**
 * What helmet(options) does to every response, recorded once against a stand-in response. The
 * result depends on the options only, unless a CSP directive is a function of the request (a
 * nonce): those cannot be computed ahead, so they are refused.
 */
export function recordHelmetHeaders(options: HelmetOptions): HeaderStep[] {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === "object" ? Object.values(csp.directives ?? {}) : [];
  if (
    directives.some(
      (value) => value !== null && typeof value === "object" && [...value].some((entry) => typeof entry === "function"),
    )
  ) {
    throw new Error(
      "Security headers are computed once at start-up; a CSP directive cannot be a function of the request",
    );
  }
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ name, remove: true });
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return steps;
}

/**
 * Sends helmet's headers on every answer. @fastify/helmet built the helmet middleware and parsed
 * the CSP directives again for each request; the outcome never changes, so it is recorded at
 * start-up and replayed, in helmet's order and on the raw response as helmet itself does.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const steps = recordHelmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    const res = reply.raw;
    for (const step of steps) {
      if ("remove" in step) res.removeHeader(step.name);
      else res.setHeader(step.name, step.value);
    }
    done();
  });
}
