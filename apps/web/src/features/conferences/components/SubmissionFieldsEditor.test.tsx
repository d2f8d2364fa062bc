import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { SubmissionFieldsEditor } from "./SubmissionFieldsEditor";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const student = {
  key: "student",
  label: "Student paper?",
  type: "checkbox",
  options: [],
  required: true,
  visibility: "reviewers",
};

function setup() {
  signIn();
  mockFetch((url) => {
    if (url.pathname === "/api/conference/submission-fields/3") return ok({ conf_id: 3, fields: [student] });
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  return setupUser();
}

describe("Edit Conference: the extra submission fields", () => {
  it("lists the stored fields, adds a select with its options and saves them in order", async () => {
    const user = setup();
    const post = vi.spyOn(api, "post").mockImplementation(async (_path, body) => ({
      success: true,
      message: "The submission form has been saved.",
      result: body as never,
    }));
    renderWithProviders(<SubmissionFieldsEditor confId={3} disabled={false} />);
    const first = await screen.findByRole("group", { name: "Field 1" });
    expect(within(first).getByRole("textbox", { name: /Label/ })).toHaveValue("Student paper?");
    expect(within(first).getByRole("checkbox", { name: "Required" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Add field" }));
    const second = screen.getByRole("group", { name: "Field 2" });
    const key = within(second).getByRole("textbox", { name: /Key/ });
    await user.clear(key);
    await user.type(key, "track_kind");
    await user.type(within(second).getByRole("textbox", { name: /Label/ }), "Kind");
    await user.selectOptions(within(second).getByRole("combobox", { name: "Type" }), "select");
    await user.type(within(second).getByRole("textbox", { name: /Options/ }), "Long{Enter}Short");
    await user.selectOptions(within(second).getByRole("combobox", { name: "Visible to" }), "chairs");
    await user.click(screen.getByRole("button", { name: "Move field 2 up" }));
    await user.click(screen.getByRole("button", { name: "Save Fields" }));

    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe("/conference/submission-fields/3");
    expect(post.mock.calls[0]![1]).toEqual({
      fields: [
        {
          key: "track_kind",
          label: "Kind",
          type: "select",
          options: ["Long", "Short"],
          required: false,
          visibility: "chairs",
        },
        student,
      ],
    });
    expect(await screen.findByText("The submission form has been saved.")).toBeInTheDocument();
  });

  it("shows the server's message beside the field it is about", async () => {
    const user = setup();
    vi.spyOn(api, "post").mockRejectedValue(
      new ApiError(601, 422, "Please check the fields.", { "fields.0.key": ["Key must be 1-40 lower-case letters."] }),
    );
    renderWithProviders(<SubmissionFieldsEditor confId={3} disabled={false} />);
    await screen.findByRole("group", { name: "Field 1" });
    await user.click(screen.getByRole("button", { name: "Save Fields" }));
    expect(await screen.findByText("Key must be 1-40 lower-case letters.")).toBeInTheDocument();
  });

  it("is read-only when the conference may not be changed", async () => {
    setup();
    renderWithProviders(<SubmissionFieldsEditor confId={3} disabled />);
    await screen.findByRole("group", { name: "Field 1" });
    expect(screen.getByRole("button", { name: "Save Fields" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add field" })).toBeDisabled();
  });
});
