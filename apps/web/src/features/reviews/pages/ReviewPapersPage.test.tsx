import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import type { ReviewPaper } from "@symposia/domain";
import ReviewPapersPage from "./ReviewPapersPage";

const paper = (overrides: Partial<ReviewPaper>): ReviewPaper => ({
  id: 11,
  paper_sequence: 1,
  paper_title: "Mutation testing at scale",
  keywords: "testing",
  abstract: "",
  track_id: 3,
  track_name: "Software Testing",
  status: 0,
  status_label: "Submitted",
  has_file: true,
  can_review: true,
  my_review: null,
  ...overrides,
});

function setup(papers: ReviewPaper[]) {
  signIn({ id: 9 });
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { success: true, message: "Your review has been submitted.", result: {} });
    }
    if (url.pathname === "/api/paper/review-papers/7") return jsonResponse(200, { success: true, message: "", result: { data: papers, total: papers.length } });
    return jsonResponse(200, { success: true, message: "", result: [{ id: 7, acronym_title: "ICT", event_name: "ICT" }] });
  });
  const view = renderWithProviders(<ReviewPapersPage />, { route: "/conference/reviewPapers/7", path: "/conference/reviewPapers/:confId?" });
  return { posts, user: setupUser(), ...view };
}

describe("Review Papers", () => {
  it("offers the review only where the server says the paper takes one", async () => {
    setup([
      paper({}),
      paper({ id: 12, paper_sequence: 2, paper_title: "Withdrawn work", status: 25, status_label: "Withdrawn", can_review: false }),
    ]);
    expect(await screen.findByText("Withdrawn work")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Review paper 1" })).toHaveTextContent("Submit Review");
    expect(screen.queryByRole("button", { name: "Review paper 2" })).not.toBeInTheDocument();
  });

  it("starts at Strong Accept and Expert, requires remarks and confirms before posting", async () => {
    const { posts, user, unmount } = setup([paper({})]);
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    expect(within(dialog).getByRole("combobox", { name: /Evaluation/ })).toHaveValue("3");
    expect(within(dialog).getByRole("combobox", { name: /Confidence/ })).toHaveValue("5");

    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Remarks is required.")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Evaluation/ }), "Weak Reject");
    await user.click(within(dialog).getByRole("textbox", { name: /^Remarks/ }));
    await user.paste("Needs a baseline.");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/api/paper/add-review/11",
      body: { reviewer_evaluation: -1, reviewer_confidence: 5, reviewer_remarks: "Needs a baseline.", reviewer_confidential_remarks: "" },
    });
    // unmounting cancels the reload the page scheduled 2 s after the posted review
    unmount();
  });

  it("starts an update from the reviewer's own review", async () => {
    const { user } = setup([
      paper({
        my_review: {
          id: 5, paper_id: 11, first_name: "Rita", last_name: "R", email: "rita@example.org",
          reviewer_evaluation: -2, reviewer_confidence: 3, reviewer_remarks: "Old remarks", reviewer_confidential_remarks: "psst", reviewed_at: "2026-11-01T00:00:00.000Z",
        },
      }),
    ]);
    expect(await screen.findByText("Reject")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Review" });
    expect(within(dialog).getByRole("combobox", { name: /Evaluation/ })).toHaveValue("-2");
    expect(within(dialog).getByRole("combobox", { name: /Confidence/ })).toHaveValue("3");
    expect(within(dialog).getByRole("textbox", { name: /^Remarks/ })).toHaveValue("Old remarks");
    expect(within(dialog).getByRole("textbox", { name: /^Confidential remarks/ })).toHaveValue("psst");
  });
});
