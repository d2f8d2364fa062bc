import { PAPER_STATUS } from "../options/papers.js";
import type { NumberTest, SearchNode, SearchStatus, SearchTerm } from "./terms.js";

// The search language's meaning over one paper in memory: the reference the SQL compiler is tested
// against, and what the property tests run. Text compares without case, as a substring.

export interface SearchablePaper {
  sequence: number;
  title: string;
  abstract: string;
  keywords: string;
  /** "first last email affiliation" per author; null when the caller may not know the authors */
  authors: string[] | null;
  tags: { name: string; value: number | null }[];
  topics: string[];
  track: string;
  status: number;
  decision: string | null;
  /** "name email" per assigned reviewer, with whether their review is in and whether it is late */
  reviewers: { who: string; submitted: boolean; late: boolean }[];
  /** submitted reviews' values per score field */
  scores: Record<string, number[]>;
  lead: string | null;
  conflicts: string[];
  has: { response: boolean; meta: boolean; final: boolean; file: boolean };
  fields: Record<string, string>;
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

export function compareNumber(value: number, t: NumberTest): boolean {
  switch (t.op) {
    case "<":
      return value < t.value;
    case "<=":
      return value <= t.value;
    case ">":
      return value > t.value;
    case ">=":
      return value >= t.value;
    case "=":
      return value === t.value;
    case "!=":
      return value !== t.value;
  }
}

/** The statuses `status:` names, as paper status numbers. */
export const SEARCH_STATUS_CODES: Record<SearchStatus, readonly number[]> = {
  submitted: [PAPER_STATUS.SUBMITTED],
  withdrawn: [PAPER_STATUS.WITHDRAWN],
  blocked: [PAPER_STATUS.BLOCKED],
  accepted: [PAPER_STATUS.ACCEPTED],
  rejected: [PAPER_STATUS.REJECTED],
  undecided: [PAPER_STATUS.SUBMITTED, PAPER_STATUS.NO_DECISION],
};

const average = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

function matchesTerm(p: SearchablePaper, term: SearchTerm): boolean {
  switch (term.type) {
    case "text": {
      const own = {
        ti: [p.title],
        ab: [p.abstract],
        kw: [p.keywords],
        au: p.authors ?? [],
        any: [p.title, p.abstract, p.keywords, ...(p.authors ?? [])],
      };
      return own[term.field].some((s) => contains(s, term.text));
    }
    case "number":
      return p.sequence === term.sequence;
    case "tag":
      return p.tags.some(
        (t) =>
          t.name.toLowerCase() === term.name.toLowerCase() &&
          (!term.test || (t.value !== null && compareNumber(t.value, term.test))),
      );
    case "topic":
      return p.topics.some((t) => contains(t, term.text));
    case "track":
      return contains(p.track, term.text);
    case "status":
      return SEARCH_STATUS_CODES[term.status].includes(p.status);
    case "dec":
      return p.decision !== null && contains(p.decision, term.text);
    case "re":
      return p.reviewers.some((r) => contains(r.who, term.who));
    case "re-count":
      return compareNumber(p.reviewers.length, term.test);
    case "re-late":
      return p.reviewers.some((r) => r.late);
    case "re-missing":
      return p.reviewers.some((r) => !r.submitted);
    case "score": {
      const avg = average(p.scores[term.field] ?? []);
      return avg !== null && compareNumber(avg, term.test);
    }
    case "spread": {
      const xs = p.scores[term.field ?? "evaluation"] ?? [];
      return xs.length > 0 && compareNumber(Math.max(...xs) - Math.min(...xs), term.test);
    }
    case "lead":
      return p.lead !== null && contains(p.lead, term.who);
    case "conflict":
      return p.conflicts.some((c) => contains(c, term.who));
    case "has":
      return p.has[term.what];
    case "field":
      return (p.fields[term.name] ?? "").toLowerCase() === term.value.toLowerCase();
  }
}

export function matchesSearch(p: SearchablePaper, node: SearchNode): boolean {
  switch (node.kind) {
    case "all":
      return true;
    case "nothing":
      return false;
    case "term":
      return matchesTerm(p, node.term);
    case "not":
      return !matchesSearch(p, node.child);
    case "and":
      return node.children.every((c) => matchesSearch(p, c));
    case "or":
      return node.children.some((c) => matchesSearch(p, c));
  }
}
