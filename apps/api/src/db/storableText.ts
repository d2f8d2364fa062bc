// The characters no column can hold as written: the NUL (PostgreSQL refuses it in text) and a lone
// UTF-16 surrogate (half of a character, which names no character: both drivers store U+FFFD in
// its place). Inside JSON text, written by JSON.stringify, they are the escapes `\u0000` and
// `\ud800`, which PostgreSQL's jsonb refuses. Typed text holding one is refused (http/route.ts
// unstorableText); where such text is found already written it is repaired (repairedJson): the
// rows stored before that rule (migration 0139) and a conference archive being restored (an
// archive exported before that repair holds what the rows held).

/** Half of a character. With the u flag a well-formed pair is one code point, so only a lone half matches. */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, "u");
const UNSTORABLES = new RegExp(UNSTORABLE.source, "gu");

const wellFormed = (text: string) => text.replace(UNSTORABLES, "\uFFFD");

/**
 * The JSON text with every lone surrogate and NUL of its strings (keys too) replaced by U+FFFD, or
 * null when it holds none or is not JSON. The walk is a loop, not recursion, so it never runs out of
 * stack; a document nested too deep for JSON.stringify to write back is left as it is.
 */
export function repairedJson(text: string): string | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const root: unknown[] = [doc];
  let changed = false;
  const fixed = (value: unknown): unknown => {
    if (typeof value !== "string" || !UNSTORABLE.test(value)) return value;
    changed = true;
    return wellFormed(value);
  };
  const stack: object[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        node[i] = fixed(node[i]);
        if (node[i] !== null && typeof node[i] === "object") stack.push(node[i] as object);
      }
      continue;
    }
    const entries = Object.entries(node);
    const keysChanged = entries.some(([key]) => UNSTORABLE.test(key));
    if (keysChanged) for (const [key] of entries) delete (node as Record<string, unknown>)[key];
    for (const [key, value] of entries) {
      const repaired = fixed(value);
      // defineProperty, not assignment: a key named __proto__ stays a key of its own, as JSON.parse made it
      if (keysChanged || repaired !== value)
        Object.defineProperty(node, keysChanged ? (fixed(key) as string) : key, {
          value: repaired,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      if (repaired !== null && typeof repaired === "object") stack.push(repaired);
    }
  }
  if (!changed) return null;
  try {
    return JSON.stringify(root[0]);
  } catch {
    return null; // nested deeper than JSON.stringify can write: left as it is
  }
}
