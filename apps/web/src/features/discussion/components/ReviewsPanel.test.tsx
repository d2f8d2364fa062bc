// the reviews beside the discussion and the authors' response follow the form: each
// review is read with the field definitions the server sent with it (its own form version, cut to
// the caller), with labels and scale labels in the form's order, through ReviewAnswersView.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseReview, ReviewField } from "@symposia/domain";
import { renderWithProviders } from "../../../test/render";
import { ReviewsList } from "./ReviewsPanel";

const REPRO: ReviewField = {
  key: "repro",
  label: "Reproducibility",
  description: "",
  type: "score",
  required: true,
  visibility: "authors",
  scale: [
    { value: 1, label: "Not reproducible" },
    { value: 3, label: "Fully reproducible" },
  ],
};
const COMMENTS: ReviewField = {
  key: "comments",
  label: "Comments to the authors",
  description: "",
  type: "text",
  required: true,
  visibility: "authors",
  min_words: null,
  max_words: null,
};
const PC_NOTE: ReviewField = {
  key: "pc_note",
  label: "Note to the PC",
  description: "",
  type: "text",
  required: false,
  visibility: "pc",
  min_words: null,
  max_words: null,
};

/** A field's line as a reader sees it: "Label: answer" (the label is a span inside the line). */
const line = (text: string) => (_: string, el: Element | null) => el?.tagName === "P" && el.textContent === text;

const review = (overrides: Partial<ResponseReview>): ResponseReview => ({
  id: 1,
  user_id: null,
  reviewer_name: null,
  reviewer_evaluation: null,
  reviewer_confidence: null,
  reviewer_remarks: null,
  answers: {},
  fields: [],
  ...overrides,
});

describe("ReviewsList", () => {
  it("shows each review's fields with their labels and scale labels, in the form's order", async () => {
    renderWithProviders(
      <ReviewsList
        reviews={[
          review({ id: 1, answers: { comments: "Clear artefact.", repro: 3 }, fields: [REPRO, COMMENTS] }),
          review({
            id: 2,
            reviewer_name: "Rita Reviewerone",
            answers: { repro: 1, comments: "No code.", pc_note: "Borderline." },
            fields: [REPRO, COMMENTS, PC_NOTE],
          }),
        ]}
      />,
    );
    const first = await screen.findByRole("article", { name: "Review 1" });
    expect(within(first).getByText("Review 1")).toBeInTheDocument();
    expect(within(first).getByText(line("Reproducibility: Fully reproducible (3)"))).toBeInTheDocument();
    expect(within(first).getByText("Comments to the authors")).toBeInTheDocument();
    expect(within(first).getByText("Clear artefact.")).toBeInTheDocument();
    expect(within(first).queryByText("Note to the PC")).not.toBeInTheDocument();
    // the order is the form's, not the answers'
    const score = within(first).getByText(line("Reproducibility: Fully reproducible (3)"));
    expect(
      score.compareDocumentPosition(within(first).getByText("Comments to the authors")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const second = screen.getByRole("article", { name: "Review 2" });
    expect(within(second).getByText("Rita Reviewerone")).toBeInTheDocument();
    expect(within(second).getByText(line("Reproducibility: Not reproducible (1)"))).toBeInTheDocument();
    expect(within(second).getByText("Note to the PC")).toBeInTheDocument();
    expect(within(second).getByText("Borderline.")).toBeInTheDocument();
    // the spec's four fields are not what this form asks
    expect(screen.queryByText(/Evaluation|Confidence/)).not.toBeInTheDocument();
  });

  it("reads a review of the default form with its scale labels", async () => {
    const evaluation: ReviewField = {
      key: "reviewer_evaluation",
      label: "Evaluation",
      description: "",
      type: "score",
      required: true,
      visibility: "authors",
      scale: [{ value: 2, label: "accept" }],
    };
    renderWithProviders(
      <ReviewsList reviews={[review({ answers: { reviewer_evaluation: 2 }, fields: [evaluation] })]} />,
    );
    expect(await screen.findByText(line("Evaluation: accept (2)"))).toBeInTheDocument();
  });

  it("says so when there is nothing to show", async () => {
    renderWithProviders(<ReviewsList reviews={[]} />);
    expect(await screen.findByText("No reviews to show.")).toBeInTheDocument();
  });
});
