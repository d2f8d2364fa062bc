// Paper files go into the database. A burst of large uploads (200 authors pressing Submit in the
// last minute) would otherwise take every pooled connection for seconds, and requests queued for
// a connection longer than the pool's timeout would fail. Writes that carry a file therefore run
// a few at a time per process (PAPER_UPLOAD_CONCURRENCY); the rest wait here, without a timeout,
// holding no connection, and their files wait on disk (http/uploadSpool.ts), not in memory.
import { readFile } from "node:fs/promises";
import type { AppContext } from "../../context.js";
import type { UploadedFile } from "../../http/multipart.js";
import type { SpooledFile } from "../../http/uploadSpool.js";

/**
 * `work` with the call's files: a call without files runs at once (a registration writes a few
 * small rows); one with files waits for a slot, and only then are its files read from disk, so a
 * burst holds in memory the files being written, not every file waiting.
 */
export function withFiles<T>(
  ctx: AppContext,
  spooled: Record<string, SpooledFile>,
  work: (files: Record<string, UploadedFile>) => Promise<T>,
): Promise<T> {
  if (!Object.keys(spooled).length) return work({});
  return ctx.paperWriteSlots.run(async () => work(await readSpooled(spooled)));
}

async function readSpooled(files: Record<string, SpooledFile>): Promise<Record<string, UploadedFile>> {
  const read: Record<string, UploadedFile> = {};
  for (const [field, file] of Object.entries(files)) {
    const { fieldName, fileName, claimedType } = file;
    read[field] = { fieldName, fileName, claimedType, data: await readFile(file.path) };
  }
  return read;
}
