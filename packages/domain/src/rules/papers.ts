// The papers feature's limits and list options (paperSubmitSchema and paperListQuerySchema in
// ../schemas/papers.ts; the All Papers screen's pages and search).

export const PAPER_TITLE_MAX = 500;
export const PAPER_KEYWORDS_MAX = 1000;
/** Hard ceiling for abstracts; a conference may set a lower one (text_abstracts_max_length). */
export const PAPER_ABSTRACT_MAX = 20000;

export const PAPER_SORT_COLUMNS = ["paper_sequence", "paper_title"] as const;
/**
 * All Papers sorts by a score field's average too, as `score:<field key>` (chairs' lists
 * only; the server checks the key against the conference's form).
 */
export const SCORE_SORT_PREFIX = "score:";
export type PaperSortColumn = (typeof PAPER_SORT_COLUMNS)[number] | `score:${string}`;
export const scoreSortKey = (orderBy: string): string | null =>
  orderBy.startsWith(SCORE_SORT_PREFIX) ? orderBy.slice(SCORE_SORT_PREFIX.length) : null;
/** the camera-ready filter of All Papers (accepted papers with / without a final version). */
export const CAMERA_READY_FILTERS = ["uploaded", "missing"] as const;
export type CameraReadyFilter = (typeof CAMERA_READY_FILTERS)[number];
export const PAPER_PAGE_SIZES = [50, 100, 200, 500] as const;
export const PAPER_LIST_MAX_PER_PAGE = 5000;
/** The global paper search only searches when more than 2 characters were typed. */
export const PAPER_SEARCH_MIN = 3;
