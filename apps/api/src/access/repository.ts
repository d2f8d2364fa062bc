// The one access repository: every query the rights of a caller are built from (standing on a
// conference, relation to a paper, conflicts, assignments, review windows, release state), in one
// place, single and in bulk, and the SQL filters that mirror the policy's TypeScript rules, each
// beside the rule's name and held to it by an agreement test (test/access-agreement.test.ts).
// The policy module judges what is loaded here; it runs no query itself.
import {
  type AliasableExpression,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
  sql,
} from "kysely";
import { PAPER_STATUS } from "@symposia/domain";
import { inChunks } from "../db/chunks.js";
import { jsonRows } from "../db/jsonRows.js";
import { jsonArrayParameter, rowsOfEach } from "../db/jsonArray.js";
import { isPostgres } from "../db/migrations/helpers.js";
import { preparedQuery } from "../db/prepared.js";
import type { Database } from "../db/schema.js";
import { type ConflictFacts, type ConflictPerson, ConflictIndex, type StoredConflict } from "../policy/conflicts.js";
import type { AccessFact } from "../policy/conferenceAccess.js";
import { type OwnedPublicationRow, loadCoauthorships, selectOwnedPublications } from "./coauthorshipRepository.js";
import type { CoauthorshipFact } from "../policy/coauthorConflicts.js";

type Db = Kysely<Database> | Transaction<Database>;

// ---- SQL filters that mirror TypeScript rules ----

/**
 * SQL twin of policy isPaperAuthor: the submitter, or an account whose co-author row it confirmed.
 * For any query over `papers`; test/access-agreement.test.ts holds the two to the same answers.
 */
export function authoredBy(eb: ExpressionBuilder<Database, "papers">, userId: number): AliasableExpression<SqlBool> {
  return eb.or([
    eb("papers.created_by", "=", userId),
    // the user's few author rows, read once per statement rather than once per paper
    eb(
      "papers.id",
      "in",
      eb
        .selectFrom("paper_authors as authorship")
        .select("authorship.paper_id")
        .where("authorship.user_id", "=", userId)
        .where("authorship.confirmed", "=", 1),
    ),
  ]);
}

// ---- the conference and the caller's standing on it ----

/** The conference row (without images), or undefined. */
export function findConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "conference_status",
      "created_by",
      "timezone_for_deadline",
      "last_submission_date",
      "acronym_title",
      "event_name",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}

/**
 * The caller's standing on a conference: SUPERCHAIR from conference_permissions, TRACKCHAIR from
 * track chairs, REVIEWER from accepted TPC membership, OC from committee entries linked to the
 * user. Every conference-scoped request asks this, so the four facts come back as the rows of one
 * query (one round trip, one connection) rather than four.
 */
export function standingFacts(
  db: Db,
  userId: number,
  confId: number,
): Promise<{ fact: AccessFact; track_id: number }[]> {
  return standingRows(db, userId, confId);
}

// compiled once (db/prepared.ts): a four-part union costs more to build than to run
const standingRows = preparedQuery((db, userId: number, confId: number) => standingUnion(db, [userId], confId));

/**
 * The standing facts of several users on a conference, each row naming its user: standingFacts
 * for many in one statement (a discussion's mail recipients).
 */
export function standingFactsOf(
  db: Db,
  userIds: readonly number[],
  confId: number,
): Promise<{ fact: AccessFact; track_id: number; user_id: number }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return inChunks(userIds, (chunk) => standingRowsOf(db, chunk, confId));
}

const standingRowsOf = preparedQuery((db, userIds: readonly number[], confId: number) =>
  standingUnion(db, userIds, confId),
);

/**
 * The standing facts' union (standingFacts) of the users `userIds` (each row names its user);
 * `confId` a value or the outer statement's column.
 */
