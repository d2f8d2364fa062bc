import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { PaperFormDialog } from "./PaperFormDialog";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });

// Submit Paper takes the co-authors in the same form; they go through POST /paper/author-assign
// once the paper exists, in the order shown.
function setup(conference: Record<string, unknown> = {}) {
  signIn({ first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" });
  mockFetch((url) => {
    if (url.pathname === "/api/track/all/3") return ok([{ id: 1, track_name: "Theory" }]);
    if (url.pathname === "/api/conference/3")
      return ok([{ id: 3, conf_id: 3, reviewing_model: "Single-blind", disable_multiple_authors: 0, ...conference }]);
    if (url.pathname === "/api/conference/pc-members/3") return ok([]);
    if (url.pathname === "/api/site/conf/short/3") {
      return ok([
        {
          id: 3,
          acronym_title: "C3",
          submission_instructions_html: null,
          submission_templates: [],
          submission: { accepts_file: false, abstract_required: false, registration_open: true },
        },
      ]);
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  const user = setupUser();
  const onClose = vi.fn();
  renderWithProviders(<PaperFormDialog confId={3} opened onClose={onClose} />);
  return { user, onClose };
}

async function fillRow(
  user: ReturnType<typeof setupUser>,
  row: HTMLElement,
  values: { first: string; last: string; email: string; affiliation: string },
) {
  // pasted, not typed key by key: the whole dialog re-renders on every key
  const put = async (name: RegExp, text: string) => {
    await user.click(within(row).getByRole("textbox", { name }));
    await user.paste(text);
  };
  await put(/First Name/, values.first);
  await put(/Last Name/, values.last);
  await put(/Email/, values.email);
  await put(/Affiliation/, values.affiliation);
  await user.click(within(row).getByRole("combobox", { name: /Country/ }));
  await user.paste("Portugal");
  await user.click(await screen.findByRole("option", { name: "Portugal" }));
}

async function fillPaper(user: ReturnType<typeof setupUser>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole("combobox", { name: /^Track/ }));
  await user.click(await screen.findByRole("option", { name: "Theory" }));
  await user.click(within(dialog).getByRole("textbox", { name: /Paper Title/ }));
  await user.paste("Lattices of Proof");
}

const BOB = { first: "Bob", last: "Builder", email: "bob@example.org", affiliation: "Tools Inc" };
const CAROL = { first: "Carol", last: "Coder", email: "carol@example.org", affiliation: "Uni Porto" };

describe("Submit Paper: co-authors", () => {
  it("lists the submitter first, takes co-author rows in the chosen order and adds them after the paper is created", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValue({ success: true, message: "Saved.", result: { id: 9, paper_sequence: 9 } });
    const { user, onClose } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    const authors = await within(dialog).findByRole("region", { name: "Authors" });
    expect(authors).toHaveTextContent("1. Ada Lovelace (ada@example.org), you");
    await fillPaper(user, dialog);
    await user.click(within(authors).getByRole("button", { name: "Add co-author" }));
    await user.click(within(authors).getByRole("button", { name: "Add co-author" }));
    await fillRow(user, within(authors).getByRole("group", { name: "Co-author 1" }), BOB);
    await fillRow(user, within(authors).getByRole("group", { name: "Co-author 2" }), CAROL);
    await user.click(
      within(authors).getByRole("button", { name: "Move Co-author 2 (Carol Coder, carol@example.org) up" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      "/paper/",
      "/paper/author-assign/9",
      "/paper/author-assign/9",
    ]);
    expect(post.mock.calls.slice(1).map(([, body]) => body)).toEqual([
      {
        first_name: "Carol",
        last_name: "Coder",
        email: "carol@example.org",
        country: "Portugal",
        affiliation: "Uni Porto",
      },
      {
        first_name: "Bob",
        last_name: "Builder",
        email: "bob@example.org",
        country: "Portugal",
        affiliation: "Tools Inc",
      },
    ]);
  }, 120_000);

  it("checks each row before anything is sent: the submitter's own email and missing fields are named on the row", async () => {
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValue({ success: true, message: "Saved.", result: { id: 9, paper_sequence: 9 } });
    const { user } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    const authors = await within(dialog).findByRole("region", { name: "Authors" });
    await fillPaper(user, dialog);
    await user.click(within(authors).getByRole("button", { name: "Add co-author" }));
    const row = within(authors).getByRole("group", { name: "Co-author 1" });
    await user.click(within(row).getByRole("textbox", { name: /Email/ }));
    await user.paste("ADA@example.org");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(row).findByText("You are already an author of this paper.")).toBeInTheDocument();
    expect(within(row).getByRole("textbox", { name: /First Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(post).not.toHaveBeenCalled();
  }, 120_000);

  it("a co-author the server refuses after the paper was created stays on screen with the reason, and can be sent again", async () => {
    let refuse = true;
    const post = vi.spyOn(api, "post").mockImplementation(async (path, body) => {
      if (path === "/paper/") return { success: true, message: "Saved.", result: { id: 9, paper_sequence: 9 } };
      if ((body as { email: string }).email === "carol@example.org" && refuse)
        throw new ApiError(199, 409, "This person is already an author of this paper.");
      return { success: true, message: "Added.", result: null };
    });
    const { user, onClose } = setup();
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    const authors = await within(dialog).findByRole("region", { name: "Authors" });
    await fillPaper(user, dialog);
    await user.click(within(authors).getByRole("button", { name: "Add co-author" }));
    await user.click(within(authors).getByRole("button", { name: "Add co-author" }));
    await fillRow(user, within(authors).getByRole("group", { name: "Co-author 1" }), BOB);
    await fillRow(user, within(authors).getByRole("group", { name: "Co-author 2" }), CAROL);
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const kept = await screen.findByRole("dialog", { name: "Paper 9: co-authors not saved" });
    expect(within(kept).getAllByRole("alert")[0]).toHaveTextContent(
      "Paper 9 has been submitted, but this co-author was not added: Co-author 1 (Carol Coder, carol@example.org)",
    );
    expect(within(kept).getByText("This person is already an author of this paper.")).toBeInTheDocument();
    expect(within(kept).getByRole("textbox", { name: /Email/ })).toHaveValue("carol@example.org");
    expect(onClose).not.toHaveBeenCalled();
    // the paper is not submitted twice: the retry sends only the row
    refuse = false;
    await user.click(within(kept).getByRole("button", { name: "Add these co-authors" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      "/paper/",
      "/paper/author-assign/9",
      "/paper/author-assign/9",
      "/paper/author-assign/9",
    ]);
  }, 120_000);

  it("offers no co-author rows where the conference accepts single-author papers only", async () => {
    setup({ disable_multiple_authors: 1 });
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    await within(dialog).findByRole("combobox", { name: /^Track/ });
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: "Add co-author" })).toBeNull());
  });
});
