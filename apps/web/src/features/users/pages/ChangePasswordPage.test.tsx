import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApiClient, resetApiClientState } from "../../../lib/api/client";
import { jsonResponse, mockFetch, renderWithProviders, signIn, setupUser } from "../../../test/render";
import ChangePasswordPage from "./ChangePasswordPage";

async function submit(user: ReturnType<typeof setupUser>) {
  await user.type(screen.getByLabelText(/Old password/), "old-password");
  await user.type(screen.getByLabelText(/New password/), "new-password");
  await user.type(screen.getByLabelText(/Confirm password/), "new-password");
  await user.click(screen.getByRole("button", { name: "Change Password" }));
}

describe("Change Password", () => {
  const navigate = vi.fn();
  beforeEach(() => {
    signIn();
    configureApiClient({ navigate, onSignedOut: () => {} });
  });
  afterEach(() => {
    resetApiClientState();
    vi.useRealTimers();
  });

  it("on 401 shows the not-authorized text, then signs out and goes to / after 6 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch(() => jsonResponse(401, { success: false, message: "Unauthorized", result: null }));
    const user = setupUser();
    renderWithProviders(<ChangePasswordPage />, { route: "/user/changePassword" });
    await submit(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You are not authorized to access this content.You will be logged out. Please login again!",
    );
    act(() => void vi.advanceTimersByTime(5900));
    expect(navigate).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(navigate).toHaveBeenCalledWith("/");
    expect(localStorage.getItem("access_token")).toBeNull();
  });

  it("puts a wrong old password next to its field", async () => {
    mockFetch(() =>
      jsonResponse(422, {
        success: false,
        message: "The old password is incorrect.",
        result: { old_password: ["The old password is incorrect."] },
      }),
    );
    const user = setupUser();
    renderWithProviders(<ChangePasswordPage />, { route: "/user/changePassword" });
    await submit(user);
    const field = screen.getByLabelText(/Old password/);
    expect(await screen.findByRole("alert")).toHaveAttribute("data-variant", "warning");
    expect(field).toHaveAccessibleDescription(/The old password is incorrect\./);
  });

  it("checks that the new password and its confirmation match before calling the server", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: "", result: null }));
    const user = setupUser();
    renderWithProviders(<ChangePasswordPage />, { route: "/user/changePassword" });
    await user.type(screen.getByLabelText(/Old password/), "old-password");
    await user.type(screen.getByLabelText(/New password/), "new-password");
    await user.type(screen.getByLabelText(/Confirm password/), "other-password");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(await screen.findByText("The new password and its confirmation do not match.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
