// Queries of the extra file slots (file_upload_fields_submission_form).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export function findSlotsSetting(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select("file_upload_fields_submission_form")
    .where("id", "=", confId)
    .executeTakeFirst();
}

export async function storeSlotsSetting(db: Db, confId: number, json: string): Promise<void> {
  await db
    .updateTable("conferences")
    .set({ file_upload_fields_submission_form: json, updated_at: nowIso() })
    .where("id", "=", confId)
    .execute();
}

/** The stored files of these papers, without their bytes. */
export async function extraFilesOf(db: Db, paperIds: readonly number[]) {
  if (paperIds.length === 0) return [];
  return db
    .selectFrom("paper_extra_files")
    .select(["paper_id", "slot_key", "file_name", "mime_type", "size"])
    .where("paper_id", "in", [...paperIds])
    .execute();
}

export function findExtraFile(db: Db, paperId: number, slotKey: string) {
  return db
    .selectFrom("paper_extra_files")
    .select(["file_name", "mime_type", "size", "data"])
    .where("paper_id", "=", paperId)
    .where("slot_key", "=", slotKey)
    .executeTakeFirst();
}

/** Adds or replaces the paper's file in one slot. */
export async function saveExtraFile(
  db: Db,
  paperId: number,
  file: { slotKey: string; fileName: string; mimeType: string; data: Buffer },
): Promise<void> {
  await db
    .insertInto("paper_extra_files")
    .values({
      paper_id: paperId,
      slot_key: file.slotKey,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size: file.data.length,
      data: file.data,
      uploaded_at: nowIso(),
    })
    .onConflict((oc) =>
      oc.columns(["paper_id", "slot_key"]).doUpdateSet((eb) => ({
        file_name: eb.ref("excluded.file_name"),
        mime_type: eb.ref("excluded.mime_type"),
        size: eb.ref("excluded.size"),
        data: eb.ref("excluded.data"),
        uploaded_at: eb.ref("excluded.uploaded_at"),
      })),
    )
    .execute();
}
