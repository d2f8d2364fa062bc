// GET /conference/export/{confId}?format=archive: the whole conference as a ZIP of one JSON
// manifest (archiveSpec.ts) and every file. The manifest (rows without their files) is built
// first; the files are then read from the database one at a time as the ZIP reaches them, so the
// memory used does not grow with the number or size of the files. What the caller may not see is
// not exported: a paper they may not view is left out with everything on it, and the review side
// (assignments, bids, reviews and their versions, discussion, meta-reviews, responses, and the
// history of those) of a paper they do not act as chair on (conflicted, or an author of it).
import type { Readable } from "node:stream";
import { Readable as ReadableStream } from "node:stream";
import type { AppContext } from "../../context.js";
import { latestMigration } from "../../db/migrate.js";
import type { AuthUser } from "../../http/auth.js";
import { loadPaperRightsBulk, requireConference, requireVisibleConference } from "../../access/index.js";
import { actsAsChair, assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import { type ZipEntry, zipChunks } from "../cameraReady/index.js";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_TABLES,
  AUDIT_ENTITY_TABLES,
  MANIFEST_NAME,
  type ArchiveTable,
} from "./archiveSpec.js";
import { AUDIT_DETAILS_MAPPED, PEOPLE, detailIds, mapDetails } from "./auditDetails.js";
import * as repo from "./repository.js";

export interface ArchivePerson {
  ref: number;
  email: string;
  first_name: string;
  last_name: string;
  affiliation: string;
  country: string;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  /** the database schema the archive was made with: the latest migration's name */
  schema: string;
  /** the ids inside audit details are positions and person refs (auditDetails.ts) */
  audit_details: typeof AUDIT_DETAILS_MAPPED;
  exported_at: string;
  people: ArchivePerson[];
  tables: Record<string, repo.ArchiveRow[]>;
}

interface PendingFile {
  path: string;
  table: string;
  where: Record<string, unknown>;
  column: string;
}

/** The key a sorted comparison of keyless rows uses (their mapped values). */
const rowKey = (row: repo.ArchiveRow) => JSON.stringify(Object.values(row));

