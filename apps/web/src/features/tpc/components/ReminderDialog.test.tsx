import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { TrackReviewer } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { ReminderDialog } from "./ReminderDialog";

const member = (id: number, status: number): TrackReviewer => ({
  id,
  track_id: 2,
  reviewer_id: id,
  reviewer_first_name: "M",
  reviewer_last_name: String(id),
  reviewer_email: `m${id}@x.org`,
  status,
});

describe("Send Mail to the TPC", () => {
  it("says how many people the chosen group has and sends only after confirming that number", async () => {
    signIn();
    const user = setupUser();
    const post = vi.spyOn(api, "post").mockResolvedValue({ success: true, message: "The mail is on its way to 2 member(s).", result: { recipients: 2 } });
    renderWithProviders(<ReminderDialog trackId={2} trackName="Vision" members={[member(1, 1), member(2, 1), member(3, 0)]} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail: Vision" });
    expect(within(dialog).getByText("2 people will receive this mail.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: /Sender email/ }), "programme");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Welcome");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Thanks for joining.");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Send this mail to 2 people of the TPC of Vision?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(post).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(await within(dialog).findByText("The mail is on its way to 2 member(s).")).toBeInTheDocument();
  });
});
