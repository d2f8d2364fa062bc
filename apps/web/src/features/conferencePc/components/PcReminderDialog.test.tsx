import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { PcReminderDialog } from "./PcMemberDialogs";

const tracks = [{ id: 1, track_name: "Vision" }];

describe("PcReminderDialog", () => {
  it("asks only the members with fewer publications when a limit is typed; the preview's count is said once", async () => {
    signIn();
    const sent: Record<string, unknown>[] = [];
    mockFetch(async (url, init) => {
      if (url.pathname === "/api/conference/pc-reminder/7") {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return jsonResponse(200, {
          success: true,
          message: body.preview ? "2 people would receive this mail." : "The mail is on its way to 2 people.",
          result: body.preview ? { preview: true, recipients: 2, sample: null } : { recipients: 2 },
        });
      }
      return jsonResponse(404, { success: false, message: "no", result: null });
    });
    const user = setupUser();
    renderWithProviders(<PcReminderDialog confId={7} opened tracks={tracks} onClose={() => undefined} />);
    const dialog = await screen.findByRole("dialog", { name: "Send Mail to the programme committee" });
    await user.type(within(dialog).getByRole("textbox", { name: "Only members with fewer publications than" }), "3");
    await user.type(within(dialog).getByRole("textbox", { name: /Sender email/ }), "chairs");
    await user.type(within(dialog).getByRole("textbox", { name: /Subject/ }), "Complete your profile");
    await user.type(within(dialog).getByRole("textbox", { name: /Message/ }), "Please add your publications.");
    await user.click(within(dialog).getByRole("button", { name: "Preview" }));
    expect(await within(dialog).findByText("2 people would receive this mail.")).toBeInTheDocument();
    expect(within(dialog).getAllByText("2 people would receive this mail.")).toHaveLength(1);
    await user.click(within(dialog).getByRole("button", { name: "Send to 2 people" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatchObject({ fewer_publications_than: 3, preview: true, subject: "Complete your profile" });
    expect(sent[1]).toMatchObject({ fewer_publications_than: 3, preview: false });
    expect(await within(dialog).findByText("The mail is on its way to 2 people.")).toBeInTheDocument();
  });
});