async function buildManifest(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "export"));
  const raw = new Map<string, repo.ArchiveRow[]>();
  for (const spec of ARCHIVE_TABLES) raw.set(spec.table, await repo.archiveRows(ctx.db, spec, confId));

  // the caller's standing on each paper, from the access layer and the policy
  const paperIds = raw.get("papers")!.map((p) => Number(p.id));
  const rights = await loadPaperRightsBulk(ctx.db, user, confId, paperIds);
  const visible = new Set(paperIds.filter((id) => rights.get(id)?.visible));
  const chairOf = new Set(
    [...visible].filter((id) => {
      const r = rights.get(id)!;
      return actsAsChair(r.viewer, r.paper);
    }),
  );

  // an audit entry about a paper the caller does not act as chair on names nobody in its details
  // (who was assigned or named lead there is review-side)
  const namesPeople = (row: repo.ArchiveRow) => {
    const papers = detailIds(row.details, "papers");
    if (AUDIT_ENTITY_TABLES[String(row.entity_type)] === "papers" && row.entity_id !== null)
      papers.push(Number(row.entity_id));
    return papers.every((id) => chairOf.has(id));
  };

  // positions of the exported rows, table by table (a row pointing to a row left out is left out)
  const position = new Map<string, Map<number, number>>();
  const userIds = new Set<number>();
  const kept = new Map<string, repo.ArchiveRow[]>();
  const paperOf = (spec: ArchiveTable, row: repo.ArchiveRow) =>
    spec.table === "papers" ? Number(row.id) : row.paper_id === undefined ? null : Number(row.paper_id);
  for (const spec of ARCHIVE_TABLES) {
    const rows = raw.get(spec.table)!.filter((row) => {
      const paper = paperOf(spec, row);
      if (paper !== null && !(spec.reviewSide ? chairOf : visible).has(paper)) return false;
      for (const [column, target] of Object.entries(spec.refs ?? {}))
        if (row[column] !== null && !position.get(target)?.has(Number(row[column]))) return false;
      if (spec.table === "audit_log") {
        const target = AUDIT_ENTITY_TABLES[String(row.entity_type)];
        if (target && row.entity_id !== null && !position.get(target)?.has(Number(row.entity_id))) return false;
      }
      return true;
    });
    if (spec.key) position.set(spec.table, new Map(rows.map((row, i) => [Number(row[spec.key!]), i + 1])));
    for (const row of rows) {
      for (const column of spec.people ?? []) if (row[column] !== null) userIds.add(Number(row[column]));
      if (spec.table === "audit_log" && namesPeople(row))
        for (const id of detailIds(row.details, PEOPLE)) userIds.add(id);
    }
    kept.set(spec.table, rows);
  }

  const accounts = (await repo.peopleByIds(ctx.db, [...userIds])).sort((a, b) =>
    a.email_normalized < b.email_normalized ? -1 : a.email_normalized > b.email_normalized ? 1 : 0,
  );
  const personRef = new Map(accounts.map((a, i) => [a.id, i + 1]));
  const people: ArchivePerson[] = accounts.map((a, i) => ({
    ref: i + 1,
    email: a.email,
    first_name: a.first_name,
    last_name: a.last_name,
    affiliation: a.affiliation,
    country: a.country,
  }));

  const files: PendingFile[] = [];
  const tables: Record<string, repo.ArchiveRow[]> = {};
  for (const spec of ARCHIVE_TABLES) {
    const out: repo.ArchiveRow[] = [];
    for (const row of kept.get(spec.table)!) {
      const mapped: repo.ArchiveRow = {};
      for (const [column, value] of Object.entries(row)) {
        if (spec.omit?.includes(column) || spec.files?.includes(column) || column.endsWith(repo.SIZE)) continue;
        if (value === null || value === undefined) mapped[column] = null;
        else if (column === spec.key) mapped[column] = position.get(spec.table)!.get(Number(value));
        else if (spec.refs?.[column]) mapped[column] = position.get(spec.refs[column])!.get(Number(value));
        else if (spec.people?.includes(column)) mapped[column] = personRef.get(Number(value)) ?? null;
        else if (Buffer.isBuffer(value)) continue;
        else mapped[column] = value;
      }
      if (spec.table === "audit_log") {
        const target = AUDIT_ENTITY_TABLES[String(row.entity_type)];
        mapped.entity_id = target && row.entity_id !== null ? position.get(target)!.get(Number(row.entity_id))! : null;
        const named = namesPeople(row);
        mapped.details = mapDetails(row.details, (section, id) =>
          section === PEOPLE ? (named ? personRef.get(id) : null) : position.get(section)?.get(id),
        );
      }
      for (const column of spec.files ?? []) {
        const size = row[`${column}${repo.SIZE}`];
        if (size === null || size === undefined) {
          mapped[column] = null;
          continue;
        }
        const where = spec.key
          ? { [spec.key]: row[spec.key] }
          : row.paper_id !== undefined
            ? { paper_id: row.paper_id }
            : { conf_id: row.conf_id };
        const owner = spec.key ? mapped[spec.key] : (mapped.paper_id ?? mapped.conf_id);
        const path = `files/${spec.table}/${String(owner)}/${column}`;
        // a file column's value: the ZIP entry holding the file, and its size
        mapped[column] = { file: path, size: Number(size) };
        files.push({ path, table: spec.table, where, column });
      }
      out.push(mapped);
    }
    if (!spec.key) out.sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : rowKey(a) > rowKey(b) ? 1 : 0));
    tables[spec.table] = out;
  }
  const manifest: ArchiveManifest = {
    format: ARCHIVE_FORMAT,
    schema: latestMigration(),
    audit_details: AUDIT_DETAILS_MAPPED,
    exported_at: new Date().toISOString(),
    people,
    tables,
  };
  return { conference, manifest, files };
}

/** The archive's name and its stream. */
export async function exportArchive(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
): Promise<{ fileName: string; stream: Readable }> {
  const { conference, manifest, files } = await buildManifest(ctx, user, confId);
  // The manifest goes first and lists every file with its size; each file entry carries its CRC.
  // A file deleted between the manifest and its turn is missing from the ZIP (restore refuses it).
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 1), "utf8") };
    for (const f of files) {
      const data = await repo.archiveFile(ctx.db, f.table, f.where, f.column);
      if (data) yield { name: f.path, data };
    }
  }
  const safe = conference.acronym_title.replace(/[^A-Za-z0-9._-]+/g, "_") || "conference";
  return { fileName: `${safe}-archive.zip`, stream: ReadableStream.from(zipChunks(entries()), { objectMode: false }) };
}
