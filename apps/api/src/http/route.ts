import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.js";
import { type AuthUser, authenticate } from "./auth.js";
import { envelope } from "./envelope.js";
import { jsonBytes } from "./jsonBytes.js";
import { badRequest, forbidden, validationFailed, type FieldErrors } from "./errors.js";
import { type FieldNames, type MultipartBody, readMultipart } from "./multipart.js";
import { nestsDeeperThan } from "./nesting.js";
import { type KeptAnswer, ResponseCache } from "./responseCache.js";
import { negotiateEncoding, sendCompressed, whenAnswerCompressed } from "./compression.js";
import { enforceAuthRateLimits } from "./rateLimit.js";
import { guardUpload, type UploadGuard } from "./uploadGuard.js";
import { UploadSpool } from "./uploadSpool.js";
import { assertTokenMayCall, markAccountRoute } from "./tokenScopes.js";
import { withActingToken } from "../audit/actingToken.js";
import { LONE_SURROGATE } from "../db/storableText.js";

type Method = "GET" | "POST" | "PUT" | "DELETE";
/** public: no token; optional: token read when present; user: any active user; admin: site ADMIN */
export type Access = "public" | "optional" | "user" | "admin";

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  user: AuthUser;
  /** files of a multipart request (empty otherwise) */
  files: MultipartBody["files"];
  /** with `spoolFiles`, the files of a multipart request, on disk until the handler reads them */
  spooled: MultipartBody["spooled"];
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AppContext;
}

export interface RouteAnswer<T = unknown> {
  message?: string;
  result?: T;
}

/** A handler answers data for the envelope, or `RAW` after writing the reply itself (downloads). */
export const RAW = Symbol("raw-reply");

export interface RouteDef<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  A extends Access,
  R extends z.ZodType = z.ZodType,
> {
  method: Method;
  url: string;
  access: A;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  /**
   * the body arrives as multipart/form-data (files are checked by the handler); "or-json": either
   * a multipart form or a JSON body, both read through `body` (the handler tells them apart by `files`);
   * "stream-or-json": a JSON body through `body`, or a multipart form the handler reads itself as a
   * stream (`body` is then empty: the handler checks the parts), for files too large to hold
   */
  multipart?: boolean | "or-json" | "stream-or-json";
  /**
   * a multipart call's file fields; any other file, or a text field not in `body`, is refused (422).
   * A name ending in `*` takes every name with that prefix and a [a-z0-9_] rest (e.g. `extra_file_*`
   * for the chairs' extra file slots); the handler checks the rest.
   */
  fileFields?: readonly string[];
  /**
   * a multipart call's files are written to temporary files as they arrive (`spooled`, not
   * `files`; http/uploadSpool.ts), removed when the request ends: for calls whose files wait for a
   * write slot, so a burst of uploads waits on disk rather than in memory
   */
  spoolFiles?: boolean;
  /**
   * an account call (password, sessions, personal API tokens): refused to every personal API
   * token, whatever its scopes (http/tokenScopes.ts)
   */
  accountCall?: boolean;
  /** sign-in rate limits, counted in the database (http/rateLimit.ts) */
  rateLimited?: boolean;
  /**
   * Keep the answer per caller and URL until the data changes (http/responseCache.ts). Only for
   * GET routes of signed-in callers whose answers read nothing but the tables migration 0013
   * tracks, and depend on nothing else but the clock.
   */
  cached?: A extends "user" | "admin" ? true : never;
  /**
   * The schema of the envelope's `result` (@symposia/domain/answer-schemas). The OpenAPI document
   * shows it, and under tests (`config.checkAnswers`) every answer is parsed against it: a handler
   * that answers something else fails with a 500 naming the route and the differences.
   */
  answer?: R;
  handler: (
    input: RouteInput<z.infer<B>, z.infer<Q>, z.infer<P>> & {
      user: A extends "public" | "optional" ? AuthUser | null : AuthUser;
    },
  ) => Promise<RouteAnswer<z.input<R>> | typeof RAW>;
}

/** Set on an answer served from the kept answers (http/responseCache.ts). */
export const KEPT_HEADER = "x-kept-answer";

