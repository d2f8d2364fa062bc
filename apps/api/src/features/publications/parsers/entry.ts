// What every publication parser hands back: the entries it could read, and per entry what it
// refused and why. A file that cannot be read at all is a FileRefused (the route answers 422).
import type { PublicationRefusal } from "@symposia/domain";
import {
  PUBLICATION_ABSTRACT_MAX,
  PUBLICATION_COAUTHORS_MAX,
  PUBLICATION_TITLE_MAX,
  PUBLICATION_VENUE_MAX,
  PUBLICATION_YEAR_MAX,
  PUBLICATION_YEAR_MIN,
  stripUnsafeChars,
} from "@symposia/domain";

export interface ParsedPublication {
  title: string;
  abstract: string | null;
  year: number | null;
  venue: string | null;
  /** 1-based position of the entry in the file (or the list) */
  position: number;
  /** every author the entry names (the importing user among them, matched out by the service) */
  authors: { name: string; email: string | null }[];
}

export interface ParseOutcome {
  entries: ParsedPublication[];
  refused: PublicationRefusal[];
}

/** The file as a whole is not of its format. */
export class FileRefused extends Error {}

// TeX writes í as {\'\i}: a dotless i with an accent, which composes to nothing; the accent goes on an i
const oneLine = (text: string) =>
  stripUnsafeChars(text)
    .replace(/ı(?=\p{M})/gu, "i")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
/** PostgreSQL text holds no NUL; other controls but line breaks go too */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const multiLine = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim();

/**
 * Checks and trims one raw entry: a title is required, a year must be a plausible one, and long
 * fields are cut to the list's limits (a long abstract is still worth its first 10,000 characters).
 */
export function cleanEntry(raw: {
  title?: unknown;
  abstract?: unknown;
  year?: unknown;
  venue?: unknown;
  authors: { name: string; email?: string | null }[];
}): Omit<ParsedPublication, "position"> | string {
  const title = typeof raw.title === "string" ? oneLine(raw.title) : "";
  if (!title) return "The entry has no title.";
  let year: number | null = null;
  if (raw.year !== undefined && raw.year !== null && String(raw.year).trim() !== "") {
    const match = /^\s*(\d{4})\s*$/.exec(String(raw.year));
    year = match ? Number(match[1]) : NaN;
    if (!Number.isInteger(year) || year < PUBLICATION_YEAR_MIN || year > PUBLICATION_YEAR_MAX) {
      return `The year "${String(raw.year).slice(0, 20)}" is not a year from ${PUBLICATION_YEAR_MIN} to ${PUBLICATION_YEAR_MAX}.`;
    }
  }
  const abstract = typeof raw.abstract === "string" ? multiLine(raw.abstract).slice(0, PUBLICATION_ABSTRACT_MAX) : "";
  const venue = typeof raw.venue === "string" ? oneLine(raw.venue).slice(0, PUBLICATION_VENUE_MAX) : "";
  const authors = raw.authors
    .map((a) => ({
      name: oneLine(a.name).slice(0, 255),
      email: a.email ? oneLine(a.email).toLowerCase().slice(0, 254) : null,
    }))
    .filter((a) => a.name !== "")
    .slice(0, PUBLICATION_COAUTHORS_MAX + 1);
  return {
    title: title.slice(0, PUBLICATION_TITLE_MAX),
    abstract: abstract || null,
    year,
    venue: venue || null,
    authors,
  };
}
