import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewPaperWithPhase, ReviewPhaseInfo } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import ReviewPapersPage from "../pages/ReviewPapersPage";

const paper = (overrides: Partial<ReviewPaperWithPhase>): ReviewPaperWithPhase => ({
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
  my_review: {
    id: 5, paper_id: 11, first_name: "Rita", last_name: "R", email: "rita@example.org",
    reviewer_evaluation: null, reviewer_confidence: null, reviewer_remarks: "", reviewer_confidential_remarks: "", reviewed_at: null, answers: {}, form_version: 0, draft: null,
  },
  extended_until: null,
  review_closed_reason: null,
  review_late: false,
  can_decline: true,
  attachment: null,
  ...overrides,
});

const phase: ReviewPhaseInfo = {
  conf_id: 7,
  reviewing_open: true,
  closed_reason: null,
  review_deadline: { local: "2031-03-01 12:00", timezone: "Asia/Kolkata", at: "2031-03-01T06:30:00.000Z" },
  review_hard_deadline: null,
  instructions_html: "<p>Score <b>novelty</b> first.</p><img src=x onerror=alert(1)>",
  attachments_allowed: true,
  date_format: null,
};

function setup(papers: ReviewPaperWithPhase[], info: ReviewPhaseInfo = phase) {
  signIn({ id: 9 });
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { success: true, message: "You have declined to review this paper. The chairs have been told.", result: {} });
    }
    if (url.pathname === "/api/paper/review-papers/7") return jsonResponse(200, { success: true, message: "", result: { data: papers, total: papers.length } });
    if (url.pathname === "/api/conference/review-phase/7") return jsonResponse(200, { success: true, message: "", result: info });
    return jsonResponse(200, { success: true, message: "", result: [{ id: 7, acronym_title: "ICT", event_name: "ICT" }] });
  });
  renderWithProviders(<ReviewPapersPage />, { route: "/conference/reviewPapers/7", path: "/conference/reviewPapers/:confId?" });
  return { posts, user: setupUser() };
}

describe("the review phase on Review Papers", () => {
  it("shows the deadline with its time zone and the instructions, sanitised", async () => {
    setup([paper({})]);
    expect(await screen.findByText(/Review deadline: 2031-03-01 12:00 Asia\/Kolkata \(2031-03-01 06:30 UTC\)/)).toBeInTheDocument();
    const instructions = screen.getByLabelText("Instructions for reviewers");
    expect(within(instructions).getByText("novelty").tagName).toBe("B");
    expect(instructions.innerHTML).not.toContain("onerror");
  });

  it("says why the review button is missing and marks late reviews", async () => {
    setup(
      [
        paper({ can_review: false, review_closed_reason: "The hard review deadline (2031-03-01 12:00 UTC) has passed; reviews are no longer accepted.", can_decline: false }),
        paper({ id: 12, paper_sequence: 2, paper_title: "Second", review_late: true, can_decline: false }),
      ],
      { ...phase, closed_reason: "Reviewing is closed for this conference: the chairs are not accepting reviews at the moment." },
    );
    expect(await screen.findByText(/The hard review deadline \(2031-03-01 12:00 UTC\) has passed/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Review paper 1" })).not.toBeInTheDocument();
    expect(screen.getByText("Late")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Reviewing is closed for this conference");
    expect(screen.queryByRole("button", { name: /Decline paper/ })).not.toBeInTheDocument();
  });

  it("declines a paper with a required reason", async () => {
    const { posts, user } = setup([paper({})]);
    await user.click(await screen.findByRole("button", { name: "Decline paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline to review" });
    await user.click(within(dialog).getByRole("button", { name: "Decline paper" }));
    expect(await within(dialog).findByText("Reason is required.")).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole("textbox", { name: /Reason/ }));
    await user.paste("I supervised one of the authors.");
    await user.click(within(dialog).getByRole("button", { name: "Decline paper" }));
    await waitFor(() => expect(posts).toEqual([{ path: "/api/paper/decline-review/11", body: { reason: "I supervised one of the authors." } }]));
  });
});
