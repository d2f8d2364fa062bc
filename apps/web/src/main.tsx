// Only what the first paint needs is render-blocking; the rest of Mantine's styles load with the
// first lazy screen (app/styles/critical.css, rest.css).
import "./app/styles/critical.css";
import "./app/global.css";
// before any form schema is built (they are in lazy chunks): no eval under the CSP
import "./lib/zodJitless";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/Providers";
import { preloadScreens, router } from "./app/router";
import { prefetchRouteData } from "./app/routeData";
import { queryClient } from "./lib/api/queryClient";

// After a new deployment the old lazy chunks are gone; reload once to fetch the new index.html
// instead of showing the error view (the flag stops a reload loop if the chunk is really missing).
window.addEventListener("vite:preloadError", (event) => {
  if (sessionStorage.getItem("symposia:reloaded-for-chunks")) return;
  sessionStorage.setItem("symposia:reloaded-for-chunks", "1");
  event.preventDefault();
  window.location.reload();
});
// The entry runs after the shell's first paint (build/deferEntry.ts), so the page may be loaded already.
const forgetReload = () => setTimeout(() => sessionStorage.removeItem("symposia:reloaded-for-chunks"), 10_000);
if (document.readyState === "complete") forgetReload();
else window.addEventListener("load", forgetReload);

// The first screen's code and its first API answers load side by side (React Router keeps the
// navigation state in history.state.usr).
preloadScreens(window.location.pathname);
prefetchRouteData(queryClient, window.location.pathname, (window.history.state as { usr?: unknown } | null)?.usr);

// The first render in a transition: React then builds the tree in slices of a few milliseconds
// and lets the browser handle input (and paint) between them, instead of one long task that a
// slow phone spends hundreds of milliseconds in.
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
