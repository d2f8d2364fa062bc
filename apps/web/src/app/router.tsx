import { Suspense, useEffect, type ComponentType } from "react";
import { createBrowserRouter, matchRoutes, Outlet, useSearchParams, type RouteObject } from "react-router";
import LoginPage from "../features/auth/pages/LoginPage";
import { useScreenRendered } from "../lib/afterFirstPaint";
import { configureApiClient } from "../lib/api/client";
import { loadedOrLazy } from "../lib/loadedOrLazy";
import { UnsavedChangesGuard } from "../lib/unsavedChanges";
import { queryClient } from "../lib/api/queryClient";
import { PageLoader } from "./PageLoader";
import { routePatterns as r } from "./paths";
import type { AccessRule } from "./RequireAccess";
import { RequireSession } from "./RequireSession";
import RouteErrorView from "./RouteErrorView";

type Load = () => Promise<{ default: ComponentType }>;

// The rest of Mantine's styles: every lazy screen waits for them (the login page does not need them).
const restStyles = () => import("./styles/restStyles");

/** A route page that says when it has committed (lib/afterFirstPaint.ts: what waits for the first screen's paint). */
function signalling(Page: ComponentType): ComponentType {
  return function Screen() {
    useScreenRendered();
    return <Page />;
  };
}

/** A lazy component whose chunk and the rest of Mantine's styles load in parallel (a page, or the signed-in frame). */
const lazyScreen = (load: Load, kind: "page" | "frame" = "page") =>
  loadedOrLazy<object>(() =>
    Promise.all([load(), restStyles()]).then(([module]) => ({
      default: kind === "page" ? signalling(module.default) : module.default,
    })),
  );

// The loader of each lazy route element, for preloadScreens().
const loaders = new WeakMap<object, () => Promise<unknown>>();

// Every screen except Login is loaded on demand, so the first page stays small.
const page = (load: Load, kind: "page" | "frame" = "page") => {
  const Page = lazyScreen(load, kind);
  const element = <Page />;
  loaders.set(element, Page.load);
  return element;
};

/**
 * A route only some callers may use: its guard (RequireAccess) shows the page, or NoAccess. The
 * guard loads on demand too (with the query hooks it needs, which the login page does not), and
 * is preloaded with the page.
 */
const RequireAccess = loadedOrLazy(() => import("./RequireAccess"));
const guarded = (path: string, rule: AccessRule, load: Load): RouteObject => {
  const element = <RequireAccess rule={rule} />;
  loaders.set(element, RequireAccess.load);
  return { path, element, children: [{ index: true, element: page(load) }] };
};

const PageNotFound = lazyScreen(() => import("./PageNotFound"));
const SetPasswordPage = lazyScreen(() => import("../features/auth/pages/SetPasswordPage"));

/** The spec's `/:params` route: the set-password screen when the link's token is present. */
function SetPasswordOrNotFound() {
  const [search] = useSearchParams();
  return search.get("token") ? <SetPasswordPage /> : <PageNotFound />;
}

// index.html's shell (brand header or panel) shows while #root is empty. While the first screen's
// code loads, the fallback renders nothing so the shell stays; later screens show the loader.
let firstScreen = true;

function RouteFallback() {
  return firstScreen ? null : <PageLoader />;
}

