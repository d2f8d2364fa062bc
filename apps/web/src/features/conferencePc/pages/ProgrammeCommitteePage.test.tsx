import { screen, within } from "@testing-library/react";
import type { ConferencePc } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import ProgrammeCommitteePage from "./ProgrammeCommitteePage";

const pc: ConferencePc = {
  conf_id: 7,
  members: [
    {
      user_id: 1,
      first_name: "Mia",
      last_name: "One",
      email: "mia@example.org",
      affiliation: "Uni A",
      status: "accepted",
      tracks: [
        { track_id: 1, track_name: "Vision", status: "accepted", quota: 4 },
        { track_id: 2, track_name: "Speech", status: "invited", quota: null },
      ],
      load: 3,
      bids: 5,
      quota: 4,
      conflicts: 1,
      publications: 0,
      reviews_done: 2,
      reviews_late: 1,
    },
  ],
};

describe("ProgrammeCommitteePage", () => {
  it("lists each member once with their tracks and counts", async () => {
    signIn();
    mockFetch((url) =>
      url.pathname === "/api/conference/pc/7"
        ? jsonResponse(200, { success: true, message: "OK", result: pc })
        : jsonResponse(404, { success: false, message: "no", result: null }),
    );
    renderWithProviders(<ProgrammeCommitteePage />, { route: "/conference/pc/7", path: "/conference/pc/:confId" });
    const table = await screen.findByRole("table", { name: "Programme committee" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(row).toHaveTextContent("Mia One");
    expect(row).toHaveTextContent("Vision, Speech (invited)");
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(5),
    ).toEqual(["3", "5", "4", "1", "0", "2", "1"]);
  });

  const offerings = [
    {
      who: "the SUPERCHAIR of an Approved conference",
      permissions: ["SUPERCHAIR"],
      status: 1,
      offered: ["Conference Auto Assign", "Invite", "Add member", "Send Mail", "Quota of Mia One"],
    },
    {
      // the server answers 409 to Auto Assign, invitations, additions, quotas and moves; a reminder is sent
      who: "the SUPERCHAIR of a Pending conference",
      permissions: ["SUPERCHAIR"],
      status: 0,
      offered: ["Send Mail"],
    },
    {
      // the server answers 403 to Auto Assign and the reminder
      who: "an OC member of an Approved conference",
      permissions: [],
      status: 1,
      offered: ["Invite", "Add member", "Quota of Mia One"],
    },
  ];
  const EVERY_BUTTON = ["Conference Auto Assign", "Invite", "Add member", "Send Mail", "Quota of Mia One"];

  it.each(offerings)("offers $who exactly the calls the server accepts", async ({ permissions, status, offered }) => {
    signIn();
    mockFetch((url) =>
      url.pathname === "/api/conference/pc/7"
        ? jsonResponse(200, { success: true, message: "OK", result: pc })
        : url.pathname === "/api/conference/7"
          ? jsonResponse(200, {
              success: true,
              message: "OK",
              result: [{ id: 7, conf_id: 7, permissions, oc_permissions: [1], conference_status: status }],
            })
          : jsonResponse(404, { success: false, message: "no", result: null }),
    );
    renderWithProviders(<ProgrammeCommitteePage />, { route: "/conference/pc/7", path: "/conference/pc/:confId" });
    await screen.findByRole("table", { name: "Programme committee" });
    // every case offers something once the conference is known, so the absent ones are not merely not yet there
    await screen.findByRole("button", { name: offered[0] });
    for (const name of EVERY_BUTTON)
      expect(screen.queryByRole("button", { name }) !== null, `${name} offered`).toBe(offered.includes(name));
    const closedNote = screen.queryByText(/programme committee cannot be changed now/);
    expect(closedNote !== null).toBe(status === 0);
  });
});
