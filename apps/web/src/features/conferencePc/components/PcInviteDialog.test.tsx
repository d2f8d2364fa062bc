import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ConferencePcInvitationReport } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import { PcInviteDialog } from "./PcInviteDialog";

const tracks = [
  { id: 1, track_name: "Vision" },
  { id: 2, track_name: "Speech" },
];

const report: ConferencePcInvitationReport = {
  lines: [
    {
      line: 1,
      email: "ada@example.org",
      status: "invited",
      message: "Invited to Vision, Speech.",
      tracks: [
        { track_id: 1, track_name: "Vision", outcome: "invited" },
        { track_id: 2, track_name: "Speech", outcome: "invited" },
      ],
    },
    { line: 2, email: null, status: "invalid", message: "Expected 5 values, found 2.", tracks: [] },
  ],
  counts: { invited: 1, already_member: 0, already_invited: 0, invalid: 1 },
};

describe("PcInviteDialog", () => {
  it("sends the lines and the picked tracks, shows the server's report, and keeps only the invalid lines", async () => {
    signIn();
    const sent: unknown[] = [];
    mockFetch(async (url, init) => {
      if (url.pathname === "/api/conference/pc-invitation/7") {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { success: true, message: "1 invited, 1 invalid.", result: report });
      }
      return jsonResponse(404, { success: false, message: "no", result: null });
    });
    renderWithProviders(<PcInviteDialog confId={7} opened tracks={tracks} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText("Members to invite"),
      "Ada, Lovelace, ada@example.org, United Kingdom, Engines{enter}only, two",
    );
    await user.click(screen.getByRole("combobox", { name: "Tracks" }));
    await user.click(await screen.findByRole("option", { name: "Speech" }));
    await user.click(screen.getByRole("button", { name: "Send Invitations" }));
    const table = await screen.findByRole("table", { name: "Invitation report" });
    expect(sent).toEqual([
      {
        total_data: JSON.stringify(["Ada, Lovelace, ada@example.org, United Kingdom, Engines", "only, two"]),
        track_ids: [2],
      },
    ]);
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Invited");
    expect(rows[1]).toHaveTextContent("Vision: invited; Speech: invited");
    expect(rows[2]).toHaveTextContent("Expected 5 values");
    expect(screen.getByLabelText("Members to invite")).toHaveValue("only, two");
  });

  it("keeps everything typed when the call fails", async () => {
    signIn();
    mockFetch(() =>
      jsonResponse(422, {
        success: false,
        message: "Track 9 is not a track of this conference.",
        result: { track_ids: ["Track 9 is not a track of this conference."] },
      }),
    );
    renderWithProviders(<PcInviteDialog confId={7} opened tracks={tracks} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText("Members to invite"),
      "Ada, Lovelace, ada@example.org, United Kingdom, Engines",
    );
    await user.click(screen.getByRole("button", { name: "Send Invitations" }));
    await waitFor(() => expect(screen.getByText("Track 9 is not a track of this conference.")).toBeInTheDocument());
    expect(screen.getByLabelText("Members to invite")).toHaveValue(
      "Ada, Lovelace, ada@example.org, United Kingdom, Engines",
    );
  });
});
