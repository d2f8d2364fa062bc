import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function papersRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the papers feature are registered here
}
