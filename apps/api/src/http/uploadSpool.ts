// Upload files written to temporary files as their bytes arrive, for calls whose files wait for a
// write slot (paper submission and editing). Held in memory, every body being read would keep its
// file and the chunks it came in until a database write slot frees up; on disk, a file is read
// back only when its write begins, so a deadline burst holds PAPER_UPLOAD_CONCURRENCY files in
// memory, not UPLOAD_READ_CONCURRENCY.
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A file of a multipart call kept in a temporary file until the handler reads it. */
export interface SpooledFile {
  fieldName: string;
  fileName: string;
  /** the type the browser claimed; never trusted (files are checked by content) */
  claimedType: string;
  size: number;
  path: string;
}

/**
 * This process's directory of temporary upload files (mode 0700), named at the first upload and
 * made again should something clean the temp directory under a long-running server.
 */
let processDir: string | null = null;
function spoolDir(): string {
  processDir ??= mkdtempSync(join(tmpdir(), `symposia-uploads-${process.pid}-`));
  mkdirSync(processDir, { recursive: true, mode: 0o700 });
  return processDir;
}

/**
 * The temporary files of one request, in this process's directory under the OS temp directory,
 * removed when the request ends, answered or failed, so nothing half-written stays behind.
 */
export class UploadSpool {
  private readonly paths: string[] = [];
  private readonly writes: Promise<unknown>[] = [];

  /** Writes `stream` to a new file of the spool; answers its path and size once all is on disk. */
  async write(stream: Readable, signal?: AbortSignal): Promise<{ path: string; size: number }> {
    // No wait before the stream is taken up: a body that ends early ends the stream, and it must
    // have a reader then (the write stream opens its file by itself).
    const path = join(spoolDir(), randomUUID());
    this.paths.push(path);
    const file = createWriteStream(path, { flags: "wx", mode: 0o600 });
    const written = pipeline(stream, file, { signal });
    this.writes.push(written.catch(() => undefined));
    await written;
    return { path, size: file.bytesWritten };
  }

  /**
   * Removes every file of the spool, once no write is under way (a write cut off by its signal
   * settles at once; removed before, its file could still be made by the write stream's open).
   */
  async dispose(): Promise<void> {
    await Promise.all(this.writes.splice(0));
    await Promise.all(this.paths.splice(0).map((path) => rm(path, { force: true })));
  }
}
