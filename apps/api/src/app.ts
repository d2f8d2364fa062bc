import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "./config.js";
import { type AppContext, createContext } from "./context.js";
import { type DatabaseHandle, pingDatabase } from "./db/connection.js";
import { registerFeatures } from "./routes.js";
import { registerReactions } from "./reactions.js";
import { envelope, errorEnvelope } from "./http/envelope.js";
import { installErrorHandler } from "./http/errorHandler.js";
import { installCompression } from "./http/compression.js";
import { SCRIPTING_DOCS } from "./http/scriptingDocs.js";
import { serveWebApp } from "./http/staticAssets.js";
import { webAppPageRenderer } from "./http/renderedPage.js";
import { requestForLog } from "./http/logSerializers.js";
import { SECURITY_HEADERS, installSecurityHeaders } from "./http/securityHeaders.js";

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** pino options, or false to keep tests quiet */
  logger?: boolean | object;
}

/** Paths whose values must never reach a log line. */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  "body.password",
  "body.new_password",
  "body.old_password",
  "body.confirm_password",
  "body.token",
];

export interface RouteEntry {
  method: string;
  url: string;
  /** the route declares its answer schema (http/route.ts `answer`) */
  answer: boolean;
}

export async function buildApp({
  config,
  database,
  logger,
}: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RouteEntry[] }> {
  const app = Fastify({
    // Options a caller passes (a test's stream) come on top of the redaction and the serializer.
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: REDACT,
            serializers: { req: requestForLog },
            ...(typeof logger === "object" ? logger : {}),
          },
    bodyLimit: 1024 * 1024, // JSON bodies; files go through multipart with UPLOAD_LIMIT_MB
    trustProxy: config.trustProxy,
    // Without these a client that stops sending keeps its connection (and whatever it holds)
    // forever; Fastify turns Node's own request timeout off unless it is given.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Query strings like ?created_by=true arrive as strings and are coerced by the Zod schemas.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Errors the router raises before any route runs (a malformed %-escape, an overlong path
    // parameter) are answered in the envelope like every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(errorEnvelope("bad_request", "The request is malformed.", null));
    },
  });
  const ctx = createContext(config, database);
  // before any route can run: a write publishing on a bus without its reactions would lose them
  registerReactions(ctx);
  // The server's own route table, so cross-cutting tests (the authorisation matrix) can check
  // that they cover every API route.
  const routes: RouteEntry[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      if (method !== "HEAD" && route.url.startsWith("/api/"))
        routes.push({ method, url: route.url, answer: route.schema?.response !== undefined });
  });

  // Request schemas are Zod's; Fastify's own validator would answer in its format, so it is off
  // and the JSON schemas registered on routes serve the OpenAPI document only.
  app.setValidatorCompiler(() => () => true);
  installErrorHandler(app);

  installSecurityHeaders(app, SECURITY_HEADERS);
  installCompression(app);
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });

  await app.register(swagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: "1.0.0", description: SCRIPTING_DOCS },
      servers: [{ url: "/" }],
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  app.get(
    "/api/health",
    { schema: { summary: "Liveness and database reachability.", tags: ["Health"] } },
    async (_request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return reply.send(envelope({ database: "up" }, "OK"));
      } catch {
        return reply
          .status(503)
          .send(errorEnvelope("unavailable", "The database is unreachable.", { database: "down" }));
      }
    },
  );

  await app.register(
    async (api) => {
      registerFeatures(api, ctx);
    },
    { prefix: "/api" },
  );

  const webApp = serveWebApp(app, config.webDist, webAppPageRenderer(app, ctx, config.webDist));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (webApp && !isApi && (request.method === "GET" || request.method === "HEAD"))
      return webApp.sendIndex(request, reply);
    return reply
      .status(404)
      .send(errorEnvelope("not_found", `No route ${request.method} ${request.url.split("?")[0]}.`, null));
  });
  return { app, ctx, routes };
}