export function standingUnion(db: Db, userIds: readonly number[], confId: number | Expression<number>) {
  const fact = (kind: AccessFact) => sql.lit(kind).$castTo<AccessFact>().as("fact");
  return (
    db
      .selectFrom("track_chairs")
      .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
      .select([fact("chair"), "tracks.id as track_id", "track_chairs.user_id"])
      .where("tracks.conf_id", "=", confId)
      .where("track_chairs.user_id", "in", userIds)
      .where("track_chairs.awaiting_email_proof", "=", 0)
      .unionAll(
        db
          .selectFrom("tpc_members")
          .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
          .select([fact("tpc"), "tracks.id as track_id", "tpc_members.user_id"])
          .where("tracks.conf_id", "=", confId)
          .where("tpc_members.user_id", "in", userIds)
          .where("tpc_members.status", "=", 1),
      )
      // the facts below concern no track: their track_id is null and never read
      .unionAll(
        db
          .selectFrom("conference_permissions")
          .select([fact("superchair"), sql<number>`null`.as("track_id"), "user_id"])
          .where("conf_id", "=", confId)
          .where("user_id", "in", userIds)
          .where("permission", "=", "SUPERCHAIR"),
      )
      .unionAll(
        db
          .selectFrom("organizing_committee")
          .select([fact("oc"), sql<number>`null`.as("track_id"), "user_id"])
          .where("conf_id", "=", confId)
          .where("user_id", "in", userIds)
          // an OC entry without an account is never among the users asked about
          .$narrowType<{ user_id: number }>(),
      )
      .orderBy("track_id")
  );
}

