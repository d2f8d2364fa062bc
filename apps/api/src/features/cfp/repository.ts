import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { normalizeEmail } from "../accounts/index.js";
import { GUIDANCE_COLUMNS } from "../submissionForm/index.js";

type Db = Kysely<Database> | Transaction<Database>;

const MEMBER_COLUMNS = [
  "id",
  "conf_id",
  "organizing_committee_type",
  "first_name",
  "last_name",
  "email",
  "affiliation",
  "country",
  "sequence",
  "user_id",
] as const;

/** The committee of a conference in display order: by type, then sequence, then insertion. */
export function listCommittee(db: Db, confId: number) {
  return db
    .selectFrom("organizing_committee")
    .select([...MEMBER_COLUMNS])
    .where("conf_id", "=", confId)
    .orderBy("organizing_committee_type")
    .orderBy("sequence")
    .orderBy("id")
    .execute();
}

export type CommitteeMemberRow = Awaited<ReturnType<typeof listCommittee>>[number];

/** Unlinked entries whose address belongs to an account, with what the email-proof rule needs of it. */
export function unlinkedEntryAccounts(db: Db, confId: number) {
  return db
    .selectFrom("organizing_committee")
    .innerJoin("users", "users.email_normalized", "organizing_committee.email_normalized")
    .select(["organizing_committee.id", "users.email_verified_at", "users.password_hash"])
    .where("organizing_committee.conf_id", "=", confId)
    .where("organizing_committee.user_id", "is", null)
    .where("users.deleted_at", "is", null)
    .execute();
}

export function findCommitteeEntry(db: Db, id: number) {
  return db
    .selectFrom("organizing_committee")
    .select([...MEMBER_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function findMemberInGroup(db: Db, confId: number, type: number, email: string) {
  return db
    .selectFrom("organizing_committee")
    .select(["id"])
    .where("conf_id", "=", confId)
    .where("organizing_committee_type", "=", type)
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export interface NewCommitteeMember {
  organizing_committee_type: number;
  sequence: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
}

export async function insertCommitteeEntry(db: Db, confId: number, member: NewCommitteeMember): Promise<number> {
  const row = await db
    .insertInto("organizing_committee")
    .values({
      conf_id: confId,
      ...member,
      email: member.email.trim(),
      email_normalized: normalizeEmail(member.email),
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteCommitteeEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom("organizing_committee").where("id", "=", id).execute();
}

export { findActiveUser, findLinkableUserByEmail } from "../accounts/index.js";

export interface CfpContent {
  cfp_details: string;
  has_file: boolean;
  cfp_file_mime_type: string | null;
  /** null when there is no file or it was not asked for */
  cfp_file: Buffer | null;
}

/** The CFP text and file facts; the file's bytes only when `withFile` (they can be megabytes). */
export async function getCfpContent(db: Db, confId: number, withFile: boolean): Promise<CfpContent> {
  const row = await db
    .selectFrom("cfp")
    .select((eb) => [
      "cfp_details",
      "cfp_file_mime_type",
      eb.case().when("cfp_file", "is not", null).then(1).else(0).end().as("has_file"),
      ...(withFile ? (["cfp_file"] as const) : []),
    ])
    .where("conf_id", "=", confId)
    .executeTakeFirst();
  if (!row) return { cfp_details: "", has_file: false, cfp_file_mime_type: null, cfp_file: null };
  const hasFile = Number(row.has_file) === 1;
  const data = (row as { cfp_file?: Buffer | null }).cfp_file ?? null;
  return {
    cfp_details: row.cfp_details,
    has_file: hasFile,
    cfp_file_mime_type: hasFile ? row.cfp_file_mime_type : null,
    cfp_file: data ? Buffer.from(data) : null,
  };
}

export function getCfpFile(db: Db, confId: number) {
  return db
    .selectFrom("cfp")
    .select(["cfp_file", "cfp_file_mime_type"])
    .where("conf_id", "=", confId)
    .where("cfp_file", "is not", null)
    .executeTakeFirst();
}

/** undefined keeps the stored file, null removes it. */
export type CfpFileChange = { data: Buffer; mimeType: string; fileName: string } | null | undefined;

export async function saveCfp(
  db: Db,
  confId: number,
  details: string,
  file: CfpFileChange,
  userId: number,
): Promise<void> {
  const now = nowIso();
  const fileColumns =
    file === undefined
      ? {}
      : {
          cfp_file: file?.data ?? null,
          cfp_file_mime_type: file?.mimeType ?? null,
          cfp_file_name: file?.fileName ?? null,
        };
  await db
    .insertInto("cfp")
    .values({ conf_id: confId, cfp_details: details, ...fileColumns, updated_by: userId, updated_at: now })
    .onConflict((oc) =>
      oc.column("conf_id").doUpdateSet({ cfp_details: details, ...fileColumns, updated_by: userId, updated_at: now }),
    )
    .execute();
}

export function getConferenceFace(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "event_name",
      "acronym_title",
      "conference_status",
      "banner",
      "banner_mime_type",
      "logo",
      "logo_mime_type",
      "event_support_emails",
      ...GUIDANCE_COLUMNS,
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}
