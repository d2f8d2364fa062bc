import { useCallback, useState, type FocusEvent } from "react";
import { searchableSelectProps } from "./optionSearch";

export interface SearchableSelect {
  /** whether the select has been focused yet (a long list may build its options from then on) */
  focused: boolean;
  /** searchableSelectProps, with autoSelectOnBlur from the first focus on, and the focus handler */
  props: Omit<typeof searchableSelectProps, "autoSelectOnBlur"> & {
    autoSelectOnBlur: boolean;
    onFocus: (event: FocusEvent<HTMLInputElement>) => void;
  };
}

/**
 * The props of a searchable select (lib/optionSearch.ts) whose dropdown is mounted once the select
 * is first focused. autoSelectOnBlur makes Mantine keep the closed dropdown mounted, so every
 * option of every such select was rendered, and each dropdown positioned by floating UI, in the
 * first render of the page: on Edit Conference's first page the country and time zone selects
 * made the longest tasks of a throttled phone's load. autoSelectOnBlur acts when the input loses
 * the focus, which it must have had: from the first focus on it is there, and the closed select
 * shows the same (the chosen option's label, from `data`).
 */
export function useSearchableSelect(onFocus?: (event: FocusEvent<HTMLInputElement>) => void): SearchableSelect {
  const [focused, setFocused] = useState(false);
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLInputElement>) => {
      setFocused(true);
      onFocus?.(event);
    },
    [onFocus],
  );
  return { focused, props: { ...searchableSelectProps, autoSelectOnBlur: focused, onFocus: handleFocus } };
}
