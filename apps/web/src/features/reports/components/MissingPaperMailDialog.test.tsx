import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { MissingPaperMailDialog } from "./MissingPaperMailDialog";

// chairs mail the authors of the papers the Missing paper filter lists
describe("Mail authors of papers without a file", () => {
  it("asks for sender, subject and message, confirms, then sends once", async () => {
    signIn();
    const user = setupUser();
    const onClose = vi.fn();
    const post = vi.spyOn(api, "post").mockResolvedValue({ success: true, message: "The mail to the authors has been sent.", result: { conf_id: 3, papers: 2, sent: 3, skipped: 1 } });
    renderWithProviders(<MissingPaperMailDialog confId={3} count={3} opened onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Mail authors of papers without a file" });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Subject is required.")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: /Sender Email/ }), "chairs");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Your paper file");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please upload it.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Send this mail to the authors of 3 papers without a file?")).toBeInTheDocument();
    // the confirmation's own Send (the last one opened)
    await user.click(screen.getAllByRole("button", { name: "Send" }).at(-1)!);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith("/conference/missing-paper-mail/3", { sender_email: "chairs", subject: "Your paper file", message: "Please upload it." });
    expect(await screen.findByText(/3 messages for 2 papers; 1 left out/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("sends nothing when the confirmation is declined", async () => {
    signIn();
    const user = setupUser();
    const post = vi.spyOn(api, "post");
    renderWithProviders(<MissingPaperMailDialog confId={3} count={1} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Mail authors of papers without a file" });
    await user.type(within(dialog).getByRole("textbox", { name: /Sender Email/ }), "chairs");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "File");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "No" }));
    expect(post).not.toHaveBeenCalled();
  });
});
