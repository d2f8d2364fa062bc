import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { accountRoutes } from "./accounts/routes.js";
import { auditRoutes } from "./audit/routes.js";
import { cfpRoutes } from "./cfp/routes.js";
import { conferencesRoutes } from "./conferences/routes.js";
import { conflictRoutes } from "./conflicts/routes.js";
import { papersRoutes } from "./papers/routes.js";
import { reviewsRoutes } from "./reviews/routes.js";
import { setupRoutes } from "./setup/routes.js";
import { submissionFormRoutes } from "./submissionForm/routes.js";
import { tpcRoutes } from "./tpc/routes.js";
import { tracksRoutes } from "./tracks/routes.js";
import { userRoutes } from "./users/routes.js";

/** Every feature's routes, registered under /api. */
export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  accountRoutes(app, ctx);
  userRoutes(app, ctx);
  conferencesRoutes(app, ctx);
  tracksRoutes(app, ctx);
  cfpRoutes(app, ctx);
  papersRoutes(app, ctx);
  conflictRoutes(app, ctx);
  tpcRoutes(app, ctx);
  reviewsRoutes(app, ctx);
  auditRoutes(app, ctx);
  setupRoutes(app, ctx);
  submissionFormRoutes(app, ctx);
}
