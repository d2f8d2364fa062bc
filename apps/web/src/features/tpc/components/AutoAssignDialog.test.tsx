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
        expect(JSON.parse(String(init.body))).toEqual({ number_of_reviewers_per_paper: 2 });
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
});
