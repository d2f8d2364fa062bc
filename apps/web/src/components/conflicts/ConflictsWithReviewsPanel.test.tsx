import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../test/render";
import { ConflictsWithReviewsPanel } from "./ConflictsWithReviewsPanel";

const ROWS = [
  {
    paper_id: 9,
    paper_sequence: 4,
    paper_title: "Graphs",
    user_id: 22,
    first_name: "Alan",
    last_name: "Turing",
    reasons: ["Collaborator: declared by the reviewer", "same email domain bletchley.org"],
  },
];

function setup(answer: () => Response, enabled = true) {
  signIn({ role: "USER" });
  const fetch = mockFetch(async (url) =>
    url.pathname === "/api/paper/conflicts-with-reviews/3"
      ? answer()
      : jsonResponse(404, { success: false, message: "Not found.", result: null }),
  );
  const onOpen = vi.fn();
  renderWithProviders(
    <>
      <ConflictsWithReviewsPanel confId={3} enabled={enabled} onOpen={onOpen} />
      <p>Papers table</p>
    </>,
  );
  return { fetch, onOpen, user: setupUser() };
}

describe("Conflicts with reviews (All Papers, chairs)", () => {
  it("lists each paper, reviewer and reason, and opens that paper's conflicts", async () => {
    const { onOpen, user } = setup(() => jsonResponse(200, { success: true, message: "", result: ROWS }));
    const panel = await screen.findByRole("region", { name: "Conflicts with reviews" });
    expect(panel).toHaveTextContent("Conflicts with reviews (1)");
    const row = within(panel).getByRole("row", { name: /Alan Turing/ });
    expect(row).toHaveTextContent("4");
    expect(row).toHaveTextContent("Graphs");
    expect(row).toHaveTextContent("Collaborator: declared by the reviewer; same email domain bletchley.org");
    await user.click(within(row).getByRole("button", { name: "Open the conflicts of paper 4 (Alan Turing)" }));
    expect(onOpen).toHaveBeenCalledWith(ROWS[0]);
  });

  it("shows nothing when there is no conflict with a review", async () => {
    const { fetch } = setup(() => jsonResponse(200, { success: true, message: "", result: [] }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByText("Papers table");
    expect(screen.queryByRole("region", { name: "Conflicts with reviews" })).toBeNull();
  });

  it("shows nothing, and no error, when the server refuses the caller (403)", async () => {
    const { fetch } = setup(() => jsonResponse(403, { success: false, message: "Forbidden.", result: null }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("region", { name: "Conflicts with reviews" })).toBeNull();
    expect(screen.queryByText("Forbidden.")).toBeNull();
  });

  it("does not ask outside the chairs' view", async () => {
    const { fetch } = setup(() => jsonResponse(200, { success: true, message: "", result: ROWS }), false);
    await screen.findByText("Papers table");
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole("region", { name: "Conflicts with reviews" })).toBeNull();
  });
});
