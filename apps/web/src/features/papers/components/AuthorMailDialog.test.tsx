import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { AuthorMailDialog } from "./AuthorMailDialog";

const paper = { id: 9, paper_sequence: 4, paper_title: "On Engines" };

async function fill(dialog: HTMLElement, user: ReturnType<typeof setupUser>) {
  await user.type(within(dialog).getByRole("textbox", { name: /Sender Email/ }), "chairs");
  await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Your paper");
  await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Hello.");
}

// Send Mail to author on All Papers: the same mail form as the Missing paper mail, for one paper
describe("Send Mail to author", () => {
  it("names the paper, checks the fields, sends to the paper's route without a confirmation and closes", async () => {
    signIn();
    const user = setupUser();
    const onClose = vi.fn();
    const post = vi
      .spyOn(api, "post")
      .mockResolvedValue({ success: true, message: "The mail has been sent.", result: null });
    renderWithProviders(<AuthorMailDialog paper={paper} opened onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail to author" });
    expect(within(dialog).getByText("To every author of paper 4: On Engines")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Message is required.")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await fill(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith("/paper/author-mail/9", {
        sender_email: "chairs",
        subject: "Your paper",
        message: "Hello.",
      }),
    );
    expect(await screen.findByText("The mail has been sent.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's 422 on the field and stays open", async () => {
    signIn();
    const user = setupUser();
    const onClose = vi.fn();
    vi.spyOn(api, "post").mockRejectedValue(
      new ApiError(199, 422, "Check the form.", { sender_email: ["Sender email must be at symposia.test."] }),
    );
    renderWithProviders(<AuthorMailDialog paper={paper} opened onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail to author" });
    await fill(dialog, user);
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Sender email must be at symposia.test.")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
