// The scannable paper list: row selection (click, shift-click ranges, "select all N results" as the
// query), keyboard navigation (j / k, x, Enter; not while typing) and the remembered column choice.
import { screen, within } from "@testing-library/react";
import { useCallback, useMemo } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Paper } from "@symposia/domain";
import { renderWithProviders, setupUser } from "../../../test/render";
import { anonymousPaper } from "./paperFixture";
import { PapersTable } from "./PapersTable";
import { ColumnChooser, ResultCounts, SelectionControls } from "../../../components/paperList/ListToolbar";
import { listViewKey, useListView } from "../../../components/paperList/useColumnChooser";
import { useListKeyboard } from "../../../components/paperList/useListKeyboard";
import { useRowSelection } from "../../../components/paperList/useRowSelection";

const papers: Paper[] = Array.from({ length: 6 }, (_, i) => ({
  ...anonymousPaper,
  id: 100 + i,
  paper_sequence: i + 1,
  paper_title: `Paper number ${i + 1}`,
  track_name: "Main track",
}));
const handlers = { onDownload: vi.fn(), onFinalReview: vi.fn(), onBlock: vi.fn(), onMail: vi.fn() };

function List({ q = "", total = 40, onOpen = vi.fn() }: { q?: string; total?: number; onOpen?: (p: Paper) => void }) {
  const selection = useRowSelection(q, total);
  const view = useListView("all-papers", 7);
  const order = useMemo(() => papers.map((p) => p.id), []);
  const { isSelected, toggle } = selection;
  const rowSelection = useMemo(
    () => ({ isSelected, onToggle: (p: Paper, shift: boolean) => toggle(p.id, shift, order) }),
    [isSelected, toggle, order],
  );
  const keyboard = useListKeyboard({
    rows: papers,
    onSelect: useCallback((p: Paper) => toggle(p.id, false, order), [toggle, order]),
    onOpen,
  });
  const tableView = useMemo(() => ({ details: view.view.details, shows: view.shows }), [view.view.details, view.shows]);
  return (
    <>
      <input aria-label="Somewhere to type" />
      <ResultCounts total={total} shown={papers.length} selected={selection.count} />
      <SelectionControls selection={selection} total={total} canSelectAll />
      <ColumnChooser
        shows={view.shows}
        setShown={view.setShown}
        details={view.view.details}
        setDetails={view.setDetails}
      />
      <output aria-label="Bulk target">{JSON.stringify(selection.target)}</output>
      <PapersTable
        papers={papers}
        sort={{ order_by: "paper_sequence", order_type: "asc" }}
        onSort={() => {}}
        handlers={handlers}
        view={tableView}
        selection={rowSelection}
        activeId={papers[keyboard.active]?.id}
      />
    </>
  );
}

const checkbox = (n: number) => screen.getByRole("checkbox", { name: `Select paper ${n}` });
const target = () => JSON.parse(screen.getByRole("status", { name: "Bulk target" }).textContent ?? "null") as unknown;

describe("selecting rows", () => {
  it("a click selects one row; a shift-click selects the range from the last clicked row", async () => {
    const user = setupUser();
    renderWithProviders(<List />);
    await user.click(checkbox(2));
    await user.keyboard("{Shift>}");
    await user.click(checkbox(5));
    await user.keyboard("{/Shift}");
    for (const n of [2, 3, 4, 5]) expect(checkbox(n)).toBeChecked();
    for (const n of [1, 6]) expect(checkbox(n)).not.toBeChecked();
    expect(target()).toEqual({ paper_ids: [101, 102, 103, 104] });
    expect(screen.getByRole("status", { name: "Result counts" })).toHaveTextContent(
      "40 papers · 6 on this page · 4 selected",
    );
    // a shift-click from a row just cleared clears the range
    await user.click(checkbox(3));
    await user.keyboard("{Shift>}");
    await user.click(checkbox(4));
    await user.keyboard("{/Shift}");
    expect(target()).toEqual({ paper_ids: [101, 104] });
  });

  it("select all N results makes the target the query, across pages; clearing empties it", async () => {
    const user = setupUser();
    renderWithProviders(<List q="status:accepted #discuss" total={40} />);
    expect(screen.queryByRole("button", { name: "Select all 40 results" })).toBeNull();
    await user.click(checkbox(1));
    await user.click(screen.getByRole("button", { name: "Select all 40 results" }));
    expect(target()).toEqual({ q: "status:accepted #discuss" });
    expect(within(screen.getByRole("group", { name: "Selection" })).getByText("All 40 results selected")).toBeVisible();
    for (const n of [1, 2, 3, 4, 5, 6]) expect(checkbox(n)).toBeChecked();
    // a row clicked afterwards starts a selection of rows again
    await user.click(checkbox(6));
    expect(target()).toEqual({ paper_ids: [105] });
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(target()).toBeNull();
  });
});

describe("the keyboard", () => {
  it("j / k move the current row, x selects it, Enter opens it; keys typed in a field are the field's", async () => {
    const user = setupUser();
    const onOpen = vi.fn();
    const { container } = renderWithProviders(<List onOpen={onOpen} />);
    await user.keyboard("jjjk");
    expect(container.querySelector("tr[data-active]")).toHaveTextContent("Paper number 2");
    await user.keyboard("x");
    expect(target()).toEqual({ paper_ids: [101] });
    await user.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith(papers[1]);

    await user.click(screen.getByRole("textbox", { name: "Somewhere to type" }));
    await user.keyboard("jx{Enter}");
    expect(screen.getByRole("textbox", { name: "Somewhere to type" })).toHaveValue("jx");
    expect(container.querySelector("tr[data-active]")).toHaveTextContent("Paper number 2");
    expect(target()).toEqual({ paper_ids: [101] });
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe("the column chooser", () => {
  it("hides a column and remembers it for this user; another user keeps every column", async () => {
    window.localStorage.clear();
    const user = setupUser();
    const { unmount } = renderWithProviders(<List />);
    const table = () => screen.getByRole("table", { name: "All papers" });
    expect(within(table()).getByRole("columnheader", { name: "Track" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Columns" }));
    await user.click(await screen.findByRole("checkbox", { name: "Track" }));
    expect(within(table()).queryByRole("columnheader", { name: "Track" })).toBeNull();
    expect(within(table()).queryByText("Main track")).toBeNull();
    unmount();

    renderWithProviders(<List />);
    expect(within(table()).queryByRole("columnheader", { name: "Track" })).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(listViewKey("all-papers", 7))!)).toEqual({
      hidden: ["track"],
      details: false,
    });
    expect(window.localStorage.getItem(listViewKey("all-papers", 8))).toBeNull();
  });
});
