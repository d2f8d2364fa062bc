// Only what the first render needs is in the entry's stylesheet; the rest of Mantine's styles load
// with the first lazy screen (app/styles/critical.css, rest.css).
import "./app/styles/critical.css";
import "./app/global.css";
// The signed-in frame's and the paper lists' own styles (2 KB) ride in the entry's stylesheet: as
// the stylesheets of their chunks they were two more requests on every signed-in first visit,
// each a round trip on one of the six connections HTTP/1.1 allows.
import "./app/layout/AppLayout.module.css";
import "./app/layout/SideNav.module.css";
import "./components/PhoneTable.module.css";
import "./components/paperList/PaperList.module.css";
// before any form schema is built (they are in lazy chunks): no eval under the CSP
import "./lib/zodJitless";
import { StrictMode, startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/Providers";
import { appRouter, preloadScreens } from "./app/router";
import { firstDataOrTimeout, prefetchRouteData } from "./app/routeData";
import { queryClient } from "./lib/api/queryClient";
import { getAccessToken } from "./lib/auth/session";
import { syncSessionCookie } from "./lib/auth/sessionCookie";
import { nextTask } from "./lib/nextTask";
import { finishAdopting, holdsServerScreen, keepSessionOfServerScreen, startAdopting } from "./lib/serverScreen";
import { stylesReady } from "./lib/stylesReady";
import { reportViewportWidth } from "./lib/viewport";

// After a new deployment the old lazy chunks are gone; reload once to fetch the new index.html
// instead of showing the error view (the flag stops a reload loop if the chunk is really missing).
const RELOADED_FOR_CHUNKS = "symposia:reloaded-for-chunks";
window.addEventListener("vite:preloadError", (event) => {
  if (sessionStorage.getItem(RELOADED_FOR_CHUNKS)) return;
  sessionStorage.setItem(RELOADED_FOR_CHUNKS, "1");
  event.preventDefault();
  window.location.reload();
});
/** Renders its children; calls onLive once they have committed (the adopted screen is live). */
function OnceLive({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

// Each step of the start is a task of its own (nextTask), and none runs while the entry module is
// being evaluated. Evaluating the entry is already one long task on a slow phone; the requests below
// (a dozen fetches and module preloads), React's root and the render added ~50-150 ms to it on this
// project's machine (×4 on Lighthouse's simulated phone), all of it blocking time. (Started from the
// module's own code, they also made a profiler (DevTools, Lighthouse) collect the source positions
// of the whole entry to record where they were called from: another ~70 ms there.)
async function start(): Promise<void> {
  // after the module's evaluation (a microtask): the steps below are not called from it
  await Promise.resolve();
  // The entry runs after the shell's first paint (build/deferEntry.ts), so the page may be loaded already.
  const forgetReload = () => setTimeout(() => sessionStorage.removeItem(RELOADED_FOR_CHUNKS), 10_000);
  if (document.readyState === "complete") forgetReload();
  else window.addEventListener("load", forgetReload);
  // the server renders a signed-in first screen from this cookie (lib/auth/sessionCookie.ts)
  syncSessionCookie(getAccessToken());
  // and lays it out for this width (lib/viewport.ts)
  reportViewportWidth();
  await nextTask();
  const router = appRouter();
  await nextTask();
  // The first screen's code and its first API answers load side by side (React Router keeps the
  // navigation state in history.state.usr).
  const screens = preloadScreens(window.location.pathname);
  await nextTask();
  const firstData = prefetchRouteData(
    queryClient,
    window.location.pathname,
    (window.history.state as { usr?: unknown } | null)?.usr,
  );
  await nextTask();
  // A first screen the server rendered (server/renderScreen.tsx) is in #root already: the first
  // render adopts it (lib/serverScreen.ts) rather than drawing it again.
  const root = document.getElementById("root")!;
  // The first render waits for the first screen's code (the shell shows meanwhile), so that it
  // commits the screen at once instead of a fallback first (lib/loadedOrLazy.tsx), and for its
  // answers (for a while at most: app/routeData.ts), so the screen is built once, with its data
  // (and, adopting, the same screen as the server's). It runs in a transition: React then builds
  // (or adopts) the tree in slices of a few milliseconds and lets the browser handle input (and
  // paint) between them, instead of one long task. And it waits for the app's stylesheets, which
  // the shell inserted so as not to hold up its own first paint.
  const [, answered] = await Promise.all([screens, firstDataOrTimeout(firstData), stylesReady()]);
  const app = (
    <OnceLive onLive={() => finishAdopting(root)}>
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>
    </OnceLive>
  );
  // Without its answers the first render would differ from the server's screen (its loaders), and
  // React would adopt, find the difference and draw everything again: drawn at once instead.
  const serverScreen = holdsServerScreen(root);
  const adopt = serverScreen && answered;
  // the user as the server rendered the screen for them (their name, role, address confirmation)
  if (serverScreen) keepSessionOfServerScreen();
  startTransition(() => {
    if (!adopt) {
      createRoot(root).render(app);
      return;
    }
    startAdopting();
    // A screen that differs from the server's (an answer that changed in between, a date in the
    // browser's time zone) is drawn again by React from there down: what the app did before it
    // adopted anything. Reported, so that a browser test can tell.
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn("The server's first screen was drawn again:", error),
    });
  });
}
void start();