/** TPC invitations that give standing on a conference: pending (0) and accepted (1), not declined. */
export async function hasTpcInvitation(db: Db, userId: number, confId: number): Promise<boolean> {
  const row = await db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select("tpc_members.id")
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.user_id", "=", userId)
    .where("tpc_members.status", "in", [0, 1])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user wrote a paper of the conference (authoredBy: by account or confirmed co-author entry). */
export async function authorsInConference(db: Db, userId: number, confId: number): Promise<boolean> {
  const row = await db
    .selectFrom("papers")
    .select("papers.id")
    .where("papers.conf_id", "=", confId)
    .where((eb) => authoredBy(eb, userId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The release switch of assignments (policy assignmentsReleased reads it); true for a missing conference. */
export function releaseFacts(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select("is_assignment_submitted_papers_to_program_committee_enabled")
    .where("id", "=", confId)
    .executeTakeFirst();
}

/** The conference's review phase settings (policy reviewWindow reads them). */
export function findPhaseConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "event_name",
      "acronym_title",
      "conference_status",
      "date_format",
      "timezone_for_deadline",
      "permit_pc_members_to_enter_reviews",
      "review_deadline",
      "review_hard_deadline",
      "review_reminder_days",
      "review_can_have_attachments",
      "instructions",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}
export type PhaseConference = NonNullable<Awaited<ReturnType<typeof findPhaseConference>>>;

/** One reviewer's extension of the hard deadline for one paper, or null. */
export async function findExtension(db: Db, paperId: number, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("review_extensions")
    .select("deadline")
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.deadline ?? null;
}

/** The caller's extensions on these papers (paper id → deadline). */
export async function extensionsOf(db: Db, userId: number, paperIds: readonly number[]): Promise<Map<number, string>> {
  if (paperIds.length === 0) return new Map();
  const rows = await inChunks(paperIds, (ids) =>
    db
      .selectFrom("review_extensions")
      .select(["paper_id", "deadline"])
      .where("user_id", "=", userId)
      .where("paper_id", "in", ids)
      .execute(),
  );
  return new Map(rows.map((r) => [r.paper_id, r.deadline]));
}

// ---- tracks ----

/** A track (the one copy every feature reads), or undefined. */
/**
 * The status of a TPC membership. 3: a member a chair typed by hand whose address belongs to an
 * account that has not proven it; it counts nowhere (every rule reads 0 or 1) and becomes 1 once the owner proves the
 * address (accounts linkEntriesByEmail).
 */
export const TPC_STATUS = { PENDING: 0, ACCEPTED: 1, DECLINED: 2, AWAITING_EMAIL_PROOF: 3 } as const;

/** Papers the automatic assignment works on: Submitted (status 0) with a file. */
export function eligiblePapersQuery(db: Db, trackId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("paper_files", "paper_files.paper_id", "papers.id")
    .where("papers.track_id", "=", trackId)
    .where("papers.status", "=", PAPER_STATUS.SUBMITTED);
}

export function findTrack(db: Db, trackId: number) {
  return db
    .selectFrom("tracks")
    .select(["id", "conf_id", "track_name", "track_short_name", "track_description"])
    .where("id", "=", trackId)
    .executeTakeFirst();
}

/** A track with what the TPC rules need of its conference. */
export function findTrackWithConference(db: Db, trackId: number) {
  return db
    .selectFrom("tracks")
    .innerJoin("conferences", "conferences.id", "tracks.conf_id")
    .select([
      "tracks.id",
      "tracks.conf_id",
      "tracks.track_name",
      "conferences.conference_status",
      "conferences.acronym_title",
      "conferences.event_name",
      "conferences.number_of_reviewers_per_paper",
    ])
    .where("tracks.id", "=", trackId)
    .executeTakeFirst();
}
export type TrackWithConference = NonNullable<Awaited<ReturnType<typeof findTrackWithConference>>>;

// ---- papers and the caller's relation to them ----

export const PAPER_COLUMNS = [
  "papers.id",
  "papers.conf_id",
  "papers.track_id",
  "papers.paper_sequence",
  "papers.paper_title",
  "papers.keywords",
  "papers.abstract",
  "papers.status",
  "papers.created_by",
  "papers.decision",
  "papers.final_decision_remark",
  "papers.created_at",
  "papers.updated_at",
  "papers.submission_fields",
] as const;

/** A paper with its track name and file facts (never the file itself). */
export async function findPaper(db: Db, paperId: number) {
  return (await paperRow(db, paperId))[0];
}

/** Papers with their track name and file facts (never the file itself): what a paper's page and a list page read. */
export function selectPaperRows(db: Db) {
  return db
    .selectFrom("papers")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .leftJoin("paper_files", "paper_files.paper_id", "papers.id")
    .select([
      ...PAPER_COLUMNS,
      "tracks.track_name",
      "paper_files.file_name as paper_file_path",
      "paper_files.mime_type as paper_file_mime_type",
    ]);
}

const paperRow = preparedQuery((db, paperId: number) => selectPaperRows(db).where("papers.id", "=", paperId));
export type PaperRow = NonNullable<Awaited<ReturnType<typeof findPaper>>>;

/** The conference settings that paper rules read. */
export async function findPaperConference(db: Db, confId: number) {
  return (await paperConference(db, confId))[0];
}

const paperConference = preparedQuery((db, confId: number) => selectPaperConference(db, confId));

/**
 * The conference settings paper rules read and the caller's standing on it (standingFacts). On
 * PostgreSQL one statement, the standing as JSON beside the row, since each round trip costs the
 * API process more than the read; on SQLite the two statements.
 */
export async function findPaperConferenceWithStanding(
  db: Db,
  confId: number,
  userId: number,
): Promise<{ conf: PaperConferenceRow | undefined; standing: { fact: AccessFact; track_id: number }[] }> {
  if (!isPostgres(db as Kysely<unknown>)) {
    const [conf, standing] = await Promise.all([findPaperConference(db, confId), standingFacts(db, userId, confId)]);
    return { conf, standing };
  }
  const row = (await paperConferenceWithStanding(db, confId, userId))[0];
  if (!row) return { conf: undefined, standing: [] };
  const { standing, ...conf } = row;
  return { conf, standing: standing ? (JSON.parse(standing) as { fact: AccessFact; track_id: number }[]) : [] };
}

const paperConferenceWithStanding = preparedQuery((db, confId: number, userId: number) =>
  selectPaperConference(db, confId).select(jsonRows(standingUnion(db, [userId], confId)).as("standing")),
);

/** The conference's paper settings (findPaperConference); `confId` a value or the outer statement's column. */
export function selectPaperConference(db: Db, confId: number | Expression<number>) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "acronym_title",
      "event_name",
      "conference_status",
      "last_submission_date",
      "timezone_for_deadline",
      "new_submission_allowed",
      "submission_update_allowed",
      "disable_multiple_authors",
      // the submission window (policy/submission.ts SUBMISSION_FACT_COLUMNS)
      "automatic_submission_page_opening_or_closure",
      "submission_opening_date",
      "abstract_submission_deadline",
      "nature_of_submission",
      "pre_submission_abstract_allowed",
      "disable_abstract_submission_form",
      "additional_fields_submission_form",
      "author_selecting_presenter",
      "file_upload_fields_submission_form",
      "text_abstracts_max_length",
      "are_reviewier_names_visible_to_pc",
      "access_to_reviews_by_ordinary_pc_members",
      "are_track_chairs_allowed_reviews_to_authors",
      "reviewing_model",
      "is_assignment_submitted_papers_to_program_committee_enabled",
      // a bidder reads the file of a paper on their bidding list (policy mayReadFileForBidding)
      "is_paper_binding_enabled",
      // the soft review deadline, for the chairs' Late marks
      "review_deadline",
      // the authors read the reviews during their response window (policy/authorReviews.ts)
      "author_response_start",
      "author_response_end",
      // the co-authorship window of the conflict rules (loadCoauthorships), so it is not read again
      "conflict_coauthor_years",
    ])
    .where("id", "=", confId);
}
export type PaperConferenceRow = NonNullable<Awaited<ReturnType<typeof findPaperConference>>>;

