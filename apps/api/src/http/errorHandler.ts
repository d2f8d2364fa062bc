import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { errorEnvelope } from "./envelope.js";
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

/** Stable codes of the errors the framework raises itself (the AppError factories name theirs). */
const FRAMEWORK_CODES: Record<number, string> = {
  400: "bad_request",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "too_large",
  415: "unsupported_type",
};

/** Errors a request's stream raises when its client hangs up mid-body (also the code of some database outages). */
const HANG_UP_CODES = new Set(["ECONNRESET", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);

/** An error that only means the client left: its connection is gone, and the error came from that. */
function clientLeft(error: Error, request: FastifyRequest): boolean {
  const gone = request.raw.aborted || request.raw.socket?.destroyed === true;
  return gone && (HANG_UP_CODES.has((error as { code?: string }).code ?? "") || error.message === "aborted");
}

/** The one place where errors become HTTP answers in the envelope. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    // Nobody reads these answers; a departed client is the client's doing, not the server's.
    if (
      (error instanceof AppError && error.code === "client_closed") ||
      (!(error instanceof AppError) && clientLeft(error, request))
    ) {
      const what = error instanceof AppError ? error.message : "client hung up while sending the request";
      request.log.info({ url: request.url, method: request.method }, what);
      return reply.status(499).send(errorEnvelope("client_closed", "The client closed the connection.", null));
    }
    if (error instanceof AppError) {
      // a client that went silent mid-body may never read on: end the connection after the answer
      if (error.statusCode === 408) void reply.header("connection", "close");
      return reply.status(error.statusCode).send(errorEnvelope(error.code, error.message, error.result));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .send(errorEnvelope("unavailable", "The database is unavailable. Please try again shortly.", null));
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      const code = (error as FastifyError).code ?? "";
      const message =
        code === "FST_ERR_CTP_INVALID_JSON_BODY" || code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "The request body is not valid JSON."
          : (FRAMEWORK_MESSAGES[status] ?? error.message);
      return reply.status(status).send(errorEnvelope(FRAMEWORK_CODES[status] ?? "bad_request", message, null));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorEnvelope("internal", "Something went wrong on our side.", null));
  });
}
