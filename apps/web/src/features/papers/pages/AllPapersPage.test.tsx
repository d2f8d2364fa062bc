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

describe("All Papers follows the review process (issues 16, 17, 19)", () => {
  function setupProcess() {
    signIn({ id: 5 });
    const lists: URLSearchParams[] = [];
    mockFetch((url) => {
      if (url.pathname === "/api/paper/all/3/0") {
        lists.push(url.searchParams);
        return ok({ data: [{ ...anonymousPaper, score_averages: { novelty: 1.5 }, late_review_count: 2 }], total: 1 });
      }
      if (url.pathname === "/api/conference/review-form/3")
        return ok({ version: 1, fields: [{ key: "novelty", label: "Novelty", description: "", type: "score", required: true, visibility: "pc", scale: [{ value: 1, label: "Low" }, { value: 2, label: "High" }] }] });
      if (url.pathname === "/api/conference/topics/3") return ok([{ id: 4, name: "Engines" }]);
      if (url.pathname === "/api/conference/submission-fields/3")
        return ok({ fields: [{ key: "student", label: "Student paper?", type: "checkbox", options: [], required: false, visibility: "chairs" }] });
      return ok([]);
    });
    renderWithProviders(<AllPapersPage />, { route: "/conference/papers/3", path: "/conference/papers/:confId?" });
    return { lists, user: setupUser() };
  }

  it("shows a column per score field of the form with the late count, and sorts by it best first", async () => {
    const { lists, user } = setupProcess();
    const sortButton = await screen.findByRole("button", { name: "Sort by Novelty" });
    await waitFor(() => expect(screen.getByRole("cell", { name: "Novelty: average 1.50" })).toBeInTheDocument());
    expect(screen.getByRole("table", { name: "All papers" })).toHaveTextContent("2 late");
    await user.click(sortButton);
    await waitFor(() => expect(lists.at(-1)?.get("order_by")).toBe("score:novelty"));
    expect(lists.at(-1)?.get("order_type")).toBe("desc");
  });

  it("filters by topic, final version and a submission field's answer", async () => {
    const { lists, user } = setupProcess();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Topic" }), "Engines");
    await waitFor(() => expect(lists.at(-1)?.get("topic_id")).toBe("4"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Final version" }), "Final version missing");
    await waitFor(() => expect(lists.at(-1)?.get("camera_ready")).toBe("missing"));
    await user.selectOptions(await screen.findByRole("combobox", { name: "Submission field" }), "Student paper? = Yes");
    await waitFor(() => expect(lists.at(-1)?.get("field")).toBe("student"));
    expect(lists.at(-1)?.get("field_value")).toBe("true");
    expect(lists.at(-1)?.get("topic_id")).toBe("4");
  });
});
