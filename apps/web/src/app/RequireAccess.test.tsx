import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderRoutes, signIn } from "../test/render";
import { routes } from "./router";

// The chairs' and admins' screens, opened by someone who may not use them.
const conference = (permissions: string[], oc: number[] = []) => ({
  id: 5,
  conf_id: 5,
  acronym_title: "GUARD",
  event_name: "Guarded",
  conference_status: 1,
  permissions,
  oc_permissions: oc,
});

function serve(permissions: string[], oc: number[] = []) {
  return mockFetch((url) => {
    if (url.pathname === "/api/conference/5")
      return jsonResponse(200, { success: true, message: "", result: [conference(permissions, oc)] });
    return jsonResponse(200, { success: true, message: "", result: [] });
  });
}

describe("pages the caller may not use", () => {
  it("a reviewer opening All Papers reads that they have no access, with a way back, and no paper list is asked for", async () => {
    signIn({ id: 7 });
    const fetch = serve(["REVIEWER"]);
    renderRoutes(routes, "/conference/papers/5");
    expect(await screen.findByRole("heading", { name: "You do not have access to this page" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go back" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes("/paper/all/"))).toBe(false);
  });

  it("the same for every chairs-only screen of a conference", async () => {
    signIn({ id: 7 });
    serve(["REVIEWER"]);
    for (const path of [
      "/conference/editConference/5",
      "/conference/cfp/5",
      "/conference/tracks/5",
      "/conference/tracks/list/5",
      "/conference/reports/5",
    ]) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByRole("heading", { name: "You do not have access to this page" })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("a track chair and an OC member open All Papers", async () => {
    signIn({ id: 7 });
    serve(["TRACKCHAIR"]);
    const chair = renderRoutes(routes, "/conference/papers/5");
    expect(await screen.findByRole("heading", { name: /All Papers/ })).toBeInTheDocument();
    expect(screen.queryByText("You do not have access to this page")).toBeNull();
    chair.unmount();
    serve([], [7]);
    renderRoutes(routes, "/conference/papers/5");
    expect(await screen.findByRole("heading", { name: /All Papers/ })).toBeInTheDocument();
  });

  it("a signed-in user who is not an admin does not get the admin screens", async () => {
    signIn({ role: "USER" });
    serve([]);
    renderRoutes(routes, "/settings/manageUsers");
    expect(await screen.findByRole("heading", { name: "You do not have access to this page" })).toBeInTheDocument();
  });
});
