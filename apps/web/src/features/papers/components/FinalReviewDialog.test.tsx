import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { DEFAULT_DECISIONS, DEFAULT_REVIEW_FORM } from "@symposia/domain";
import FinalReviewDialog from "./FinalReviewDialog";

const review = (id: number, named: boolean, overrides: Record<string, unknown> = {}) => ({
  id,
  paper_id: 5,
  user_id: named ? id : null,
  first_name: named ? "Rita" : null,
  last_name: named ? "Reviewer" : null,
  email: named ? "rita@example.org" : null,
  reviewer_evaluation: 2,
  reviewer_confidence: 4,
  reviewer_remarks: "Solid work.",
  reviewer_confidential_remarks: "I know the lab.",
  reviewed_at: "2026-11-01T00:00:00.000Z",
  answers: {
    reviewer_evaluation: 2,
    reviewer_confidence: 4,
    reviewer_remarks: "Solid work.",
    reviewer_confidential_remarks: "I know the lab.",
  },
  form_version: 0,
  ...overrides,
});

function setup(
  detail: Record<string, unknown>,
  decisions: readonly { label: string; outcome: string }[] = DEFAULT_DECISIONS,
  answers: Record<string, unknown> = {},
) {
  signIn({ id: 1 });
  const posts: unknown[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { success: true, message: "The final decision has been saved.", result: {} });
    }
    if (url.pathname === "/api/conference/review-form/7")
      return jsonResponse(200, { success: true, message: "", result: { version: 0, fields: DEFAULT_REVIEW_FORM } });
    if (url.pathname in answers)
      return jsonResponse(200, { success: true, message: "", result: answers[url.pathname] });
    if (url.pathname === "/api/conference/decisions/7")
      return jsonResponse(200, { success: true, message: "", result: { decisions, can_edit: true } });
    return jsonResponse(200, {
      success: true,
      message: "",
      result: {
        id: 5,
        conf_id: 7,
        decision: "No Decision",
        final_decision_remark: "",
        paper_reviewer_data: [],
        ...detail,
      },
    });
  });
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FinalReviewDialog
      paper={{ id: 5, paper_sequence: 3, paper_title: "Flaky tests" }}
      opened
      onClose={onClose}
      onSaved={onSaved}
    />,
  );
  return { posts, onSaved, onClose, user: setupUser() };
}

