// The server's entry into the web app (built on its own: vite.server.config.ts): renders the first
// screen of a full page load as its caller, so a slow phone shows the screen as soon as the page
// and its stylesheets have arrived instead of after the app's ~300 KB of code. The API server
// (apps/api/src/http/renderedPage.ts) calls it for every page load; it renders the screens whose
// first answers app/routeData.ts lists (the signed-in ones for a caller with a session, the
// public CFP pages for anyone), and the server puts the HTML in #root; the app's first render
// adopts it (lib/serverScreen.ts).
//
// The components, routes and query hooks are the app's own; what differs is where they read from
// (lib/serverRender.ts): the caller is the session the server authenticated, and each API call is
// answered by the API itself as that caller (the same rules, anonymity and refusals as any call).
import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from "react-router";
import { QueryClient } from "@tanstack/react-query";
import { Providers } from "../app/Providers";
import { routeQueries } from "../app/routeData";
import { loadRouteScreens, routes } from "../app/router";
import type { RenderedScreen, ScreenRenderContext } from "@symposia/domain";
import { provideServerRenderContext } from "../lib/serverRender";

const requests = new AsyncLocalStorage<ScreenRenderContext>();
provideServerRenderContext(() => requests.getStore());

/**
 * The screen at `url` (origin, path and query) rendered for `context.session`, or null when the
 * screen is not one rendered on the server: no first answers listed for it in app/routeData.ts,
 * or a signed-in screen asked without a session.
 */
export async function renderScreen(url: string, context: ScreenRenderContext): Promise<RenderedScreen | null> {
  const { pathname } = new URL(url);
  const queries = routeQueries(pathname, null, context.session !== null);
  if (queries.length === 0) return null;
  const matches = matchRoutes(routes, pathname) ?? [];
  return requests.run(context, async () => {
    // each page its own cache: nothing one caller was answered can reach another's page
    // (a refused or failed call renders as the refusal or failure: asking again is the browser's)
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
    });
    await Promise.all([loadRouteScreens(matches), ...queries.map((query) => queryClient.prefetchQuery(query))]);
    const handler = createStaticHandler(routes);
    const routing = await handler.query(new Request(url));
    // a redirect (or a thrown response) is the app's to make in the browser
    if (routing instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, routing);
    const html = renderToString(
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={routing} hydrate={false} />
      </Providers>,
    );
    queryClient.clear();
    return { html, patterns: matches.map(({ route }) => route.path).filter((path) => path !== undefined) };
  });
}
