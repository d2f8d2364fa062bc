// ORCID JSON exports (the public API's answers saved to a file; the server never calls ORCID):
// a record (`activities-summary.works.group`), a works list (`group[].work-summary`) or full works
// (`bulk[].work`, which carry contributors and the short description). One entry per group: ORCID
// groups the copies of one work from several sources, the first is the preferred one.
import type { PublicationRefusal } from "@symposia/domain";
import { cleanEntry, FileRefused, type ParsedPublication, type ParseOutcome } from "./entry.js";

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** ORCID wraps each value as { value: … } */
const val = (v: unknown): string | undefined => {
  const inner = obj(v).value;
  return typeof inner === "string" || typeof inner === "number" ? String(inner) : undefined;
};

function worksOf(doc: Json): unknown[] {
  if (Array.isArray(doc.bulk)) return doc.bulk.map((b) => obj(b).work ?? b);
  const groups = arr(doc.group ?? obj(obj(doc["activities-summary"]).works).group);
  if (groups.length > 0 || "group" in doc || "activities-summary" in doc)
    return groups.map((g) => arr(obj(g)["work-summary"])[0]);
  return [];
}

export function parseOrcid(text: string): ParseOutcome {
  let doc: unknown;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new FileRefused("The file is not JSON: an ORCID export is the JSON of a record or of its works.");
  }
  const works = Array.isArray(doc) ? doc : worksOf(obj(doc));
  if (works.length === 0 && !(doc && typeof doc === "object" && ("group" in doc || "activities-summary" in doc))) {
    throw new FileRefused(
      "The JSON is not an ORCID export (no works: expected `group`, `activities-summary` or `bulk`).",
    );
  }
  const entries: ParsedPublication[] = [];
  const refused: PublicationRefusal[] = [];
  works.forEach((w, i) => {
    const work = obj(w);
    if (Object.keys(work).length === 0)
      return refused.push({ entry: i + 1, label: null, reason: "The work is empty or not an object." });
    if ("error" in work)
      return refused.push({ entry: i + 1, label: null, reason: "The export reports an error for this work." });
    const title = val(obj(work.title).title);
    const label = (title ?? (work["put-code"] !== undefined ? String(work["put-code"]) : null))?.slice(0, 100) ?? null;
    const date = obj(work["publication-date"]);
    const authors = arr(obj(work.contributors).contributor).flatMap((c) => {
      const name = val(obj(c)["credit-name"]);
      return name ? [{ name, email: val(obj(c)["contributor-email"]) ?? null }] : [];
    });
    const entry = cleanEntry({
      title,
      abstract: work["short-description"],
      year: val(date.year),
      venue: val(work["journal-title"]),
      authors,
    });
    if (typeof entry === "string") refused.push({ entry: i + 1, label, reason: entry });
    else entries.push({ ...entry, position: i + 1 });
  });
  return { entries, refused };
}
