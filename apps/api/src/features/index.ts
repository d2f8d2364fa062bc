import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { accountRoutes } from "./accounts/routes.js";
import { auditRoutes } from "./audit/routes.js";
import { cfpRoutes } from "./cfp/routes.js";
import { conferencesRoutes } from "./conferences/routes.js";
import { conflictRoutes } from "./conflicts/routes.js";
import { discussionRoutes } from "./discussion/routes.js";
import { metaReviewRoutes } from "./metaReviews/routes.js";
import { authorResponseRoutes } from "./authorResponse/routes.js";
import { subreviewerRoutes } from "./subreviewers/routes.js";
import { papersRoutes } from "./papers/routes.js";
import { reviewFormRoutes } from "./reviewForms/routes.js";
import { reviewsRoutes } from "./reviews/routes.js";
import { reviewPhaseRoutes } from "./reviewPhase/routes.js";
import { setupRoutes } from "./setup/routes.js";
import { submissionFormRoutes } from "./submissionForm/routes.js";
import { tpcRoutes } from "./tpc/routes.js";
import { tracksRoutes } from "./tracks/routes.js";
import { topicRoutes } from "./topics/routes.js";
import { biddingRoutes } from "./bidding/routes.js";
import { autoAssignRoutes } from "./autoassign/routes.js";
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
  reviewPhaseRoutes(app, ctx);
  reviewFormRoutes(app, ctx);
  discussionRoutes(app, ctx);
  metaReviewRoutes(app, ctx);
  authorResponseRoutes(app, ctx);
  subreviewerRoutes(app, ctx);
  auditRoutes(app, ctx);
  setupRoutes(app, ctx);
  topicRoutes(app, ctx);
  biddingRoutes(app, ctx);
  autoAssignRoutes(app, ctx);
  submissionFormRoutes(app, ctx);
}
