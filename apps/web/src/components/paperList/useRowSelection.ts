// Which rows of a paper list are selected: a click toggles one, a shift-click selects the range from
// the last clicked row, and "select all N results" stands for every result of the current search
// across pages. The target is what the bulk call takes: the ids, or the query for all results.
import { useCallback, useMemo, useRef, useState } from "react";
import type { PaperBulkTarget } from "@symposia/domain";

export interface RowSelection {
  /** the ids picked row by row (in the order they were picked) */
  ids: ReadonlySet<number>;
  /** every result of the query, across pages */
  allResults: boolean;
  isSelected: (id: number) => boolean;
  /** `order`: the ids as the rows show them, for shift-click ranges */
  toggle: (id: number, shift: boolean, order: readonly number[]) => void;
  selectAllResults: () => void;
  clear: () => void;
  /** what the bulk call takes, or null when nothing is selected */
  target: PaperBulkTarget | null;
  /** how many papers the target stands for */
  count: number;
}

/**
 * `query`: the current search (`q`; "" lists every paper), `total`: how many results it has.
 * A new query starts a new selection.
 */
export function useRowSelection(query: string, total: number): RowSelection {
  const [state, setState] = useState<{ query: string; ids: ReadonlySet<number>; all: boolean }>({
    query,
    ids: new Set(),
    all: false,
  });
  const anchor = useRef<number | null>(null);
  // a selection belongs to the query it was made on
  const current = useMemo(
    () => (state.query === query ? state : { query, ids: new Set<number>(), all: false }),
    [state, query],
  );
  if (current !== state) {
    anchor.current = null;
    setState(current);
  }

  const toggle = useCallback(
    (id: number, shift: boolean, order: readonly number[]) => {
      setState((s) => {
        const ids = new Set(s.all ? [] : s.ids);
        const from = anchor.current === null ? -1 : order.indexOf(anchor.current);
        const to = order.indexOf(id);
        if (shift && from !== -1 && to !== -1) {
          // the range takes the state of the row it started from
          const on = s.all || ids.has(order[from]!);
          for (const rowId of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            if (on) ids.add(rowId);
            else ids.delete(rowId);
          }
        } else if (ids.has(id)) ids.delete(id);
        else ids.add(id);
        anchor.current = id;
        return { query: s.query, ids, all: false };
      });
    },
    [setState],
  );
  const selectAllResults = useCallback(() => setState((s) => ({ query: s.query, ids: new Set(), all: true })), []);
  const clear = useCallback(() => {
    anchor.current = null;
    setState((s) => ({ query: s.query, ids: new Set(), all: false }));
  }, []);

  return useMemo(() => {
    const { ids, all } = current;
    const target: PaperBulkTarget | null = all ? { q: current.query } : ids.size > 0 ? { paper_ids: [...ids] } : null;
    return {
      ids,
      allResults: all,
      isSelected: (id: number) => all || ids.has(id),
      toggle,
      selectAllResults,
      clear,
      target,
      count: all ? total : ids.size,
    };
  }, [current, total, toggle, selectAllResults, clear]);
}
