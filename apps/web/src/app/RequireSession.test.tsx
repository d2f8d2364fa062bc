import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes, signIn } from "../test/render";
import { RequireSession } from "./RequireSession";

const routes = [
  { path: "/", element: <p>Login screen</p> },
  { element: <RequireSession />, children: [{ path: "/conference", element: <p>Conference list</p> }] },
];

describe("route guard", () => {
  it("sends a visitor without a stored access_token to /", async () => {
    const { router } = renderRoutes(routes, "/conference");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(screen.queryByText("Conference list")).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets a signed-in user through", async () => {
    signIn();
    const { router } = renderRoutes(routes, "/conference");
    expect(await screen.findByText("Conference list")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/conference");
  });

  it("sends the user to / as soon as the session is cleared (e.g. logout in another tab)", async () => {
    signIn();
    renderRoutes(routes, "/conference");
    expect(await screen.findByText("Conference list")).toBeInTheDocument();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage"));
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
  });
});

describe("the way back after signing in", () => {
  it("sends a signed-out visitor to the login with the page they wanted (query included)", async () => {
    const { router } = renderRoutes(routes, "/conference?tab=2");
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/conference?tab=2");
  });
});
