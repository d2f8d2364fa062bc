import { screen, waitFor, within } from "@testing-library/react";
import type { ConferenceAutoAssignOutcome } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { ConferenceAutoAssignButton } from "./ConferenceAutoAssignDialog";

const preview: ConferenceAutoAssignOutcome = {
  conf_id: 7,
  number_of_reviewers_per_paper: 1,
  papers_considered: 10,
  reviewers_considered: 3,
  assignments_made: 10,
  papers_short: [],
  load: { min: 3, max: 4, lower_bound: 4 },
  preview: true,
  draft_id: 41,
  run_id: null,
  statistics: {
    load_histogram: [
      { load: 3, members: 2 },
      { load: 4, members: 1 },
    ],
    pairs_by_bid: { yes: 0, maybe: 0, none: 10, no: 0 },
    mean_topic_overlap: 0,
    mean_affinity: null,
    total_preference: 0,
    used_no_bids: false,
    preferences_applied: true,
    paper_totals: { lowest: 0, p10: 0, median: 0 },
    low_affinity_papers: 10,
    low_affinity_threshold: 0.1,
  },
  pairs: [
    {
      paper_id: 5,
      paper_sequence: 5,
      user_id: 9,
      first_name: "Mia",
      last_name: "One",
      bid: null,
      topic_overlap: 0,
      affinity: null,
    },
  ],
  tracks: [
    { track_id: 1, track_name: "Vision", papers_considered: 6, reviewers_considered: 2, assignments_made: 6 },
    { track_id: 2, track_name: "Speech", papers_considered: 4, reviewers_considered: 2, assignments_made: 4 },
  ],
};

describe("ConferenceAutoAssignDialog", () => {
  it("previews every track at once, deploys that draft and undoes the run", async () => {
    signIn();
    const calls: { path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.pathname === "/api/conference/auto-assign/7")
        return jsonResponse(200, { success: true, message: "Preview: 10 assignment(s).", result: preview });
      if (url.pathname === "/api/track/auto-assign-deploy/41")
        return jsonResponse(200, {
          success: true,
          message: "Made 10 assignment(s).",
          result: { ...preview, preview: false, run_id: 77 },
        });
      if (url.pathname === "/api/track/auto-assign-undo/77")
        return jsonResponse(200, { success: true, message: "Undone", result: { removed: 10, kept_with_review: 0 } });
      return jsonResponse(404, { success: false, message: "no", result: null });
    });
    const user = setupUser();
    renderWithProviders(<ConferenceAutoAssignButton confId={7} />);
    await user.click(screen.getByRole("button", { name: "Conference Auto Assign" }));
    await user.type(await screen.findByLabelText(/Most papers per member/), "4");
    await user.click(screen.getByRole("button", { name: "Preview" }));

    const tracks = await screen.findByRole("table", { name: "Tracks of the preview" });
    expect(within(tracks).getAllByRole("row")[1]).toHaveTextContent("Vision626");
    expect(within(tracks).getAllByRole("row")[2]).toHaveTextContent("Speech424");
    expect(screen.getByTestId("load-chart")).toHaveAttribute(
      "aria-label",
      "Load chart: 2 member(s) with 3 paper(s), 1 member(s) with 4 paper(s)",
    );
    expect(calls[0]).toEqual({
      path: "/api/conference/auto-assign/7",
      body: { max_papers_per_reviewer: 4, preview: true },
    });

    await user.click(screen.getByRole("button", { name: "Deploy" }));
    expect(await screen.findByText("Made 10 assignment(s).")).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Tracks of the preview" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo this run" }));
    expect(await screen.findByText("10 assignment(s) removed, 0 kept (already reviewed).")).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/track/auto-assign-undo/77"));
  }, 90_000);

  it("shows a progress bar while a long preview runs, fed by the conference's progress call, and removes it with the preview", async () => {
    signIn();
    let finish: (response: Response) => void = () => undefined;
    const progressCalls: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === "/api/conference/auto-assign-progress/7") {
        progressCalls.push(url.pathname);
        return jsonResponse(200, {
          success: true,
          message: "OK",
          result: {
            state: "running",
            phase: "reading",
            progress: 3,
            started_at: "2026-11-23T06:00:00.000Z",
            updated_at: "2026-11-23T06:00:01.000Z",
          },
        });
      }
      if (url.pathname === "/api/conference/auto-assign/7" && init?.method === "POST")
        return new Promise<Response>((resolve) => (finish = resolve));
      return jsonResponse(404, { success: false, message: "no", result: null });
    });
    const user = setupUser();
    renderWithProviders(<ConferenceAutoAssignButton confId={7} />);
    await user.click(screen.getByRole("button", { name: "Conference Auto Assign" }));
    await user.click(await screen.findByRole("button", { name: "Preview" }));
    const bar = await screen.findByRole("progressbar", { name: "Auto Assign progress" }, { timeout: 3000 });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "3"));
    expect(screen.getByText("Reading the tracks…")).toBeInTheDocument();
    expect(progressCalls.length).toBeGreaterThan(0);
    finish(jsonResponse(200, { success: true, message: "Preview: 10 assignment(s).", result: preview }));
    expect(await screen.findByRole("table", { name: "Tracks of the preview" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Auto Assign progress" })).not.toBeInTheDocument();
  }, 90_000);
});
