import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import PaperHistoryDialog from "./PaperHistoryDialog";

const entry = (id: number, action: string, actor: string, details: Record<string, unknown> | null, subject: string | null = null) => ({
  id, action, entity_type: "paper", entity_id: 5, created_at: "2026-11-22T14:05:00.000Z", actor_id: 1, actor_name: actor, details, subject_name: subject,
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
              entry(2, "paper.reviewer.assign", "Trudy Trackchair", { reviewer_id: 8, assignment_id: 3 }, "Rolf Reviewer"),
              entry(3, "paper.reviewer.assign", "Carla Chair", { reviewer_id: 9, assignment_id: 4, auto: true }, "Rita Reviewer"),
            ],
          })
        : jsonResponse(404, { success: false, message: "not found", result: null }),
    );
    renderWithProviders(<PaperHistoryDialog paper={{ id: 5, paper_sequence: 12, paper_title: "Depth" }} opened onClose={() => undefined} />);
    const timeline = await screen.findByLabelText("Paper history");
    const items = within(timeline).getAllByText(/^(Submitted the paper|Assigned a reviewer.*)$/).map((el) => el.textContent);
    expect(items).toEqual(["Submitted the paper", "Assigned a reviewer", "Assigned a reviewer (Auto Assign)"]);
    const auto = within(timeline).getByText("Assigned a reviewer (Auto Assign)").closest(".mantine-Timeline-item") as HTMLElement;
    expect(auto).toHaveTextContent("Carla Chair");
    expect(auto).toHaveTextContent("Rita Reviewer");
  });
});
