// BibTeX (and BibLaTeX) files, read by @retorquere/bibtex-parser: it turns TeX accents and
// commands into Unicode ({\"u} → ü) and splits author lists into names. Titles are kept as
// written (no sentence casing). An entry the parser cannot read is reported with its key.
import type { PublicationRefusal } from "@symposia/domain";
import { type Creator, parse } from "@retorquere/bibtex-parser";
import { cleanEntry, FileRefused, type ParsedPublication, type ParseOutcome } from "./entry.js";

const creatorName = (c: Creator) =>
  (c.name ?? [c.firstName, c.prefix, c.lastName, c.suffix].filter(Boolean).join(" ")).trim();
const keyOf = (input: string) => /@\s*\w+\s*[{(]\s*([^,\s{}()]+)/.exec(input)?.[1]?.slice(0, 100) ?? null;
const asText = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) ? v.join(" ") : undefined);

export function parseBibtex(text: string): ParseOutcome {
  if (!/@\s*[a-z]+\s*[{(]/i.test(text))
    throw new FileRefused("The file holds no BibTeX entries (@article{…}, @inproceedings{…}).");
  let library;
  try {
    library = parse(text, {
      sentenceCase: false,
      caseProtection: false,
      english: false,
      unsupported: "ignore",
      raw: false,
    });
  } catch (error) {
    throw new FileRefused(`The file cannot be read as BibTeX: ${(error as Error).message.slice(0, 200)}`);
  }
  // every entry and every error in the order of the file, so refusals name the entry's position
  const items: { at: number; entry?: Omit<ParsedPublication, "position"> | string; label: string | null }[] = [];
  let from = 0;
  const positionOf = (input: string) => {
    const at = input ? text.indexOf(input, from) : -1;
    if (at >= 0) from = at + 1;
    return at >= 0 ? at : Number.MAX_SAFE_INTEGER;
  };
  // the parser also hands back what it salvaged of an entry it reports as broken: that entry is refused
  const broken = new Set(library.errors.map((e) => keyOf(e.input ?? "")).filter((k): k is string => k !== null));
  for (const e of library.entries) {
    if (!e.input && broken.has(e.key)) continue;
    const f = e.fields as Record<string, unknown>;
    const authors = ((f.author ?? f.editor ?? []) as Creator[]).map((c) => ({ name: creatorName(c), email: null }));
    const year = asText(f.year) ?? asText(f.date)?.slice(0, 4);
    const venue =
      asText(f.journal) ??
      asText(f.journaltitle) ??
      asText(f.booktitle) ??
      asText(f.publisher) ??
      asText(f.school) ??
      asText(f.institution);
    items.push({
      at: positionOf(e.input ?? ""),
      label: e.key || null,
      entry: cleanEntry({ title: asText(f.title), abstract: asText(f.abstract), year, venue, authors }),
    });
  }
  for (const error of library.errors) {
    const input = error.input ?? "";
    items.push({
      at: positionOf(input),
      label: keyOf(input),
      entry: `The entry cannot be read: ${error.error.slice(0, 200)}`,
    });
  }
  items.sort((a, b) => a.at - b.at);
  const entries: ParsedPublication[] = [];
  const refused: PublicationRefusal[] = [];
  items.forEach((item, i) => {
    if (typeof item.entry === "string") refused.push({ entry: i + 1, label: item.label, reason: item.entry });
    else if (item.entry) entries.push({ ...item.entry, position: i + 1 });
  });
  return { entries, refused };
}
