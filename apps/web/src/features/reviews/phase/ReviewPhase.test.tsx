import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ReviewPaperWithPhase, ReviewPhaseInfo } from "@symposia/domain";
import { renderReviewPapers, reviewPaper } from "../../../test/reviewPapers";

const paper = (overrides: Partial<ReviewPaperWithPhase>): ReviewPaperWithPhase => ({
  ...reviewPaper(),
  my_review: {
    id: 5,
    paper_id: 11,
    first_name: "Rita",
    last_name: "R",
    email: "rita@example.org",
    reviewer_evaluation: null,
    reviewer_confidence: null,
    reviewer_remarks: "",
    reviewer_confidential_remarks: "",
    reviewed_at: null,
    answers: {},
    form_version: 0,
    draft: null,
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

const setup = (papers: ReviewPaperWithPhase[], info: ReviewPhaseInfo = phase) =>
  renderReviewPapers(papers, {
    postMessage: "You have declined to review this paper. The chairs have been told.",
    phase: info,
  });

describe("the review phase on Review Papers", () => {
  it("shows the deadline with its time zone and the instructions, sanitised", async () => {
    setup([paper({})]);
    expect(
      await screen.findByText(/Review deadline: 2031-03-01 12:00 Asia\/Kolkata \(2031-03-01 06:30 UTC\)/),
    ).toBeInTheDocument();
    const instructions = screen.getByLabelText("Instructions for reviewers");
    expect(within(instructions).getByText("novelty").tagName).toBe("B");
    expect(instructions.innerHTML).not.toContain("onerror");
  });

  it("says why the review button is missing and marks late reviews", async () => {
    setup(
      [
        paper({
          can_review: false,
          review_closed_reason:
            "The hard review deadline (2031-03-01 12:00 UTC) has passed; reviews are no longer accepted.",
          can_decline: false,
        }),
        paper({ id: 12, paper_sequence: 2, paper_title: "Second", review_late: true, can_decline: false }),
      ],
      {
        ...phase,
        closed_reason: "Reviewing is closed for this conference: the chairs are not accepting reviews at the moment.",
      },
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
    await waitFor(() =>
      expect(posts).toEqual([
        { path: "/api/paper/decline-review/11", body: { reason: "I supervised one of the authors." } },
      ]),
    );
  });
});
