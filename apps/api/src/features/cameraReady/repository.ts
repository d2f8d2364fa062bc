// Camera-ready queries: the final versions kept beside the accepted papers.
import { PAPER_STATUS } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export async function findCameraReadyConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "acronym_title",
      "event_name",
      "camera_ready_open",
      "camera_ready_deadline",
      "timezone_for_deadline",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}

/**
 * The paper's listed authors in order, for the final version's defaults: the listing's affiliation,
 * or the linked account's when the listing has none.
 */
export async function listedAuthorsForPrint(db: Db, paperId: number) {
  return db
    .selectFrom("paper_authors")
    .leftJoin("users", "users.id", "paper_authors.user_id")
    .select([
      "paper_authors.first_name",
      "paper_authors.last_name",
      "paper_authors.email",
      "paper_authors.affiliation",
      "users.affiliation as account_affiliation",
    ])
    .where("paper_authors.paper_id", "=", paperId)
    .orderBy("paper_authors.author_order")
    .orderBy("paper_authors.id")
    .execute();
}

/** The final version without its file bytes. */
export async function findVersion(db: Db, paperId: number) {
  return db
    .selectFrom("camera_ready_versions")
    .select([
      "paper_id",
      "final_title",
      "final_abstract",
      "final_authors",
      "file_name",
      "size",
      "copyright_file_name",
      "copyright_size",
      "uploaded_by",
      "uploaded_at",
    ])
    .where("paper_id", "=", paperId)
    .executeTakeFirst();
}
export type VersionRow = NonNullable<Awaited<ReturnType<typeof findVersion>>>;

export async function findFinalFile(db: Db, paperId: number) {
  return db
    .selectFrom("camera_ready_versions")
    .select(["file_name", "data"])
    .where("paper_id", "=", paperId)
    .executeTakeFirst();
}

export async function findCopyrightFile(db: Db, paperId: number) {
  return db
    .selectFrom("camera_ready_versions")
    .select(["copyright_file_name as file_name", "copyright_data as data"])
    .where("paper_id", "=", paperId)
    .where("copyright_data", "is not", null)
    .executeTakeFirst();
}

export interface VersionWrite {
  paper_id: number;
  final_title: string;
  final_abstract: string;
  final_authors: string;
  file_name: string;
  size: number;
  data: Buffer;
  copyright_file_name: string | null;
  copyright_size: number | null;
  copyright_data: Buffer | null;
  uploaded_by: number;
  uploaded_at: string;
}

/** One row per paper: a re-upload replaces the whole final version. */
export async function saveVersion(db: Db, row: VersionWrite): Promise<void> {
  const { paper_id: _paperId, ...rest } = row;
  await db
    .insertInto("camera_ready_versions")
    .values(row)
    .onConflict((oc) => oc.column("paper_id").doUpdateSet(rest))
    .execute();
}

/** The conference's accepted papers in number order, with whether each has a final version. */
export async function acceptedPapers(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .leftJoin("camera_ready_versions as v", "v.paper_id", "papers.id")
    .select([
      "papers.id as paper_id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.track_id",
      "papers.created_by",
      "v.uploaded_at",
      "v.final_title",
    ])
    .where("papers.conf_id", "=", confId)
    .where("papers.status", "=", PAPER_STATUS.ACCEPTED)
    .orderBy("papers.paper_sequence")
    .execute();
}

export { authorsOf } from "../../access/repository.js";

/** The proceedings' entries: accepted papers that have a final version, in number order (no bytes). */
export async function proceedingsEntries(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("camera_ready_versions as v", "v.paper_id", "papers.id")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .select([
      "papers.id as paper_id",
      "papers.paper_sequence",
      "tracks.track_name",
      "v.final_title",
      "v.final_abstract",
      "v.final_authors",
    ])
    .where("papers.conf_id", "=", confId)
    .where("papers.status", "=", PAPER_STATUS.ACCEPTED)
    .orderBy("papers.paper_sequence")
    .execute();
}

/** The presenters of these papers (paper_authors.is_presenter), by paper. */
export async function presentersOf(db: Db, paperIds: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < paperIds.length; i += 1000) {
    const rows = await db
      .selectFrom("paper_authors")
      .select(["paper_id", "first_name", "last_name"])
      .where("paper_id", "in", paperIds.slice(i, i + 1000))
      .where("is_presenter", "=", 1)
      .execute();
    for (const r of rows) out.set(r.paper_id, `${r.first_name} ${r.last_name}`.trim());
  }
  return out;
}
