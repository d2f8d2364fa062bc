// POST /track/affinity/{trackId} with a multipart `file`: a CSV (or a gzip of one) read as a
// stream, line by line, and written in batches, so memory stays bounded whatever the file's size
// (up to AFFINITY_UPLOAD_LIMIT_MB, counted on the file and on what it unzips to). The answer counts
// the lines and lists the first 100 refused ones with their reasons.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { whyNotAutoAssign } from "../../policy/index.js";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import type { FastifyRequest } from "fastify";
import type { AffinityUploadResult } from "@symposia/domain";
import { AppError, badRequest, tooLarge, validationFailed } from "../../http/errors.js";
import { requireTrackAbility } from "../../access/index.js";
import { loadAssignmentData } from "./trackRepository.js";
import { affinityLineReader } from "./affinityLines.js";
import * as repo from "./repository.js";

const BATCH = 5_000;
const REFUSED_SHOWN = 100;
const LINE_MAX = 10_000;

/** The file's bytes, unzipped when it starts with gzip's magic number. */
async function* decoded(source: AsyncIterable<Buffer>, limit: number): AsyncGenerator<Buffer> {
  const it = source[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  async function* all() {
    yield first.value as Buffer;
    for (let n = await it.next(); !n.done; n = await it.next()) yield n.value as Buffer;
  }
  const head = first.value as Buffer;
  let bytes = 0;
  const counted = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      bytes += chunk.length;
      if (bytes > limit) throw tooLarge(`The CSV is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
      yield chunk;
    }
  };
  if (head[0] === 0x1f && head[1] === 0x8b) {
    const gunzip = createGunzip();
    const feeding = pipeline(Readable.from(all()), gunzip).catch((error: Error) => gunzip.destroy(error));
    try {
      yield* counted(gunzip);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if ((error as { code?: string }).code?.startsWith("Z_"))
        throw validationFailed({ file: ["The file is not a valid gzip file."] }, "The file is not a valid gzip file.");
      throw error;
    } finally {
      await feeding;
    }
  } else {
    yield* counted(all());
  }
}

/** Lines of UTF-8 text; a line longer than LINE_MAX arrives cut, flagged `tooLong`. */
async function* linesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<{ text: string; tooLong: boolean }> {
  const decoder = new TextDecoder("utf-8");
  let pending = "";
  let tooLong = false;
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    let nl: number;
    while ((nl = pending.indexOf("\n")) >= 0) {
      yield { text: pending.slice(0, nl).replace(/\r$/, ""), tooLong };
      pending = pending.slice(nl + 1);
      tooLong = false;
    }
    if (pending.length > LINE_MAX) {
      pending = pending.slice(0, LINE_MAX);
      tooLong = true;
    }
  }
  pending += decoder.decode();
  if (pending) yield { text: pending, tooLong };
}

export async function importAffinityFile(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  request: FastifyRequest,
): Promise<AffinityUploadResult> {
  const { track } = await requireTrackAbility(ctx.db, user, trackId, whyNotAutoAssign);
  const { byEmail, papers } = await ctx.db.transaction().execute(async (trx) => {
    const data = await loadAssignmentData(trx, trackId);
    return {
      byEmail: new Map(data.members.map((m) => [m.email.trim().toLowerCase(), m.id])),
      papers: await repo.paperIdsOfTrack(trx, trackId),
    };
  });
  const read = affinityLineReader(papers, byEmail);
  const limit = ctx.config.affinityUploadLimitBytes;
  const result: AffinityUploadResult = { lines: 0, imported: 0, refused_count: 0, refused: [] };
  let replace = false;
  let sawFile = false;
  let batch: { paper_id: number; user_id: number; score: number }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await repo.upsertImportedAffinity(ctx.db, trackId, rows);
    result.imported += rows.length;
  };
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 100 } })) {
      if (part.type === "field") {
        if (part.fieldname !== "replace")
          throw validationFailed({ [part.fieldname]: ["This call does not take this field."] });
        if (sawFile) throw validationFailed({ replace: ["Send replace before the file."] });
        if (part.value !== "0" && part.value !== "1") throw validationFailed({ replace: ["replace must be 0 or 1."] });
        replace = part.value === "1";
        continue;
      }
      if (part.fieldname !== "file")
        throw validationFailed({ [part.fieldname]: ["This call does not take this field."] });
      sawFile = true;
      if (replace) await repo.saveAffinity(ctx.db, trackId, [], true);
      for await (const { text, tooLong } of linesOf(decoded(part.file, limit))) {
        result.lines++;
        const line = tooLong ? { reason: `The line is longer than ${LINE_MAX} characters.` } : read(text, result.lines);
        if ("skip" in line) continue;
        if ("reason" in line) {
          result.refused_count++;
          if (result.refused.length < REFUSED_SHOWN)
            result.refused.push({ line: result.lines, text: text.slice(0, 200), reason: line.reason });
          continue;
        }
        batch.push(line.row);
        if (batch.length >= BATCH) await flush();
      }
      if (part.file.truncated) throw tooLarge(`The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    }
    await flush();
  } catch (error) {
    const e = error as { statusCode?: number; code?: string };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413)
      throw tooLarge(`The file is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
    if (error instanceof AppError) throw error;
    if (e.statusCode && e.statusCode < 500) throw badRequest("The multipart body is malformed.");
    if (error instanceof Error && /multipart|boundary|Unexpected end|premature/i.test(error.message))
      throw badRequest("The multipart body is malformed.");
    throw error;
  }
  if (!sawFile) throw validationFailed({ file: ["Choose a CSV file (or a gzip of one)."] });
  await recordAudit(ctx.db, {
    actorId: user.id,
    action: "track.affinity_import",
    entityType: "track",
    entityId: trackId,
    confId: track.conf_id,
    details: { imported: result.imported, refused: result.refused_count, replace, file: true },
  });
  return result;
}
