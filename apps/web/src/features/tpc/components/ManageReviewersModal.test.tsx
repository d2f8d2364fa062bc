import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import type { Paper } from "@symposia/domain";
import { ManageReviewersModal } from "./ManageReviewersModal";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const member = (id: number, first: string, last: string) => ({
  id: 100 + id,
  track_id: 7,
  reviewer_id: id,
  reviewer_first_name: first,
  reviewer_last_name: last,
  reviewer_email: `${first.toLowerCase()}@example.org`,
  status: 1,
});
const paper = { id: 9, paper_sequence: 4, paper_title: "Graphs", paper_reviewer_data: [] } as unknown as Paper;

describe("Manage Reviewers: conflicts of interest", () => {
  it("shows conflicted members greyed with the reason instead of an active Add; waived and suggested ones stay addable", async () => {
    signIn();
    mockFetch((url) => {
      if (url.pathname === "/api/track/7") {
        return ok({ id: 7, conf_id: 3, track_name: "Theory", track_chair_data: [], track_reviewer_data: [member(21, "Carla", "Conflicted"), member(22, "Cora", "Waived"), member(23, "Cleo", "Suggested"), member(24, "Cliff", "Clear")] });
      }
      if (url.pathname === "/api/paper/conflicts/9") {
        return ok([
          { user_id: 21, first_name: "Carla", last_name: "Conflicted", conflict_type: "Collaborator", source: "author", reason: "co-author of a 2025 paper", waived: false },
          { user_id: 22, first_name: "Cora", last_name: "Waived", conflict_type: "Same institution", source: "detected", reason: "same email domain", waived: true },
          { user_id: 23, first_name: "Cleo", last_name: "Suggested", conflict_type: "Same institution", source: "suggested", reason: "same affiliation", waived: false },
        ]);
      }
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<ManageReviewersModal confId={3} trackId={7} paper={paper} onClose={() => {}} />);
    const search = await screen.findByRole("textbox", { name: "Search TPC members" });
    const list = () => screen.getByRole("list", { name: "Matching TPC members" });
    const find = (text: string) => fireEvent.change(search, { target: { value: text } });

    find("carla");
    expect(await within(list()).findByText("Conflict of interest: Collaborator: co-author of a 2025 paper")).toBeInTheDocument();
    expect(within(list()).getByRole("button", { name: "Add Carla Conflicted as reviewer" })).toBeDisabled();

    find("cora");
    expect(await within(list()).findByRole("button", { name: "Add Cora Waived as reviewer" })).toBeEnabled();
    expect(within(list()).queryByText(/Conflict of interest/)).toBeNull();

    find("cleo");
    expect(await within(list()).findByRole("button", { name: "Add Cleo Suggested as reviewer" })).toBeEnabled();
    expect(within(list()).getByText("Possible conflict (not confirmed): Same institution: same affiliation")).toBeInTheDocument();

    find("cliff");
    expect(await within(list()).findByRole("button", { name: "Add Cliff Clear as reviewer" })).toBeEnabled();
  });
});