/** The paper's linked author rows, as the authorship rule (policy isPaperAuthor) reads them. */
export function authorLinks(db: Db, paperId: number) {
  return db
    .selectFrom("paper_authors")
    .select(["user_id", "confirmed"])
    .where("paper_id", "=", paperId)
    .where("user_id", "is not", null)
    .execute();
}

/** Every account listed as an author of the paper, confirmed or not: kept out of its discussion and PC mails. */
export async function authorUserIds(db: Db, paperId: number): Promise<number[]> {
  return listedAccounts(await authorLinks(db, paperId));
}

/** authorUserIds of author rows already read (every row linked to an account, confirmed or not). */
export function listedAccounts(rows: readonly { user_id: number | null }[]): number[] {
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}

export async function hasReviewAssignment(db: Db, paperId: number, userId: number): Promise<boolean> {
  return (await reviewAssignment(db, paperId, userId)).length > 0;
}

const reviewAssignment = preparedQuery((db, paperId: number, userId: number) =>
  db.selectFrom("paper_reviewers").select("id").where("paper_id", "=", paperId).where("user_id", "=", userId),
);

/** The caller's review assignment on a paper (the one copy every feature reads). */
export function findAssignment(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("paper_reviewers")
    .select(["id", "user_id", "reviewed_at"])
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}
export type AssignmentRow = NonNullable<Awaited<ReturnType<typeof findAssignment>>>;

/** Bulk: papers with their track and file facts (findPaper's columns), in chunks. */
export function findPapers(db: Db, paperIds: readonly number[]) {
  return inChunks(paperIds, (ids) =>
    db
      .selectFrom("papers")
      .innerJoin("tracks", "tracks.id", "papers.track_id")
      .leftJoin("paper_files", "paper_files.paper_id", "papers.id")
      .select([
        ...PAPER_COLUMNS,
        "tracks.track_name",
        "paper_files.file_name as paper_file_path",
        "paper_files.mime_type as paper_file_mime_type",
      ])
      .where("papers.id", "in", ids)
      .execute(),
  );
}

