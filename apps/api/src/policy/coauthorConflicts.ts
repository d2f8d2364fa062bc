// Co-authorship conflicts from publication lists: a person who wrote a publication together with
// one of a paper's authors within the conference's conflict_coauthor_years (this year counting as
// the first) is conflicted with the paper. Either list may show it: the person's own publication
// naming the author, or the author's publication naming the person; names are matched by email
// when the list gave one, else by normalised full name. The reason names the publication.
import { fullNameKey } from "@symposia/domain";

/** One publication tying a paper (through one of its authors) to a person identified by `key`. */
export interface CoauthorshipFact {
  paper_id: number;
  /** u:<user id>, e:<normalised email> or n:<normalised full name> */
  key: string;
  title: string;
  year: number;
}

export const DEFAULT_COAUTHOR_YEARS = 3;

/** The earliest year that still counts, for a window of `years` (0: the rule is off). */
export const coauthorCutoffYear = (currentYear: number, years: number | null) =>
  currentYear - (years ?? DEFAULT_COAUTHOR_YEARS) + 1;

export const coauthoredReason = (title: string, year: number) => `Co-authored '${title}' (${year})`;

export const userCoauthorKey = (id: number) => `u:${id}`;
export const emailCoauthorKey = (email: string) => `e:${email.trim().toLowerCase()}`;
export const nameCoauthorKey = (name: string) => `n:${name}`;

/** The keys a person is known by to the co-authorship rule. */
export function coauthorKeysOfPerson(p: {
  id: number;
  email: string;
  first_name?: string;
  last_name?: string;
}): string[] {
  const keys = [userCoauthorKey(p.id), emailCoauthorKey(p.email)];
  const name = p.first_name !== undefined ? fullNameKey(p.first_name, p.last_name ?? "") : "";
  if (name) keys.push(nameCoauthorKey(name));
  return keys;
}

/** paper id → key → the most recent publication behind it. */
export function indexCoauthorships(facts: readonly CoauthorshipFact[]): Map<number, Map<string, CoauthorshipFact>> {
  const out = new Map<number, Map<string, CoauthorshipFact>>();
  for (const f of facts) {
    let byKey = out.get(f.paper_id);
    if (!byKey) out.set(f.paper_id, (byKey = new Map()));
    const kept = byKey.get(f.key);
    if (!kept || f.year > kept.year || (f.year === kept.year && f.title < kept.title)) byKey.set(f.key, f);
  }
  return out;
}
