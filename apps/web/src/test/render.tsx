import type { ReactElement, ReactNode } from "react";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import Overlays from "../app/Overlays";
import { Providers } from "../app/Providers";
import { createQueryClient } from "../lib/api/queryClient";
import { storeSession } from "../lib/auth/session";

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (defaults to `route` without query). */
  path?: string;
  /** Extra routes, e.g. `{ path: "/", element: <p>Login screen</p> }` to observe redirects. */
  extraRoutes?: RouteObject[];
}

/** Renders a whole route tree (e.g. a guard with children) at `route`. */
export function renderRoutes(routes: RouteObject[], route = "/") {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers queryClient={queryClient} env="test" overlays={<Overlays />}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, queryClient };
}

/** Renders `ui` inside the app's providers (Mantine in test mode, a fresh QueryClient) and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = "/", path, extraRoutes = [] }: RenderOptions = {}) {
  return renderRoutes([{ path: path ?? route.split("?")[0], element: ui }, ...extraRoutes], route);
}

/** Wraps plain children (no router) in the providers. */
export function Wrapper({ children }: { children: ReactNode }) {
  return (
    <Providers queryClient={createQueryClient()} env="test" overlays={<Overlays />}>
      {children}
    </Providers>
  );
}

export function signIn(
  overrides: Partial<{ id: number; role: string; first_name: string; last_name: string; email: string }> = {},
) {
  storeSession(
    { id: 1, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", role: "USER", ...overrides },
    "test-token",
  );
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch; the handler sees the parsed URL (origin http://localhost). */
export function mockFetch(handler: FetchHandler) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return handler(new URL(raw, "http://localhost"), init);
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** user-event without per-keystroke delays (works with real and fake timers alike). */
export function setupUser() {
  return userEvent.setup({ delay: null });
}
