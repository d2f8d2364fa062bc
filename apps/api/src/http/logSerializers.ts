import type { FastifyRequest } from "fastify";

/**
 * The request as a log line shows it: the path without its query string. Links mailed to users
 * carry single-use tokens in the query (set-password, invitation, verify-email pages served by
 * this process), and no query string of any route is needed to read the logs.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split("?")[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}
