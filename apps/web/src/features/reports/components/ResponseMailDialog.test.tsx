import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api/client";
import { renderWithProviders, setupUser, signIn } from "../../../test/render";
import { ResponseMailDialog } from "./ResponseMailDialog";

const outcome = (preview: boolean) => ({
  success: true,
  message: "",
  result: {
    preview,
    papers: 2,
    recipients: 3,
    queued: preview ? 0 : 3,
    sample: { to: "a@x.org", subject: "Reviews", text: "Respond" },
    heading: "H",
    message: "M",
  },
});

describe("Mail authors: response open", () => {
  it("previews the recipient count, asks to confirm it, and sends only once confirmed", async () => {
    signIn();
    const user = setupUser();
    const post = vi
      .spyOn(api, "post")
      .mockImplementation(async (_path, body) => outcome((body as { preview?: number }).preview === 1) as never);
    renderWithProviders(<ResponseMailDialog confId={3} opened onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Mail authors: reviews available, response open" });
    expect(await within(dialog).findByText(/3 authors of 2 papers will receive this mail/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Send this mail to 3 authors of 2 papers?")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "No" }));
    expect(post.mock.calls.filter(([, body]) => (body as { preview?: number }).preview !== 1)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await user.click(await screen.findByRole("button", { name: "Yes" }));
    await vi.waitFor(() =>
      expect(post.mock.calls.filter(([, body]) => (body as { preview?: number }).preview !== 1)).toHaveLength(1),
    );
    expect(await screen.findByText(/3 mails queued/)).toBeInTheDocument();
  });
});
