// Publication lists (expertise from what people published) and the names they carry.

export const PUBLICATION_FORMATS = ["bibtex", "dblp", "orcid"] as const;
export type PublicationFormat = (typeof PUBLICATION_FORMATS)[number];
export const PUBLICATION_SOURCES = [...PUBLICATION_FORMATS, "manual"] as const;
export type PublicationSource = (typeof PUBLICATION_SOURCES)[number];

export const PUBLICATION_TITLE_MAX = 500;
export const PUBLICATION_ABSTRACT_MAX = 10_000;
export const PUBLICATION_VENUE_MAX = 255;
export const PUBLICATION_COAUTHORS_MAX = 200;
/** entries one call adds (a JSON list or one file); a user's list holds at most this many too */
export const PUBLICATIONS_MAX = 2_000;
export const PUBLICATION_YEAR_MIN = 1900;
export const PUBLICATION_YEAR_MAX = 2100;

/**
 * One spelling of a person's name for matching: accents, case and punctuation dropped, "Last,
 * First" turned round, DBLP's homonym number ("Wei Wang 0003") removed. "Müller, Jörg" and
 * "jorg muller" are one name.
 */
export function normalizePersonName(name: string): string {
  let n = name.normalize("NFKD").replace(/\p{M}+/gu, "");
  const comma = n.indexOf(",");
  if (comma >= 0) n = `${n.slice(comma + 1)} ${n.slice(0, comma)}`;
  n = n.toLowerCase().replace(/ß/g, "ss").replace(/ø/g, "o").replace(/æ/g, "ae").replace(/ł/g, "l").replace(/đ/g, "d");
  n = n.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
  return n.replace(/(?:\s+\d{4})+$/, "").trim();
}

/** A person's full name as the matcher reads it. */
export const fullNameKey = (firstName: string, lastName: string) => normalizePersonName(`${firstName} ${lastName}`);

/** How many best-matching members of each paper a computation keeps (its track's PC at most). */
export const AFFINITY_TOP_K_DEFAULT = 50;
export const AFFINITY_TOP_K_MAX = 500;
