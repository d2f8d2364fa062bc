import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { FileSlotsEditor } from "./FileSlotsEditor";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const supp = { key: "supp", label: "Supplementary material", types: ["zip"], max_mb: 5, required: true };

function setup() {
  signIn();
  mockFetch((url) => {
    if (url.pathname === "/api/conference/submission-file-slots/3")
      return ok({ conf_id: 3, slots: [supp], upload_limit_mb: 20 });
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  return setupUser();
}

describe("Edit Conference: the extra file slots", () => {
  it("lists the stored slots, adds one with its types and size, and saves them in order", async () => {
    const user = setup();
    const post = vi.spyOn(api, "post").mockImplementation(async (_path, body) => ({
      success: true,
      message: "The file slots have been saved.",
      result: { ...(body as object), upload_limit_mb: 20 } as never,
    }));
    renderWithProviders(<FileSlotsEditor confId={3} disabled={false} />);
    const first = await screen.findByRole("group", { name: "File slot 1" });
    expect(within(first).getByRole("textbox", { name: /Label/ })).toHaveValue("Supplementary material");
    expect(within(first).getByRole("checkbox", { name: "zip" })).toBeChecked();
    expect(screen.getByText(/each at most 20 MB/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add file slot" }));
    const second = screen.getByRole("group", { name: "File slot 2" });
    const key = within(second).getByRole("textbox", { name: /Key/ });
    await user.clear(key);
    await user.type(key, "slides");
    await user.type(within(second).getByRole("textbox", { name: /Label/ }), "Slides");
    await user.click(within(second).getByRole("checkbox", { name: "docx" }));
    const size = within(second).getByRole("textbox", { name: /Max size/ });
    await user.clear(size);
    await user.type(size, "3");
    await user.click(screen.getByRole("button", { name: "Save File Slots" }));

    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]![0]).toBe("/conference/submission-file-slots/3");
    expect(post.mock.calls[0]![1]).toEqual({
      slots: [supp, { key: "slides", label: "Slides", types: ["pdf", "docx"], max_mb: 3, required: false }],
    });
    expect(await screen.findByText("The file slots have been saved.")).toBeInTheDocument();
  });

  it("shows the server's message beside the slot it is about", async () => {
    const user = setup();
    vi.spyOn(api, "post").mockRejectedValue(
      new ApiError(601, 422, "Max size may be at most 20 MB (the site's upload limit).", {
        "slots.0.max_mb": ["Max size may be at most 20 MB (the site's upload limit)."],
      }),
    );
    renderWithProviders(<FileSlotsEditor confId={3} disabled={false} />);
    await screen.findByRole("group", { name: "File slot 1" });
    await user.click(screen.getByRole("button", { name: "Save File Slots" }));
    expect(
      (await screen.findAllByText("Max size may be at most 20 MB (the site's upload limit).")).length,
    ).toBeGreaterThan(0);
  });
});
