import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { AutoAssignDialog } from "./AutoAssignDialog";

const counts = (papers: number, members: number, perPaper = 3) =>
  jsonResponse(200, {
    success: true,
    message: "OK",
    result: { total_paper_count: papers, total_tpc_member_count: members, no_of_reviewer_per_paper: perPaper },
  });

function renderDialog(handler: Parameters<typeof mockFetch>[0]) {
  signIn({ role: "ADMIN" });
  const fetchMock = mockFetch(handler);
  renderWithProviders(<AutoAssignDialog confId={7} trackId={11} trackName="Vision" onClose={() => undefined} />);
  return fetchMock;
}

describe("AutoAssignDialog", () => {
  it("shows the counts and the conference's number; submit is off without papers or members", async () => {
    renderDialog(() => counts(0, 4));
    expect(await screen.findByText("Submitted papers with a file")).toBeInTheDocument();
    expect(screen.getByTestId("auto-assign-papers")).toHaveTextContent("0");
    expect(screen.getByRole("textbox", { name: "Number of reviewers per paper" })).toHaveValue("3");
    expect(screen.getByRole("button", { name: "Assign Reviewers" })).toBeDisabled();
  });

  it("disables submit for a value of 0, then posts the typed number and shows the outcome", async () => {
    const user = setupUser();
    const fetchMock = renderDialog((url, init) => {
      if (url.pathname === "/api/track/paper-rdetails-count/11") return counts(3, 2);
      if (url.pathname === "/api/track/paper-reviewer-auto-assign/11" && init?.method === "POST") {
        expect(JSON.parse(String(init.body))).toEqual({
          number_of_reviewers_per_paper: 2,
          balance: "within_caps",
          objective: "total",
          low_affinity_threshold: 0.1,
        });
        return jsonResponse(200, {
          success: true,
          message: "Made 5 assignment(s) on 3 paper(s).",
          result: {
            number_of_reviewers_per_paper: 2,
            papers_considered: 3,
            reviewers_considered: 2,
            assignments_made: 5,
            papers_short: [
              {
                paper_id: 1,
                paper_sequence: 4,
                paper_title: "Depth",
                needed: 2,
                assigned: 1,
                reason: "Only 1 of the 2 TPC members could be assigned (1 with a conflict of interest); it needed 2.",
              },
            ],
            load: { min: 2, max: 3, lower_bound: 3 },
          },
        });
      }
      return jsonResponse(404, { success: false, message: "not found", result: null });
    });
    const input = await screen.findByRole("textbox", { name: "Number of reviewers per paper" });
    const submit = screen.getByRole("button", { name: "Assign Reviewers" });
    expect(submit).toBeEnabled();
    await user.clear(input);
    await user.type(input, "0");
    expect(submit).toBeDisabled();
    await user.clear(input);
    await user.type(input, "2");
    expect(submit).toBeEnabled();
    await user.click(submit);
    const outcome = await screen.findByRole("status");
    expect(outcome).toHaveTextContent("Assignments made: 5");
    expect(outcome).toHaveTextContent("Reviewer load: 2 to 3");
    expect(outcome).toHaveTextContent("4. Depth: Only 1 of the 2 TPC members could be assigned");
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes("auto-assign"))).toBe(true));
  });

  it("shows a progress bar while a long preview runs, fed by the progress call, and removes it when the preview arrives", async () => {
    const user = setupUser();
    let finish: (response: Response) => void = () => undefined;
    const progressCalls: string[] = [];
    renderDialog((url, init) => {
      if (url.pathname === "/api/track/paper-rdetails-count/11") return counts(40_000, 20_000, 4);
      if (url.pathname === "/api/track/auto-assign-progress/11") {
        progressCalls.push(url.pathname);
        return jsonResponse(200, {
          success: true,
          message: "OK",
          result: {
            state: "running",
            phase: "solving",
            progress: 42,
            started_at: "2026-11-23T06:00:00.000Z",
            updated_at: "2026-11-23T06:00:01.000Z",
          },
        });
      }
      if (url.pathname === "/api/track/paper-reviewer-auto-assign/11" && init?.method === "POST")
        return new Promise<Response>((resolve) => (finish = resolve));
      return jsonResponse(404, { success: false, message: "not found", result: null });
    });
    await user.click(await screen.findByRole("button", { name: "Preview" }));
    const bar = await screen.findByRole("progressbar", { name: "Auto Assign progress" }, { timeout: 3000 });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "42"));
    expect(screen.getByText("Matching preferences…")).toBeInTheDocument();
    expect(progressCalls.length).toBeGreaterThan(0);
    finish(jsonResponse(200, { success: false, message: "The track changed.", result: null }));
    await waitFor(() =>
      expect(screen.queryByRole("progressbar", { name: "Auto Assign progress" })).not.toBeInTheDocument(),
    );
  });

  it("sends the balance, objective and threshold chosen, explains them, and shows the preview's per-paper statistics", async () => {
    const user = setupUser();
    const bodies: unknown[] = [];
    renderDialog((url, init) => {
      if (url.pathname === "/api/track/paper-rdetails-count/11") return counts(3, 2, 1);
      if (url.pathname === "/api/track/auto-assign-progress/11")
        return jsonResponse(200, { success: true, message: "OK", result: { state: "idle", phase: null, progress: 0 } });
      if (url.pathname === "/api/track/paper-reviewer-auto-assign/11" && init?.method === "POST") {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(200, {
          success: true,
          message: "Preview",
          result: {
            number_of_reviewers_per_paper: 1,
            papers_considered: 3,
            reviewers_considered: 2,
            assignments_made: 3,
            papers_short: [],
            load: { min: 1, max: 2, lower_bound: 2 },
            preview: true,
            draft_id: 5,
            run_id: null,
            balance: "even",
            objective: "fair",
            statistics: {
              load_histogram: [
                { load: 1, members: 1 },
                { load: 2, members: 1 },
              ],
              pairs_by_bid: { yes: 0, maybe: 0, none: 3, no: 0 },
              mean_topic_overlap: 0,
              mean_affinity: 0.3,
              total_preference: 3.6,
              used_no_bids: false,
              preferences_applied: true,
              paper_totals: { lowest: 0.4, p10: 0.4, median: 1.2 },
              low_affinity_papers: 1,
              low_affinity_threshold: 0.2,
            },
            pairs: [],
          },
        });
      }
      return jsonResponse(404, { success: false, message: "not found", result: null });
    });
    await screen.findByText("Submitted papers with a file");
    expect(screen.getByTestId("balance-help")).toHaveTextContent("up to the cap");
    await user.click(screen.getByRole("radio", { name: "Even" }));
    expect(screen.getByTestId("balance-help")).toHaveTextContent("as even as the preferences allow");
    await user.click(screen.getByRole("radio", { name: "Fair" }));
    expect(screen.getByTestId("objective-help")).toHaveTextContent("worst-served paper");
    const threshold = screen.getByRole("textbox", { name: "Low-affinity threshold" });
    await user.clear(threshold);
    await user.type(threshold, "0.2");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByTestId("paper-totals")).toHaveTextContent(
      "Per-paper total preference: lowest 0.4, 10th percentile 0.4, median 1.2. 1 paper(s) whose reviewers all have an affinity below 0.2.",
    );
    expect(bodies).toEqual([
      {
        number_of_reviewers_per_paper: 1,
        balance: "even",
        objective: "fair",
        low_affinity_threshold: 0.2,
        preview: true,
      },
    ]);
  });
});
