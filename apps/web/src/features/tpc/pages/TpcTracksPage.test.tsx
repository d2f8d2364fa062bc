import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, signIn } from "../../../test/render";
import TpcTracksPage from "./TpcTracksPage";

const ME = 7;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const track = (id: number, name: string, chairIds: number[]) => ({
  id,
  conf_id: 3,
  track_name: name,
  track_short_name: null,
  track_description: null,
  track_reviewer_data: [],
  track_chair_data: chairIds.map((u) => ({
    id: 100 + u,
    track_id: id,
    user_id: u,
    first_name: "Chair",
    last_name: `${u}`,
    email: `c${u}@example.org`,
  })),
});

function setup(conference: { permissions: string[]; oc_permissions: number[]; conference_status?: number }) {
  signIn({ id: ME });
  mockFetch((url) => {
    if (url.pathname === "/api/conference/3") return ok([{ id: 3, conf_id: 3, acronym_title: "ICX", ...conference }]);
    if (url.pathname === "/api/track/all/3") return ok([track(8, "Systems", [ME]), track(9, "Theory", [55])]);
    return jsonResponse(404, { success: false, message: "Not found.", result: null });
  });
  renderWithProviders(<TpcTracksPage />, {
    route: "/conference/tracks/list/3",
    path: "/conference/tracks/list/:confId",
  });
  return userEvent.setup();
}

describe("TPC Tracks: Remind Reviewers on a track", () => {
  it("a track chair reminds the reviewers of their own track only, on that track", async () => {
    const user = setup({ permissions: ["TRACKCHAIR"], oc_permissions: [] });
    const remind = await screen.findByRole("button", { name: "Remind reviewers of Systems" });
    expect(screen.queryByRole("button", { name: "Remind reviewers of Theory" })).toBeNull();
    await user.click(remind);
    const dialog = await screen.findByRole("dialog", { name: "Remind reviewers" });
    expect(within(dialog).getByRole("combobox", { name: "Track" })).toHaveValue("8");
  });

  it("an OC member may remind every track", async () => {
    setup({ permissions: [], oc_permissions: [ME] });
    expect(await screen.findByRole("button", { name: "Remind reviewers of Theory" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remind reviewers of Systems" })).toBeInTheDocument();
  });
});

describe("TPC Tracks: Auto Assign and Send Mail", () => {
  it("offers the SUPERCHAIR Auto Assign while the conference is Approved", async () => {
    setup({ permissions: ["SUPERCHAIR"], oc_permissions: [], conference_status: 1 });
    expect(await screen.findByRole("button", { name: "Auto Assign Systems" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Mail to the TPC of Systems" })).toBeInTheDocument();
  });

  it("keeps Auto Assign from the SUPERCHAIR of a Pending conference (the server refuses it) but offers Send Mail", async () => {
    setup({ permissions: ["SUPERCHAIR"], oc_permissions: [], conference_status: 0 });
    expect(await screen.findByRole("button", { name: "Send Mail to the TPC of Systems" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Auto Assign Systems" })).toBeNull();
  });
});

describe("TPC Tracks: Manage TPC Members and TPC Invitation (the server's whyNotManageTpc)", () => {
  const shown = (track: string) => ({
    manage: screen.queryByRole("button", { name: `Manage TPC Members of ${track}` }) !== null,
    invite: screen.queryByRole("button", { name: `TPC Invitation for ${track}` }) !== null,
  });

  it("offers a track chair their own track only, while the conference is Approved", async () => {
    setup({ permissions: ["TRACKCHAIR"], oc_permissions: [], conference_status: 1 });
    await screen.findByRole("button", { name: "Manage TPC Members of Systems" });
    expect(shown("Systems")).toEqual({ manage: true, invite: true });
    expect(shown("Theory")).toEqual({ manage: false, invite: false });
  });

  it("offers an OC member every track while the conference is Approved", async () => {
    setup({ permissions: [], oc_permissions: [ME], conference_status: 1 });
    await screen.findByRole("button", { name: "Manage TPC Members of Theory" });
    expect(shown("Theory")).toEqual({ manage: true, invite: true });
    expect(shown("Systems")).toEqual({ manage: true, invite: true });
  });

  it("keeps both from the SUPERCHAIR of a Pending conference (the server answers 409)", async () => {
    setup({ permissions: ["SUPERCHAIR"], oc_permissions: [], conference_status: 0 });
    await screen.findByRole("button", { name: "Send Mail to the TPC of Systems" });
    expect(shown("Systems")).toEqual({ manage: false, invite: false });
    expect(shown("Theory")).toEqual({ manage: false, invite: false });
  });
});
