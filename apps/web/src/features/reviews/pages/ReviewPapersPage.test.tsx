import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderReviewPapers, reviewPaper } from "../../../test/reviewPapers";
import { DEFAULT_REVIEW_FORM, type ReviewPaper } from "@symposia/domain";

const paper = reviewPaper;
const setup = (papers: ReviewPaper[]) =>
  renderReviewPapers(papers, {
    postMessage: "Your review has been submitted.",
    form: { version: 0, fields: DEFAULT_REVIEW_FORM },
  });

describe("Review Papers", () => {
  it("offers the review only where the server says the paper takes one", async () => {
    setup([
      paper({}),
      paper({
        id: 12,
        paper_sequence: 2,
        paper_title: "Withdrawn work",
        status: 25,
        status_label: "Withdrawn",
        can_review: false,
      }),
    ]);
    expect(await screen.findByText("Withdrawn work")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Review paper 1" })).toHaveTextContent("Submit Review");
    expect(screen.queryByRole("button", { name: "Review paper 2" })).not.toBeInTheDocument();
  });

  it("starts every score on Choose…, refuses the untouched ones by name and posts only what was picked", async () => {
    const { posts, user } = setup([paper({})]);
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    const evaluation = await within(dialog).findByRole("combobox", { name: /Evaluation/ });
    expect(evaluation).toHaveValue("");
    expect(within(evaluation).getByRole("option", { selected: true })).toHaveTextContent("Choose…");
    expect(within(dialog).getByRole("combobox", { name: /Confidence/ })).toHaveValue("");

    // only the remarks typed: the untouched scores are refused, each by its name, and nothing is posted
    await user.click(within(dialog).getByRole("textbox", { name: /^Remarks/ }));
    await user.paste("Needs a baseline.");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    expect(await within(dialog).findByText("Evaluation is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Confidence is required.")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Evaluation/ }), "Weak Reject");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /Confidence/ }), "Medium");
    // the live counter is the shared countWords
    expect(within(dialog).getByTestId("words-reviewer_remarks")).toHaveTextContent("3 words");
    await user.click(within(dialog).getByRole("button", { name: "Submit Review" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/api/paper/add-review/11",
      body: {
        draft: false,
        answers: {
          reviewer_evaluation: -1,
          reviewer_confidence: 3,
          reviewer_remarks: "Needs a baseline.",
          reviewer_confidential_remarks: null,
        },
      },
    });
  });

  it("saves a draft with the scores still unchosen (null, never a default)", async () => {
    const { posts, user } = setup([paper({})]);
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    await user.click(await within(dialog).findByRole("textbox", { name: /^Remarks/ }));
    await user.paste("Half done.");
    await user.click(within(dialog).getByRole("button", { name: "Save Draft" }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      draft: true,
      answers: {
        reviewer_evaluation: null,
        reviewer_confidence: null,
        reviewer_remarks: "Half done.",
        reviewer_confidential_remarks: null,
      },
    });
  });

  it("asks before a dialog with typed input closes; Keep editing keeps the text", async () => {
    const { posts, user } = setup([paper({})]);
    await user.click(await screen.findByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Submit Review" });
    // nothing typed: Cancel closes at once
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Submit Review" })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "Review paper 1" }));
    const again = await screen.findByRole("dialog", { name: "Submit Review" });
    await user.click(await within(again).findByRole("textbox", { name: /^Remarks/ }));
    await user.paste("Two pages of careful notes.");
    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    expect(
      await screen.findByText("You have unsaved changes in this dialog. Close it and discard them?"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByText("Discard unsaved changes?")).not.toBeInTheDocument());
    expect(within(again).getByRole("textbox", { name: /^Remarks/ })).toHaveValue("Two pages of careful notes.");

    await user.click(within(again).getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Submit Review" })).not.toBeInTheDocument());
    expect(posts).toHaveLength(0);
  });

  it("starts an update from the reviewer's own review", async () => {
    const { user } = setup([
      paper({
        my_review: {
          id: 5,
          paper_id: 11,
          first_name: "Rita",
          last_name: "R",
          email: "rita@example.org",
          reviewer_evaluation: -2,
          reviewer_confidence: 3,
          reviewer_remarks: "Old remarks",
          reviewer_confidential_remarks: "psst",
          reviewed_at: "2026-11-01T00:00:00.000Z",
          answers: {
            reviewer_evaluation: -2,
            reviewer_confidence: 3,
            reviewer_remarks: "Old remarks",
            reviewer_confidential_remarks: "psst",
          },
          form_version: 0,
          draft: null,
        },
      }),
    ]);
    expect(await screen.findByText("Reject")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Review paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Review" });
    expect(await within(dialog).findByRole("combobox", { name: /Evaluation/ })).toHaveValue("-2");
    expect(within(dialog).getByRole("combobox", { name: /Confidence/ })).toHaveValue("3");
    expect(within(dialog).getByRole("textbox", { name: /^Remarks/ })).toHaveValue("Old remarks");
    expect(within(dialog).getByRole("textbox", { name: /^Confidential remarks/ })).toHaveValue("psst");
  });
});

describe("Review Papers: subreviewers from the reviewer's own row", () => {
  const assigned = paper({
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
  });

  it("are offered before the reviewer's own review when the conference uses them, and ask through the paper's call", async () => {
    const server = {
      postMessage: "The subreviewer has been asked.",
      form: { version: 0, fields: DEFAULT_REVIEW_FORM },
      conference: { use_subviewers: 1 },
    };
    const { posts, user } = renderReviewPapers([assigned], server);
    await user.click(await screen.findByRole("button", { name: "Subreviewers of paper 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Subreviewers of paper 1" });
    await user.type(await within(dialog).findByRole("textbox", { name: "Subreviewer's email" }), "sam@lab.org");
    await user.type(within(dialog).getByRole("textbox", { name: "Subreviewer's name" }), "Sam Sub");
    await user.click(within(dialog).getByRole("button", { name: "Ask subreviewer" }));
    await waitFor(() =>
      expect(posts).toEqual([{ path: "/api/paper/subreviewer/11", body: { email: "sam@lab.org", name: "Sam Sub" } }]),
    );
  });

  it("are not offered where the conference does not use them", async () => {
    renderReviewPapers([assigned], {
      postMessage: "",
      form: { version: 0, fields: DEFAULT_REVIEW_FORM },
      conference: { use_subviewers: 0 },
    });
    expect(await screen.findByRole("button", { name: "Review paper 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Subreviewers of paper 1" })).not.toBeInTheDocument();
  });
});

describe("Review Papers: a reviewer declares a conflict about themselves", () => {
  const assigned = paper({
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
  });
  const reviewed = paper({
    id: 12,
    paper_sequence: 2,
    paper_title: "Reviewed work",
    my_review: {
      ...assigned.my_review!,
      id: 6,
      paper_id: 12,
      reviewer_evaluation: 1,
      reviewer_confidence: 4,
      reviewer_remarks: "Fine",
      reviewed_at: "2026-11-01T00:00:00.000Z",
    },
  });

  function setupDeclare() {
    let list = [assigned, reviewed];
    // the server removes the unreviewed assignment
    return renderReviewPapers(() => list, {
      postMessage: "Conflict declared; the assignment was removed.",
      onPost: () => (list = [reviewed]),
    });
  }

  it("is offered only on an assigned paper not reviewed yet", async () => {
    setupDeclare();
    expect(await screen.findByText("Reviewed work")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Declare a conflict with paper 1" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Declare a conflict with paper 2" })).not.toBeInTheDocument();
  });

  it("requires a type, warns first, posts the reviewer's own id, and the paper leaves the list", async () => {
    const { posts, user } = setupDeclare();
    await user.click(await screen.findByRole("button", { name: "Declare a conflict with paper 1" }));
    const form = await screen.findByRole("form", { name: "Declare a conflict with paper 1" });
    await user.click(within(form).getByRole("button", { name: "Declare conflict" }));
    expect(await within(form).findByText(/Conflict type must be one of/)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(form).getByRole("combobox", { name: /Conflict type/ }), "Advisor or advisee");
    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "Former PhD advisor");
    await user.click(within(form).getByRole("button", { name: "Declare conflict" }));
    expect(
      await screen.findByText("The paper will be removed from your list if you have not reviewed it."),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    const confirmDialog = await screen.findByRole("dialog", { name: "Please confirm" });
    await user.click(within(confirmDialog).getByRole("button", { name: "Declare conflict" }));

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      path: "/api/paper/conflict/11",
      body: { user_id: 9, conflict_type: "Advisor or advisee", reason: "Former PhD advisor" },
    });
    expect(await screen.findByText("Conflict declared; the assignment was removed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Mutation testing at scale")).not.toBeInTheDocument());
    expect(screen.getByText("Reviewed work")).toBeInTheDocument();
  });
});
