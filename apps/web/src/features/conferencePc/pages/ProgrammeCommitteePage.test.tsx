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

  it.each([
    { who: "the SUPERCHAIR of an Approved conference", permissions: ["SUPERCHAIR"], status: 1, offered: true },
    {
      who: "the SUPERCHAIR of a Pending conference (the server answers 409)",
      permissions: ["SUPERCHAIR"],
      status: 0,
      offered: false,
    },
    { who: "an OC member (the server answers 403)", permissions: [], status: 1, offered: false },
  ])("offers Conference Auto Assign to $who: $offered", async ({ permissions, status, offered }) => {
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
    if (offered) expect(await screen.findByRole("button", { name: "Conference Auto Assign" })).toBeInTheDocument();
    else expect(screen.queryByRole("button", { name: "Conference Auto Assign" })).toBeNull();
  });
});
