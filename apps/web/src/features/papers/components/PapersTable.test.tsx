import { screen, waitFor, within } from "@testing-library/react";
import { Profiler } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { Paper } from "@symposia/domain";
import { anonymousPaper } from "./paperFixture";
import { PapersTable } from "./PapersTable";

const anonymous = anonymousPaper;

const handlers = { onDownload: vi.fn(), onFinalReview: vi.fn(), onBlock: vi.fn(), onMail: vi.fn() };

describe("PapersTable without authors", () => {
  it("says the authors are hidden, and never prints undefined", () => {
    renderWithProviders(
      <PapersTable
        papers={[anonymous, { ...anonymous, id: 2, paper_sequence: 2, paper_author_data: [] }]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
      />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getAllByText("Hidden (double-blind)")).toHaveLength(2);
    expect(table).not.toHaveTextContent(/undefined|null/);
  });

  it("lists the authors' names when the server sends them", () => {
    const withAuthors: Paper = {
      ...anonymous,
      paper_author_data: [
        {
          id: 5,
          paper_id: 1,
          author_first_name: "Ada",
          author_last_name: "Lovelace",
          author_email: "ada@example.org",
          user_id: 1,
          confirmed: true,
          is_presenter: 0,
        },
      ],
    };
    renderWithProviders(
      <PapersTable
        papers={[withAuthors]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
      />,
    );
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.queryByText("Hidden (double-blind)")).toBeNull();
  });
});

describe("PapersTable reviewer conflict flag", () => {
  it("marks only the rows whose reviewer is conflicted after reviewing", () => {
    const flagged = {
      ...anonymous,
      id: 2,
      paper_sequence: 2,
      paper_title: "Flagged paper",
      conflict_with_review: true,
    };
    renderWithProviders(
      <PapersTable
        papers={[anonymous, flagged]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
      />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getByRole("row", { name: /Flagged paper/ })).toHaveTextContent("Reviewer conflict");
    expect(within(table).getByRole("row", { name: /Anonymous results/ })).not.toHaveTextContent("Reviewer conflict");
  });
});

describe("PapersTable short of reviewers", () => {
  it("says how many reviewers a paper under review is short of; decided papers are not flagged", () => {
    const short = {
      ...anonymous,
      id: 2,
      paper_sequence: 2,
      paper_title: "Short paper",
      status: 0,
      review_count: 1,
      reviewed_count: 0,
    };
    const decided = {
      ...anonymous,
      id: 3,
      paper_sequence: 3,
      paper_title: "Decided paper",
      status: 35,
      review_count: 1,
      reviewed_count: 1,
    };
    const full = {
      ...anonymous,
      id: 4,
      paper_sequence: 4,
      paper_title: "Full paper",
      status: 0,
      review_count: 3,
      reviewed_count: 0,
    };
    renderWithProviders(
      <PapersTable
        papers={[short, decided, full]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={{ ...handlers, reviewersWanted: 3 }}
      />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getByRole("row", { name: /Short paper/ })).toHaveTextContent("Short of 2 reviewers");
    expect(within(table).getByRole("row", { name: /Decided paper/ })).not.toHaveTextContent("Short of");
    expect(within(table).getByRole("row", { name: /Full paper/ })).not.toHaveTextContent("Short of");
  });
});

describe("PapersTable with a long list", () => {
  const many: Paper[] = Array.from({ length: 70 }, (_, i) => ({
    ...anonymous,
    id: i + 1,
    paper_sequence: i + 1,
    paper_title: `Paper number ${i + 1}`,
  }));

  it("renders the first rows at once, states the full count, and shows every row on request", async () => {
    renderWithProviders(
      <PapersTable
        papers={many}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
      />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(table).toHaveAttribute("aria-rowcount", "71");
    // (plain selectors: role queries over many rows are slow in jsdom)
    const bodyRows = () => table.querySelectorAll("tbody tr");
    expect(bodyRows()).toHaveLength(8);
    expect(bodyRows()[7]).toHaveAttribute("aria-rowindex", "9");
    expect(screen.getByText("Showing 8 of 70 papers; more appear as you scroll.")).toBeInTheDocument();
    screen.getByRole("button", { name: "Show all 70 papers" }).click();
    await waitFor(() => expect(bodyRows()).toHaveLength(70));
    expect(bodyRows()[69]).toHaveAttribute("aria-rowindex", "71");
    expect(bodyRows()[69]).toHaveTextContent("Paper number 70");
    expect(screen.queryByRole("button", { name: "Show all 70 papers" })).toBeNull();
  });

  it("has its first rows in its first commit: the first screen's table never paints empty first", () => {
    // (the first screen renders once its answers are in, main.tsx; its largest paint is a row)
    const rowsAtCommit: number[] = [];
    renderWithProviders(
      <Profiler
        id="table"
        onRender={() => rowsAtCommit.push(document.querySelectorAll("table[aria-label='All papers'] tbody tr").length)}
      >
        <PapersTable
          papers={many}
          sort={{ order_by: "paper_sequence", order_type: "asc" }}
          onSort={() => {}}
          handlers={handlers}
        />
      </Profiler>,
    );
    expect(rowsAtCommit[0]).toBe(8);
  });
});

describe("PapersTable follows the review process", () => {
  const scoreColumns = [
    { key: "reviewer_evaluation", label: "Evaluation" },
    { key: "originality", label: "Originality" },
  ];
  const scored: Paper = {
    ...anonymous,
    paper_title: "Scored paper",
    review_count: 3,
    reviewed_count: 2,
    score_averages: { reviewer_evaluation: 0.5, originality: 4 },
    late_review_count: 1,
    topics: [{ id: 9, name: "Engines" }],
    status: 35,
    camera_ready: "missing",
  };
  const bare: Paper = { ...anonymous, id: 2, paper_sequence: 2, paper_title: "Bare paper", camera_ready: null };
  const uploaded: Paper = {
    ...anonymous,
    id: 3,
    paper_sequence: 3,
    paper_title: "Final paper",
    status: 35,
    camera_ready: "uploaded",
  };

  it("shows a score average column per form field, the late count, topics and the camera-ready state", () => {
    renderWithProviders(
      <PapersTable
        papers={[scored, bare, uploaded]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={{ ...handlers, scoreColumns }}
      />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getByRole("button", { name: "Sort by Evaluation" }).closest("th")).toBeInTheDocument();
    const row = within(table).getByRole("row", { name: /Scored paper/ });
    expect(within(row).getByRole("cell", { name: "Evaluation: average 0.50" })).toHaveTextContent("0.50");
    expect(within(row).getByRole("cell", { name: "Originality: average 4.00" })).toHaveTextContent("4.00");
    expect(row).toHaveTextContent("1 late");
    expect(within(row).getByLabelText("Topics")).toHaveTextContent("Engines");
    expect(row).toHaveTextContent("Final version missing");
    const bareRow = within(table).getByRole("row", { name: /Bare paper/ });
    expect(within(bareRow).getByRole("cell", { name: "Evaluation: no scores" })).toHaveTextContent("–");
    expect(bareRow).not.toHaveTextContent("late");
    expect(bareRow).not.toHaveTextContent("Final version");
    expect(within(table).getByRole("row", { name: /Final paper/ })).toHaveTextContent("Final version uploaded");
  });

  it("sorts by a score field, and shows no score columns where the form is unknown", async () => {
    const onSort = vi.fn();
    const { unmount } = renderWithProviders(
      <PapersTable
        papers={[scored]}
        sort={{ order_by: "score:originality", order_type: "desc" }}
        onSort={onSort}
        handlers={{ ...handlers, scoreColumns }}
      />,
    );
    const header = screen.getByRole("button", { name: "Sort by Originality" }).closest("th");
    expect(header).toHaveAttribute("aria-sort", "descending");
    screen.getByRole("button", { name: "Sort by Evaluation" }).click();
    expect(onSort).toHaveBeenCalledWith("score:reviewer_evaluation");
    unmount();
    renderWithProviders(
      <PapersTable
        papers={[scored]}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
      />,
    );
    expect(screen.queryByRole("button", { name: "Sort by Evaluation" })).toBeNull();
  });
});
