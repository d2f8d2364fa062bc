import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function tpcRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the tpc feature are registered here
}
