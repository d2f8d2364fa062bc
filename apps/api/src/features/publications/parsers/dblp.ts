// DBLP's XML exports (a person's page saved as XML, <dblpperson> with <r> records, or a plain
// <dblp> list of records), read by fast-xml-parser with entity processing off: no DTD is read and
// no entity expands; the character references are decoded afterwards (xmlEntities.ts).
import type { PublicationRefusal } from "@symposia/domain";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { cleanEntry, FileRefused, type ParsedPublication, type ParseOutcome } from "./entry.js";
import { decodeEntities } from "./xmlEntities.js";

const RECORD_TYPES = [
  "article",
  "inproceedings",
  "proceedings",
  "book",
  "incollection",
  "phdthesis",
  "mastersthesis",
  "www",
  "data",
  "informal",
];

/** The text of an element that may carry attributes and inline markup (<i>, <sub>) */
function textOf(node: unknown): string {
  if (node === null || node === undefined) return "";
  if (typeof node === "string" || typeof node === "number") return decodeEntities(String(node));
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (typeof node === "object") {
    return Object.entries(node as Record<string, unknown>)
      .filter(([k]) => !k.startsWith("@_"))
      .map(([, v]) => textOf(v))
      .join(" ");
  }
  return "";
}
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function parseDblp(text: string): ParseOutcome {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new FileRefused(`The file is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).`);
  let doc: Record<string, unknown>;
  try {
    doc = new XMLParser({
      stopNodes: ["*.title"],
      ignoreAttributes: false,
      processEntities: false,
      htmlEntities: false,
      parseTagValue: false,
      trimValues: true,
    }).parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new FileRefused(`The file cannot be read as XML: ${(error as Error).message.slice(0, 200)}`);
  }
  const root = (doc.dblpperson ?? doc.dblp) as Record<string, unknown> | undefined;
  if (!root || typeof root !== "object")
    throw new FileRefused("The file is not a DBLP export (its root element is neither <dblpperson> nor <dblp>).");
  // <dblpperson> wraps each record in <r>; <dblp> lists the records directly
  const records: { type: string; node: Record<string, unknown> }[] = [];
  const collect = (holder: Record<string, unknown>) => {
    for (const type of RECORD_TYPES)
      for (const node of list(holder[type]))
        if (node && typeof node === "object") records.push({ type, node: node as Record<string, unknown> });
  };
  for (const r of list(root.r)) if (r && typeof r === "object") collect(r as Record<string, unknown>);
  collect(root);
  const entries: ParsedPublication[] = [];
  const refused: PublicationRefusal[] = [];
  records.forEach(({ type, node }, i) => {
    const label = typeof node["@_key"] === "string" ? node["@_key"].slice(0, 100) : null;
    // a person's home page record is not a publication
    if (type === "www") return refused.push({ entry: i + 1, label, reason: "A home page record, not a publication." });
    const authors = [...list(node.author), ...list(node.editor)].map((a) => ({ name: textOf(a), email: null }));
    const venue = textOf(node.journal ?? node.booktitle ?? node.publisher ?? node.school) || undefined;
    // the title is kept raw (it may hold <i>, <sub>): its tags are dropped, their text stays in place
    const title = textOf(node.title)
      .replace(/<[^>]*>/g, "")
      .replace(/\.$/, "");
    const entry = cleanEntry({ title: title || undefined, year: textOf(node.year) || undefined, venue, authors });
    if (typeof entry === "string") refused.push({ entry: i + 1, label, reason: entry });
    else entries.push({ ...entry, position: i + 1 });
  });
  if (records.length === 0) throw new FileRefused("The DBLP export holds no publication records.");
  return { entries, refused };
}
