// A paper with everything its rights are judged by, read together on PostgreSQL: the row, its
// conference's settings, the caller's standing on the conference, the paper's authors, whether
// the caller is assigned to it and its stored conflicts, in one statement (five statements
// otherwise), since each round trip costs the API process more than these index lookups.
import { type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import { preparedQuery } from "../db/prepared.js";
import { jsonRows } from "../db/jsonRows.js";
import type { Database } from "../db/schema.js";
import type { AccessFact } from "../policy/conferenceAccess.js";
import type { StoredConflict } from "../policy/conflicts.js";
import {
  type PaperAuthorRow,
  type PaperConferenceRow,
  type PaperRow,
  selectPaperAuthorRows,
  selectPaperConference,
  selectPaperRows,
  selectStoredConflicts,
  standingUnion,
} from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface PaperWithContext {
  row: PaperRow;
  conf: PaperConferenceRow | undefined;
  standing: { fact: AccessFact; track_id: number }[];
  authors: PaperAuthorRow[];
  assigned: boolean;
  stored: StoredConflict[];
}

/** The row of selectPaperWithContext's statement, as read. */
export type PaperContextRow = Awaited<ReturnType<typeof paperWithContext>>[number];

/**
 * A statement of a feature's that reads the paper's context row (selectPaperWithContext) and more
 * of the same paper, in one round trip: it answers the context row and, apart, what it added.
 */
export type PaperContextReader<X> = (
  db: Db,
  paperId: number,
  userId: number,
) => Promise<{ context: PaperContextRow; extra: X } | undefined>;

/**
 * The paper (undefined when missing) with its context, as the caller `userId` is judged on it,
 * and what `reader` read with it. PostgreSQL only.
 */
export async function findPaperWithContext<X = undefined>(
  db: Db,
  paperId: number,
  userId: number,
  reader?: PaperContextReader<X>,
): Promise<(PaperWithContext & { extra?: X }) | undefined> {
  const read: { context: PaperContextRow; extra?: X } | undefined = reader
    ? await reader(db, paperId, userId)
    : await paperWithContext(db, paperId, userId).then(([context]) => context && { context });
  if (!read) return undefined;
  const { conference, standing, authors, assigned, stored, ...row } = read.context;
  return {
    row,
    conf: conference ? (JSON.parse(conference) as PaperConferenceRow) : undefined,
    standing: standing ? (JSON.parse(standing) as PaperWithContext["standing"]) : [],
    authors: authors ? (JSON.parse(authors) as PaperAuthorRow[]) : [],
    assigned,
    stored: stored ? (JSON.parse(stored) as StoredConflict[]) : [],
    extra: read.extra,
  };
}

const confId = sql.ref<number>("papers.conf_id");
const ofThePaper = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${sql.ref("papers.id")}`;

/**
 * The statement of findPaperWithContext, to which a feature may add columns of the outer `papers`
 * row (its own prepared query, read through a PaperContextReader).
 */
export function selectPaperWithContext(db: Db, paperId: number, userId: number) {
  return selectPaperRows(db)
    .select([
      sql<
        string | null
      >`(select row_to_json(conference)::text from (${selectPaperConference(db, confId)}) as conference)`.as(
        "conference",
      ),
      jsonRows(standingUnion(db, [userId], confId)).as("standing"),
      jsonRows(
        selectPaperAuthorRows(db).where(ofThePaper("paper_authors.paper_id")).orderBy("author_order").orderBy("id"),
      ).as("authors"),
      sql<boolean>`exists (${db
        .selectFrom("paper_reviewers")
        .select(sql.lit(1).as("one"))
        .where(ofThePaper("paper_reviewers.paper_id"))
        .where("paper_reviewers.user_id", "=", userId)})`.as("assigned"),
      jsonRows(selectStoredConflicts(db).where(ofThePaper("paper_conflicts.paper_id"))).as("stored"),
    ])
    .where("papers.id", "=", paperId);
}

const paperWithContext = preparedQuery(selectPaperWithContext);
