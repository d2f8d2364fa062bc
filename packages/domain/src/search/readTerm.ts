import { TAG_NAME_PATTERN } from "./tagNames.js";
import {
  type NumberTest,
  SEARCH_HAS,
  SEARCH_STATUSES,
  type SearchComparison,
  type SearchHas,
  type SearchStatus,
  type SearchTerm,
} from "./terms.js";
import type { Token } from "./tokens.js";

// Reads one word of the query as a term: `keyword:value`, `#tag`, `#12` or a free word. Answers
// the term, or the message saying why the word cannot be read.

export type TermReading = { term: SearchTerm } | { error: string };

const NUMBER = "-?\\d+(?:\\.\\d+)?";
const COMPARISON = "<=|>=|!=|<|>|=";
const TAG = new RegExp(`^#(${TAG_NAME_PATTERN})(?:#(${NUMBER})|(${COMPARISON})(${NUMBER}))?$`);
const SCORE = new RegExp(`^([A-Za-z][A-Za-z0-9_]*)(${COMPARISON})(${NUMBER})$`);
const SPREAD = new RegExp(`^([A-Za-z][A-Za-z0-9_]*)?(${COMPARISON})(${NUMBER})$`);
const REVIEW_COUNT = /^(<=|>=|!=|<|>|=)?(\d+)$/;
const KEYWORD = /^([A-Za-z]+):/;

const test = (op: string, value: string): NumberTest => ({ op: op as SearchComparison, value: Number(value) });
const textKeywords = ["ti", "ab", "kw", "au"] as const;
const personKeywords = ["lead", "conflict"] as const;
const nameKeywords = ["topic", "track", "dec"] as const;

export function readTerm(token: Token): TermReading {
  if (token.quoted) return { term: { type: "text", field: "any", text: token.value } };
  if (token.raw.startsWith("#")) return readHash(token.raw);
  const keyword = KEYWORD.exec(token.raw);
  if (!keyword) return { term: { type: "text", field: "any", text: token.value } };
  const name = keyword[1]!.toLowerCase();
  const rawValue = token.raw.slice(keyword[0].length);
  const quotedValue = rawValue.startsWith('"');
  const value = token.value.slice(keyword[0].length).trim();
  if (value === "") return { error: `${name}: needs a value after the colon.` };
  if ((textKeywords as readonly string[]).includes(name))
    return { term: { type: "text", field: name as (typeof textKeywords)[number], text: value } };
  if ((nameKeywords as readonly string[]).includes(name))
    return { term: { type: name as (typeof nameKeywords)[number], text: value } };
  if ((personKeywords as readonly string[]).includes(name))
    return { term: { type: name as (typeof personKeywords)[number], who: value } };
  switch (name) {
    case "status":
      return readStatus(value);
    case "re":
      return quotedValue ? { term: { type: "re", who: value } } : readReviewer(value);
    case "score":
      return readScore(value);
    case "spread":
      return readSpread(value);
    case "has":
      return readHas(value);
    case "field":
      return readField(value);
    default:
      return {
        error: `There is no search keyword ${name}:. Put the words in double quotes to search for them as text.`,
      };
  }
}

function readHash(raw: string): TermReading {
  const sequence = /^#(\d{1,9})$/.exec(raw);
  if (sequence) return { term: { type: "number", sequence: Number(sequence[1]) } };
  const m = TAG.exec(raw);
  if (!m)
    return {
      error:
        "A tag is # and a name of letters, digits, -, _ and : (~ or ~~ in front), with an optional comparison: #discuss>2.",
    };
  if (m[2] !== undefined) return { term: { type: "tag", name: m[1]!, test: test("=", m[2]) } };
  if (m[3] !== undefined) return { term: { type: "tag", name: m[1]!, test: test(m[3], m[4]!) } };
  return { term: { type: "tag", name: m[1]! } };
}

function readStatus(value: string): TermReading {
  const status = value.toLowerCase();
  if ((SEARCH_STATUSES as readonly string[]).includes(status))
    return { term: { type: "status", status: status as SearchStatus } };
  return { error: `status: is one of ${SEARCH_STATUSES.join(", ")}.` };
}

function readReviewer(value: string): TermReading {
  const lower = value.toLowerCase();
  if (lower === "late") return { term: { type: "re-late" } };
  if (lower === "missing") return { term: { type: "re-missing" } };
  const count = REVIEW_COUNT.exec(value);
  if (count) return { term: { type: "re-count", test: test(count[1] ?? "=", count[2]!) } };
  if (/^(<=|>=|!=|<|>|=)/.test(value))
    return { error: "re: compares the number of reviewers with a whole number: re:<3." };
  return { term: { type: "re", who: value } };
}

function readScore(value: string): TermReading {
  const m = SCORE.exec(value);
  if (!m) return { error: "Write score:<field><comparison><number>, for example score:evaluation>=1.5." };
  return { term: { type: "score", field: m[1]!, test: test(m[2]!, m[3]!) } };
}

function readSpread(value: string): TermReading {
  const m = SPREAD.exec(value);
  if (!m) return { error: "Write spread:<comparison><number>, for example spread:>2 (or spread:<field>>2)." };
  return { term: { type: "spread", ...(m[1] ? { field: m[1] } : {}), test: test(m[2]!, m[3]!) } };
}

function readHas(value: string): TermReading {
  const what = value.toLowerCase();
  if ((SEARCH_HAS as readonly string[]).includes(what)) return { term: { type: "has", what: what as SearchHas } };
  return { error: `has: is one of ${SEARCH_HAS.join(", ")}.` };
}

function readField(value: string): TermReading {
  const eq = value.indexOf("=");
  if (eq <= 0) return { error: "Write field:<submission field>=<value>, for example field:student=true." };
  return { term: { type: "field", name: value.slice(0, eq).trim(), value: value.slice(eq + 1).trim() } };
}
