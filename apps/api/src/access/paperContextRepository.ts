// A paper with everything its rights are judged by, read together on PostgreSQL: the row, its
// conference's settings, the caller's standing on the conference, the paper's authors, whether
// the caller is assigned to it and its stored conflicts, in one statement (five statements
// otherwise), since each round trip costs the API process more than these index lookups.
import { type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import { preparedQuery } from "../db/prepared.js";
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

/** The paper (undefined when missing) with its context, as the caller `userId` is judged on it. PostgreSQL only. */
export async function findPaperWithContext(
  db: Db,
  paperId: number,
  userId: number,
): Promise<PaperWithContext | undefined> {
  const found = (await paperWithContext(db, paperId, userId))[0];
  if (!found) return undefined;
  const { conference, standing, authors, assigned, stored, ...row } = found;
  return {
    row,
    conf: conference ? (JSON.parse(conference) as PaperConferenceRow) : undefined,
    standing: standing ? (JSON.parse(standing) as PaperWithContext["standing"]) : [],
    authors: authors ? (JSON.parse(authors) as PaperAuthorRow[]) : [],
    assigned,
    stored: stored ? (JSON.parse(stored) as StoredConflict[]) : [],
  };
}

const confId = sql.ref<number>("papers.conf_id");
const ofThePaper = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${sql.ref("papers.id")}`;

const paperWithContext = preparedQuery((db, paperId: number, userId: number) =>
  selectPaperRows(db)
    .select([
      sql<
        string | null
      >`(select row_to_json(conference)::text from (${selectPaperConference(db, confId)}) as conference)`.as(
        "conference",
      ),
      sql<string | null>`(select json_agg(standing)::text from (${standingUnion(db, userId, confId)}) as standing)`.as(
        "standing",
      ),
      sql<string | null>`(select json_agg(authors)::text from (${selectPaperAuthorRows(db)
        .where(ofThePaper("paper_authors.paper_id"))
        .orderBy("author_order")
        .orderBy("id")}) as authors)`.as("authors"),
      sql<boolean>`exists (${db
        .selectFrom("paper_reviewers")
        .select(sql.lit(1).as("one"))
        .where(ofThePaper("paper_reviewers.paper_id"))
        .where("paper_reviewers.user_id", "=", userId)})`.as("assigned"),
      sql<string | null>`(select json_agg(stored)::text from (${selectStoredConflicts(db).where(
        ofThePaper("paper_conflicts.paper_id"),
      )}) as stored)`.as("stored"),
    ])
    .where("papers.id", "=", paperId),
);
