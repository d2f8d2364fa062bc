// POST /conference/restore (administrators): recreates the conference of an archive (archive.ts)
// on this installation. The upload is spooled to a temporary file (RESTORE_LIMIT_MB) and read one
// entry at a time; every row is written with new ids in one transaction, the files with their rows
// (they live in the database), so a refused or failed restore leaves nothing behind. People are
// matched to accounts by email (case-insensitively) or made invitees without a password; a role
// goes to an account only under the rule every grant follows (policy mayReceiveRole): otherwise a
// PC seat or track chair is held until the owner proves the address, and an organising-committee
// link or a conference permission is not given. Text the database cannot hold as written (a NUL,
// half of a character) refuses the archive whole, naming where, before anything is written;
// inside JSON text (answers, forms, settings), where an older server stored it, it is repaired.
import { createWriteStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { ConferenceRestoreResult } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { latestMigration } from "../../db/migrate.js";
import { repairedJson } from "../../db/storableText.js";
import type { AuthUser } from "../../http/auth.js";
import { AppError, badRequest, tooLarge, validationFailed } from "../../http/errors.js";
import { unstorableTextErrors } from "../../http/route.js";
import { mayReceiveRole } from "../../policy/index.js";
import { AUDIT_DETAILS_MAPPED, PEOPLE, mapDetails } from "./auditDetails.js";
import { ARCHIVE_FORMAT, ARCHIVE_TABLES, AUDIT_ENTITY_TABLES, MANIFEST_NAME } from "./archiveSpec.js";
import * as repo from "./repository.js";
import { ZipError, type ZipDirectoryEntry, readDirectory, readEntry } from "./zipRead.js";

/** The manifest is read whole; a bigger one is refused. */
const MANIFEST_MAX = 512 * 1024 * 1024;
const TPC_ACCEPTED = 1;
const TPC_HELD = 3;
/** The texts a refused archive names one by one; the rest are counted. */
const MAX_TEXT_REFUSALS = 5;

const unprocessable = (message: string) => validationFailed({ file: [message] }, message);

const scalar = z.union([z.string(), z.number(), z.null()]);
const fileRef = z.object({ file: z.string(), size: z.number().int().nonnegative() });
const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  schema: z.string().regex(/^\d{4}_[a-z0-9_]+$/),
  audit_details: z.literal(AUDIT_DETAILS_MAPPED).optional(),
  people: z.array(
    z.object({
      ref: z.number().int().positive(),
      email: z.string().min(3).max(320),
      first_name: z.string().max(200),
      last_name: z.string().max(200),
      affiliation: z.string().max(500),
      country: z.string().max(200),
    }),
  ),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.union([scalar, fileRef])))),
});
type Manifest = z.infer<typeof manifestSchema>;

const schemaNumber = (name: string) => Number(name.slice(0, 4));

/** The newer-schema check: an archive made by a later version of Symposia is refused. */
export function schemaRefusal(archiveSchema: string): string | null {
  const ours = latestMigration();
  if (schemaNumber(archiveSchema) <= schemaNumber(ours)) return null;
  return (
    `This archive was made by a newer version of Symposia (database schema ${archiveSchema}); ` +
    `this installation is at ${ours}. Upgrade this installation, then restore the archive.`
  );
}

/** Spools the multipart `file` to a temporary file; answers its path (the caller removes `dir`). */
async function spool(request: FastifyRequest, dir: string, limit: number): Promise<string | null> {
  const path = join(dir, "archive.zip");
  let sawFile = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 0 } })) {
      if (part.type === "field" || part.fieldname !== "file")
        throw validationFailed({ [part.fieldname]: ["This call takes only the file field."] });
      sawFile = true;
      await pipeline(part.file, createWriteStream(path));
      if (part.file.truncated) throw tooLarge(`The archive is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    }
  } catch (error) {
    const e = error as { statusCode?: number; code?: string };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw tooLarge(`The archive is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    if (error instanceof AppError) throw error;
    if (e.code === "FST_FIELDS_LIMIT" || e.code === "FST_FILES_LIMIT")
      throw validationFailed({ file: ["Send one archive in the file field."] });
    if (e.statusCode && e.statusCode < 500) throw badRequest("The multipart body is malformed.");
    if (error instanceof Error && /multipart|boundary|Unexpected end|premature/i.test(error.message))
      throw badRequest("The multipart body is malformed.");
    throw error;
  }
  return sawFile ? path : null;
}

