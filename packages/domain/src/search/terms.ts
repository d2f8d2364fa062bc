// The paper search language's tree: what one query means, independent of how it is run. The parser
// (parse.ts) builds it once; the server compiles it to SQL and the help panel lists the same terms.

export const SEARCH_COMPARISONS = ["<", "<=", ">", ">=", "=", "!="] as const;
export type SearchComparison = (typeof SEARCH_COMPARISONS)[number];

export interface NumberTest {
  op: SearchComparison;
  value: number;
}

/** The paper statuses `status:` names (undecided: submitted and not yet decided either way). */
export const SEARCH_STATUSES = ["submitted", "withdrawn", "blocked", "accepted", "rejected", "undecided"] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

export const SEARCH_HAS = ["response", "meta", "final", "file"] as const;
export type SearchHas = (typeof SEARCH_HAS)[number];

/** Where a text term looks: `any` is a free word (title, abstract, keywords, and authors when known). */
export type TextField = "any" | "ti" | "ab" | "kw" | "au";

export type SearchTerm =
  | { type: "text"; field: TextField; text: string }
  | { type: "number"; sequence: number }
  | { type: "tag"; name: string; test?: NumberTest }
  | { type: "topic"; text: string }
  | { type: "track"; text: string }
  | { type: "status"; status: SearchStatus }
  | { type: "dec"; text: string }
  | { type: "re"; who: string }
  | { type: "re-count"; test: NumberTest }
  | { type: "re-late" }
  | { type: "re-missing" }
  | { type: "score"; field: string; test: NumberTest }
  | { type: "spread"; field?: string; test: NumberTest }
  | { type: "lead"; who: string }
  | { type: "conflict"; who: string }
  | { type: "has"; what: SearchHas }
  | { type: "field"; name: string; value: string };

/** Where a piece of the query stands in the typed text (0-based character offsets). */
export interface SearchSpan {
  start: number;
  end: number;
}

export type SearchNode =
  | { kind: "all" }
  | { kind: "nothing"; span: SearchSpan }
  | ({ kind: "term"; term: SearchTerm } & { span: SearchSpan })
  | { kind: "not"; child: SearchNode }
  | { kind: "and"; children: SearchNode[] }
  | { kind: "or"; children: SearchNode[] };

/** A piece of the query that could not be read (or run for this caller): where, what and why. */
export interface SearchError {
  position: number;
  length: number;
  term: string;
  message: string;
}

export interface ParsedSearch {
  tree: SearchNode;
  errors: SearchError[];
}

/** Whose papers a search runs over: the chairs' list, or the caller's review assignments. */
export const SEARCH_SCOPES = ["all", "review"] as const;

/** The bulk actions POST /paper/bulk/{confId} takes (each judged per paper as the single action). */
export const BULK_ACTIONS = [
  "tag",
  "untag",
  "assign",
  "unassign",
  "lead",
  "decision",
  "mail_authors",
  "mail_reviewers",
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
/** The bulk actions that mail: `preview: true` counts the recipients and shows a sample, sending nothing. */
export const BULK_MAIL_ACTIONS = ["mail_authors", "mail_reviewers"] as const;
/** The downloads of a selection: POST /paper/bulk-zip/{confId} and POST /paper/bulk-csv/{confId}. */
export const BULK_DOWNLOADS = ["zip", "csv"] as const;
export type BulkDownload = (typeof BULK_DOWNLOADS)[number];
/** Placeholders a bulk mail's subject and message may use; the server fills them per paper. */
export const BULK_MAIL_PLACEHOLDERS = ["{paper_number}", "{paper_title}", "{conference}"] as const;

/** Fills a bulk mail's placeholders for one paper (every occurrence; unknown braces stay). */
export function fillBulkMail(
  text: string,
  values: { paper_number: number; paper_title: string; conference: string },
): string {
  return text.replace(/\{(paper_number|paper_title|conference)\}/g, (_m, key: keyof typeof values) =>
    String(values[key]),
  );
}
/** The most papers one bulk call acts on. */
export const BULK_MAX_PAPERS = 5000;