/**
 * The listed authors of these papers in order, every row (linked or not): the one read bidding,
 * reports and the camera-ready mails share. (The paper answer's author rows are the papers
 * feature's own, shaped for the answer.)
 */
export function authorsOf(db: Db, paperIds: readonly number[]) {
  return inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_authors")
      .select([
        "paper_id",
        "user_id",
        "confirmed",
        "first_name",
        "last_name",
        "email",
        "email_normalized",
        "affiliation",
        "country",
        "is_presenter",
      ])
      .where("paper_id", "in", ids)
      .orderBy("paper_id")
      .orderBy("author_order")
      .orderBy("id")
      .execute(),
  );
}

/**
 * A paper's author rows in order, with what the authorship and conflict rules read and what the
 * paper's answer shows: read once per paper request (loadPaperAs) and handed on.
 */
export const paperAuthorRows = preparedQuery((db, paperId: number) =>
  selectPaperAuthorRows(db).where("paper_id", "=", paperId).orderBy("author_order").orderBy("id"),
);

/** paperAuthorRows' columns, for a paper's authors read inside another statement (its order is the caller's). */
export function selectPaperAuthorRows(db: Db) {
  return db
    .selectFrom("paper_authors")
    .select([
      "id",
      "paper_id",
      "first_name",
      "last_name",
      "email",
      "email_normalized",
      "affiliation",
      "user_id",
      "confirmed",
      "is_presenter",
    ]);
}
export type PaperAuthorRow = Awaited<ReturnType<typeof paperAuthorRows>>[number];

/** Bulk: the linked author rows of these papers (authorLinks for many). */
export function authorLinksOf(db: Db, paperIds: readonly number[]) {
  return inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_authors")
      .select(["paper_id", "user_id", "confirmed"])
      .where("paper_id", "in", ids)
      .where("user_id", "is not", null)
      .execute(),
  );
}

/** Bulk: the caller's assignments on these papers. */
export function assignmentsOfUser(db: Db, userId: number, paperIds: readonly number[]) {
  return inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_reviewers")
      .select(["id", "paper_id", "user_id", "reviewed_at"])
      .where("user_id", "=", userId)
      .where("paper_id", "in", ids)
      .execute(),
  );
}

// ---- conflicts of interest: the facts the policy's ConflictIndex judges ----

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Everything needed to judge any person against these papers, in four statements whatever their
 * number: the papers and their authors, the other papers of the same conferences those authors
 * wrote (co-authorship) with their authors, and the stored declarations and waivers.
 */
