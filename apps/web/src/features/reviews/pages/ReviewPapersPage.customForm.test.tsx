// "required/word-count errors per field on client and server". The server side is
// apps/api/test/review-forms.test.ts; this is the review dialog with a custom form of every field
// type: each field's own error before anything is posted, a draft that skips them, and a submit
// that posts exactly the form's answers.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ReviewField, reviewFormFieldsSchema } from "@symposia/domain";
import { renderReviewPapers, reviewPaper } from "../../../test/reviewPapers";

const FORM: ReviewField[] = reviewFormFieldsSchema.parse([
  {
    key: "novelty",
    label: "Novelty",
    type: "score",
    required: true,
    visibility: "authors",
    scale: [
      { value: 2, label: "High" },
      { value: 1, label: "Low" },
    ],
  },
  { key: "summary", label: "Summary", type: "text", required: true, min_words: 3, max_words: 5, visibility: "authors" },
  {
    key: "track_fit",
    label: "Track fit",
    type: "select",
    required: true,
    options: ["Good", "Poor"],
    visibility: "chairs",
  },
  { key: "ethics_ok", label: "Ethics checked", type: "checkbox", required: true },
  { key: "notes", label: "Notes for the PC", type: "text", max_words: 2 },
]);

const setup = () => renderReviewPapers([reviewPaper()], { postMessage: "Saved.", form: { version: 3, fields: FORM } });

describe("the review dialog with a custom form", () => {
  it("shows each field's required and word-count error before posting; a draft skips them", async () => {
    const { posts, user, unmount } = setup();
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    await within(dialog).findByRole("combobox", { name: /Novelty/ });

    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Summary is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Track fit is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Ethics checked must be ticked.")).toBeInTheDocument();
    // an optional field has nothing to say
    expect(within(dialog).queryByText(/^Notes for the PC (is required|needs|may have)/)).not.toBeInTheDocument();
    expect(posts).toEqual([]);

    // word counts: below the minimum, above the maximum, on an optional field too
    const summary = within(dialog).getByRole("textbox", { name: /^Summary/ });
    await user.click(summary);
    await user.paste("too short");
    await user.click(within(dialog).getByRole("textbox", { name: /^Notes for the PC/ }));
    await user.paste("one two three");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Summary needs at least 3 words (it has 2).")).toBeInTheDocument();
    expect(within(dialog).getByText("Notes for the PC may have at most 2 words (it has 3).")).toBeInTheDocument();
    expect(within(dialog).getByTestId("words-summary")).toHaveTextContent("2 words (at least 3, at most 5)");
    await user.type(summary, " and far too long now");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Summary may have at most 5 words (it has 7).")).toBeInTheDocument();
    expect(posts).toEqual([]);

    // a draft may be incomplete and over the limits
    await user.click(within(dialog).getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      path: "/api/paper/add-review/11",
      body: { draft: true, answers: { summary: "too short and far too long now" } },
    });
    unmount();
  });

  it("submits valid answers of every type after confirming", async () => {
    const { posts, user, unmount } = setup();
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: /Novelty/ }), "Low");
    await user.click(within(dialog).getByRole("textbox", { name: /^Summary/ }));
    await user.paste("A sound  study, well told");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Track fit/ }), "Good");
    await user.click(within(dialog).getByRole("checkbox", { name: /Ethics checked/ }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/api/paper/add-review/11",
      body: {
        draft: false,
        answers: { novelty: 1, summary: "A sound  study, well told", track_fit: "Good", ethics_ok: true, notes: null },
      },
    });
    unmount();
  });
});
