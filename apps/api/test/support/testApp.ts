import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp, type RouteEntry } from "../../src/app.js";
import { type AppConfig, loadConfig } from "../../src/config.js";
import type { AppContext } from "../../src/context.js";
import { openDatabase } from "../../src/db/connection.js";
import { migrateToLatest } from "../../src/db/migrate.js";
import { type MailWorker, createMailWorker } from "../../src/mail/worker.js";
import { throwawaySchema } from "./throwawayDb.js";

/** The engine this run of the API suite uses: TEST_ENGINE=postgres needs TEST_DATABASE_URL. */
export const TEST_ENGINE = process.env.TEST_ENGINE === "postgres" ? "postgres" : "sqlite";

export interface TestApp {
  app: FastifyInstance;
  /** every API route the server registered (method + url pattern) */
  routes: RouteEntry[];
  ctx: AppContext;
  config: AppConfig;
  /** delivers the outbox now (SMTP when smtpUrl was given, else marks rows logged) */
  deliverMail(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  smtpUrl?: string;
  /** a built web app to serve on / (none by default) */
  webDist?: string;
}

/**
 * A real server instance over a fresh database: SQLite in memory, or a schema of its own on the
 * PostgreSQL of TEST_DATABASE_URL, so test files never see each other's rows.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  let databaseUrl = "sqlite::memory:";
  let dropSchema: (() => Promise<void>) | null = null;
  if (TEST_ENGINE === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
    const schema = await throwawaySchema(base);
    databaseUrl = schema.url;
    dropSchema = schema.drop;
  }
  const config: AppConfig = {
    ...loadConfig({
      ...options.env,
      DATABASE_URL: databaseUrl,
      AUTH_RATE_LIMIT: options.env?.AUTH_RATE_LIMIT ?? "1000",
    }),
    webDist: options.webDist,
    runMailWorker: false,
    // every answer is parsed against its route's answer schema (http/route.ts)
    checkAnswers: true,
    smtpUrl: options.smtpUrl,
    publicUrl: "http://app.test",
    mailDomain: options.env?.MAIL_DOMAIN ?? "symposia.test",
  };
  const database = openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const { app, ctx, routes } = await buildApp({ config, database, logger: false });
  await app.ready();
  const worker: MailWorker = createMailWorker(ctx, app.log);
  return {
    app,
    routes,
    ctx,
    config,
    deliverMail: () => worker.drain(),
    async close() {
      await worker.stop();
      await app.close();
      await database.close();
      if (dropSchema) await dropSchema();
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { success: boolean; message: string; result: T };
  raw: LightMyRequestResponse;
}

/** Calls the API with an optional bearer token; paths are given without the /api prefix. */
export async function call<T = any>(
  app: FastifyInstance,
  method: InjectOptions["method"],
  path: string,
  options: {
    token?: string;
    body?: unknown;
    query?: Record<string, string | number | boolean>;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const query = options.query
    ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
    : undefined;
  const raw = await app.inject({
    method,
    url: `/api${path}`,
    headers,
    query,
    ...(options.body !== undefined
      ? typeof options.body === "string" || Buffer.isBuffer(options.body)
        ? { payload: options.body }
        : { payload: options.body as object }
      : {}),
  });
  let body: ApiAnswer<T>["body"];
  try {
    body = raw.json();
  } catch {
    body = { success: false, message: raw.body, result: null as T };
  }
  return { status: raw.statusCode, body, raw };
}
