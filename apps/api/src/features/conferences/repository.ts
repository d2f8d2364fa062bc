import type { Insertable, Kysely, Transaction, Updateable } from "kysely";
import { CONFERENCE_STATUS } from "@symposia/domain";
import type { ConferencesTable, Database } from "../../db/schema.js";
import { SUBMISSION_FACT_COLUMNS } from "../../policy/submission.js";
import { GUIDANCE_COLUMNS } from "../submissionForm/index.js";
import { preparedQuery } from "../../db/prepared.js";
import { isPostgres } from "../../db/migrations/helpers.js";
import { jsonRows } from "../../db/jsonRows.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

/**
 * Ids of the conferences `viewer` may see: all for the ADMIN; otherwise the Approved ones plus those
 * where the viewer holds a permission, chairs a track, is on the TPC or invited to it (declined
 * invitations give nothing), or has an OC entry. SQL twin of policy/conferences.ts canViewConference.
 */
export function visibleConferenceIds(db: Db, viewer: Viewer) {
  const base = db.selectFrom("conferences").select("conferences.id");
  if (viewer.isAdmin) return base;
  return base.where((eb) =>
    eb.or([
      eb("conferences.conference_status", "=", CONFERENCE_STATUS.APPROVED),
      eb(
        "conferences.id",
        "in",
        eb.selectFrom("conference_permissions").select("conf_id").where("user_id", "=", viewer.id),
      ),
      eb(
        "conferences.id",
        "in",
        eb.selectFrom("organizing_committee").select("conf_id").where("user_id", "=", viewer.id),
      ),
      eb(
        "conferences.id",
        "in",
        eb
          .selectFrom("track_chairs")
          .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
          .select("tracks.conf_id")
          .where("track_chairs.user_id", "=", viewer.id)
          .where("track_chairs.awaiting_email_proof", "=", 0),
      ),
      eb(
        "conferences.id",
        "in",
        eb
          .selectFrom("tpc_members")
          .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
          .select("tracks.conf_id")
          .where("tpc_members.user_id", "=", viewer.id)
          .where("tpc_members.status", "in", [0, 1]),
      ),
    ]),
  );
}

const LIST_COLUMNS = [
  "id",
  "event_name",
  "acronym_title",
  "venue",
  "city",
  "state",
  "country",
  "logo",
  "logo_mime_type",
  "start_date",
  "end_date",
  "date_format",
  "conference_status",
  // the card says whether submission is open
  ...SUBMISSION_FACT_COLUMNS,
] as const;

// The statements of GET /conference, compiled once (db/prepared.ts): one pair for the ADMIN, who
// sees every conference, one for everyone else (the viewer's id the only parameter).

/** Newest first: the ADMIN's pending proposals and a user's own new conference lead the list. */
export function listVisibleConferences(db: Db, viewer: Viewer) {
  return viewer.isAdmin ? everyConference(db) : conferencesVisibleTo(db, viewer.id);
}

const conferencesOf = (db: Db, viewer: Viewer) =>
  db
    .selectFrom("conferences")
    .select([...LIST_COLUMNS])
    .where("id", "in", visibleConferenceIds(db, viewer))
    .orderBy("id", "desc");
const everyConference = preparedQuery((db) => conferencesOf(db, { id: 0, isAdmin: true }));
const conferencesVisibleTo = preparedQuery((db, userId: number) => conferencesOf(db, { id: userId, isAdmin: false }));

/**
 * The caller's own standing on every conference at once (one query per source, not per conference)
 * and the OC members of the conferences they see (ocUserIds). On PostgreSQL one statement, each
 * read a JSON column of it, since each round trip costs the API process more than these index
 * lookups; on SQLite (no round trip) the four statements.
 */
export async function viewerStandingAndOc(db: Db, viewer: Viewer) {
  if (!isPostgres(db as Kysely<unknown>)) {
    const [superchair, chairs, tpc, oc] = await Promise.all([
      permissionsOf(db, viewer.id),
      chairedConferences(db, viewer.id),
      tpcEntriesOf(db, viewer.id),
      ocUserIds(db, viewer),
    ]);
    return { superchair, chairs, tpc, oc };
  }
  const read = (await (viewer.isAdmin ? standingWithEveryOcUser : standingWithOcVisibleTo)(db, viewer.id))[0]!;
  const rows = <R>(json: string | null) => (json ? (JSON.parse(json) as R[]) : []);
  return {
    superchair: rows<Row<typeof permissionsOf>>(read.superchair),
    chairs: rows<Row<typeof chairedConferences>>(read.chairs),
    tpc: rows<Row<typeof tpcEntriesOf>>(read.tpc),
    oc: rows<Row<typeof everyOcUser>>(read.oc),
  };
}

type Row<Q extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<Q>>[number];

const standingWithOc = (db: Db, viewer: Viewer) =>
  db.selectNoFrom([
    jsonRows(selectPermissionsOf(db, viewer.id)).as("superchair"),
    jsonRows(selectChairedConferences(db, viewer.id)).as("chairs"),
    jsonRows(selectTpcEntriesOf(db, viewer.id)).as("tpc"),
    jsonRows(ocUsersOf(db, viewer)).as("oc"),
  ]);
// one statement each for the ADMIN (every conference's OC members) and anyone else (those of the
// conferences they see); the user id is a parameter of both
const standingWithEveryOcUser = preparedQuery((db, userId: number) =>
  standingWithOc(db, { id: userId, isAdmin: true }),
);
const standingWithOcVisibleTo = preparedQuery((db, userId: number) =>
  standingWithOc(db, { id: userId, isAdmin: false }),
);

const selectPermissionsOf = (db: Db, userId: number) =>
  db.selectFrom("conference_permissions").select(["conf_id", "permission"]).where("user_id", "=", userId);
