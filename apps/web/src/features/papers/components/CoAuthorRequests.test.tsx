import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { CoAuthorRequests } from "./CoAuthorRequests";

const request = {
  paper_id: 7,
  paper_sequence: 3,
  paper_title: "Listed Paper",
  conf_id: 3,
  event_name: "Conf",
  acronym_title: "ICML27",
  track_name: "Machine Learning",
  submitter_first_name: "Ada",
  submitter_last_name: "Lovelace",
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("Co-author requests", () => {
  it("lists the pending requests and confirms one through POST /paper/co-author-confirm", async () => {
    signIn();
    let pending = [request];
    const posted: string[] = [];
    mockFetch((url, init) => {
      if (url.pathname === "/api/paper/co-author-invitations")
        return jsonResponse(200, { success: true, message: "", result: pending });
      if (init?.method === "POST") {
        posted.push(url.pathname);
        pending = [];
        return jsonResponse(200, { success: true, message: "You are now an author of this paper.", result: null });
      }
      return jsonResponse(404, { success: false, message: "Not found.", result: null });
    });
    renderWithProviders(<CoAuthorRequests />);
    const user = setupUser();
    const panel = await screen.findByRole("region", { name: "Co-author requests" });
    expect(within(panel).getByText("ICML27 #3: Listed Paper")).toBeInTheDocument();
    expect(within(panel).getByText("Machine Learning, submitted by Ada Lovelace")).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Confirm" }));
    expect(posted).toEqual(["/api/paper/co-author-confirm/7"]);
    expect(await screen.findByText("You are now an author of this paper.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Co-author requests" })).toBeNull());
  });

  it("shows nothing when there is nothing to answer", async () => {
    signIn();
    mockFetch(() => jsonResponse(200, { success: true, message: "", result: [] }));
    const { container } = renderWithProviders(<CoAuthorRequests />);
    await new Promise((r) => setTimeout(r, 20));
    expect(within(container).queryByText("Co-author requests")).toBeNull();
  });
});

describe("Co-author requests opened from the mail's link", () => {
  it("marks the paper's request and focuses the button the link chose, answering nothing by itself", async () => {
    signIn();
    const posted: string[] = [];
    mockFetch((url, init) => {
      if (init?.method === "POST") posted.push(url.pathname);
      return jsonResponse(200, {
        success: true,
        message: "",
        result: [request, { ...request, paper_id: 8, paper_title: "Other Paper" }],
      });
    });
    renderWithProviders(<CoAuthorRequests />, { route: "/?coauthor=7&answer=decline" });
    const row = await screen.findByRole("group", { name: "Co-author request for Listed Paper" });
    expect(row).toHaveAttribute("data-requested", "true");
    await waitFor(() => expect(within(row).getByRole("button", { name: "Decline" })).toHaveFocus());
    expect(screen.getByRole("group", { name: "Co-author request for Other Paper" })).not.toHaveAttribute(
      "data-requested",
    );
    expect(posted).toEqual([]);
  });

  it("says so when the link's request is no longer open for this account", async () => {
    signIn();
    mockFetch(() => jsonResponse(200, { success: true, message: "", result: [] }));
    renderWithProviders(<CoAuthorRequests />, { route: "/?coauthor=7&answer=confirm" });
    expect(await screen.findByRole("status")).toHaveTextContent(
      /already been answered, or it is addressed to another account/,
    );
  });
});