export async function loadConflictFacts(db: Db, paperIds: readonly number[]): Promise<ConflictFacts> {
  if (paperIds.length === 0) return { papers: [], authors: [], stored: [] };
  const papers = await inChunks(paperIds, (ids) =>
    db.selectFrom("papers").select(["id", "created_by", "conf_id"]).where("id", "in", ids).execute(),
  );
  const authors = await inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_authors")
      .select(["paper_id", "user_id", "email", "affiliation"])
      .where("paper_id", "in", ids)
      .execute(),
  );
  const confIds = [...new Set(papers.map((p) => p.conf_id))];
  const userIds = [
    ...new Set([
      ...papers.map((p) => p.created_by),
      ...authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id])),
    ]),
  ];
  const emails = [...new Set(authors.map((a) => normalize(a.email)))];
  const asked = new Set(paperIds);
  // the other papers of these conferences that one of these authors wrote (by account, by email, or
  // as submitter): index lookups (author rows by account and by email, then those papers; papers by
  // submitter) rather than one scan of the conferences' papers per chunk, which grew with papers²
  // (a whole track of 21,575 papers took minutes on SQLite)
  const inConfs = confIds.length === 0;
  const authored = inConfs
    ? []
    : [
        ...(await inChunks(
          userIds,
          (ids) => db.selectFrom("paper_authors").select("paper_id").where("user_id", "in", ids).execute(),
          400,
        )),
        ...(await inChunks(
          emails,
          (mails) => db.selectFrom("paper_authors").select("paper_id").where("email_normalized", "in", mails).execute(),
          400,
        )),
      ];
  const byAuthor = await inChunks([...new Set(authored.map((a) => a.paper_id))], (ids) =>
    db
      .selectFrom("papers")
      .select(["papers.id", "papers.created_by"])
      .where("papers.conf_id", "in", confIds)
      .where("papers.id", "in", ids)
      .execute(),
  );
  const bySubmitter = inConfs
    ? []
    : await inChunks(
        userIds,
        (ids) =>
          db
            .selectFrom("papers")
            .select(["papers.id", "papers.created_by"])
            .where("papers.conf_id", "in", confIds)
            .where("papers.created_by", "in", ids)
            .execute(),
        400,
      );
  const others = [...bySubmitter, ...byAuthor];
  const otherPapers = [...new Map(others.filter((p) => !asked.has(p.id)).map((p) => [p.id, p])).values()];
  const otherAuthors = await inChunks(
    otherPapers.map((p) => p.id),
    (ids) => conflictAuthorsOf(db, ids),
  );
  const stored = await inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_conflicts")
      .select(["paper_id", "user_id", "conflict_type", "source", "reason", "waived", "waived_reason"])
      .where("paper_id", "in", ids)
      .execute(),
  );
  const coauthorships = await loadCoauthorships(db, papers);
  return { papers: [...papers, ...otherPapers], authors: [...authors, ...otherAuthors], stored, coauthorships };
}

/**
 * Rows of the papers asked about that the request has already read (a list page's rows and
 * authors, a paper's row and authors): handed to the conflict loaders so they are not read again.
 * `papers` holds every paper asked about, `authors` every author row of those papers, and
 * `coauthorYears` each of their conferences' conflict_coauthor_years.
 */
export interface KnownPaperRows {
  papers: readonly { id: number; created_by: number; conf_id: number }[];
  authors: readonly KnownAuthorRow[];
  coauthorYears: ReadonlyMap<number, number | null>;
  /** the stored conflict rows of the papers asked about, when read with them */
  stored?: readonly StoredConflict[];
}
export interface KnownAuthorRow {
  paper_id: number;
  user_id: number | null;
  email: string;
  email_normalized: string;
  affiliation: string;
  first_name: string;
  last_name: string;
}

/**
 * The facts to judge only `people` against these papers: the papers and their authors, the other
 * papers of the same conferences those people wrote with all their authors, and the stored rows.
 * Co-authorship needs a paper both the person and one of the paper's authors wrote; every such
 * paper is one of the person's, so loading the people's papers (a reviewer's or chair's handful)
 * answers exactly as loadConflictFacts does, without every paper the page's authors ever wrote
 * (a prolific author's hundreds, on every page of a list). Not for any other person.
 */