const permissionsOf = preparedQuery(selectPermissionsOf);

const selectChairedConferences = (db: Db, userId: number) =>
  db
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .select("tracks.conf_id")
    .where("track_chairs.user_id", "=", userId)
    .where("track_chairs.awaiting_email_proof", "=", 0);
const chairedConferences = preparedQuery(selectChairedConferences);

const selectTpcEntriesOf = (db: Db, userId: number) =>
  db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select(["tpc_members.id", "tpc_members.track_id", "tpc_members.status", "tracks.track_name", "tracks.conf_id"])
    .where("tpc_members.user_id", "=", userId)
    .where("tpc_members.status", "in", [0, 1])
    .orderBy("tracks.track_name")
    .orderBy("tpc_members.id");
const tpcEntriesOf = preparedQuery(selectTpcEntriesOf);

/** User ids linked to OC entries of the conferences the viewer sees. */
function ocUserIds(db: Db, viewer: Viewer) {
  return viewer.isAdmin ? everyOcUser(db) : ocUsersVisibleTo(db, viewer.id);
}

const ocUsersOf = (db: Db, viewer: Viewer) =>
  db
    .selectFrom("organizing_committee")
    .select(["conf_id", "user_id"])
    .distinct()
    .where("user_id", "is not", null)
    .where("conf_id", "in", visibleConferenceIds(db, viewer))
    .orderBy("user_id");
const everyOcUser = preparedQuery((db) => ocUsersOf(db, { id: 0, isAdmin: true }));
const ocUsersVisibleTo = preparedQuery((db, userId: number) => ocUsersOf(db, { id: userId, isAdmin: false }));

export function ocUserIdsOf(db: Db, confId: number) {
  return db
    .selectFrom("organizing_committee")
    .select("user_id")
    .distinct()
    .where("conf_id", "=", confId)
    .where("user_id", "is not", null)
    .orderBy("user_id")
    .execute();
}

export function findConference(db: Db, id: number) {
  return db.selectFrom("conferences").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findConferenceStatus(db: Db, id: number) {
  return db
    .selectFrom("conferences")
    .innerJoin("users", "users.id", "conferences.created_by")
    .select([
      "conferences.id",
      "conferences.conference_status",
      "conferences.status_before_block",
      "conferences.event_name",
      "conferences.acronym_title",
      "users.email as creator_email",
      "users.first_name as creator_first_name",
    ])
    .where("conferences.id", "=", id)
    .executeTakeFirst();
}

/** The columns a new conference row is written with. */
export type NewConference = Insertable<ConferencesTable>;
/** The columns a conference update may change. */
export type ConferenceChanges = Updateable<ConferencesTable>;

export async function insertConference(db: Db, values: NewConference): Promise<number> {
  const row = await db.insertInto("conferences").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function grantSuperchair(db: Db, confId: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto("conference_permissions")
    .values({ conf_id: confId, user_id: userId, permission: "SUPERCHAIR", created_at: at })
    .execute();
}

export async function updateConference(db: Db, id: number, values: ConferenceChanges): Promise<void> {
  await db.updateTable("conferences").set(values).where("id", "=", id).execute();
}

/**
 * Moves the status only if it is still `from`: two admins acting at once cannot both win, and the
 * loser gets a conflict instead of a silent overwrite. Answers whether the row moved.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: number,
  values: { conference_status: number; status_before_block: number | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("conferences")
    .set(values)
    .where("id", "=", id)
    .where("conference_status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findImage(db: Db, id: number, kind: "logo" | "banner") {
  const columns =
    kind === "logo"
      ? (["logo as data", "logo_mime_type as mime"] as const)
      : (["banner as data", "banner_mime_type as mime"] as const);
  return db
    .selectFrom("conferences")
    .select(["id", "conference_status", ...columns])
    .where("id", "=", id)
    .executeTakeFirst();
}

const PUBLIC_LIST_COLUMNS = [
  "id",
  "event_name",
  "acronym_title",
  "city",
  "state",
  "country",
  "venue",
  "start_date",
  "end_date",
  "date_format",
  "logo",
  "logo_mime_type",
  ...SUBMISSION_FACT_COLUMNS,
] as const;

export function listApprovedConferences(db: Db) {
  return db
    .selectFrom("conferences")
    .select([...PUBLIC_LIST_COLUMNS])
    .where("conference_status", "=", CONFERENCE_STATUS.APPROVED)
    .orderBy("start_date", "asc")
    .orderBy("id", "asc")
    .execute();
}

export function findApprovedShortInfo(db: Db, id: number) {
  return db
    .selectFrom("conferences")
    .select(["id", "event_name", "acronym_title", "start_date", "end_date", "date_format", ...GUIDANCE_COLUMNS])
    .where("id", "=", id)
    .where("conference_status", "=", CONFERENCE_STATUS.APPROVED)
    .executeTakeFirst();
}

/**
 * The active users among 1-based positions [start, end] of the user list (every user not deleted,
 * ordered by id). Positions count inactive users too, so batches 1–100, 101–200… stay stable
 * while accounts are switched on and off between two sendings.
 */
export async function activeUsersInRange(db: Db, start: number, end: number) {
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "status"])
    .where("deleted_at", "is", null)
    .orderBy("id", "asc")
    .offset(start - 1)
    .limit(end - start + 1)
    .execute();
  return rows.filter((r) => r.status === 1);
}

/** The administrators who decide on proposals: active, undeleted ADMIN accounts. */
export function activeAdmins(db: Db) {
  return db
    .selectFrom("users")
    .select(["id", "email", "first_name"])
    .where("role", "=", "ADMIN")
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
}
