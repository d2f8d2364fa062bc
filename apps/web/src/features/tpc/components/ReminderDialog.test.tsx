import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { ReminderDialog } from "./ReminderDialog";

const preview = {
  success: true,
  message: "3 people would receive this mail.",
  result: {
    preview: true,
    recipients: 3,
    sample: {
      to: "m1@x.org",
      from: "programme@symposia.test",
      subject: "Welcome",
      text: "Thanks for joining.\n\n--\nYou receive this as a TPC member",
    },
  },
};
const sent = { success: true, message: "The mail is on its way to 3 member(s).", result: { recipients: 3 } };

describe("Send Mail to the TPC", () => {
  it("asks the server how many people it would mail, confirms that number, and keeps the outcome visible", async () => {
    signIn();
    const user = setupUser();
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (_path, body) => ((body as { preview?: boolean }).preview ? preview : sent));
    renderWithProviders(<ReminderDialog trackId={2} trackName="Vision" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail: Vision" });
    await user.type(within(dialog).getByRole("textbox", { name: /Sender email/ }), "programme");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Welcome");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Thanks for joining.");
    // nothing to send before the server has counted
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("3 people will receive this mail.")).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith("/track/tpc-reminder/2", {
      status: 1,
      sender_email: "programme",
      subject: "Welcome",
      message: "Thanks for joining.",
      preview: true,
    });
    expect(
      within(dialog).getByText(/Preview \(to m1@x\.org, from programme@symposia\.test\): Welcome/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Send this mail to 3 people of the TPC of Vision?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(post).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith("/track/tpc-reminder/2", expect.objectContaining({ preview: false }));
    expect(await within(dialog).findByText("The mail is on its way to 3 member(s).")).toBeInTheDocument();
  });

  it("a changed field drops the preview, so Send waits for a new count", async () => {
    signIn();
    const user = setupUser();
    vi.spyOn(api, "post").mockResolvedValue(preview);
    renderWithProviders(<ReminderDialog trackId={2} trackName="Vision" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail: Vision" });
    await user.type(within(dialog).getByRole("textbox", { name: /Sender email/ }), "programme");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Welcome");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Hi.");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("3 people will receive this mail.")).toBeInTheDocument();
    await user.click(within(dialog).getByText("Members who have not accepted yet"));
    expect(within(dialog).queryByText("3 people will receive this mail.")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
  });
});
