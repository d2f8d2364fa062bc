import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Paper } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { anonymousPaper } from "../components/paperFixture";
import AllPapersPage from "./AllPapersPage";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const CONFLICT_ROW = { paper_id: 1, paper_sequence: 1, paper_title: "Anonymous results", user_id: 22, first_name: "Alan", last_name: "Turing", reasons: ["Personal: declared by the reviewer"] };

function setup(paper: Paper) {
  signIn({ id: 5 });
  const asked: string[] = [];
  mockFetch((url) => {
    asked.push(url.pathname);
    if (url.pathname === "/api/paper/all/3/0") return ok({ data: [paper], total: 1 });
    if (url.pathname === "/api/paper/conflicts-with-reviews/3") return ok([CONFLICT_ROW]);
    if (url.pathname === "/api/paper/conflicts/1") return ok([]);
    return ok([]);
  });
  renderWithProviders(<AllPapersPage />, { route: "/conference/papers/3", path: "/conference/papers/:confId?" });
  return { asked, user: setupUser() };
}

describe("All Papers: conflicts with reviews", () => {
  it("the chairs' view lists them, and a row opens that paper's Conflicts dialog", async () => {
    const chairSide = { ...anonymousPaper, conflict_with_review: true, actions: { ...anonymousPaper.actions, mail_authors: true } };
    const { user } = setup(chairSide);
    const panel = await screen.findByRole("region", { name: "Conflicts with reviews" });
    expect(within(panel).getByRole("row", { name: /Alan Turing/ })).toHaveTextContent("Personal: declared by the reviewer");
    // the rows render a moment after the table (a deferred render, issue 20)
    await waitFor(() => expect(screen.getByRole("table", { name: "All papers" })).toHaveTextContent("Reviewer conflict"));
    await user.click(within(panel).getByRole("button", { name: "Open the conflicts of paper 1 (Alan Turing)" }));
    expect(await screen.findByRole("dialog", { name: "Conflicts: 1. Anonymous results" })).toBeInTheDocument();
  });

  it("is not asked for where the page offers no chair actions", async () => {
    const { asked } = setup(anonymousPaper);
    expect(await screen.findByRole("table", { name: "All papers" })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain("/api/paper/all/3/0"));
    expect(asked).not.toContain("/api/paper/conflicts-with-reviews/3");
    expect(screen.queryByRole("region", { name: "Conflicts with reviews" })).toBeNull();
  });
});
