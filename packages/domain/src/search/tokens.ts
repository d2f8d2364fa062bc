import type { SearchError } from "./terms.js";

// Splits a typed query into words, parentheses and operators, keeping each one's position so an
// error can point at it. A double-quoted part keeps its spaces (`ti:"deep learning"`).

export type TokenType = "word" | "lparen" | "rparen" | "and" | "or" | "not";

export interface Token {
  type: TokenType;
  /** the text as typed */
  raw: string;
  /** the text with its quotes taken off */
  value: string;
  /** the word began with a double quote: a phrase, never a keyword */
  quoted: boolean;
  start: number;
  end: number;
}

const OPERATORS: Record<string, TokenType> = { AND: "and", OR: "or", NOT: "not" };
const isSpace = (c: string) => /\s/.test(c);
const endsWord = (c: string) => isSpace(c) || c === "(" || c === ")";

export function tokenize(q: string, errors: SearchError[]): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i]!;
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === "(" || c === ")") {
      tokens.push({ type: c === "(" ? "lparen" : "rparen", raw: c, value: c, quoted: false, start: i, end: i + 1 });
      i++;
      continue;
    }
    if (c === "-") {
      const next = q[i + 1];
      if (next === undefined || isSpace(next) || next === ")") {
        errors.push({
          position: i,
          length: 1,
          term: "-",
          message: "A minus sign negates the term written right after it, without a space.",
        });
        i++;
        continue;
      }
      tokens.push({ type: "not", raw: "-", value: "-", quoted: false, start: i, end: i + 1 });
      i++;
      continue;
    }
    const start = i;
    let value = "";
    while (i < q.length && !endsWord(q[i]!)) {
      if (q[i] === '"') {
        const close = q.indexOf('"', i + 1);
        if (close < 0) {
          errors.push({
            position: i,
            length: q.length - i,
            term: q.slice(i),
            message: "This quoted phrase has no closing quote.",
          });
          value += q.slice(i + 1);
          i = q.length;
          break;
        }
        value += q.slice(i + 1, close);
        i = close + 1;
        continue;
      }
      value += q[i];
      i++;
    }
    const raw = q.slice(start, i);
    const quoted = raw.startsWith('"');
    const operator = quoted ? undefined : OPERATORS[raw];
    tokens.push({ type: operator ?? "word", raw, value, quoted, start, end: i });
  }
  return tokens;
}
