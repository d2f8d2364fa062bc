import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { BulkNotificationDialog } from "./BulkNotificationDialog";

const counted = (papers: number, recipients: number) => ({
  success: true,
  message: "",
  result: {
    preview: true,
    status: 20,
    status_label: "Probably Reject / Reject",
    papers,
    recipients,
    uses_decision_templates: true,
  },
});

describe("Notify all authors", () => {
  it("shows and confirms the server's count of mails and papers (counted again at Send), then starts the job", async () => {
    signIn();
    const user = setupUser();
    const job = { id: 9, state: "queued", total: 2 };
    let previews = 0;
    const post = vi.spyOn(api, "post").mockImplementation(async (_path, body) => {
      if ((body as { preview?: boolean }).preview) return counted(2, (previews += 1) === 1 ? 3 : 4);
      return { success: true, message: "The notifications are being sent.", result: job };
    });
    const onStarted = vi.fn();
    // the browser's own count (7) is never what the chair is asked to confirm
    const filter = { status: 20, label: "Probably Reject / Reject", count: 7 };
    renderWithProviders(
      <BulkNotificationDialog confId={3} opened filter={filter} onClose={() => {}} onStarted={onStarted} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Notify all authors" });
    expect(
      await within(dialog).findByText(/^3 mails to the authors of the 2 papers in “Probably Reject \/ Reject”/),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith("/paper/notification-jobs/3", { status: 20, preview: true });

    await user.click(within(dialog).getByRole("button", { name: "Send to all" }));
    expect(
      await screen.findByText('Send 4 mails to the authors of 2 papers in "Probably Reject / Reject"?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(post.mock.calls.filter(([, body]) => !(body as { preview?: boolean }).preview)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Send to all" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await vi.waitFor(() => expect(onStarted).toHaveBeenCalledWith(job));
    expect(post).toHaveBeenLastCalledWith("/paper/notification-jobs/3", { status: 20 });
  });

  it("offers no Send when the server counts nobody to mail", async () => {
    signIn();
    vi.spyOn(api, "post").mockResolvedValue(counted(0, 0));
    renderWithProviders(
      <BulkNotificationDialog
        confId={3}
        opened
        filter={{ status: 20, label: "Reject", count: 2 }}
        onClose={() => {}}
        onStarted={() => {}}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Notify all authors" });
    expect(await within(dialog).findByText(/^0 mails to the authors of the 0 papers/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send to all" })).toBeDisabled();
  });
});
