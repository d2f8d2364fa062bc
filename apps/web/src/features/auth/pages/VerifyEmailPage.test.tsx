import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { readSession } from "../../../lib/auth/session";
import { EmailVerificationBanner } from "../components/EmailVerificationBanner";
import VerifyEmailPage from "./VerifyEmailPage";

describe("Verify email page", () => {
  it("removes the token from the address bar at once, calls POST /verify_email once and says it worked", async () => {
    window.history.replaceState(null, "", "/verify-email?token=secret-token");
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "Your email address is confirmed.",
        result: { email_verified: true },
      }),
    );
    signIn({ email: "ada@example.org" });
    localStorage.setItem("email_verified", "0");
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=secret-token" });

    expect(await screen.findByRole("alert")).toHaveTextContent("Your email address is confirmed.");
    expect(window.location.search).toBe("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain("/api/verify_email");
    expect(JSON.parse(String(init?.body))).toEqual({ token: "secret-token" });
    expect(readSession()?.email_verified).toBe(true);
  });

  it("explains a used link (409) and an expired one (422)", async () => {
    mockFetch(() => jsonResponse(409, { success: false, message: "used", result: null }));
    const { unmount } = renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=t1" });
    expect(await screen.findByRole("alert")).toHaveTextContent(/already been used/);
    unmount();
    mockFetch(() => jsonResponse(422, { success: false, message: "invalid", result: { token: ["invalid"] } }));
    renderWithProviders(<VerifyEmailPage />, { route: "/verify-email?token=t2" });
    expect(await screen.findByRole("alert")).toHaveTextContent(/invalid or has expired/);
  });
});

describe("Email verification banner", () => {
  it("shows until verified and sends the link again", async () => {
    signIn({ email: "ada@example.org" });
    localStorage.setItem("email_verified", "0");
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: "We sent a new link to your email address.", result: null }),
    );
    const user = setupUser();
    renderWithProviders(<EmailVerificationBanner />);
    expect(screen.getByRole("region", { name: "Please confirm your email address" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(await screen.findByText("We sent a new link to your email address.")).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/verify_email/resend");
  });

  it("is not shown for a verified account", () => {
    signIn();
    renderWithProviders(<EmailVerificationBanner />);
    expect(screen.queryByText("Send the link again")).not.toBeInTheDocument();
  });
});
