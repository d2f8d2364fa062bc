// One search behaviour for every searchable select (country, timezone, areas, tracks, users):
// the best match comes first (exact, then start of the label, then start of a word, then
// anywhere), the first match is highlighted, and Enter or Tab picks it. Typing "India" must put
// India above "British Indian Ocean Territory", and Enter must then choose India.
import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from "@mantine/core";
import type { KeyboardEvent } from "react";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/** 0 exact, 1 label starts with it, 2 a word starts with it, 3 contains it; null: no match. */
export function matchRank(search: string, option: { label: string; value: string }): number | null {
  const s = fold(search);
  if (!s) return 3;
  const label = fold(option.label);
  const value = fold(option.value);
  if (label === s || value === s) return 0;
  if (label.startsWith(s) || value.startsWith(s)) return 1;
  if (label.split(/[\s/(),.<>@-]+/).some((word) => word.startsWith(s))) return 2;
  if (label.includes(s) || value.includes(s)) return 3;
  return null;
}

/**
 * Orders options by matchRank, keeping the list's own order within a rank. Options that do not
 * match are dropped, or kept last with `keepUnmatched` (a list the server has filtered already).
 */
export function rankOptions<T extends { label: string; value: string }>(
  options: readonly T[],
  search: string,
  limit = Infinity,
  keepUnmatched = false,
): T[] {
  return options
    .map((option, index) => ({ option, index, rank: matchRank(search, option) ?? (keepUnmatched ? 4 : null) }))
    .filter((entry): entry is { option: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.option);
}

/** Mantine's `filter` for Select: the ranked matches (groups are flattened, which no select here uses). */
export const rankedOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const flat = options.flatMap((item: ComboboxParsedItem) => ("group" in item ? item.items : [item])) as ComboboxItem[];
  return rankOptions(flat, search, limit);
};

/**
 * Enter or Tab in an open dropdown with nothing highlighted (e.g. the options arrived from the
 * server after the last keystroke) picks the first option; a highlighted option is left to
 * Mantine (Enter submits it, Tab with autoSelectOnBlur does).
 */
export function pickFirstOptionOnCommit(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key !== "Enter" && event.key !== "Tab") return;
  const input = event.currentTarget;
  if (input.getAttribute("aria-expanded") !== "true" || !input.value.trim()) return;
  const list = document.getElementById(input.getAttribute("aria-controls") ?? "");
  if (!list || list.querySelector("[data-combobox-selected]")) return;
  const first = list.querySelector<HTMLElement>("[data-combobox-option]:not([data-combobox-disabled])");
  if (!first) return;
  if (event.key === "Enter") event.preventDefault();
  first.click();
}

/** For options the server has already filtered (user search): best match first, none dropped. */
export const rankedServerOptions: OptionsFilter = ({ options, search, limit }) =>
  rankOptions(options as ComboboxItem[], search, limit, true);

/** The props that give a Mantine Select this behaviour. */
export const searchableSelectProps = {
  searchable: true,
  filter: rankedOptionsFilter,
  selectFirstOptionOnChange: true,
  autoSelectOnBlur: true,
  onKeyDown: pickFirstOptionOnCommit,
} as const;
