// Tag names and their visibility, read by the search parser, the tags calls and the screens.
// `name` is shared (the PC and chairs), `~name` private to its owner, `~~name` for chairs only.

/** A tag name as typed, with its visibility prefix (for use inside a larger pattern). */
export const TAG_NAME_PATTERN = "~{0,2}[A-Za-z0-9_:-]+";
export const TAG_NAME_MAX = 60;

export type TagVisibility = "shared" | "private" | "chair";

export function tagVisibility(typed: string): TagVisibility {
  if (typed.startsWith("~~")) return "chair";
  if (typed.startsWith("~")) return "private";
  return "shared";
}

/** A typed tag with an optional value after a second #: `discuss#3`. */
export function splitTagValue(typed: string): { name: string; value: number | null } | null {
  const m = new RegExp(`^(${TAG_NAME_PATTERN})(?:#(-?\\d+(?:\\.\\d+)?))?$`).exec(typed.replace(/^#/, ""));
  if (!m || m[1]!.length > TAG_NAME_MAX) return null;
  return { name: m[1]!, value: m[2] === undefined ? null : Number(m[2]) };
}
