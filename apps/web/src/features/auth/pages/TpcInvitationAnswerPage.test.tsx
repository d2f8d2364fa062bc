import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../../test/render";
import TpcInvitationAnswerPage from "./TpcInvitationAnswerPage";

describe("TPC invitation one-click answer page", () => {
  it("accepts once without a session, drops the token from the address bar and shows the result", async () => {
    window.history.replaceState(null, "", "/tpc-invitation?token=secret&answer=accept");
    const fetchMock = mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "You are now a TPC member of the track Main of ACT26.",
        result: { action: "ACCEPT", conf_id: 1, track_id: 2 },
      }),
    );
    renderWithProviders(<TpcInvitationAnswerPage />, { route: "/tpc-invitation?token=secret&answer=accept" });
    expect(await screen.findByRole("alert")).toHaveTextContent("You are now a TPC member of the track Main of ACT26.");
    expect(window.location.search).not.toContain("secret");
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes("/api/track/tpc-invitation-answer"));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ token: "secret", action: "ACCEPT" });
    expect(new Headers(calls[0]![1]?.headers).get("authorization")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/");
  });

  it("sends Decline and shows the server's reason for a used or expired link", async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(409, { success: false, message: "This invitation link has already been used.", result: null }),
    );
    renderWithProviders(<TpcInvitationAnswerPage />, { route: "/tpc-invitation?token=t1&answer=decline" });
    expect(await screen.findByRole("alert")).toHaveTextContent("This invitation link has already been used.");
    expect(
      JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).includes("tpc-invitation-answer"))![1]?.body)),
    ).toEqual({ token: "t1", action: "REJECT" });
  });

  it("says what is wrong with a link without a token or an answer, and calls nothing", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    renderWithProviders(<TpcInvitationAnswerPage />, { route: "/tpc-invitation?answer=accept" });
    expect(await screen.findByRole("alert")).toHaveTextContent(/no invitation token/);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes("tpc-invitation-answer"))).toHaveLength(0);
  });
});