/** What Fastify sends for an object; a cached answer is sent as the same text with the same type. */
const JSON_TYPE = "application/json; charset=utf-8";

/** Zod issues as the envelope's `{ field: [messages] }`. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "body";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Why a text cannot be stored as it was sent, or null: it holds a NUL or half of a character (the
 * characters and why no column holds them: db/storableText.ts). A pair (an emoji) is one character
 * and well-formed. `subject` begins the answer ("Its name must" for a name).
 */
function unstorableText(text: string, subject = "Must"): string | null {
  if (text.includes("\u0000")) return `${subject} not contain the NUL character.`;
  if (LONE_SURROGATE.test(text))
    return `${subject} be well-formed text: it holds half of a character (a lone surrogate).`;
  return null;
}

/** One value met while walking a document, with the way to it (its path is built only when needed). */
interface WalkStep {
  value: unknown;
  /** its name in an object, or its index in an array (null: the document itself) */
  key: string | null;
  named: boolean;
  parent: WalkStep | null;
}

function pathOf(step: WalkStep): string {
  const keys: string[] = [];
  for (let at: WalkStep | null = step; at?.key != null; at = at.parent)
    // a name that is itself refused is shown as JSON escapes it (a NUL as \u0000)
    keys.push(at.named && unstorableText(at.key) ? JSON.stringify(at.key).slice(1, -1) : at.key);
  return keys.length ? keys.reverse().join(".") : "body";
}

/**
 * Every string that unstorableText refuses, by its path (body when the value is the string), in
 * the document's order. The names of an object's members are text too: a refused name is reported
 * at its member's path (the member's value is not walked). A loop, not recursion: an imported file
 * may nest deeper than the stack.
 */
export function unstorableTextErrors(value: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const stack: WalkStep[] = [{ value, key: null, named: false, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    if (step.named) {
      const problem = unstorableText(step.key!, "Its name must");
      if (problem) {
        found.set(pathOf(step), problem);
        continue;
      }
    }
    const at = step.value;
    if (typeof at === "string") {
      const problem = unstorableText(at);
      if (problem) found.set(pathOf(step), problem);
    } else if (Array.isArray(at)) {
      // pushed last to first, so the first is walked first
      for (let i = at.length - 1; i >= 0; i--) stack.push({ value: at[i], key: String(i), named: false, parent: step });
    } else if (at && typeof at === "object") {
      const entries = Object.entries(at);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], named: true, parent: step });
    }
  }
  return found;
}

function refuseUnstorableText(value: unknown): void {
  const errors = unstorableTextErrors(value);
  // fromEntries: a field named __proto__ becomes a key of its own, not the object's prototype
  if (errors.size > 0) throw validationFailed(Object.fromEntries([...errors].map(([path, why]) => [path, [why]])));
}

export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  // what was sent (also fields the schema drops), then what the schema made of it: a schema may
  // decode text into more text (a JSON object in a multipart field, with its own escapes)
  refuseUnstorableText(data);
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) throw validationFailed(zodFieldErrors(parsed.error));
  refuseUnstorableText(parsed.data);
  return parsed.data;
}

/** The field names of an object schema (a multipart route refuses any other text field). */
/** Exact names, and `prefix*` patterns: the prefix and 1-40 of [a-z0-9_]. */
function fieldNames(names: readonly string[]): FieldNames {
  const exact = new Set(names.filter((n) => !n.endsWith("*")));
  const prefixes = names.filter((n) => n.endsWith("*")).map((n) => n.slice(0, -1));
  return {
    has: (name) =>
      exact.has(name) || prefixes.some((p) => name.startsWith(p) && /^[a-z0-9_]{1,40}$/.test(name.slice(p.length))),
  };
}

function schemaKeys(schema: z.ZodType | undefined): ReadonlySet<string> | undefined {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? new Set(Object.keys(shape)) : undefined;
}

function jsonSchemaFor(
  schema: z.ZodType | undefined,
  io: "input" | "output" = "input",
): Record<string, unknown> | undefined {
  if (!schema) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
    delete json.$schema;
    return json;
  } catch {
    return { type: "object" };
  }
}

