import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { PAPER_SEARCH_MIN } from "@symposia/domain";
import { useState } from "react";
import { ALL_PAPERS_FIRST_QUERY, usePaperList } from "../../../lib/api/papers";

/** Papers offered before the chair has typed enough to search: numbers 1 to 100 or so. */
const FIRST_PAPERS = 100;
/** Papers offered for a typed search (the server ranks nothing, so a short list suffices). */
const SEARCH_PAPERS = 50;

interface Props {
  confId: number;
  value: number | null;
  onChange: (paperId: number | null) => void;
  label: string;
  description?: string;
}

/**
 * Picks a paper of the conference by its number or title, as chairs know them, however many papers
 * the conference has: text long enough to search asks the server (number, title, keywords, authors
 * as All Papers' search does); shorter text filters the first papers by number.
 */
export function PaperPicker({ confId, value, onChange, label, description }: Props) {
  const [typed, setTyped] = useState("");
  // the chosen paper stays an option while the list answers another search
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // once a paper is chosen the box shows its label: that is not a search
  const [debounced] = useDebouncedValue(chosen?.label === typed ? "" : typed.trim(), 250);
  const searching = debounced.length >= PAPER_SEARCH_MIN;
  const list = usePaperList(confId, {
    ...ALL_PAPERS_FIRST_QUERY,
    param_search: searching ? debounced : "",
    per_page: searching ? SEARCH_PAPERS : FIRST_PAPERS,
  });
  const papers = list.data?.data ?? [];
  const options = papers.map((paper) => ({
    value: String(paper.id),
    label: `Paper ${paper.paper_sequence}: ${paper.paper_title}`,
  }));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      label={label}
      description={description}
      placeholder="Type a paper number or title"
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      // the server has matched a search already (authors and keywords too, which the labels lack)
      filter={searching ? ({ options: all }) => all : undefined}
      nothingFoundMessage={list.isFetching ? "Searching…" : "No such paper"}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v, option) => {
        setChosen(v === null ? null : { value: v, label: option?.label ?? "" });
        onChange(v === null ? null : Number(v));
      }}
      maw={560}
    />
  );
}
