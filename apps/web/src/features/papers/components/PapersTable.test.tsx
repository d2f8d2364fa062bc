import { screen, within } from "@testing-library/react";
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
      <PapersTable papers={[anonymous, { ...anonymous, id: 2, paper_sequence: 2, paper_author_data: [] }]} sort={{ order_by: "paper_sequence", order_type: "asc" }} onSort={() => {}} handlers={handlers} />,
    );
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getAllByText("Hidden (double-blind)")).toHaveLength(2);
    expect(table).not.toHaveTextContent(/undefined|null/);
  });

  it("lists the authors' names when the server sends them", () => {
    const withAuthors: Paper = {
      ...anonymous,
      paper_author_data: [{ id: 5, paper_id: 1, author_first_name: "Ada", author_last_name: "Lovelace", author_email: "ada@example.org", user_id: 1, is_presenter: 0 }],
    };
    renderWithProviders(<PapersTable papers={[withAuthors]} sort={{ order_by: "paper_sequence", order_type: "asc" }} onSort={() => {}} handlers={handlers} />);
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.queryByText("Hidden (double-blind)")).toBeNull();
  });
});

describe("PapersTable reviewer conflict flag", () => {
  it("marks only the rows whose reviewer is conflicted after reviewing", () => {
    const flagged = { ...anonymous, id: 2, paper_sequence: 2, paper_title: "Flagged paper", conflict_with_review: true };
    renderWithProviders(<PapersTable papers={[anonymous, flagged]} sort={{ order_by: "paper_sequence", order_type: "asc" }} onSort={() => {}} handlers={handlers} />);
    const table = screen.getByRole("table", { name: "All papers" });
    expect(within(table).getByRole("row", { name: /Flagged paper/ })).toHaveTextContent("Reviewer conflict");
    expect(within(table).getByRole("row", { name: /Anonymous results/ })).not.toHaveTextContent("Reviewer conflict");
  });
});
