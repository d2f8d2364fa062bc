import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function conferencesRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the conferences feature are registered here
}
