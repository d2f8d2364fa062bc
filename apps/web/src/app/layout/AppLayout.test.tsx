import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderRoutes, signIn, setupUser } from "../../test/render";
import AppLayout from "./AppLayout";

const routes = [
  { path: "/", element: <p>Login screen</p> },
  { element: <AppLayout />, children: [{ path: "/conference", element: <p>Conference list</p> }] },
];

describe("side navigation", () => {
  it("gives ADMIN the admin menu: Conference, Reports, Settings, CFP Circulation, Profile", async () => {
    signIn({ role: "ADMIN" });
    mockFetch(() => jsonResponse(200, { success: true, message: "", result: null }));
    renderRoutes(routes, "/conference");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const labels = [...nav.querySelectorAll("button")].map((b) => b.textContent);
    expect(labels).toEqual(["Conference", "Reports", "Settings", "CFP Circulation", "Profile"]);
  });

  it("gives every other role the standard menu (no Reports, Settings or CFP Circulation)", async () => {
    signIn({ role: "USER" });
    renderRoutes(routes, "/conference");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect([...nav.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Conference", "Profile"]);
  });

  it("opens a dropdown on click and closes it on a click outside", async () => {
    signIn({ role: "ADMIN" });
    const user = setupUser();
    renderRoutes(routes, "/conference");
    await user.click(await screen.findByRole("button", { name: "Settings" }));
    expect(await screen.findByRole("menuitem", { name: "Users" })).toHaveAttribute("href", "/settings/manageUsers");
    expect(screen.getByRole("menuitem", { name: "Audit Log" })).toHaveAttribute("href", "/settings/auditLog");
    await user.click(screen.getByText("Conference list"));
    await waitFor(() => expect(screen.queryByRole("menuitem", { name: "Users" })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Conference" }));
    expect(await screen.findByRole("menuitem", { name: "All Conference" })).toHaveAttribute(
      "href",
      "/conference/allConference",
    );
    expect(screen.getByRole("menuitem", { name: "Add Conference" })).toHaveAttribute(
      "href",
      "/conference/addConference",
    );
  });

  it("collapses to icons and expands again", async () => {
    signIn();
    const user = setupUser();
    renderRoutes(routes, "/conference");
    await user.click(await screen.findByRole("button", { name: "Collapse menu" }));
    expect(screen.queryByText("Profile")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Profile" })).toBeInTheDocument(); // still named for screen readers
    await user.click(screen.getByRole("button", { name: "Expand menu" }));
    expect(screen.getByText("Profile")).toBeInTheDocument();
  });

  it("Logout calls POST /logout, clears local storage and goes to /", async () => {
    signIn();
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: "You have been logged out.", result: null }),
    );
    const user = setupUser();
    const { router } = renderRoutes(routes, "/conference");
    await user.click(await screen.findByRole("button", { name: "Profile" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    // the menu also asks for the caller's subreviews; the logout is the one POST
    const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === "POST")!;
    expect(url).toBe("/api/logout");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer test-token");
    expect(localStorage.length).toBe(0);
  });

  it("Logout still signs out and goes to / when the call fails", async () => {
    signIn();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const user = setupUser();
    renderRoutes(routes, "/conference");
    await user.click(await screen.findByRole("button", { name: "Profile" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(await screen.findByText("Login screen")).toBeInTheDocument();
    expect(localStorage.getItem("access_token")).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
