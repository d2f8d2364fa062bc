import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function tracksRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the tracks feature are registered here
}