export async function loadConflictFactsAmong(
  db: Db,
  paperIds: readonly number[],
  people: readonly ConflictPerson[],
  known?: KnownPaperRows,
): Promise<ConflictFacts> {
  if (paperIds.length === 0) return { papers: [], authors: [], stored: [] };
  const [papers, authors, stored] = await Promise.all([
    known
      ? known.papers
      : inChunks(paperIds, (ids) =>
          db.selectFrom("papers").select(["id", "created_by", "conf_id"]).where("id", "in", ids).execute(),
        ),
    known ? known.authors : inChunks(paperIds, (ids) => conflictAuthorsOf(db, ids)),
    known?.stored ?? inChunks(paperIds, (ids) => storedConflictsOf(db, ids)),
  ]);
  const confIds = [...new Set(papers.map((p) => p.conf_id))];
  const userIds = [...new Set(people.map((p) => p.id))];
  const emails = [...new Set(people.map((p) => normalize(p.email)))];
  if (confIds.length === 0 || userIds.length === 0)
    return { papers, authors, stored, coauthorships: await loadCoauthorships(db, papers, known, userIds) };
  const asked = new Set(paperIds);
  // only the people asked about are judged, so only their publications tie them to the papers;
  // read with their papers: on PostgreSQL in one statement, on SQLite beside them
  let theirs: PersonPaper[] | undefined;
  let coauthorships: CoauthorshipFact[];
  if (isPostgres(db as Kysely<unknown>)) {
    const [idsParameter, emailsParameter] = [jsonArrayParameter(userIds), jsonArrayParameter(emails)];
    coauthorships = await loadCoauthorships(db, papers, known, userIds, async (owners, minYear) => {
      const read = (await peopleWithPublications(db, idsParameter, emailsParameter, owners, minYear))[0]!;
      theirs = read.papers ? (JSON.parse(read.papers) as PersonPaper[]) : [];
      return read.publications ? (JSON.parse(read.publications) as OwnedPublicationRow[]) : [];
    });
    // no publication was read (none recent enough counts): the papers alone
    theirs ??= await papersOfPeopleAsArrays(db, idsParameter, emailsParameter);
  } else {
    [coauthorships, theirs] = await Promise.all([
      loadCoauthorships(db, papers, known, userIds),
      papersOfPeople(db, userIds, emails),
    ]);
  }
  const inConfs = new Set(confIds);
  const otherPapers = [
    ...new Map(
      theirs
        .filter((p) => inConfs.has(p.conf_id) && !asked.has(p.id))
        .map((p) => [p.id, { id: p.id, created_by: p.created_by }]),
    ).values(),
  ];
  const otherAuthors = await inChunks(
    otherPapers.map((p) => p.id),
    (ids) => conflictAuthorsOf(db, ids),
  );
  return { papers: [...papers, ...otherPapers], authors: [...authors, ...otherAuthors], stored, coauthorships };
}

const conflictAuthorsOf = preparedQuery((db, paperIds: readonly number[]) =>
  db
    .selectFrom("paper_authors")
    .select(["paper_id", "user_id", "email", "affiliation"])
    .where("paper_id", "in", paperIds),
);

/**
 * The people's papers (as submitter, or an author by account or email): one statement, since each
 * round trip counts on PostgreSQL (a union of three index lookups: an OR over them made SQLite scan
 * the conference's papers, and so did a conf_id condition, so the caller checks the conference on
 * the few rows found). On PostgreSQL the people's ids and emails are one parameter each (JSON
 * arrays, db/jsonArray.ts): a page's reviewers are many, and their emails as a list were compared
 * with every author row instead of looked up in the email index.
 */
const papersOfPeople = preparedQuery((db, userIds: readonly number[], emails: readonly string[]) =>
  papersOfPeopleUnion(db, userIds, emails),
);
type PersonPaper = Awaited<ReturnType<typeof papersOfPeople>>[number];

/** papersOfPeople on PostgreSQL, the ids and emails as JSON arrays (jsonArrayParameter). */
const papersOfPeopleAsArrays = preparedQuery((db, userIds: string, emails: string) => {
  const statement = papersOfPeopleAmong(db, userIds, emails);
  return { compile: () => statement.compile(db) };
});

/** papersOfPeopleAsArrays and the owners' recent publications (ownedPublications), as JSON, in one statement. */
const peopleWithPublications = preparedQuery(
  (db, userIds: string, emails: string, owners: readonly number[], minYear: number) =>
    db.selectNoFrom([
      jsonRows(papersOfPeopleAmong(db, userIds, emails)).as("papers"),
      jsonRows(selectOwnedPublications(db, owners, minYear)).as("publications"),
    ]),
  // the owners (a page's authors' accounts) are found by user_publications' own index
  { keyLists: [2] },
);

const PAPER_OF_PERSON = ["papers.id", "papers.created_by", "papers.conf_id"] as const;

