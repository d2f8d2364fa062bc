import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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
        return ok({
          id: 7,
          conf_id: 3,
          track_name: "Theory",
          track_chair_data: [],
          track_reviewer_data: [
            member(21, "Carla", "Conflicted"),
            member(22, "Cora", "Waived"),
            member(23, "Cleo", "Suggested"),
            member(24, "Cliff", "Clear"),
          ],
        });
      }
      if (url.pathname === "/api/paper/conflicts/9") {
        return ok([
          {
            user_id: 21,
            first_name: "Carla",
            last_name: "Conflicted",
            conflict_type: "Collaborator",
            source: "author",
            reason: "co-author of a 2025 paper",
            waived: false,
          },
          {
            user_id: 22,
            first_name: "Cora",
            last_name: "Waived",
            conflict_type: "Same institution",
            source: "detected",
            reason: "same email domain",
            waived: true,
          },
          {
            user_id: 23,
            first_name: "Cleo",
            last_name: "Suggested",
            conflict_type: "Same institution",
            source: "suggested",
            reason: "same affiliation",
            waived: false,
          },
        ]);
      }
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<ManageReviewersModal confId={3} trackId={7} paper={paper} onClose={() => {}} />);
    const search = await screen.findByRole("textbox", { name: "Search TPC members" });
    const list = () => screen.getByRole("list", { name: "Matching TPC members" });
    const find = (text: string) => fireEvent.change(search, { target: { value: text } });

    find("carla");
    expect(
      await within(list()).findByText("Conflict of interest: Collaborator: co-author of a 2025 paper"),
    ).toBeInTheDocument();
    expect(within(list()).getByRole("button", { name: "Add Carla Conflicted as reviewer" })).toBeDisabled();

    find("cora");
    expect(await within(list()).findByRole("button", { name: "Add Cora Waived as reviewer" })).toBeEnabled();
    expect(within(list()).queryByText(/Conflict of interest/)).toBeNull();

    find("cleo");
    expect(await within(list()).findByRole("button", { name: "Add Cleo Suggested as reviewer" })).toBeEnabled();
    expect(
      within(list()).getByText("Possible conflict (not confirmed): Same institution: same affiliation"),
    ).toBeInTheDocument();

    find("cliff");
    expect(await within(list()).findByRole("button", { name: "Add Cliff Clear as reviewer" })).toBeEnabled();
  });
});

describe("Manage Reviewers: extending a reviewer's deadline", () => {
  it("posts the reviewer and the deadline, in the conference's deadline zone", async () => {
    signIn();
    const posts: { path: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") {
        posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
        return jsonResponse(200, {
          success: true,
          message: "The review deadline has been extended.",
          result: {
            paper_id: 9,
            reviewer_id: 31,
            deadline: { local: "2030-01-31 23:59", timezone: "Asia/Kolkata", at: "2030-01-31T18:29:00.000Z" },
          },
        });
      }
      if (url.pathname === "/api/track/7")
        return ok({ id: 7, conf_id: 3, track_name: "Theory", track_chair_data: [], track_reviewer_data: [] });
      if (url.pathname === "/api/conference/3")
        return ok([{ id: 3, conf_id: 3, timezone_for_deadline: "Asia/Kolkata" }]);
      if (url.pathname === "/api/paper/conflicts/9") return ok([]);
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    const reviewed = {
      ...paper,
      paper_reviewer_data: [
        {
          id: 50,
          paper_id: 9,
          user_id: 31,
          first_name: "Rita",
          last_name: "Late",
          email: "rita@example.org",
          reviewed_at: null,
        },
      ],
    } as unknown as Paper;
    renderWithProviders(<ManageReviewersModal confId={3} trackId={7} paper={reviewed} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "Extend the review deadline of Rita Late" }));
    const input = await screen.findByRole("textbox", { name: "Extended deadline (Asia/Kolkata)" });
    fireEvent.change(input, { target: { value: "2030-01-31 23:59" } });
    fireEvent.click(screen.getByRole("button", { name: "Extend" }));
    await screen.findByText(/Rita Late may review until 2030-01-31 23:59 Asia\/Kolkata/);
    expect(posts).toEqual([
      { path: "/api/paper/review-extension/9", body: { reviewer_id: 31, deadline: "2030-01-31 23:59" } },
    ]);
  });

  it("shows a reviewer's current extension and removes it", async () => {
    signIn();
    const calls: string[] = [];
    let extensions = [
      {
        paper_id: 9,
        reviewer_id: 31,
        reviewer_name: "Rita Late",
        reviewer_email: "rita@example.org",
        granted_at: "2030-01-01T00:00:00.000Z",
        deadline: { local: "2030-01-31 23:59", timezone: "Asia/Kolkata", at: "2030-01-31T18:29:00.000Z" },
      },
    ];
    mockFetch((url, init) => {
      if (init?.method === "DELETE") {
        calls.push(`DELETE ${url.pathname}`);
        extensions = [];
        return jsonResponse(200, { success: true, message: "The extension has been removed.", result: null });
      }
      if (url.pathname === "/api/paper/review-extensions/9") return ok(extensions);
      if (url.pathname === "/api/track/7")
        return ok({ id: 7, conf_id: 3, track_name: "Theory", track_chair_data: [], track_reviewer_data: [] });
      if (url.pathname === "/api/conference/3")
        return ok([{ id: 3, conf_id: 3, timezone_for_deadline: "Asia/Kolkata" }]);
      if (url.pathname === "/api/paper/conflicts/9") return ok([]);
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    const reviewed = {
      ...paper,
      paper_reviewer_data: [
        {
          id: 50,
          paper_id: 9,
          user_id: 31,
          first_name: "Rita",
          last_name: "Late",
          email: "rita@example.org",
          reviewed_at: null,
        },
        {
          id: 51,
          paper_id: 9,
          user_id: 32,
          first_name: "Otto",
          last_name: "Ontime",
          email: "otto@example.org",
          reviewed_at: null,
        },
      ],
    } as unknown as Paper;
    renderWithProviders(<ManageReviewersModal confId={3} trackId={7} paper={reviewed} onClose={() => {}} />);
    expect(await screen.findByText("Extended to 2030-01-31 23:59")).toBeInTheDocument();
    // only Rita has one
    expect(screen.getAllByText(/^Extended to/)).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Extend the review deadline of Rita Late" }));
    expect(await screen.findByText("Extended until 2030-01-31 23:59 Asia/Kolkata.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove the extension of Rita Late" }));
    await screen.findByText(/The extension has been removed: Rita Late is held to the hard review deadline again/);
    expect(calls).toEqual(["DELETE /api/paper/review-extension/9/31"]);
    await waitFor(() => expect(screen.queryByText("Extended to 2030-01-31 23:59")).toBeNull());
  });
});
