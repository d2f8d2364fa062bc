// Keyboard navigation of a paper list: j / k move the current row, x selects it, Enter opens it.
// Keys typed into a field, a menu or a dialog are theirs, never the list's.
import { useEffect, useState } from "react";

const TYPING =
  "input, textarea, select, [contenteditable=''], [contenteditable='true'], [role='dialog'], [role='menu']";

export function useListKeyboard<T>({
  rows,
  onSelect,
  onOpen,
}: {
  rows: readonly T[];
  /** x: a list without row selection leaves it out */
  onSelect?: (row: T, index: number) => void;
  onOpen: (row: T) => void;
}) {
  const [active, setActive] = useState(-1);
  const current = active >= rows.length ? rows.length - 1 : active;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (event.key === "j" || event.key === "k") {
        if (rows.length === 0) return;
        event.preventDefault();
        const next = event.key === "j" ? Math.min(rows.length - 1, current + 1) : Math.max(0, current - 1);
        setActive(next);
      } else if (event.key === "x" && onSelect && current >= 0 && rows[current] !== undefined) {
        event.preventDefault();
        onSelect(rows[current], current);
      } else if (event.key === "Enter" && current >= 0 && rows[current] !== undefined) {
        // Enter on a button or link is that control's
        if (target?.closest("button, a")) return;
        event.preventDefault();
        onOpen(rows[current]);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [rows, current, onSelect, onOpen]);
  return { active: current, setActive };
}