export async function restoreArchive(
  ctx: AppContext,
  user: AuthUser,
  request: FastifyRequest,
): Promise<ConferenceRestoreResult> {
  if (!request.isMultipart()) throw validationFailed({ file: ["Send the archive as the multipart field file."] });
  const dir = await mkdtemp(join(tmpdir(), "symposia-restore-"));
  try {
    const path = await spool(request, dir, ctx.config.restoreLimitBytes);
    if (!path) throw validationFailed({ file: ["Choose an archive (a ZIP made by Export, format archive)."] });
    return await restoreFile(ctx, user, path);
  } catch (error) {
    if (error instanceof ZipError) throw unprocessable(error.message);
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Restores the archive held in the file at `path`. */
export async function restoreFile(ctx: AppContext, user: AuthUser, path: string): Promise<ConferenceRestoreResult> {
  const size = (await stat(path)).size;
  const file = await open(path, "r");
  try {
    return await restoreFrom(ctx, user, {
      directory: await readDirectory(file, size),
      read: (entry) => readEntry(file, size, entry),
    });
  } catch (error) {
    if (error instanceof ZipError) throw unprocessable(error.message);
    throw error;
  } finally {
    await file.close();
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The text inside the manifest's JSON-text columns (archiveSpec's json: answers, forms, settings,
 * audit details) made storable, in place: a server of before the repair of stored JSON text
 * (migration 0139) kept a lone surrogate or a NUL there as an escape that PostgreSQL's jsonb
 * refuses, and exported it so; the restore repairs it as that migration repaired the rows (each
 * becomes U+FFFD), so that such an archive, a backup, still restores.
 */
function repairJsonTexts(manifest: Json): void {
  const specs = new Map(ARCHIVE_TABLES.map((spec) => [spec.table, spec]));
  for (const [table, rows] of Object.entries(isObject(manifest.tables) ? manifest.tables : {})) {
    const columns = specs.get(table)?.json;
    if (!columns || !Array.isArray(rows)) continue;
    for (const row of rows) {
      if (!isObject(row)) continue;
      for (const column of columns) {
        const text = row[column];
        if (typeof text === "string") row[column] = repairedJson(text) ?? text;
      }
    }
  }
}

/**
 * Where the manifest holds text the database cannot hold as written, and why: the rule typed text
 * follows (http/route.ts), applied to the manifest's names and strings once the JSON-text columns
 * are repaired (no export writes such text elsewhere). The files are bytes, not text.
 */
function unstorableTexts(manifest: Json): string[] {
  return [...unstorableTextErrors(manifest)].map(([path, why]) => `${path}: ${why}`);
}

/** The refusal of an archive for its texts: at most five named, the rest counted; all in the message. */
function textRefusal(texts: string[]): AppError {
  const lines = texts.slice(0, MAX_TEXT_REFUSALS).map((text) => `The archive's ${MANIFEST_NAME} has text at ${text}`);
  if (texts.length > MAX_TEXT_REFUSALS) lines.push(`And ${texts.length - MAX_TEXT_REFUSALS} more such texts.`);
  return validationFailed({ file: lines }, lines.join(" "));
}

interface ArchiveReader {
  directory: Map<string, ZipDirectoryEntry>;
  read(entry: ZipDirectoryEntry): Promise<Buffer>;
}

async function readManifest(archive: ArchiveReader): Promise<Manifest> {
  const entry = archive.directory.get(MANIFEST_NAME);
  if (!entry) throw unprocessable(`The archive has no ${MANIFEST_NAME}: it was not made by Export (format archive).`);
  if (entry.size > MANIFEST_MAX) throw unprocessable(`The archive's ${MANIFEST_NAME} is too large.`);
  let json: unknown;
  try {
    json = JSON.parse((await archive.read(entry)).toString("utf8"));
  } catch (error) {
    if (error instanceof ZipError) throw error;
    throw unprocessable(`The archive's ${MANIFEST_NAME} is not valid JSON.`);
  }
  // the schema version first: a newer archive is refused as such, whatever else it holds
  const schema = (json as { schema?: unknown } | null)?.schema;
  if (typeof schema === "string" && /^\d{4}_/.test(schema)) {
    const refusal = schemaRefusal(schema);
    if (refusal) throw unprocessable(refusal);
  }
  if (isObject(json)) {
    repairJsonTexts(json);
    const texts = unstorableTexts(json);
    if (texts.length) throw textRefusal(texts);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw unprocessable(`The archive's ${MANIFEST_NAME} is not a conference archive manifest.`);
  return parsed.data;
}

async function restoreFrom(ctx: AppContext, user: AuthUser, archive: ArchiveReader): Promise<ConferenceRestoreResult> {
  const manifest = await readManifest(archive);
  const conferences = manifest.tables.conferences ?? [];
  if (conferences.length !== 1) throw unprocessable("The archive must hold exactly one conference.");
  const known = new Set(ARCHIVE_TABLES.map((t) => t.table));
  const unknown = Object.keys(manifest.tables).filter((t) => !known.has(t));
  if (unknown.length)
    throw unprocessable(`The archive has sections this installation does not know: ${unknown.join(", ")}.`);

  const result: ConferenceRestoreResult = {
    conf_id: 0,
    acronym: "",
    schema: manifest.schema,
    counts: {},
    files: 0,
    accounts: { matched: 0, created: 0 },
    held: 0,
  };
  let failedAt = "";
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // people: matched by email, or invitees without a password
      const byEmail = new Map<string, number>();
      const proven = new Map<number, boolean>();
      const emails = [...new Set(manifest.people.map((p) => p.email.trim().toLowerCase()))];
      for (let i = 0; i < emails.length; i += 500)
        for (const a of await repo.accountsByEmail(trx, emails.slice(i, i + 500))) {
          byEmail.set(a.email_normalized, a.id);
          proven.set(a.id, a.status === 1 && a.deleted_at === null && mayReceiveRole(a));
          result.accounts.matched++;
        }
      const personId = new Map<number, number>();
      for (const p of manifest.people) {
        const key = p.email.trim().toLowerCase();
        if (!/^[^\s@]+@[^\s@]+$/.test(key)) throw unprocessable(`The archive names an invalid email: ${p.email}.`);
        if (personId.has(p.ref)) throw unprocessable(`The archive names person ${p.ref} twice.`);
        let id = byEmail.get(key);
        if (id === undefined) {
          failedAt = `person ${p.ref}`;
          id = await repo.insertInvitee(trx, {
            email: p.email,
            first_name: p.first_name || key.split("@")[0]!,
            last_name: p.last_name,
            affiliation: p.affiliation,
            country: p.country,
          });
          byEmail.set(key, id);
          proven.set(id, true);
          result.accounts.created++;
        }
        personId.set(p.ref, id);
      }

      const newId = new Map<string, Map<number, number>>();
      for (const spec of ARCHIVE_TABLES) {
        const rows = manifest.tables[spec.table] ?? [];
        const ids = new Map<number, number>();
        newId.set(spec.table, ids);
        let written = 0;
        for (const [index, row] of rows.entries()) {
          const where = `${spec.table} row ${index + 1}`;
          failedAt = where;
          const values: repo.ArchiveRow = {};
          let oldKey: number | null = null;
          for (const [column, value] of Object.entries(row)) {
            if (column === spec.key) {
              if (typeof value !== "number") throw unprocessable(`${where}: the id is missing.`);
              oldKey = value;
              continue;
            }
            if (value !== null && typeof value === "object") {
              if (!spec.files?.includes(column)) throw unprocessable(`${where}: ${column} is not a file column.`);
              const entry = archive.directory.get(value.file);
              if (!entry || entry.size !== value.size)
                throw unprocessable(`${where}: the file ${value.file} is missing from the archive.`);
              values[column] = await archive.read(entry);
              result.files++;
              continue;
            }
            const target = spec.refs?.[column];
            if (target && value !== null) {
              const mapped = newId.get(target)?.get(Number(value));
              if (mapped === undefined) throw unprocessable(`${where}: ${column} points to a missing ${target} row.`);
              values[column] = mapped;
            } else if (spec.people?.includes(column) && value !== null) {
              const mapped = personId.get(Number(value));
              if (mapped === undefined) throw unprocessable(`${where}: ${column} names a missing person.`);
              values[column] = mapped;
            } else values[column] = value;
          }
          if (spec.table === "audit_log") {
            const target = AUDIT_ENTITY_TABLES[String(row.entity_type)];
            const mapped = target && row.entity_id !== null ? newId.get(target)?.get(Number(row.entity_id)) : undefined;
            values.entity_id = mapped ?? null;
            values.api_token_id = null;
            // ids in the details: positions become this installation's ids; an archive made before
            // they were positions carries another installation's ids, which point at nothing here
            values.details = mapDetails(values.details, (section, id) =>
              !manifest.audit_details ? null : section === PEOPLE ? personId.get(id) : newId.get(section)?.get(id),
            );
          }
          // no role to an account whose owner has not proven the address
          const grantee = typeof values.user_id === "number" ? values.user_id : null;
          if (grantee !== null && !proven.get(grantee)) {
            if (spec.table === "conference_permissions") {
              result.held++;
              continue;
            }
            if (spec.table === "track_chairs" && values.awaiting_email_proof !== 1) {
              values.awaiting_email_proof = 1;
              result.held++;
            }
            if (spec.table === "tpc_members" && values.status === TPC_ACCEPTED) {
              values.status = TPC_HELD;
              result.held++;
            }
            if (spec.table === "organizing_committee") {
              values.user_id = null;
              result.held++;
            }
            if (spec.table === "paper_authors" && values.confirmed === 1) {
              values.confirmed = 0;
              result.held++;
            }
          }
          const id = await repo.insertArchiveRow(trx, spec, values);
          if (spec.key) {
            if (oldKey === null || ids.has(oldKey)) throw unprocessable(`${where}: the id is missing or repeated.`);
            ids.set(oldKey, id!);
          }
          written++;
        }
        if (written) result.counts[spec.table] = written;
      }
      failedAt = "";
      const conference = conferences[0]!;
      result.conf_id = newId.get("conferences")!.values().next().value!;
      result.acronym = String(conference.acronym_title ?? "");
      await recordAudit(trx, {
        actorId: user.id,
        action: "conference.restore",
        entityType: "conference",
        entityId: result.conf_id,
        confId: result.conf_id,
        details: {
          schema: manifest.schema,
          counts: result.counts,
          files: result.files,
          accounts_created: result.accounts.created,
          held: result.held,
        },
      });
    });
  } catch (error) {
    if (error instanceof AppError || error instanceof ZipError || !failedAt) throw error;
    // a row the database refuses (a wrong column, a value of the wrong kind): the archive is at fault
    throw unprocessable(`The archive's ${failedAt} could not be written: it does not fit this installation's schema.`);
  }
  return result;
}
