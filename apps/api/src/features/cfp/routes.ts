import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function cfpRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the cfp feature are registered here
}
