// the authors' view of their released reviews (My Papers → "Reviews & response") follows
// the conference's form: the author-visible fields the server sent with each review, with their
// labels and scale labels, and nothing of the spec's fixed four when the form lacks them.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponseAnswer, ReviewField } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import AuthorResponsePage from "./AuthorResponsePage";

const FIELDS: ReviewField[] = [
  {
    key: "repro",
    label: "Reproducibility",
    description: "",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 2, label: "Partly" },
      { value: 3, label: "Fully reproducible" },
    ],
  },
  {
    key: "comments",
    label: "Comments to the authors",
    description: "",
    type: "text",
    required: true,
    visibility: "authors",
    min_words: null,
    max_words: null,
  },
];

const answer: ResponseAnswer = {
  paper_id: 12,
  response: null,
  updated_at: null,
  window: { start: null, end: null, timezone: "UTC", open: false, max_words: null },
  can_respond: false,
  reviews: [
    {
      id: 1,
      user_id: null,
      reviewer_name: null,
      reviewer_evaluation: null,
      reviewer_confidence: null,
      reviewer_remarks: null,
      answers: { repro: 3, comments: "The artefact runs." },
      fields: FIELDS,
    },
    {
      id: 2,
      user_id: null,
      reviewer_name: null,
      reviewer_evaluation: null,
      reviewer_confidence: null,
      reviewer_remarks: null,
      answers: { repro: 2, comments: "Scripts missing." },
      fields: FIELDS,
    },
  ],
  before_response: null,
};

const line = (text: string) => (_: string, el: Element | null) => el?.tagName === "P" && el.textContent === text;

describe("the authors' released reviews", () => {
  it("show the form's author fields with their labels and scale labels", async () => {
    signIn({ id: 4 });
    mockFetch((url) => {
      if (url.pathname === "/api/paper/response/12")
        return jsonResponse(200, { success: true, message: "", result: answer });
      if (url.pathname === "/api/paper/meta-review/12")
        return jsonResponse(404, { success: false, message: "Not found.", result: null, code: "not_found" });
      return jsonResponse(200, { success: true, message: "", result: [] });
    });
    renderWithProviders(<AuthorResponsePage />, { route: "/paper/response/12", path: "/paper/response/:paperId" });
    const first = await screen.findByRole("article", { name: "Review 1" });
    expect(within(first).getByText(line("Reproducibility: Fully reproducible (3)"))).toBeInTheDocument();
    expect(within(first).getByText("Comments to the authors")).toBeInTheDocument();
    expect(within(first).getByText("The artefact runs.")).toBeInTheDocument();
    const second = screen.getByRole("article", { name: "Review 2" });
    expect(within(second).getByText(line("Reproducibility: Partly (2)"))).toBeInTheDocument();
    expect(within(second).getByText("Scripts missing.")).toBeInTheDocument();
    // the spec's fixed fields are not this form's
    expect(screen.queryByText(/confidence/i)).not.toBeInTheDocument();
  });
});
