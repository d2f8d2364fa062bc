import { screen, within } from "@testing-library/react";
import { DASHBOARD_PHASES, type ConferenceDashboard } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import DashboardPage from "./DashboardPage";

function dashboard(): ConferenceDashboard {
  return {
    conf_id: 7,
    acronym_title: "CV26",
    timezone: "Europe/Berlin",
    date_format: "DD.MM.YYYY",
    current_phase: "reviewing",
    min_bids: 5,
    bids_per_member: [],
    phases: DASHBOARD_PHASES.map(({ key, name }) => ({
      key,
      name,
      state: key === "reviewing" ? "open" : key === "submission" ? "closed" : "not started",
      opens: null,
      closes: key === "submission" ? "2099-12-22 23:59" : null,
      opens_at: null,
      closes_at: key === "submission" ? "2099-12-22T22:59:00.000Z" : null,
      counts:
        key === "submission"
          ? [{ key: "submitted", label: "Submitted", value: 12, link: "/conference/papers/7?status=0" }]
          : [],
      next_action:
        key === "reviewing" ? { label: "Remind reviewers of missing reviews", link: "/conference/papers/7" } : null,
    })),
  };
}

describe("DashboardPage", () => {
  it("shows every phase in order with its state, dates in the deadline zone, linked counts and the next action", async () => {
    signIn();
    mockFetch((url) => {
      if (url.pathname === "/api/conference/dashboard/7")
        return jsonResponse(200, { success: true, message: "OK", result: dashboard() });
      return jsonResponse(404, { success: false, message: "not found", result: null });
    });
    renderWithProviders(<DashboardPage />, { route: "/conference/dashboard/7", path: "/conference/dashboard/:confId" });
    expect(await screen.findByRole("heading", { name: "CV26 Dashboard" })).toBeInTheDocument();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(DASHBOARD_PHASES.map((p) => p.name.charAt(0).toUpperCase() + p.name.slice(1)));
    expect(screen.getByTestId("state-reviewing")).toHaveTextContent("open");
    expect(screen.getByTestId("state-submission")).toHaveTextContent("closed");
    expect(screen.getByTestId("state-bidding")).toHaveTextContent("not started");
    const submission = screen.getByRole("region", { name: "Submission" });
    expect(within(submission).getByText("Closes 22.12.2099 23:59 Europe/Berlin")).toBeInTheDocument();
    expect(within(submission).getByRole("link", { name: "Submitted: 12" })).toHaveAttribute(
      "href",
      "/conference/papers/7?status=0",
    );
    const reviewing = screen.getByRole("region", { name: "Reviewing" });
    expect(within(reviewing).getByRole("link", { name: "Remind reviewers of missing reviews" })).toHaveAttribute(
      "href",
      "/conference/papers/7",
    );
    expect(screen.getByRole("link", { name: "Programme Committee" })).toHaveAttribute("href", "/conference/pc/7");
  });

  it("says why when the server refuses", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(403, { success: false, message: "Only the conference chairs may see the dashboard.", result: null }),
    );
    renderWithProviders(<DashboardPage />, { route: "/conference/dashboard/7", path: "/conference/dashboard/:confId" });
    expect(await screen.findByText("Only the conference chairs may see the dashboard.")).toBeInTheDocument();
  });
});
