import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { MissingPaperMailDialog } from "./MissingPaperMailDialog";

// chairs mail the authors of the papers the Missing paper filter lists
describe("Mail authors of papers without a file", () => {
  it("asks for sender, subject and message, confirms the server's count, then sends once", async () => {
    signIn();
    const user = setupUser();
    const onClose = vi.fn();
    const post = vi.spyOn(api, "post").mockImplementation(async (_path, body) =>
      (body as { preview?: boolean }).preview
        ? { success: true, message: "", result: { conf_id: 3, papers: 2, sent: 4, skipped: 1, preview: true } }
        : {
            success: true,
            message: "The mail to the authors has been sent.",
            result: { conf_id: 3, papers: 2, sent: 3, skipped: 1 },
          },
    );
    renderWithProviders(<MissingPaperMailDialog confId={3} count={3} opened onClose={onClose} />);
    const dialog = await screen.findByRole("dialog", { name: "Mail authors of papers without a file" });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await within(dialog).findByText("Subject is required.")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole("textbox", { name: /Sender Email/ }), "chairs");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Your paper file");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please upload it.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    // the numbers are the server's preview, not the filter's count (3) the dialog was opened with
    expect(
      await screen.findByText(
        "Send 4 messages to the authors of 2 papers without a file (1 left out: you wrote them or are conflicted)?",
      ),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/conference/missing-paper-mail/3", {
      sender_email: "chairs",
      subject: "Your paper file",
      message: "Please upload it.",
      preview: true,
    });
    // the confirmation's own Send (the last one opened)
    await user.click(screen.getAllByRole("button", { name: "Send" }).at(-1)!);
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith("/conference/missing-paper-mail/3", {
      sender_email: "chairs",
      subject: "Your paper file",
      message: "Please upload it.",
    });
    expect(await screen.findByText(/3 messages for 2 papers; 1 left out/)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("sends nothing when the confirmation is declined", async () => {
    signIn();
    const user = setupUser();
    const post = vi.spyOn(api, "post").mockResolvedValue({
      success: true,
      message: "",
      result: { conf_id: 3, papers: 1, sent: 1, skipped: 0, preview: true },
    });
    renderWithProviders(<MissingPaperMailDialog confId={3} count={1} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Mail authors of papers without a file" });
    await user.type(within(dialog).getByRole("textbox", { name: /Sender Email/ }), "chairs");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "File");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "No" }));
    // only the preview went out
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![1]).toMatchObject({ preview: true });
  });
});
