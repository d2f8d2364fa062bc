import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import { MailDeliveryPanel } from "./MailDeliveryPanel";

const kind = (over: Record<string, unknown>) => ({
  total: 0,
  waiting: 0,
  sent: 0,
  failed: 0,
  last_queued_at: null,
  failures: [],
  ...over,
});

describe("Mail delivery on the Reports screen", () => {
  it("shows each mailing's sent, failed and waiting mails and the refused addresses", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(200, {
        success: true,
        message: "",
        result: [
          kind({
            kind: "response_open",
            label: "Reviews available, response open",
            total: 4,
            sent: 3,
            failed: 1,
            failures: [{ to: "gone@x.org", subject: "S", error: "550 no such user" }],
          }),
          kind({ kind: "review_reminder", label: "Review reminders", total: 2, waiting: 2 }),
          kind({ kind: "notification", label: "Decision notifications" }),
        ],
      }),
    );
    renderWithProviders(<MailDeliveryPanel confId={3} />);
    const response = await screen.findByRole("group", { name: "Delivery of Reviews available, response open" });
    expect(within(response).getByText("3 sent")).toBeInTheDocument();
    expect(within(response).getByText("1 failed")).toBeInTheDocument();
    expect(within(response).getByText("gone@x.org: 550 no such user")).toBeInTheDocument();
    expect(
      within(screen.getByRole("group", { name: "Delivery of Review reminders" })).getByText("2 waiting"),
    ).toBeInTheDocument();
    // a kind never sent is not listed
    expect(screen.queryByRole("group", { name: "Delivery of Decision notifications" })).toBeNull();
  });
});
