import type { PublicationFormat } from "@symposia/domain";
import { parseBibtex } from "./bibtex.js";
import { parseDblp } from "./dblp.js";
import type { ParseOutcome } from "./entry.js";
import { parseOrcid } from "./orcid.js";

export { FileRefused, type ParsedPublication, type ParseOutcome } from "./entry.js";

/** Reads an uploaded publication file of the format the user named. */
export function parsePublications(format: PublicationFormat, text: string): ParseOutcome {
  if (format === "bibtex") return parseBibtex(text);
  if (format === "dblp") return parseDblp(text);
  return parseOrcid(text);
}
