// Sends one (broken) request and judges the answer: never a 5xx, always the envelope when refused,
// a refusal where the route's schema refuses, and a refusal that changed nothing at all.
import type { ApiAnswer } from "../support/testApp.js";
import { call } from "../support/testApp.js";
import { multipartBody } from "../support/multipart.js";
import type { World } from "../authz/world.js";
import { changedTables, currentSnapshot } from "./snapshot.js";
import type { FuzzTarget, PreparedRequest } from "./targets.js";

export type Method = "GET" | "POST" | "DELETE";

export const methodOf = (route: string) => route.split(" ")[0] as Method;

/** Multipart and query values travel as text, as the browser sends them. */
export function asText(fields: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields))
    if (v !== undefined && v !== null)
      out[k] = typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
  return out;
}

/** What the server will parse: JSON drops undefined, multipart and query carry text. */
export function asSent(target: FuzzTarget, fields: Record<string, unknown>): unknown {
  return target.kind === "json" ? JSON.parse(JSON.stringify(fields)) : asText(fields);
}

export async function send(
  w: World,
  target: FuzzTarget,
  request: PreparedRequest,
  fields: Record<string, unknown>,
): Promise<ApiAnswer> {
  const method = methodOf(target.route);
  if (target.kind === "query")
    return call(w.t.app, method, request.path, { token: request.token, query: asText(fields) });
  if (target.kind === "multipart") {
    const mp = multipartBody(asText(fields), request.files ?? []);
    return call(w.t.app, method, request.path, { token: request.token, body: mp.payload, headers: mp.headers });
  }
  return call(w.t.app, method, request.path, { token: request.token, body: fields });
}

export interface Verdict {
  status: number;
  accepted: boolean;
}

/**
 * Runs `act` between two fingerprints of the database and throws (with `what` and the answer)
 * when the answer breaks a rule. `mustRefuse`: why the input must be refused (a 2xx is wrong
 * too), or false when accepting it is fine.
 */
export async function judged(
  w: World,
  what: string,
  mustRefuse: string | false,
  act: () => Promise<ApiAnswer>,
): Promise<Verdict> {
  const before = await currentSnapshot(w.t.ctx.db);
  const answer = await act();
  const fail = (why: string) => {
    throw new Error(`${what}: ${why}; answered ${answer.status} ${answer.raw.body.slice(0, 300)}`);
  };
  if (answer.status >= 500) fail("a server error");
  const accepted = answer.status < 400;
  if (mustRefuse && accepted) fail(`accepted, though ${mustRefuse}`);
  if (!accepted) {
    const body = answer.body as unknown as Record<string, unknown> | null;
    if (!body || body.success !== false || typeof body.message !== "string" || !("result" in body))
      fail("a refusal outside the envelope");
    const changes = changedTables(before, await currentSnapshot(w.t.ctx.db));
    if (changes.length > 0) fail(`a refused request changed the database (${changes.join("; ")})`);
  }
  return { status: answer.status, accepted };
}

/**
 * Runs one check and records its failure instead of stopping, so a loop over the route table
 * reports every route that breaks a rule, not only the first one.
 */
export async function collect(failures: string[], check: () => Promise<unknown>): Promise<void> {
  try {
    await check();
  } catch (error) {
    // fast-check wraps the failing run's error as its cause
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    failures.push(cause instanceof Error ? cause.message : String(cause));
  }
}
