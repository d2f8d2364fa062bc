import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { PaperFormDialog } from "./PaperFormDialog";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });

// the dialog follows the conference's submission rules and asks the chairs' extra fields
function setup() {
  signIn();
  mockFetch((url) => {
    if (url.pathname === "/api/track/all/3") return ok([{ id: 1, track_name: "Theory" }]);
    if (url.pathname === "/api/conference/3") return ok([{ id: 3, conf_id: 3, reviewing_model: "Single-blind" }]);
    if (url.pathname === "/api/conference/pc-members/3") return ok([]);
    if (url.pathname === "/api/site/conf/short/3") {
      return ok([
        {
          id: 3,
          acronym_title: "C3",
          submission_instructions_html: "<p>Use the <b>LNCS</b> style.</p>",
          submission_templates: [{ label: "LaTeX template", url: "https://example.org/lncs.zip" }],
          submission: {
            accepts_file: true,
            file_optional_now: true,
            abstract_required: false,
            registration_open: true,
            abstract_registration: true,
            mode: "manual",
            registration_closes_at: "2027-04-01T03:00:00.000Z",
            file_deadline_at: "2027-04-15T03:00:00.000Z",
            timezone: "Asia/Tokyo",
          },
        },
      ]);
    }
    if (url.pathname === "/api/conference/submission-fields/3") {
      return ok({
        conf_id: 3,
        fields: [
          {
            key: "student",
            label: "Is this a student paper?",
            type: "checkbox",
            options: [],
            required: true,
            visibility: "reviewers",
          },
          {
            key: "summary",
            label: "One-line summary",
            type: "text",
            options: [],
            required: false,
            visibility: "chairs",
          },
        ],
      });
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  const post = vi
    .spyOn(api, "post")
    .mockResolvedValue({ success: true, message: "Saved.", result: { id: 9, paper_sequence: 9 } });
  return { post, user: setupUser() };
}

describe("Submit Paper: abstract registration and extra fields", () => {
  it("shows instructions and templates, hides the abstract, lets the file wait, and checks and sends the extra fields", async () => {
    const { post, user } = setup();
    renderWithProviders(<PaperFormDialog confId={3} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    expect(await within(dialog).findByText("LNCS")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "LaTeX template" })).toHaveAttribute(
      "href",
      "https://example.org/lncs.zip",
    );
    // both deadlines, in the deadline time zone and in UTC
    expect(within(dialog).getByTestId("submission-status")).toHaveTextContent(
      "Abstract registration open until 2027-04-01 12:00 Asia/Tokyo (2027-04-01 03:00 UTC); " +
        "paper files until 2027-04-15 12:00 Asia/Tokyo (2027-04-15 03:00 UTC).",
    );
    const student = await within(dialog).findByRole("checkbox", { name: /Is this a student paper/ });
    expect(within(dialog).queryByRole("textbox", { name: /Abstract/ })).toBeNull();
    expect(within(dialog).getByText(/Optional now: register the paper/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: /^Track/ }));
    await user.click(await screen.findByRole("option", { name: "Theory" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Paper Title/ }), "Registered early");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Is this a student paper? must be ticked.")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(student);
    await user.type(within(dialog).getByRole("textbox", { name: /One-line summary/ }), "Engines");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe("/paper/");
    const form = body as FormData;
    expect(JSON.parse(form.get("fields") as string)).toEqual({ student: true, summary: "Engines" });
    expect(form.has("paper_file")).toBe(false);
  });
});
