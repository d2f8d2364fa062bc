import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser } from "../../../test/render";
import LoginPage from "./LoginPage";

const conference = { path: "/conference", element: <p>All conferences</p> };

/** The calls of the login form (the page also asks GET /setup whether a first admin is needed). */
const loginCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url]) => !String(url).includes("/api/setup"));

describe("Login", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the server's message in a danger alert after a failed login, hidden again after 7 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setupUser();
    mockFetch(() => jsonResponse(401, { success: false, message: "Invalid email or password.", result: null }));
    renderWithProviders(<LoginPage />, { route: "/", extraRoutes: [conference] });

    expect(screen.getByText("Login to manage conferences")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), "ada@example.org");
    await user.type(screen.getByLabelText(/Password/), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid email or password.");
    expect(alert).toHaveAttribute("data-variant", "danger");
    expect(localStorage.getItem("access_token")).toBeNull();

    act(() => void vi.advanceTimersByTime(6900));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("checks the fields before calling the server", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    const user = setupUser();
    renderWithProviders(<LoginPage />, { route: "/" });
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Email is required.")).toBeInTheDocument();
    expect(screen.getByText("Password is required.")).toBeInTheDocument();
    expect(loginCalls(fetchMock)).toHaveLength(0);
  });

  it("stores the session and goes to /conference on success", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "Login successful.",
        result: {
          user: { id: 4, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", role: "ADMIN" },
          access_token: "tok",
        },
      }),
    );
    const user = setupUser();
    const { router } = renderWithProviders(<LoginPage />, { route: "/", extraRoutes: [conference] });
    await user.type(screen.getByLabelText(/Email/), "ada@example.org");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));

    expect(await screen.findByText("All conferences")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/conference");
    expect(JSON.parse(loginCalls(fetchMock)[0]![1]!.body as string)).toEqual({
      email: "ada@example.org",
      password: "secret-password",
    });
    expect(localStorage.getItem("access_token")).toBe("tok");
    expect(localStorage.getItem("role")).toBe("ADMIN");
    expect(localStorage.getItem("id")).toBe("4");
  });

  it("returns to the page the visitor was sent from (next), never to another site", async () => {
    mockFetch((url) =>
      url.pathname === "/api/setup"
        ? jsonResponse(200, { success: true, message: "OK", result: { needed: false } })
        : jsonResponse(200, {
            success: true,
            message: "Login successful.",
            result: {
              user: { id: 4, first_name: "Ada", last_name: "Lovelace", email: "ada@example.org", role: "USER" },
              access_token: "tok",
            },
          }),
    );
    const user = setupUser();
    const target = { path: "/conference/reviewPapers/:confId", element: <p>Review Papers</p> };
    const { router } = renderWithProviders(<LoginPage />, {
      route: "/?next=%2Fconference%2FreviewPapers%2F7%3Fx%3D1",
      extraRoutes: [conference, target],
    });
    await user.type(screen.getByLabelText(/Email/), "ada@example.org");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("Review Papers")).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe("/conference/reviewPapers/7?x=1");
  });

  it("ignores a next that leaves the app", async () => {
    mockFetch((url) =>
      url.pathname === "/api/setup"
        ? jsonResponse(200, { success: true, message: "OK", result: { needed: false } })
        : jsonResponse(200, {
            success: true,
            message: "OK",
            result: {
              user: { id: 4, first_name: "A", last_name: "L", email: "a@example.org", role: "USER" },
              access_token: "tok",
            },
          }),
    );
    const user = setupUser();
    const { router } = renderWithProviders(<LoginPage />, {
      route: "/?next=%2F%2Fevil.example%2Fx",
      extraRoutes: [conference],
    });
    await user.type(screen.getByLabelText(/Email/), "a@example.org");
    await user.type(screen.getByLabelText(/Password/), "secret-password");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByText("All conferences")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/conference");
  });

  it("links to Signup and Forgot Password ?", () => {
    renderWithProviders(<LoginPage />, { route: "/" });
    expect(screen.getByText("Don't have an account?")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Signup" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Forgot Password ?" })).toHaveAttribute("href", "/forgotpassword");
    expect(screen.getByText("The easiest platform for creating conferences.")).toBeInTheDocument();
  });

  it("offers the one-time first administrator form when GET /setup says the site has none", async () => {
    mockFetch((url) =>
      url.pathname === "/api/setup"
        ? jsonResponse(200, { success: true, message: "OK", result: { needed: true } })
        : jsonResponse(200, { success: true, message: "OK", result: { id: 1 } }),
    );
    renderWithProviders(<LoginPage />, { route: "/" });
    expect(await screen.findByRole("heading", { name: "Create the administrator account" })).toBeInTheDocument();
  });

  it("shows no such form once an administrator exists", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: "OK", result: { needed: false } }));
    renderWithProviders(<LoginPage />, { route: "/" });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Create the administrator account" })).not.toBeInTheDocument();
  });
});
