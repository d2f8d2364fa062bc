// Which optional columns a paper list shows, remembered per user in this browser (localStorage,
// keyed by the list and the user's id), and whether the rows show their details.
import { useCallback, useEffect, useState } from "react";
import { renderingServerScreen } from "../../lib/serverScreen";

export const PAPER_COLUMNS = [
  { id: "download", label: "Download" },
  { id: "authors", label: "Authors" },
  { id: "track", label: "Track" },
  { id: "reviewers", label: "Reviewers" },
  { id: "reviewed", label: "Is reviewed" },
  { id: "scores", label: "Score averages" },
  { id: "tags", label: "Tags" },
] as const;
export type PaperColumnId = (typeof PAPER_COLUMNS)[number]["id"];

export interface ListView {
  /** the optional columns hidden */
  hidden: readonly PaperColumnId[];
  /** each row shows its topics, field answers and files (more than one line) */
  details: boolean;
}

const DEFAULT_VIEW: ListView = { hidden: [], details: false };
const KNOWN = new Set<string>(PAPER_COLUMNS.map((c) => c.id));

export const listViewKey = (list: string, userId: number | string | undefined) =>
  `symposia.list-view.${list}.${userId ?? "anonymous"}`;

function read(key: string): ListView {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return DEFAULT_VIEW;
    const parsed = JSON.parse(raw) as Partial<ListView>;
    return {
      hidden: Array.isArray(parsed.hidden)
        ? parsed.hidden.filter((c): c is PaperColumnId => typeof c === "string" && KNOWN.has(c))
        : [],
      details: parsed.details === true,
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

export function useListView(list: string, userId: number | string | undefined) {
  const key = listViewKey(list, userId);
  // a screen the server rendered shows the default view: the remembered one comes after it is live
  const [state, setState] = useState(() => ({ key, view: renderingServerScreen() ? DEFAULT_VIEW : read(key) }));
  const [adopted] = useState(renderingServerScreen);
  useEffect(() => {
    if (!adopted) return;
    const remembered = read(key);
    if (JSON.stringify(remembered) !== JSON.stringify(DEFAULT_VIEW)) setState({ key, view: remembered });
    // once, after the first commit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const view = state.key === key ? state.view : read(key);
  if (state.key !== key) setState({ key, view });
  const update = useCallback(
    (next: ListView) => {
      setState({ key, view: next });
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // a browser that keeps nothing still gets the view for this visit
      }
    },
    [key],
  );
  const setShown = useCallback(
    (id: PaperColumnId, shown: boolean) =>
      update({ ...view, hidden: shown ? view.hidden.filter((c) => c !== id) : [...view.hidden, id] }),
    [update, view],
  );
  const setDetails = useCallback((details: boolean) => update({ ...view, details }), [update, view]);
  const shows = useCallback((id: PaperColumnId) => !view.hidden.includes(id), [view]);
  return { view, shows, setShown, setDetails };
}
