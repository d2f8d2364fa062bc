import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import PaperHistoryDialog from "./PaperHistoryDialog";

const entry = (
  id: number,
  action: string,
  actor: string | null,
  details: Record<string, unknown> | null,
  subject: string | null = null,
) => ({
  id,
  action,
  entity_type: "paper",
  entity_id: 5,
  created_at: "2026-11-22T14:05:00.000Z",
  actor_id: 1,
  actor_name: actor,
  details,
  subject_name: subject,
});

describe("PaperHistoryDialog", () => {
  it("tells an assignment by Auto Assign from one made by hand, naming the reviewer and the chair", async () => {
    signIn({ role: "ADMIN" });
    mockFetch((url) =>
      url.pathname === "/api/paper/history/5"
        ? jsonResponse(200, {
            success: true,
            message: "OK",
            result: [
              entry(1, "paper.submit", "Anna Author", null),
              entry(
                2,
                "paper.reviewer.assign",
                "Trudy Trackchair",
                { reviewer_id: 8, assignment_id: 3 },
                "Rolf Reviewer",
              ),
              entry(
                3,
                "paper.reviewer.assign",
                "Carla Chair",
                { reviewer_id: 9, assignment_id: 4, auto: true },
                "Rita Reviewer",
              ),
            ],
          })
        : jsonResponse(404, { success: false, message: "not found", result: null }),
    );
    renderWithProviders(
      <PaperHistoryDialog
        paper={{ id: 5, paper_sequence: 12, paper_title: "Depth" }}
        opened
        onClose={() => undefined}
      />,
    );
    const timeline = await screen.findByLabelText("Paper history");
    expect(within(timeline).getByText("Anna Author submitted the paper.")).toBeInTheDocument();
    expect(within(timeline).getByText("Trudy Trackchair assigned Rolf Reviewer as a reviewer.")).toBeInTheDocument();
    expect(
      within(timeline).getByText("Carla Chair assigned Rita Reviewer as a reviewer (Auto Assign)."),
    ).toBeInTheDocument();
  });

  it("reads as sentences naming who did what to whom, never as the recorded keys", async () => {
    signIn({ role: "ADMIN" });
    mockFetch((url) =>
      url.pathname === "/api/paper/history/5"
        ? jsonResponse(200, {
            success: true,
            message: "OK",
            result: [
              entry(
                1,
                "paper.conflict.declare",
                "Alice Author",
                { user_id: 8, conflict_type: "Collaborator", source: "author", reason: "" },
                "Rolf Reviewer",
              ),
              entry(2, "paper.conflict.waive", "Carla Chair", { user_id: 9, reason: "Different lab" }, "Rita Reviewer"),
              entry(3, "paper.decision", "Carla Chair", { decision: "Accept as short paper" }),
              entry(4, "paper.something_new", null, {}),
            ],
          })
        : jsonResponse(404, { success: false, message: "not found", result: null }),
    );
    renderWithProviders(
      <PaperHistoryDialog
        paper={{ id: 5, paper_sequence: 12, paper_title: "Depth" }}
        opened
        onClose={() => undefined}
      />,
    );
    const timeline = await screen.findByLabelText("Paper history");
    expect(
      within(timeline).getByText("Alice Author declared a conflict with Rolf Reviewer (Collaborator)."),
    ).toBeInTheDocument();
    expect(
      within(timeline).getByText("Carla Chair waived the detected conflict with Rita Reviewer: “Different lab”."),
    ).toBeInTheDocument();
    expect(within(timeline).getByText("Carla Chair decided “Accept as short paper”.")).toBeInTheDocument();
    expect(within(timeline).getByText("The system recorded: something new.")).toBeInTheDocument();
    expect(timeline).not.toHaveTextContent(/paper\.[a-z_]+\./);
  });
});
