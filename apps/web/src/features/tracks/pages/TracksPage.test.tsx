import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import TracksPage from "./TracksPage";

const track = {
  id: 7,
  conf_id: 3,
  track_name: "Machine Learning",
  track_short_name: "ML",
  track_description: "Learning from data.",
  track_chair_data: [
    {
      id: 11,
      track_id: 7,
      user_id: 5,
      first_name: "Tina",
      last_name: "Chair",
      email: "tina@example.org",
      awaiting_email_verification: false,
    },
  ],
  track_reviewer_data: [],
};

function setup(tracks: unknown[]) {
  signIn();
  const calls: { method: string; path: string; body?: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === "/api/site/conf/short/3")
      return jsonResponse(200, {
        success: true,
        message: "",
        result: [{ id: 3, event_name: "Conf", acronym_title: "ICML27" }],
      });
    if (url.pathname === "/api/track/all/3") return jsonResponse(200, { success: true, message: "", result: tracks });
    if (method === "DELETE")
      return jsonResponse(409, {
        success: false,
        message: "This track has papers and cannot be deleted.",
        result: null,
      });
    return jsonResponse(200, { success: true, message: "The track has been added.", result: { id: 8 } });
  });
  renderWithProviders(<TracksPage />, { route: "/conference/tracks/3", path: "/conference/tracks/:confId?" });
  return { calls, user: setupUser() };
}

describe("Tracks screen", () => {
  it("titles the page with the acronym and shows each track with its chairs", async () => {
    setup([track]);
    expect(await screen.findByRole("heading", { name: "ICML27 Tracks" })).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Machine Learning" });
    expect(within(card).getByText("ML")).toBeInTheDocument();
    expect(within(card).getByText("Learning from data.")).toBeInTheDocument();
    expect(within(card).getByText("tina@example.org")).toBeInTheDocument();
    expect(within(card).queryByText("Awaiting email verification")).not.toBeInTheDocument();
  });

  it("shows a chair held until their account verifies its address as awaiting email verification", async () => {
    const held = {
      id: 12,
      track_id: 7,
      user_id: 6,
      first_name: "Eve",
      last_name: "Claimant",
      email: "expert@victim.org",
      awaiting_email_verification: true,
    };
    setup([{ ...track, track_chair_data: [...track.track_chair_data, held] }]);
    const card = await screen.findByRole("article", { name: "Machine Learning" });
    const item = within(card).getByText("expert@victim.org").closest("li")!;
    expect(within(item).getByText("Awaiting email verification")).toBeInTheDocument();
    expect(within(card).getAllByText("Awaiting email verification")).toHaveLength(1);
  });

  it("requires a track name before calling the API, then adds the track", async () => {
    const { calls, user } = setup([]);
    expect(await screen.findByText("No record found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add Track" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Track" });
    await user.click(within(dialog).getByRole("button", { name: "Add Track" }));
    expect(await within(dialog).findByText("Track name is required.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByLabelText(/Track name/), "Systems");
    await user.click(within(dialog).getByRole("button", { name: "Add Track" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toEqual({
        method: "POST",
        path: "/api/track/",
        body: { conf_id: 3, track_name: "Systems", track_short_name: "", track_description: "" },
      }),
    );
  });

  it("asks 'Are you sure to Delete this Track?' and shows the server's refusal", async () => {
    const { calls, user } = setup([track]);
    await user.click(await screen.findByRole("button", { name: "Delete Machine Learning" }));
    const confirm = await screen.findByRole("dialog", { name: "Please confirm" });
    expect(within(confirm).getByText("Are you sure to Delete this Track?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/track/7")).toBe(true));
    expect(await screen.findByText("This track has papers and cannot be deleted.")).toBeInTheDocument();
  });
});
