import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderRoutes, signIn } from "../test/render";
import { routes } from "./router";

// The real route table (app/router.tsx) in a memory router.
describe("route table", () => {
  it("shows only the text PageNotFound for an unknown path", async () => {
    renderRoutes(routes, "/no/such/page");
    expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
  });

  it("serves Set new password on /:params when a token query parameter is present, else PageNotFound", async () => {
    const first = renderRoutes(routes, "/anything?token=abc");
    expect(await screen.findByRole("heading", { name: "Set new password" })).toBeInTheDocument();
    first.unmount();
    renderRoutes(routes, "/anything");
    expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
  });

  it("serves the mailed link /reset-password?token=…", async () => {
    renderRoutes(routes, "/reset-password?token=abc");
    expect(await screen.findByRole("heading", { name: "Set new password" })).toBeInTheDocument();
  });

  it("sends a signed-out visit to a protected screen to the login", async () => {
    const { router } = renderRoutes(routes, "/settings/manageUsers");
    expect(await screen.findByRole("heading", { name: "Login to manage conferences" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the placeholder pages with their headers", async () => {
    signIn({ role: "ADMIN" });
    mockFetch(() => jsonResponse(200, { success: true, message: "", result: [] }));
    const report = renderRoutes(routes, "/reports/adminReport");
    expect(await screen.findByRole("heading", { name: "Report" })).toBeInTheDocument();
    report.unmount();
    renderRoutes(routes, "/settings/managePermissions");
    expect(await screen.findByRole("heading", { name: "Permission Settings" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
  });

  it("shows the router error view when a screen throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("boom");
    }
    const root = routes[0]!;
    renderRoutes(
      [
        {
          element: root.element,
          errorElement: root.errorElement,
          children: [{ path: "/broken", element: <Broken /> }],
        },
      ],
      "/broken",
    );
    expect(await screen.findByText("Unexpected Application Error!")).toBeInTheDocument();
  });
});
