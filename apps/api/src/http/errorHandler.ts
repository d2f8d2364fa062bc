import type { FastifyError, FastifyInstance } from "fastify";
import { envelope } from "./envelope.js";
import { AppError } from "./errors.js";
import { isDatabaseUnavailable } from "./dbErrors.js";

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: "The request is malformed.",
  404: "Not found.",
  405: "Method not allowed.",
  406: "Not acceptable.",
  413: "The request is too large.",
  415: "Unsupported content type.",
};

/** The one place where errors become HTTP answers in the envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(envelope(error.result, error.message, false));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).send(envelope(null, "The database is unavailable. Please try again shortly.", false));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) {
      return reply.status(429).send(envelope(null, "Too many attempts. Please wait a minute and try again.", false));
    }
    if (typeof status === "number" && status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? "";
      const message = code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "The request body is not valid JSON."
        : FRAMEWORK_MESSAGES[status] ?? error.message;
      return reply.status(status).send(envelope(null, message, false));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(envelope(null, "Something went wrong on our side.", false));
  });
}