describe("Final Review dialog", () => {
  it("marks the reviews first submitted after the soft deadline and those a subreviewer wrote (chairs' marks)", async () => {
    setup({
      paper_reviewer_data: [
        review(1, true, { late: true, by_subreviewer: false }),
        review(2, true, { first_name: "Rob", last_name: "Second", late: false, by_subreviewer: true }),
        review(3, true, { first_name: "Rae", last_name: "Third" }),
      ],
    });
    const rita = await screen.findByRole("article", { name: "Review by Rita Reviewer" });
    expect(within(rita).getByText("Late")).toBeInTheDocument();
    expect(rita).not.toHaveTextContent("Written by a subreviewer");
    const rob = screen.getByRole("article", { name: "Review by Rob Second" });
    expect(within(rob).getByText("Written by a subreviewer")).toBeInTheDocument();
    expect(within(rob).queryByText("Late")).toBeNull();
    // a caller who is sent no marks sees none
    const rae = screen.getByRole("article", { name: "Review by Rae Third" });
    expect(within(rae).queryByText("Late")).toBeNull();
    expect(rae).not.toHaveTextContent("subreviewer");
  });

  it("shows every review with evaluation, confidence, remarks and confidential remarks", async () => {
    setup({
      paper_reviewer_data: [
        review(1, true),
        review(2, false, { reviewed_at: null, reviewer_evaluation: null, reviewer_confidence: null, answers: {} }),
      ],
    });
    const rita = await screen.findByRole("article", { name: "Review by Rita Reviewer" });
    await waitFor(() => expect(rita).toHaveTextContent("Evaluation: Accept (2)"));
    expect(rita).toHaveTextContent("High");
    expect(rita).toHaveTextContent("Solid work.");
    expect(rita).toHaveTextContent("I know the lab.");
    expect(screen.getByRole("article", { name: "Review by Reviewer 2" })).toHaveTextContent("Not reviewed yet");
  });

  it("reads a review with its own form version's fields when the server sends them, not the current form's", async () => {
    const written = [
      {
        key: "novelty",
        label: "Novelty (old wording)",
        description: "",
        type: "score",
        required: true,
        visibility: "authors",
        scale: [{ value: 3, label: "Bold" }],
      },
    ];
    setup({ paper_reviewer_data: [review(1, true, { answers: { novelty: 3 }, form_version: 1, fields: written })] });
    const rita = await screen.findByRole("article", { name: "Review by Rita Reviewer" });
    await waitFor(() => expect(rita).toHaveTextContent("Novelty (old wording): Bold (3)"));
    expect(rita).not.toHaveTextContent("Evaluation");
  });

  it("starts at the current decision, requires the remark and confirms before saving", async () => {
    const { posts, onSaved, user } = setup({ decision: "Probably Reject", final_decision_remark: "" });
    const decision = await screen.findByRole("combobox", { name: /Decision/ });
    await waitFor(() => expect(decision).toHaveValue("Probably Reject"));
    await user.click(screen.getByRole("button", { name: "Submit Final Review" }));
    expect(await screen.findByText("Final decision remark is required.")).toBeInTheDocument();

    await user.selectOptions(decision, "Accept");
    await user.click(screen.getByRole("textbox", { name: /Final decision remark/ }));
    await user.paste("Reviewers agree.");
    await user.click(screen.getByRole("button", { name: "Submit Final Review" }));
    const confirm = await screen.findByRole("dialog", { name: "Please confirm" });
    expect(confirm).toHaveTextContent("Are you sure to submit the Final Review?");
    await user.click(within(confirm).getByRole("button", { name: "Yes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([
      { path: "/api/paper/final-review/5", body: { decision: "Accept", final_decision_remark: "Reviewers agree." } },
    ]);
  });

  it("keeps the decision the chair picked when the decision list arrives after the paper", async () => {
    signIn({ id: 1 });
    let sendDecisions: () => void = () => undefined;
    const decisionsArrive = new Promise<void>((resolve) => (sendDecisions = resolve));
    const posts: unknown[] = [];
    mockFetch(async (url, init) => {
      if (init?.method === "POST") {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse(200, { success: true, message: "Saved.", result: {} });
      }
      if (url.pathname === "/api/conference/decisions/7") {
        await decisionsArrive;
        return jsonResponse(200, {
          success: true,
          message: "",
          result: { decisions: DEFAULT_DECISIONS, can_edit: true },
        });
      }
      if (url.pathname === "/api/conference/review-form/7")
        return jsonResponse(200, { success: true, message: "", result: { version: 0, fields: DEFAULT_REVIEW_FORM } });
      const paper = { id: 5, conf_id: 7, decision: "No Decision", final_decision_remark: "", paper_reviewer_data: [] };
      return jsonResponse(200, { success: true, message: "", result: paper });
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <FinalReviewDialog
        paper={{ id: 5, paper_sequence: 3, paper_title: "Flaky tests" }}
        opened
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    const user = setupUser();
    const decision = await screen.findByRole("combobox", { name: /Decision/ });
    await waitFor(() => expect(decision).toHaveValue("No Decision"));
    await user.selectOptions(decision, "Accept");
    sendDecisions();
    // the list's arrival must not put the stored value back
    await waitFor(() => expect(within(decision).getAllByRole("option").length).toBe(DEFAULT_DECISIONS.length));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(decision).toHaveValue("Accept");
    await user.click(screen.getByRole("textbox", { name: /Final decision remark/ }));
    await user.paste("Clear.");
    await user.click(screen.getByRole("button", { name: "Submit Final Review" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Please confirm" })).getByRole("button", { name: "Yes" }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(posts).toEqual([{ decision: "Accept", final_decision_remark: "Clear." }]);
  });

  it("defaults to No Decision when the paper has none", async () => {
    setup({});
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Decision/ })).toHaveValue("No Decision"));
  });

  it("offers the conference's own decision list", async () => {
    setup({ decision: null }, [
      { label: "Oral", outcome: "accept" },
      { label: "Poster", outcome: "accept" },
      { label: "Out", outcome: "reject" },
    ]);
    const decision = await screen.findByRole("combobox", { name: /Decision/ });
    await waitFor(() =>
      expect(
        within(decision)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Oral", "Poster", "Out"]),
    );
    await waitFor(() => expect(decision).toHaveValue("Oral"));
  });

  it("shows the meta-review and the authors' response beside the decision, and warns before deciding while the response period is open", async () => {
    const meta = {
      paper_id: 5,
      lead_user_id: 2,
      lead_name: "Rita Reviewer",
      meta_review: "The reviewers converge on accept.",
      recommendation: "Accept",
      submitted_at: "2026-11-02T00:00:00.000Z",
      can_write: false,
      can_choose_lead: true,
      recommendations: [],
    };
    const window = {
      start: "2026-11-01 00:00",
      end: "2026-11-30 23:59",
      timezone: "Europe/Lisbon",
      open: true,
      max_words: null,
    };
    const response = {
      paper_id: 5,
      response: "We will add the ablation.",
      updated_at: null,
      window,
      can_respond: false,
      reviews: [],
      before_response: null,
    };
    const { posts, user } = setup({ decision: "Accept", final_decision_remark: "Fine." }, DEFAULT_DECISIONS, {
      "/api/paper/meta-review/5": meta,
      "/api/paper/response/5": response,
    });
    const metaCard = await screen.findByRole("region", { name: "Meta-review" });
    await waitFor(() => expect(metaCard).toHaveTextContent("The reviewers converge on accept."));
    expect(metaCard).toHaveTextContent("Lead reviewer's recommendation: Accept");
    const answer = screen.getByRole("region", { name: "Authors' response" });
    await waitFor(() => expect(answer).toHaveTextContent("We will add the ablation."));
    expect(answer).toHaveTextContent("The response period is still open until 2026-11-30 23:59 (Europe/Lisbon).");
    await waitFor(() => expect(screen.getByRole("textbox", { name: /Final decision remark/ })).toHaveValue("Fine."));
    await user.click(screen.getByRole("button", { name: "Submit Final Review" }));
    const confirm = await screen.findByRole("dialog", { name: "Please confirm" });
    expect(confirm).toHaveTextContent(
      "The authors' response period is still open (until 2026-11-30 23:59 Europe/Lisbon). " +
        "Once the paper is decided, its authors can no longer submit or edit their response. " +
        "Decide now?",
    );
    await user.click(within(confirm).getByRole("button", { name: "No" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Please confirm" })).toBeNull());
    expect(posts).toEqual([]);
  });

  it("says so when there is no meta-review or response yet", async () => {
    setup({}, DEFAULT_DECISIONS, {
      "/api/paper/meta-review/5": {
        paper_id: 5,
        meta_review: null,
        recommendation: null,
        submitted_at: null,
        recommendations: [],
      },
    });
    expect(await screen.findByText("No meta-review has been submitted.")).toBeInTheDocument();
    expect(screen.getByText("The authors have not responded.")).toBeInTheDocument();
  });
});