/** The OpenAPI response of a route with an answer schema: the envelope around it. */
function answerEnvelopeSchema(answer: z.ZodType): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      success: { type: "boolean" },
      message: { type: "string" },
      result: jsonSchemaFor(answer, "output"),
    },
    required: ["success", "message", "result"],
  };
}

/**
 * Under tests, an answer that does not match its route's schema is a failing test, not a silent
 * drift: a 500, and the route and Zod's differences on stderr (the test app runs without a logger).
 */
function checkAnswer(route: string, schema: z.ZodType, result: unknown): void {
  const parsed = schema.safeParse(result);
  if (parsed.success) return;
  const message = `${route} answered something else than its answer schema:\n${z.prettifyError(parsed.error)}`;
  console.error(message);
  throw new Error(message);
}

/**
 * Registers one route. The chain reads top to bottom: authenticate → validate → (the handler
 * authorises through the policy module) → act → answer in the envelope.
 */
export function defineRoute<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  A extends Access,
  R extends z.ZodType = z.ZodType,
>(app: FastifyInstance, ctx: AppContext, def: RouteDef<B, Q, P, A, R>): void {
  const bodySchema = def.multipart ? undefined : jsonSchemaFor(def.body);
  // the body's fields, the path's (clients echo the record's id, e.g. conference update's `id`) and
  // the file fields (an empty file input may arrive as a text part); any other part is refused
  const bodyFields = def.multipart ? schemaKeys(def.body) : undefined;
  const multipartFields = def.multipart
    ? {
        text: bodyFields
          ? fieldNames([...bodyFields, ...(schemaKeys(def.params) ?? []), ...(def.fileFields ?? [])])
          : undefined,
        files: fieldNames(def.fileFields ?? []),
      }
    : undefined;
  // A multipart call refuses every file it does not name, so a route that forgets its file fields
  // would refuse all uploads: say so when the route is defined, not on the first upload.
  if (def.multipart && !def.fileFields)
    throw new Error(
      `${def.method} ${def.url}: a multipart route must list its fileFields (an empty list when it takes no file)`,
    );
  if (def.cached && def.method !== "GET") throw new Error(`${def.method} ${def.url}: only GET answers may be cached`);
  if (def.accountCall) markAccountRoute(def.method, `${app.prefix}${def.url}`);
  app.route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      tags: def.tags,
      ...(bodySchema && def.method !== "GET" ? { body: bodySchema } : {}),
      ...(def.query ? { querystring: jsonSchemaFor(def.query) } : {}),
      ...(def.params ? { params: jsonSchemaFor(def.params) } : {}),
      ...(def.multipart
        ? { consumes: def.multipart !== true ? ["multipart/form-data", "application/json"] : ["multipart/form-data"] }
        : {}),
      ...(def.access !== "public" ? { security: [{ bearerAuth: [] }] } : {}),
      ...(def.answer ? { response: { 200: answerEnvelopeSchema(def.answer) } } : {}),
    },
    // The response schema is for the OpenAPI document only: Fastify would otherwise serialise the
    // answer through it, dropping or coercing what does not fit. The answer is written as it is (and
    // checked against the Zod schema under tests), as bytes (http/jsonBytes.ts: a long answer's
    // text is costly to measure and send). Fastify's type says text; it sends a Buffer as it is.
    ...(def.answer ? { serializerCompiler: () => jsonBytes as unknown as (data: unknown) => string } : {}),
    handler: async (request, reply) => {
      // before anything walks the body (signed in or not): see http/nesting.ts
      if (nestsDeeperThan(request.body) || nestsDeeperThan(request.query))
        throw badRequest("The request body is nested too deeply.");
      const caller = def.access === "public" ? null : await authenticate(ctx, request, def.access !== "optional");
      const user = caller?.user ?? null;
      if (def.access === "admin" && user?.role !== "ADMIN") throw forbidden();
      assertTokenMayCall(user, def.method, def.accountCall === true);
      // What a signed-in caller is shown is theirs alone: no browser or proxy may keep a copy.
      if (user) reply.header("cache-control", "no-store");
      if (def.rateLimited) await enforceAuthRateLimits(ctx, request, request.body, user?.id ?? null);
      const params = parseOrThrow(def.params ?? z.any(), request.params);
      const query = parseOrThrow(def.query ?? z.any(), request.query);
      const cacheKey =
        def.cached && caller && ctx.responseCache.enabled
          ? ResponseCache.key(caller.user.id, caller.user.role, request.url)
          : null;
      if (cacheKey) {
        const kept = ctx.responseCache.get(cacheKey, caller!.dataVersion);
        // the header says the answer was kept, not computed (the load benchmark counts hits by it)
        if (kept !== undefined) return sendKept(ctx, request, reply, cacheKey, kept);
      }
      const readsMultipart = def.multipart === true || (def.multipart === "or-json" && request.isMultipart());
      const act = async (guard?: UploadGuard, spool?: UploadSpool) => {
        let files: MultipartBody["files"] = {};
        let spooled: MultipartBody["spooled"] = {};
        let rawBody: unknown = request.body;
        if (readsMultipart) {
          const multipart = await readMultipart(request, ctx.config.uploadLimitBytes, multipartFields, guard, spool);
          rawBody = multipart.fields;
          files = multipart.files;
          spooled = multipart.spooled;
        }
        const streamed = def.multipart === "stream-or-json" && request.isMultipart();
        const body = (streamed ? {} : def.body ? parseOrThrow(def.body, rawBody) : rawBody) as z.infer<B>;
        // audit entries written by the handler name the personal API token that acted, if any
        const run = () =>
          def.handler({ body, query, params, user: user as AuthUser, files, spooled, request, reply, ctx });
        return withActingToken(user?.apiToken?.id ?? null, run);
      };
      // An upload is read into memory whole (files go to the database), or with `spoolFiles` to
      // temporary files. A deadline burst of hundreds of uploads would hold them all in memory
      // together; bodies are therefore read a bounded number at a time per process
      // (UPLOAD_READ_CONCURRENCY), the others wait unread. A client that hangs up leaves the queue or
      // its slot at once, and a body that goes silent is answered 408 (UPLOAD_IDLE_TIMEOUT_MS), so no
      // request can keep a slot from the others.
      let answer: RouteAnswer | typeof RAW;
      if (readsMultipart) {
        const guard = guardUpload(request, reply, ctx.config.uploadIdleTimeoutMs);
        const spool = def.spoolFiles ? new UploadSpool() : undefined;
        try {
          answer = await ctx.uploadBodySlots.run(() => act(guard, spool), guard.signal);
        } finally {
          guard.dispose();
          await spool?.dispose();
        }
      } else {
        answer = await act();
      }
      if (answer === RAW) return reply;
      if (def.answer && ctx.config.checkAnswers)
        checkAnswer(`${def.method} ${app.prefix}${def.url}`, def.answer, answer.result ?? null);
      const payload = envelope(answer.result ?? null, answer.message ?? "OK");
      if (!cacheKey) return reply.send(payload);
      const bytes = jsonBytes(payload, { keptAfterSending: true });
      ctx.responseCache.set(cacheKey, caller!.dataVersion, bytes);
      keepWhenCompressed(ctx, request, cacheKey, bytes);
      return reply.type(JSON_TYPE).send(bytes);
    },
  });
}

/** A kept answer, in the encoding the caller accepts: compressed once, then sent as kept. */
function sendKept(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, key: string, kept: KeptAnswer) {
  void reply.header(KEPT_HEADER, "1");
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  const encoded = encoding ? kept.encoded[encoding] : undefined;
  if (encoding && encoded) return sendCompressed(reply, JSON_TYPE, encoding, encoded);
  keepWhenCompressed(ctx, request, key, kept.body);
  return reply.type(JSON_TYPE).send(kept.body);
}

function keepWhenCompressed(ctx: AppContext, request: FastifyRequest, key: string, body: Buffer): void {
  whenAnswerCompressed(request, (encoding, bytes) => ctx.responseCache.keepEncoded(key, body, encoding, bytes));
}
