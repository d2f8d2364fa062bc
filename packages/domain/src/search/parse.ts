import { readTerm } from "./readTerm.js";
import type { ParsedSearch, SearchError, SearchNode } from "./terms.js";
import { type Token, tokenize } from "./tokens.js";

// The paper search language's parser. Precedence, loosest first: OR, then AND (also two terms
// side by side), then NOT / a leading minus; parentheses group. A word that cannot be read becomes
// a "nothing" node (it matches no paper) and an entry in errors: never a silent drop, and `NOT x`
// still answers exactly the papers `x` does not.

export const SEARCH_QUERY_MAX = 1000;

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly errors: SearchError[],
  ) {}

  parse(): SearchNode {
    const parts: SearchNode[] = [];
    for (;;) {
      const node = this.parseOr();
      if (node) parts.push(node);
      const stray = this.peek();
      if (!stray) break;
      // only a closing parenthesis stops parseOr before the end
      this.error(stray, "This parenthesis closes nothing.");
      this.i++;
    }
    return combine("and", parts) ?? { kind: "all" };
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  private error(token: Token, message: string): void {
    this.errors.push({ position: token.start, length: token.end - token.start, term: token.raw, message });
  }

  /** Whether the next token cannot begin an operand. */
  private atOperandEnd(): boolean {
    const t = this.peek();
    return !t || t.type === "rparen" || t.type === "or" || t.type === "and";
  }

  private parseOr(): SearchNode | null {
    const parts: SearchNode[] = [];
    const first = this.parseAnd();
    if (first) parts.push(first);
    while (this.peek()?.type === "or") {
      const or = this.peek()!;
      this.i++;
      if (parts.length === 0 || this.atOperandEnd()) this.error(or, "OR needs a term on each side.");
      const next = this.parseAnd();
      if (next) parts.push(next);
    }
    return combine("or", parts);
  }

  private parseAnd(): SearchNode | null {
    const parts: SearchNode[] = [];
    for (;;) {
      const t = this.peek();
      if (!t || t.type === "rparen" || t.type === "or") break;
      if (t.type === "and") {
        this.i++;
        if (parts.length === 0 || this.atOperandEnd()) this.error(t, "AND needs a term on each side.");
        continue;
      }
      const node = this.parseUnary();
      if (node) parts.push(node);
    }
    return combine("and", parts);
  }

  private parseUnary(): SearchNode | null {
    const t = this.peek()!;
    if (t.type === "not") {
      this.i++;
      if (this.atOperandEnd()) {
        this.error(t, `${t.raw} needs a term after it.`);
        return null;
      }
      const child = this.parseUnary();
      return child ? { kind: "not", child } : null;
    }
    if (t.type === "lparen") {
      this.i++;
      const inner = this.parseOr();
      if (this.peek()?.type === "rparen") this.i++;
      else this.error(t, "This parenthesis is not closed.");
      if (!inner) this.error(t, "These parentheses hold no term.");
      return inner;
    }
    this.i++;
    const span = { start: t.start, end: t.end };
    const reading = readTerm(t);
    if ("error" in reading) {
      this.error(t, reading.error);
      return { kind: "nothing", span };
    }
    return { kind: "term", term: reading.term, span };
  }
}

function combine(kind: "and" | "or", parts: SearchNode[]): SearchNode | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  // a AND (b AND c) is one level: flatter trees compile to flatter SQL
  return { kind, children: parts.flatMap((p) => (p.kind === kind ? p.children : [p])) };
}

/** Parses a typed query; an empty query matches every paper. Never throws. */
export function parseSearch(q: string): ParsedSearch {
  const errors: SearchError[] = [];
  let text = q;
  if (text.length > SEARCH_QUERY_MAX) {
    const message = `A search is at most ${SEARCH_QUERY_MAX} characters; the rest was not read.`;
    errors.push({ position: SEARCH_QUERY_MAX, length: text.length - SEARCH_QUERY_MAX, term: "", message });
    text = text.slice(0, SEARCH_QUERY_MAX);
  }
  const tree = new Parser(tokenize(text, errors), errors).parse();
  errors.sort((a, b) => a.position - b.position);
  return { tree, errors };
}
