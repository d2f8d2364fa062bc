// The proceedings: a ZIP of the final PDFs named by paper number (paper-007.pdf) and
// metadata.csv / metadata.json, streamed: the metadata (small) is read first, then each PDF is
// read from the database only when the ZIP writer asks for it, so memory holds one file at a time.
import type { Readable } from "node:stream";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { toCsv } from "../../files/csv.js";
import { topicsOfPapers } from "../topics/index.js";
import * as repo from "./repository.js";
import { parseAuthors } from "./service.js";
import { type ZipEntry, zipStream } from "./zipStream.js";
import { requireConferenceChair } from "../../access/index.js";

export interface ProceedingsRecord {
  number: number;
  file: string;
  title: string;
  abstract: string;
  authors: { first_name: string; last_name: string; affiliation: string }[];
  track: string;
  topics: string[];
  presenter: string;
}

export const paperFileName = (sequence: number) => `paper-${String(sequence).padStart(3, "0")}.pdf`;

export function metadataCsv(records: readonly ProceedingsRecord[]): string {
  const head = ["number", "file", "title", "abstract", "authors", "affiliations", "track", "topics", "presenter"];
  const rows = records.map((r) => [
    r.number,
    r.file,
    r.title,
    r.abstract,
    r.authors.map((a) => `${a.first_name} ${a.last_name}`.trim()).join("; "),
    r.authors.map((a) => a.affiliation).join("; "),
    r.track,
    r.topics.join("; "),
    r.presenter,
  ]);
  // read by publishers' scripts more than by spreadsheets: no byte-order mark
  return toCsv(head, rows, { byteOrderMark: false });
}

/** GET /conference/proceedings/{confId} (conference chairs): the archive's name and its stream. */
export async function proceedings(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
): Promise<{ fileName: string; stream: Readable }> {
  await requireConferenceChair(ctx.db, user, confId);
  const conf = (await repo.findCameraReadyConference(ctx.db, confId))!;
  const rows = await repo.proceedingsEntries(ctx.db, confId);
  const ids = rows.map((r) => r.paper_id);
  const [topics, presenters] = await Promise.all([topicsOfPapers(ctx.db, ids), repo.presentersOf(ctx.db, ids)]);
  const records: ProceedingsRecord[] = rows.map((r) => ({
    number: r.paper_sequence,
    file: paperFileName(r.paper_sequence),
    title: r.final_title,
    abstract: r.final_abstract,
    authors: parseAuthors(r.final_authors).map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      affiliation: a.affiliation ?? "",
    })),
    track: r.track_name,
    topics: (topics.get(r.paper_id) ?? []).map((t) => t.name),
    presenter: presenters.get(r.paper_id) ?? "",
  }));
  const db = ctx.db;
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: "metadata.csv", data: Buffer.from(metadataCsv(records), "utf8") };
    yield { name: "metadata.json", data: Buffer.from(JSON.stringify(records, null, 2), "utf8") };
    for (const [i, r] of rows.entries()) {
      const file = await repo.findFinalFile(db, r.paper_id);
      if (file) yield { name: records[i]!.file, data: Buffer.from(file.data) };
    }
  }
  const safeAcronym = conf.acronym_title.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 60) || "conference";
  return { fileName: `${safeAcronym}-proceedings.zip`, stream: zipStream(entries()) };
}
