import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser } from "../../../test/render";
import RegisterPage from "./RegisterPage";

// Pasting (one change event per field) keeps this fast on a busy machine; the 250-country select
// re-filters on every keystroke otherwise.
async function fill(user: ReturnType<typeof setupUser>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAndSubmit(user: ReturnType<typeof setupUser>, password = "long-enough") {
  await fill(user, screen.getByLabelText(/First name/), "Grace");
  await fill(user, screen.getByLabelText(/Last name/), "Hopper");
  await fill(user, screen.getByLabelText(/Email/), "grace@example.org");
  await fill(user, screen.getByRole("combobox", { name: /Country/ }), "Germa");
  await user.click(await screen.findByRole("option", { name: "Germany" }));
  await fill(user, screen.getByLabelText(/Affiliation/), "Navy");
  await fill(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Signup" }));
}

describe("Register", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the first email error of a 422 (duplicate email)", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        success: false,
        message: "Validation failed.",
        result: { email: ["This email is already registered."] },
      }),
    );
    const user = setupUser();
    renderWithProviders(<RegisterPage />, { route: "/signup" });
    await fillAndSubmit(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This email is already registered.");
    expect(alert).toHaveAttribute("data-variant", "danger");
  });

  it("shows the server's message on success and returns to / after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: "Your account has been created.", result: { id: 9 } }),
    );
    const user = setupUser();
    const { router } = renderWithProviders(<RegisterPage />, {
      route: "/signup",
      extraRoutes: [{ path: "/", element: <p>Login screen</p> }],
    });
    await fillAndSubmit(user);
    expect(await screen.findByRole("alert")).toHaveTextContent("Your account has been created.");
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({
      first_name: "Grace",
      last_name: "Hopper",
      email: "grace@example.org",
      country: "Germany",
      affiliation: "Navy",
      password: "long-enough",
    });
    act(() => void vi.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe("/signup");
    act(() => void vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows a warning when the server answers success false", async () => {
    mockFetch(() => jsonResponse(200, { success: false, message: "Registration is closed.", result: null }));
    const user = setupUser();
    renderWithProviders(<RegisterPage />, { route: "/signup" });
    await fillAndSubmit(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Registration is closed.");
    expect(alert).toHaveAttribute("data-variant", "warning");
  });

  it("refuses a common password and one of spaces at once, saying why, without calling the server", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: "Your account has been created.", result: { id: 9 } }),
    );
    const user = setupUser();
    renderWithProviders(<RegisterPage />, { route: "/signup" });
    await fillAndSubmit(user, "12345678");
    const field = screen.getByLabelText(/^Password/);
    expect(field).toHaveAccessibleDescription(/on the lists of common and leaked passwords/);
    await user.clear(field);
    await fill(user, field, "        ");
    await user.click(screen.getByRole("button", { name: "Signup" }));
    expect(field).toHaveAccessibleDescription(/must not be only spaces/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of a leaked password next to the field", async () => {
    const refusal = "This password is on the lists of common and leaked passwords that attackers try first.";
    mockFetch(() => jsonResponse(422, { success: false, message: refusal, result: { password: [refusal] } }));
    const user = setupUser();
    renderWithProviders(<RegisterPage />, { route: "/signup" });
    await fillAndSubmit(user, "Summer2024");
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(new RegExp(refusal.replace(/\./g, "\\.")));
  });
});
