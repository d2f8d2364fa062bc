import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import type { Paper } from "@symposia/domain";
import { PaperFormDialog } from "./PaperFormDialog";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });

const paper = {
  id: 5,
  paper_sequence: 5,
  paper_title: "Lattices",
  keywords: "",
  abstract: "About lattices",
  status: 0,
  track_id: 1,
  track_name: "Theory",
  conf_id: 3,
  created_by: 1,
  paper_file_path: "lattices.pdf",
  other_collaborators: "Emmy Noether (Göttingen)",
} as Paper;

const PC = [
  { id: 21, first_name: "Grace", last_name: "Hopper", affiliation: "Navy Lab" },
  { id: 22, first_name: "Alan", last_name: "Turing", affiliation: "Bletchley" },
  { id: 23, first_name: "Barbara", last_name: "Liskov", affiliation: "MIT" },
];

function setup({ model, conflicts }: { model: string; conflicts: "ok" | "fails" }) {
  signIn();
  mockFetch((url) => {
    if (url.pathname === "/api/track/all/3") return ok([{ id: 1, track_name: "Theory" }]);
    if (url.pathname === "/api/conference/3") return ok([{ id: 3, conf_id: 3, reviewing_model: model }]);
    if (url.pathname === "/api/conference/pc-members/3") return ok(PC);
    if (url.pathname === "/api/site/conf/short/3")
      return ok([{ id: 3, acronym_title: "C3", submission_instructions_html: null, submission_templates: [] }]);
    if (url.pathname === "/api/paper/conflicts/5") {
      if (conflicts === "fails")
        return jsonResponse(500, { success: false, message: "Something went wrong.", result: null });
      return ok([
        {
          user_id: 21,
          first_name: "Grace",
          last_name: "Hopper",
          conflict_type: "Collaborator",
          source: "author",
          reason: "",
          waived: false,
        },
        // detected conflicts are not the author's to resend
        {
          user_id: 23,
          first_name: "Barbara",
          last_name: "Liskov",
          conflict_type: "Same institution",
          source: "detected",
          reason: "same email domain",
          waived: false,
        },
      ]);
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  const post = vi
    .spyOn(api, "post")
    .mockResolvedValue({ success: true, message: "Saved.", result: { id: 5, paper_sequence: 5 } });
  return { post, user: setupUser() };
}

const sentFields = (post: ReturnType<typeof setup>["post"]) => {
  expect(post).toHaveBeenCalledTimes(1);
  const [path, body] = post.mock.calls[0]!;
  expect(path).toBe("/paper/update");
  return body as FormData;
};

describe("Submit / Edit Paper: conflicts of interest", () => {
  it("starts from the author's declarations; a ticked member with a type and the other collaborators are sent with the form", async () => {
    const { post, user } = setup({ model: "Single-blind", conflicts: "ok" });
    renderWithProviders(<PaperFormDialog confId={3} opened onClose={() => {}} paper={paper} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit Paper 5" });
    const section = within(dialog).getByRole("group", { name: "Conflicts of interest" });

    expect(await within(section).findByRole("checkbox", { name: "Grace Hopper" })).toBeChecked();
    expect(within(section).getByRole("combobox", { name: "Conflict type with Grace Hopper" })).toHaveValue(
      "Collaborator",
    );
    expect(within(section).getByRole("checkbox", { name: "Barbara Liskov" })).not.toBeChecked();

    // the filter narrows a long PC list
    await user.type(within(section).getByRole("textbox", { name: "Filter PC members" }), "bletch");
    expect(within(section).queryByRole("checkbox", { name: "Grace Hopper" })).toBeNull();
    await user.click(within(section).getByRole("checkbox", { name: "Alan Turing" }));
    await user.selectOptions(
      within(section).getByRole("combobox", { name: "Conflict type with Alan Turing" }),
      "Advisor or advisee",
    );

    const other = within(section).getByRole("textbox", { name: "Other collaborators" });
    expect(other).toHaveValue("Emmy Noether (Göttingen)");
    await user.clear(other);
    await user.type(other, "Ada Lovelace (London)");

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    const form = sentFields(post);
    expect(JSON.parse(form.get("conflicts") as string)).toEqual([
      { user_id: 21, conflict_type: "Collaborator" },
      { user_id: 22, conflict_type: "Advisor or advisee" },
    ]);
    expect(form.get("other_collaborators")).toBe("Ada Lovelace (London)");
    // no anonymisation notice outside Double-blind
    expect(within(dialog).queryByText(/anonymise your file/)).toBeNull();
  });

  it("in Double-blind tells authors to anonymise; an edit whose declarations could not be read sends none, so none are lost", async () => {
    const { post, user } = setup({ model: "Double-blind", conflicts: "fails" });
    renderWithProviders(<PaperFormDialog confId={3} opened onClose={() => {}} paper={paper} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit Paper 5" });
    expect(await within(dialog).findByText(/Your earlier declarations could not be loaded/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox", { name: "Grace Hopper" })).toBeNull();
    expect(within(dialog).getByText("Double-blind review: anonymise your file")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    const form = sentFields(post);
    expect(form.has("conflicts")).toBe(false);
    expect(form.get("other_collaborators")).toBe("Emmy Noether (Göttingen)");
  });

  it("a new submission starts with nothing ticked, and unticking takes a member off again", async () => {
    const { user } = setup({ model: "Double-blind", conflicts: "ok" });
    renderWithProviders(<PaperFormDialog confId={3} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    expect(await within(dialog).findByText("Double-blind review: anonymise your file")).toBeInTheDocument();
    const grace = await within(dialog).findByRole("checkbox", { name: "Grace Hopper" });
    expect(grace).not.toBeChecked();
    await user.click(grace);
    expect(within(dialog).getByText("1 conflict declared")).toBeInTheDocument();
    await user.click(grace);
    expect(within(dialog).queryByText("1 conflict declared")).toBeNull();
    expect(within(dialog).queryByRole("combobox", { name: "Conflict type with Grace Hopper" })).toBeNull();
  });
});
