import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.js";

export function reviewsRoutes(_app: FastifyInstance, _ctx: AppContext): void {
  // routes of the reviews feature are registered here
}
