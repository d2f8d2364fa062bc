import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { PaperFormDialog } from "./PaperFormDialog";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });

// file_upload_fields_submission_form: the chairs' extra file slots in Submit Paper
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
          submission: {
            accepts_file: true,
            file_optional_now: false,
            abstract_required: false,
            registration_open: true,
          },
        },
      ]);
    }
    if (url.pathname === "/api/conference/submission-fields/3") return ok({ conf_id: 3, fields: [] });
    if (url.pathname === "/api/conference/submission-file-slots/3") {
      return ok({
        conf_id: 3,
        upload_limit_mb: 20,
        slots: [{ key: "supp", label: "Supplementary material", types: ["zip"], max_mb: 1, required: true }],
      });
    }
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  const post = vi
    .spyOn(api, "post")
    .mockResolvedValue({ success: true, message: "Saved.", result: { id: 9, paper_sequence: 9 } });
  return { post, user: setupUser() };
}

describe("Submit Paper: extra file slots", () => {
  it("asks for a required slot with the paper file, checks its type, and sends it as extra_file_<key>", async () => {
    const { post, user } = setup();
    renderWithProviders(<PaperFormDialog confId={3} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Submit Paper" });
    await within(dialog).findByTestId("extra-file-inputs");
    const [paperInput, suppInput] = [...dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')];
    expect(suppInput).toBeDefined();

    await user.click(within(dialog).getByRole("combobox", { name: /^Track/ }));
    await user.click(await screen.findByRole("option", { name: "Theory" }));
    await user.type(within(dialog).getByRole("textbox", { name: /Paper Title/ }), "With material");
    fireEvent.change(paperInput!, {
      target: { files: [new File(["%PDF-1.4"], "paper.pdf", { type: "application/pdf" })] },
    });
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(await within(dialog).findByText("Supplementary material is required.")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(suppInput!, {
      target: { files: [new File(["%PDF-1.4"], "supp.pdf", { type: "application/pdf" })] },
    });
    expect(await within(dialog).findByText("Supplementary material must be a zip file.")).toBeInTheDocument();
    fireEvent.change(suppInput!, { target: { files: [new File(["PK"], "supp.zip", { type: "application/zip" })] } });
    expect(await within(dialog).findByText("supp.zip")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const form = post.mock.calls[0]![1] as FormData;
    expect((form.get("extra_file_supp") as File).name).toBe("supp.zip");
    expect((form.get("paper_file") as File).name).toBe("paper.pdf");
  });
});
