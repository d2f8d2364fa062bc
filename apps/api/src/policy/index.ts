// The one policy module: every "may this user do this to that?" question is answered here (or in
// the pure predicates of @symposia/domain it re-exports), never inline in a route or a service.
export {
  canConfigureConference,
  canManageTracks,
  canViewTpc,
  canViewAllPapers,
  canReviewPapers,
  canRunTpcAdminActions,
  conferenceCardActions,
} from "@symposia/domain";
export { loadConferenceAccess, type ConferenceAccess } from "./conferenceAccess.js";
export { requireConference, assertAllowed } from "./guards.js";
