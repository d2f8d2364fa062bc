import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Paper } from "@symposia/domain";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "../../../test/render";
import { anonymousPaper } from "../components/paperFixture";
import AllPapersPage from "./AllPapersPage";

const ok = (result: unknown) => jsonResponse(200, { success: true, message: "", result });
const CONFLICT_ROW = {
  paper_id: 1,
  paper_sequence: 1,
  paper_title: "Anonymous results",
  user_id: 22,
  first_name: "Alan",
  last_name: "Turing",
  reasons: ["Personal: declared by the reviewer"],
};

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
    const chairSide = {
      ...anonymousPaper,
      conflict_with_review: true,
      actions: { ...anonymousPaper.actions, mail_authors: true },
    };
    const { user } = setup(chairSide);
    const panel = await screen.findByRole("region", { name: "Conflicts with reviews" });
    expect(within(panel).getByRole("row", { name: /Alan Turing/ })).toHaveTextContent(
      "Personal: declared by the reviewer",
    );
    // the rows render a moment after the table (a deferred render)
    await waitFor(() =>
      expect(screen.getByRole("table", { name: "All papers" })).toHaveTextContent("Reviewer conflict"),
    );
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

describe("All Papers follows the review process", () => {
  function setupProcess() {
    signIn({ id: 5 });
    const lists: URLSearchParams[] = [];
    mockFetch((url) => {
      if (url.pathname === "/api/paper/all/3/0") {
        lists.push(url.searchParams);
        return ok({ data: [{ ...anonymousPaper, score_averages: { novelty: 1.5 }, late_review_count: 2 }], total: 1 });
      }
      if (url.pathname === "/api/conference/review-form/3")
        return ok({
          version: 1,
          fields: [
            {
              key: "novelty",
              label: "Novelty",
              description: "",
              type: "score",
              required: true,
              visibility: "pc",
              scale: [
                { value: 1, label: "Low" },
                { value: 2, label: "High" },
              ],
            },
          ],
        });
      if (url.pathname === "/api/conference/topics/3") return ok([{ id: 4, name: "Engines" }]);
      if (url.pathname === "/api/conference/submission-fields/3")
        return ok({
          fields: [
            {
              key: "student",
              label: "Student paper?",
              type: "checkbox",
              options: [],
              required: false,
              visibility: "chairs",
            },
          ],
        });
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

describe("All Papers' first visit: the first papers come in a short answer, the page follows", () => {
  const paperNo = (n: number): Paper => ({
    ...anonymousPaper,
    id: n,
    paper_sequence: n,
    paper_title: `Paper number ${n}`,
  });
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => paperNo(from + i));

  it("shows the head's rows with the page's full count, then the whole page once it is in", async () => {
    signIn({ id: 5 });
    const sizes: string[] = [];
    let releasePage!: () => void;
    const pageAnswered = new Promise<void>((resolve) => (releasePage = resolve));
    mockFetch(async (url) => {
      if (url.pathname !== "/api/paper/all/3/0") return ok([]);
      const perPage = url.searchParams.get("per_page")!;
      sizes.push(perPage);
      if (perPage === "50") return ok({ data: range(1, 50), total: 120 });
      await pageAnswered;
      return ok({ data: range(1, 120), total: 120 });
    });
    const { container } = renderWithProviders(<AllPapersPage />, {
      route: "/conference/papers/3",
      path: "/conference/papers/:confId?",
    });
    const table = await screen.findByRole("table", { name: "All papers" });
    expect(table).toHaveAttribute("aria-rowcount", "121");
    expect(screen.getByText("Showing 8 of 120 papers; more appear as you scroll.")).toBeInTheDocument();
    // the whole page is asked for once the head's rows have painted, not beside the head
    await waitFor(() => expect(sizes).toEqual(["50", "500"]));

    // "Show all" before the rest is in shows what has come, and the rest once it comes
    screen.getByRole("button", { name: "Show all 120 papers" }).click();
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(50));
    releasePage();
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(120));
    expect(container.querySelectorAll("tbody tr")[119]).toHaveTextContent("Paper number 120");
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("selects a shift-click range in the whole page's order once the rest is in", async () => {
    signIn({ id: 5 });
    let releasePage!: () => void;
    const pageAnswered = new Promise<void>((resolve) => (releasePage = resolve));
    mockFetch(async (url) => {
      if (url.pathname !== "/api/paper/all/3/0") return ok([]);
      if (url.searchParams.get("per_page") === "50") return ok({ data: range(1, 50), total: 120 });
      await pageAnswered;
      return ok({ data: range(1, 120), total: 120 });
    });
    const { container } = renderWithProviders(<AllPapersPage />, {
      route: "/conference/papers/3",
      path: "/conference/papers/:confId?",
    });
    const user = setupUser();
    await screen.findByRole("table", { name: "All papers" });
    await user.click(screen.getByRole("checkbox", { name: "Select paper 3" }));
    releasePage();
    screen.getByRole("button", { name: "Show all 120 papers" }).click();
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(120));
    // paper 80 came with the whole page only: the range runs from paper 3 to it
    await user.keyboard("{Shift>}");
    await user.click(screen.getByRole("checkbox", { name: "Select paper 80" }));
    await user.keyboard("{/Shift}");
    expect(screen.getByRole("status", { name: "Result counts" })).toHaveTextContent("78 selected");
  });

  it("asks a page it already holds (a screen visited before) for again at once, without a head, and keeps it fresh", async () => {
    signIn({ id: 5 });
    const asked: string[] = [];
    let title = "Old title";
    mockFetch((url) => {
      if (url.pathname !== "/api/paper/all/3/0") return ok([]);
      asked.push(url.searchParams.get("per_page")!);
      return ok({ data: [{ ...paperNo(1), paper_title: title }], total: 1 });
    });
    const first = renderWithProviders(<AllPapersPage />, {
      route: "/conference/papers/3",
      path: "/conference/papers/:confId?",
    });
    await waitFor(() => expect(asked).toEqual(["50", "500"]));
    const { queryClient } = first;
    first.unmount();
    // only the page is held (its head's answer gone, as when the page came from a change of page size)
    queryClient.removeQueries({
      predicate: (q) => (q.queryKey[3] as { per_page?: number } | undefined)?.per_page === 50,
    });
    title = "New title";
    asked.length = 0;
    // the same cache, the screen mounted again
    const { QueryClientProvider } = await import("@tanstack/react-query");
    renderWithProviders(
      <QueryClientProvider client={queryClient}>
        <AllPapersPage />
      </QueryClientProvider>,
      { route: "/conference/papers/3", path: "/conference/papers/:confId?" },
    );
    expect(await screen.findByText("New title")).toBeInTheDocument();
    expect(asked).toEqual(["500"]);
  });

  it("asks for no head when the page is short or a later page, nor when a new search replaces the list on screen", async () => {
    const { paperListHead } = await import("../../../lib/api/papers");
    const first = { order_by: "paper_sequence", order_type: "asc", per_page: 500, page: 1 } as const;
    expect(paperListHead(first)).toEqual({ ...first, per_page: 50 });
    expect(paperListHead({ ...first, page: 2 })).toBeNull();
    expect(paperListHead({ ...first, per_page: 50 })).toBeNull();

    signIn({ id: 5 });
    const asked: string[] = [];
    mockFetch((url) => {
      if (url.pathname !== "/api/paper/all/3/0") return ok([]);
      asked.push(`${url.searchParams.get("param_search") ?? ""}/${url.searchParams.get("per_page")}`);
      return ok({ data: range(1, 3), total: 3 });
    });
    renderWithProviders(<AllPapersPage />, { route: "/conference/papers/3", path: "/conference/papers/:confId?" });
    await screen.findByRole("table", { name: "All papers" });
    await waitFor(() => expect(asked).toContain("/500"));
    const user = setupUser();
    await user.type(screen.getByRole("textbox", { name: "Search papers" }), "Paper");
    await waitFor(() => expect(asked).toContain("Paper/500"));
    expect(asked).not.toContain("Paper/50");
  });
});

describe("All Papers' filter row", () => {
  it("appears whole: a Topic filter that arrives after the papers does not push the others aside", async () => {
    signIn({ id: 5 });
    let releaseTopics: () => void = () => {};
    const topicsArrived = new Promise<void>((resolve) => (releaseTopics = resolve));
    mockFetch(async (url) => {
      if (url.pathname === "/api/paper/all/3/0") return ok({ data: [anonymousPaper], total: 1 });
      if (url.pathname === "/api/conference/topics/3") {
        await topicsArrived;
        return ok([{ id: 7, name: "Compilers" }]);
      }
      return ok([]);
    });
    renderWithProviders(<AllPapersPage />, { route: "/conference/papers/3", path: "/conference/papers/:confId?" });
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Loading papers" })).toBeInTheDocument());
    expect(screen.queryByRole("combobox", { name: "Final version" })).toBeNull();
    releaseTopics();
    const finalVersion = await screen.findByRole("combobox", { name: "Final version" });
    const topic = screen.getByRole("combobox", { name: "Topic" });
    expect(topic.compareDocumentPosition(finalVersion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole("table", { name: "All papers" })).toBeInTheDocument();
  });
});
