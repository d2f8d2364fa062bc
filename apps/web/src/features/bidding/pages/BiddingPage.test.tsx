import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import BiddingPage from "./BiddingPage";

const paper = (id: number, bid: string | null, topicMatches = 0) => ({
  id,
  paper_sequence: id,
  paper_title: `Paper ${id}`,
  abstract: "About things.",
  keywords: "k",
  track_id: 3,
  track_name: "Vision",
  topics: topicMatches ? [{ id: 9, name: "Optics" }] : [],
  topic_matches: topicMatches,
  authors: [],
  bid,
});

function setup(open = true, deadlineAt: string | null = null) {
  signIn();
  const bids: { paperId: string; body: unknown }[] = [];
  const files: string[] = [];
  mockFetch((url, init) => {
    if (url.pathname.startsWith("/api/paper/file/")) {
      files.push(url.pathname);
      return new Response(new Blob(["%PDF-1.4"]), {
        status: 200,
        headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="1.pdf"' },
      });
    }
    if (url.pathname === "/api/conference/topics/7")
      return jsonResponse(200, { success: true, message: "OK", result: [{ id: 9, name: "Optics" }] });
    if (url.pathname === "/api/site/conf/short/7") {
      return jsonResponse(200, {
        success: true,
        message: "OK",
        result: [{ id: 7, acronym_title: "CV26", timezone_for_deadline: "Europe/Berlin", date_format: "DD.MM.YYYY" }],
      });
    }
    if (url.pathname.startsWith("/api/conference/"))
      return jsonResponse(200, { success: true, message: "OK", result: { id: 7, acronym_title: "CV26" } });
    if (url.pathname === "/api/paper/bidding/7") {
      return jsonResponse(200, {
        success: true,
        message: "OK",
        result: {
          data: [paper(1, null, 1), paper(2, "maybe")],
          total: 2,
          paper_count: 212,
          bid_count: 37,
          open,
          closed_reason: open ? null : "The bidding deadline has passed.",
          bidding_deadline_at: deadlineAt,
        },
      });
    }
    if (url.pathname.startsWith("/api/paper/bid/") && init?.method === "POST") {
      bids.push({ paperId: url.pathname.split("/").pop()!, body: JSON.parse(String(init.body)) });
      return jsonResponse(200, { success: true, message: "Your bid has been saved.", result: null });
    }
    return jsonResponse(404, { success: false, message: "not found", result: null });
  });
  renderWithProviders(<BiddingPage />, { route: "/conference/bidding/7", path: "/conference/bidding/:confId" });
  return { bids, files };
}

describe("BiddingPage", () => {
  it("shows the progress and topic matches, and bids, declares a conflict and changes a bid with the keyboard", async () => {
    const user = setupUser();
    const { bids } = setup();
    expect(await screen.findByTestId("bid-progress")).toHaveTextContent("37 of 212 bid");
    expect(screen.getByText("Your topic")).toBeInTheDocument();
    await user.keyboard("y");
    await waitFor(() => expect(bids).toContainEqual({ paperId: "1", body: { bid: "yes" } }));
    await user.keyboard("j");
    await user.keyboard("c");
    await waitFor(() => expect(bids).toContainEqual({ paperId: "2", body: { bid: "conflict" } }));
    await user.keyboard("k");
    await user.keyboard("n");
    await waitFor(() => expect(bids).toContainEqual({ paperId: "1", body: { bid: "no" } }));
    expect(screen.getByRole("radiogroup", { name: "Bid on Paper 2" })).toBeInTheDocument();
  }, 60_000);

  it("names the bidding deadline in the conference's zone and Date Format", async () => {
    setup(true, "2099-12-22T22:59:00.000Z");
    expect(
      await screen.findByText("Bidding closes at 22.12.2099 23:59 Europe/Berlin (22.12.2099 22:59 UTC)."),
    ).toBeInTheDocument();
  });

  it("says when bidding is closed and ignores the keys", async () => {
    const user = setupUser();
    const { bids } = setup(false);
    expect(await screen.findByText("The bidding deadline has passed.")).toBeInTheDocument();
    await user.keyboard("y");
    expect(bids).toEqual([]);
  });

  it("opens a paper's whole abstract in place and fetches its file from the paper-file route", async () => {
    const user = setupUser();
    const calls = setup();
    // the download itself (an object URL and a link's click) is the browser's
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:paper");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const show = (await screen.findAllByRole("button", { name: "Show the full abstract" }))[0]!;
    expect(show).toHaveAttribute("aria-expanded", "false");
    await user.click(show);
    expect(screen.getByRole("button", { name: "Hide the full abstract" })).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("button", { name: "PDF of paper 1" }));
    await waitFor(() => expect(calls.files).toEqual(["/api/paper/file/1"]));
    // still on the list
    expect(screen.getByRole("list", { name: "Papers to bid on" })).toBeInTheDocument();
  });
});