function papersOfPeopleUnion(db: Db, userIds: readonly number[], emails: readonly string[]) {
  const byAuthorRow = (column: "user_id" | "email_normalized", values: readonly (number | string)[]) =>
    db
      .selectFrom("paper_authors")
      .innerJoin("papers", "papers.id", "paper_authors.paper_id")
      .select(PAPER_OF_PERSON)
      .where(`paper_authors.${column}`, "in", values as never);
  return db
    .selectFrom("papers")
    .select(PAPER_OF_PERSON)
    .where("papers.created_by", "in", userIds)
    .union(byAuthorRow("user_id", userIds))
    .union(byAuthorRow("email_normalized", emails));
}

/** papersOfPeopleUnion with the ids and emails as JSON arrays, each looked up by index (db/jsonArray.ts). */
function papersOfPeopleAmong(db: Db, userIds: string, emails: string) {
  const byAuthorRow = (column: "user_id" | "email_normalized", value: Expression<unknown>) =>
    db
      .selectFrom("paper_authors")
      .innerJoin("papers", "papers.id", "paper_authors.paper_id")
      .select(PAPER_OF_PERSON)
      .where(sql.ref(`paper_authors.${column}`), "=", value);
  type Found = { id: number; created_by: number; conf_id: number };
  return sql<Found>`(${rowsOfEach(userIds, "integer", (id) =>
    db.selectFrom("papers").select(PAPER_OF_PERSON).where(sql.ref("papers.created_by"), "=", id),
  )}) union (${rowsOfEach(userIds, "integer", (id) => byAuthorRow("user_id", id))}) union (${rowsOfEach(
    emails,
    "text",
    (email) => byAuthorRow("email_normalized", email),
  )})`;
}

/** The stored conflict rows of these papers (a list of ids, not empty). */
export const storedConflictsOf = preparedQuery((db, paperIds: readonly number[]) =>
  selectStoredConflicts(db).where("paper_id", "in", paperIds),
);

/** The columns of a stored conflict row, as the conflict rules read them. */
export function selectStoredConflicts(db: Db) {
  return db
    .selectFrom("paper_conflicts")
    .select(["paper_id", "user_id", "conflict_type", "source", "reason", "waived", "waived_reason"]);
}

/** An index that answers for `people` only (loadConflictFactsAmong): a page's viewer and reviewers. */
export async function conflictIndexAmong(
  db: Db,
  paperIds: readonly number[],
  people: readonly (ConflictPerson | undefined)[],
  known?: KnownPaperRows,
): Promise<ConflictIndex> {
  const asked = people.filter((p): p is ConflictPerson => p !== undefined);
  // nobody will be asked about: no statement at all (a paper nobody has reviewed yet)
  if (asked.length === 0) return new ConflictIndex({ papers: [], authors: [], stored: [] });
  return new ConflictIndex(await loadConflictFactsAmong(db, paperIds, asked, known));
}

/** The index of one or more papers' conflicts (the policy's predicate over loaded facts). */
export async function conflictIndexFor(db: Db, paperIds: readonly number[]): Promise<ConflictIndex> {
  return new ConflictIndex(await loadConflictFacts(db, paperIds));
}

/** The person facts of a user (email and affiliation), or undefined for a missing one. */
export function findPerson(
  db: Db,
  userId: number,
): Promise<(ConflictPerson & { first_name: string; last_name: string }) | undefined> {
  return personRow(db, userId).then((rows) => rows[0]);
}

const personRow = preparedQuery((db, userId: number) =>
  db
    .selectFrom("users")
    .select(["id", "email", "affiliation", "first_name", "last_name"])
    .where("id", "=", userId)
    .where("deleted_at", "is", null),
);

export function findPeople(db: Db, userIds: readonly number[]) {
  return inChunks([...new Set(userIds)], (ids) =>
    db
      .selectFrom("users")
      .select(["id", "email", "affiliation", "first_name", "last_name"])
      .where("id", "in", ids)
      .execute(),
  );
}
