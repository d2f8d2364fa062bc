import { useQuery } from "@tanstack/react-query";
import {
  type ConferenceRoleFacts,
  canConfigureConference,
  canManageTracks,
  canViewAllPapers,
  canViewTpc,
  isTrackChair,
} from "@symposia/domain";
import { Outlet } from "react-router";
import { isApiError } from "../lib/api/errors";
import { conferenceDetailQuery } from "../lib/api/conferences";
import { isAdmin, useSession } from "../lib/auth/session";
import { useConferenceId } from "../lib/useConferenceId";
import { NoAccess } from "./NoAccess";
import { PageLoader } from "./PageLoader";

/**
 * Who may use a chairs' or admins' screen, by the same predicates as the conference card's
 * buttons (packages/domain conferenceActions), so a link the card hides does not open an empty
 * page either. The server still refuses every call; this only spares the caller a page of
 * empty tables. A track chair reads the papers (and reports) of their tracks.
 */
export const ACCESS_RULES = {
  configure: canConfigureConference,
  tracks: canManageTracks,
  tpc: canViewTpc,
  papers: (f: ConferenceRoleFacts) => canViewAllPapers(f) || isTrackChair(f),
  /** the conference-wide screens of the chairs (Dashboard, Programme Committee) */
  chairs: canViewAllPapers,
} as const;

export type AccessRule = keyof typeof ACCESS_RULES | "admin";

/** A route's guard: the screen (its child route) when the caller may use it, else NoAccess. */
export default function RequireAccess({ rule }: { rule: AccessRule }) {
  const session = useSession();
  const confId = useConferenceId();
  const conference = useQuery({ ...conferenceDetailQuery(confId ?? 0), enabled: rule !== "admin" && confId !== null });
  if (rule === "admin") return isAdmin(session) ? <Outlet /> : <NoAccess />;
  // without a conference the screen says so itself
  if (confId === null) return <Outlet />;
  if (conference.isPending) return <PageLoader />;
  if (conference.isError) {
    // a conference the caller may not see answers 403/404; any other failure is the screen's to show
    return isApiError(conference.error) && (conference.error.status === 403 || conference.error.status === 404) ? (
      <NoAccess />
    ) : (
      <Outlet />
    );
  }
  const detail = conference.data;
  if (!detail) return <NoAccess />;
  const facts: ConferenceRoleFacts = {
    isAdmin: isAdmin(session),
    permissions: detail.permissions ?? [],
    isOcMember: (detail.oc_permissions ?? []).includes(session?.id ?? 0),
  };
  return ACCESS_RULES[rule](facts) ? <Outlet /> : <NoAccess />;
}
