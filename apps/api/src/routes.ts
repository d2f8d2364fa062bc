import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context.js";
import { accountRoutes } from "./features/accounts/routes.js";
import { apiTokenRoutes } from "./features/apiTokens/index.js";
import { conferenceImportRoutes } from "./features/conferenceImport/index.js";
import { conferenceExportRoutes } from "./features/conferenceExport/index.js";
import { auditRoutes } from "./features/audit/routes.js";
import { cfpRoutes } from "./features/cfp/routes.js";
import { conferencesRoutes } from "./features/conferences/routes.js";
import { conflictRoutes } from "./features/conflicts/routes.js";
import { discussionRoutes } from "./features/discussion/routes.js";
import { metaReviewRoutes } from "./features/metaReviews/routes.js";
import { authorResponseRoutes } from "./features/authorResponse/routes.js";
import { subreviewerRoutes } from "./features/subreviewers/routes.js";
import { papersRoutes } from "./features/papers/routes.js";
import { reviewFormRoutes } from "./features/reviewForms/routes.js";
import { reviewsRoutes } from "./features/reviews/routes.js";
import { reviewPhaseRoutes } from "./features/reviewPhase/routes.js";
import { setupRoutes } from "./features/setup/routes.js";
import { submissionFormRoutes } from "./features/submissionForm/routes.js";
import { cameraReadyRoutes } from "./features/cameraReady/routes.js";
import { tpcRoutes } from "./features/tpc/routes.js";
import { tracksRoutes } from "./features/tracks/routes.js";
import { topicRoutes } from "./features/topics/routes.js";
import { biddingRoutes } from "./features/bidding/routes.js";
import { autoAssignRoutes } from "./features/autoassign/routes.js";
import { userRoutes } from "./features/users/routes.js";
import { mailingRoutes } from "./features/mailings/routes.js";
import { publicationRoutes } from "./features/publications/index.js";
import { affinityComputeRoutes } from "./features/affinityCompute/index.js";
import { dashboardRoutes } from "./features/dashboard/routes.js";
import { conferencePcRoutes } from "./features/conferencePc/routes.js";
import { searchRoutes } from "./features/search/routes.js";
import { tagRoutes } from "./features/tags/routes.js";

// The route table: the application above the features registers each feature's routes (like the
// web app's app/ shell, it may import any feature). It lives outside features/ so that no feature
// reaches it, and a feature's index.ts need not re-export its routes (which would pull every
// route's imports into each reader of that feature and close import circles).

/** Every feature's routes, registered under /api. */
export function registerFeatures(app: FastifyInstance, ctx: AppContext): void {
  accountRoutes(app, ctx);
  userRoutes(app, ctx);
  apiTokenRoutes(app, ctx);
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
  cameraReadyRoutes(app, ctx);
  mailingRoutes(app, ctx);
  conferenceImportRoutes(app, ctx);
  conferenceExportRoutes(app, ctx);
  publicationRoutes(app, ctx);
  affinityComputeRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  conferencePcRoutes(app, ctx);
  searchRoutes(app, ctx);
  tagRoutes(app, ctx);
}