function RootFrame() {
  useEffect(() => {
    firstScreen = false;
  }, []);
  return (
    <>
      <UnsavedChangesGuard />
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}

const conferenceRoutes: RouteObject[] = [
  { path: r.conferenceRoot, element: page(() => import("../features/conferences/pages/ConferenceListPage")) },
  { path: r.allConference, element: page(() => import("../features/conferences/pages/ConferenceListPage")) },
  { path: r.addConference, element: page(() => import("../features/conferences/pages/AddConferencePage")) },
  guarded(r.dashboard, "chairs", () => import("../features/dashboard/pages/DashboardPage")),
  guarded(r.conferencePc, "chairs", () => import("../features/conferencePc/pages/ProgrammeCommitteePage")),
  guarded(r.editConference, "configure", () => import("../features/conferences/pages/EditConferencePage")),
  guarded(r.tracks, "tracks", () => import("../features/tracks/pages/TracksPage")),
  guarded(r.tpcTracks, "tpc", () => import("../features/tpc/pages/TpcTracksPage")),
  guarded(r.trackPapers, "tpc", () => import("../features/tpc/pages/TrackPapersPage")),
  { path: r.myPapers, element: page(() => import("../features/papers/pages/MyPapersPage")) },
  guarded(r.allPapers, "papers", () => import("../features/papers/pages/AllPapersPage")),
  guarded(r.conferenceReports, "papers", () => import("../features/reports/pages/ReportsPage")),
  { path: r.reviewPapers, element: page(() => import("../features/reviews/pages/ReviewPapersPage")) },
  { path: r.bidding, element: page(() => import("../features/bidding/pages/BiddingPage")) },
  guarded(r.manageCfp, "configure", () => import("../features/cfp/pages/ManageCfpPage")),
  guarded(r.conferenceImport, "configure", () => import("../features/conferenceImport/pages/ConferenceImportPage")),
  { path: r.conferenceDetails, element: page(() => import("../features/conferences/pages/ConferenceDetailsPage")) },
];

const accountRoutes: RouteObject[] = [
  { path: r.profile, element: page(() => import("../features/users/pages/ProfilePage")) },
  { path: r.changePassword, element: page(() => import("../features/users/pages/ChangePasswordPage")) },
  { path: r.apiTokens, element: page(() => import("../features/apiTokens/pages/ApiTokensPage")) },
  guarded(r.manageUsers, "admin", () => import("../features/users/pages/ManageUsersPage")),
  guarded(r.auditLog, "admin", () => import("../features/audit/pages/AuditLogPage")),
  guarded(r.manageUserGroups, "admin", () => import("../features/settings/pages/UserRoleSettingsPage")),
  guarded(r.managePermissions, "admin", () => import("../features/settings/pages/PermissionSettingsPage")),
  guarded(r.manageGroupPermissions, "admin", () => import("../features/settings/pages/RolePermissionSettingsPage")),
  guarded(r.adminReport, "admin", () => import("../features/reports/pages/AdminReportPage")),
  { path: r.paperDiscussion, element: page(() => import("../features/discussion/pages/PaperDiscussionPage")) },
  { path: r.paperResponse, element: page(() => import("../features/discussion/pages/AuthorResponsePage")) },
  { path: r.subreview, element: page(() => import("../features/discussion/pages/SubreviewPage")) },
  { path: r.mySubreviews, element: page(() => import("../features/discussion/pages/MySubreviewsPage")) },
];

export const routes: RouteObject[] = [
  {
    element: <RootFrame />,
    errorElement: <RouteErrorView />,
    children: [
      { path: r.login, element: <LoginPage /> },
      { path: r.signup, element: page(() => import("../features/auth/pages/RegisterPage")) },
      { path: r.forgotPassword, element: page(() => import("../features/auth/pages/ForgotPasswordPage")) },
      { path: r.resetPassword, element: <SetPasswordPage /> },
      { path: r.verifyEmail, element: page(() => import("../features/auth/pages/VerifyEmailPage")) },
      { path: r.publicCfp, element: page(() => import("../features/cfp/pages/PublicCfpPage")) },
      { path: r.publicCfpList, element: page(() => import("../features/conferences/pages/PublicCfpListPage")) },
      // signed in or not: the link's token proves the invitee
      { path: r.tpcInvitationAnswer, element: page(() => import("../features/auth/pages/TpcInvitationAnswerPage")) },
      {
        // The protected area: the guard is tiny and eager, the layout loads on demand.
        element: <RequireSession />,
        children: [
          {
            element: page(() => import("./layout/AppLayout"), "frame"),
            children: [{ errorElement: <RouteErrorView />, children: [...conferenceRoutes, ...accountRoutes] }],
          },
        ],
      },
      { path: r.setPasswordAnyPath, element: <SetPasswordOrNotFound /> },
      { path: "*", element: <PageNotFound /> },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, created on first use. main.tsx creates it in a task of its own: created while
 * the entry module was evaluated, it made that long task ~40 % longer (React Router flattens and
 * ranks every route, compiling a matcher for each level of each, ~40 ms of a fast machine's
 * main thread, four times that on a slow phone).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}

/**
 * Starts loading the chunks of the screens `pathname` shows (the signed-in frame, the access
 * guard, the page) and the rest of the styles, all at once, as soon as the entry runs: otherwise
 * each is requested only when React reaches it (entry, then frame, then page: one round trip each
 * on a slow network). Resolves once each has loaded or failed (a failure shows when React renders
 * the screen); from then on the screens render without suspending (lib/loadedOrLazy.tsx).
 */
export function preloadScreens(pathname: string): Promise<void> {
  // The router has matched the address it started on already; matching again ranked every route
  // a second time (~10 ms of a fast machine's main thread before the first screen).
  const { state } = appRouter();
  const matches = state.location.pathname === pathname ? state.matches : (matchRoutes(routes, pathname) ?? []);
  return loadRouteScreens(matches);
}

/** Loads the screens of matched routes (and the rest of the styles); resolves once each has loaded or failed. */
export function loadRouteScreens(matches: readonly { route: RouteObject }[]): Promise<void> {
  const loads = matches
    .map(({ route }) =>
      typeof route.element === "object" && route.element !== null ? loaders.get(route.element) : undefined,
    )
    .filter((load) => load !== undefined);
  if (loads.length === 0) return Promise.resolve();
  return Promise.all([restStyles, ...loads].map((load) => load().catch(() => undefined))).then(() => undefined);
}

// After a 401 the client signs out and comes back here through the router (no full reload).
configureApiClient({
  navigate: (to) => void appRouter().navigate(to, { replace: true }),
  onSignedOut: () => queryClient.clear(),
});
