// The proceedings stream for 1,000 papers without the process's memory growing with
// them. camera-ready.test.ts checks the archive's content over HTTP (inject buffers the whole
// answer, so it cannot see streaming); here the stream is read directly and slowly, counting the
// final versions the server fetched from the database against the bytes the reader has taken.
// What the server holds is bounded by a few files, whatever the number of papers.
import { describe, expect, it } from "vitest";
import type { KyselyPlugin } from "kysely";
import type { Readable } from "node:stream";
import type { AuthUser } from "../src/http/auth.js";
import { proceedings } from "../src/features/cameraReady/proceedings.js";
import { useTestApp } from "./support/useTestApp.js";
import { conferenceWithFinals } from "./support/proceedingsSeed.js";
import { createUser } from "./support/factories.js";

// Count the final files the proceedings read: every answer row carrying a file's bytes, the real
// queries passing through unchanged. (A plugin on the context's database, not a module mock, so the
// count holds however the test files share their modules.)
const fetched = { files: 0, bytes: 0 };
const countFinalFiles: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async ({ result }) => {
    for (const row of result.rows as Record<string, unknown>[])
      if (Buffer.isBuffer(row.data) || row.data instanceof Uint8Array) {
        fetched.files += 1;
        fetched.bytes += (row.data as Uint8Array).length;
      }
    return result;
  },
};

const t = useTestApp();

const N = 1000;
const FILE_SIZE = 32 * 1024;

/** Reads `stream` chunk by chunk, yielding to the event loop between reads like a slow client. */
async function readSlowly(stream: Readable, onChunk: (chunk: Buffer, consumed: number) => void): Promise<number> {
  let consumed = 0;
  for await (const chunk of stream) {
    consumed += (chunk as Buffer).length;
    onChunk(chunk as Buffer, consumed);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return consumed;
}

/** Where the entry after the first `count` ZIP entries starts (local headers: size at 18, name length at 26, extra at 28). */
function offsetAfterEntries(head: Buffer, count: number): number {
  let at = 0;
  for (let i = 0; i < count; i++)
    at += 30 + head.readUInt16LE(at + 26) + head.readUInt16LE(at + 28) + head.readUInt32LE(at + 18);
  return at;
}

describe("the proceedings of 1,000 papers stream", () => {
  it("fetch each final version only as the reader gets to it: never more than a few files ahead of the reader", async () => {
    const chair = await createUser(t.app, t.ctx, { first_name: "Petra", last_name: "Proceedings" });
    const confId = await conferenceWithFinals(t, chair.id, N, FILE_SIZE);
    const role = (
      await t.ctx.db.selectFrom("users").select("role").where("id", "=", chair.id).executeTakeFirstOrThrow()
    ).role;
    const user: AuthUser = {
      id: chair.id,
      first_name: chair.first_name,
      last_name: chair.last_name,
      email: chair.email,
      affiliation: null,
      role: String(role),
      sessionId: 0,
    };

    fetched.files = 0;
    fetched.bytes = 0;
    const { stream } = await proceedings({ ...t.ctx, db: t.ctx.db.withPlugin(countFinalFiles) }, user, confId);
    // nobody reads yet: the server may prepare the start, not the archive
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(fetched.files).toBeLessThanOrEqual(4);

    const samples: { consumed: number; files: number }[] = [];
    const head: Buffer[] = [];
    let headBytes = 0;
    const before = process.memoryUsage().arrayBuffers;
    let externalPeak = 0;
    const total = await readSlowly(stream, (chunk, consumed) => {
      if (headBytes < 2 * 1048576) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      samples.push({ consumed, files: fetched.files });
      externalPeak = Math.max(externalPeak, process.memoryUsage().arrayBuffers - before);
    });

    // the papers' entries follow metadata.csv and metadata.json, each header + name + FILE_SIZE bytes
    const firstPaper = offsetAfterEntries(Buffer.concat(head), 2);
    const entrySize = 30 + "paper-001.pdf".length + FILE_SIZE;
    // papers the reader has started to receive, against papers the server has fetched
    const aheadMax = Math.max(
      ...samples.map((s) => s.files - Math.max(0, Math.ceil((s.consumed - firstPaper) / entrySize))),
    );
    expect(fetched.files).toBe(N);
    expect(total).toBeGreaterThan(N * FILE_SIZE);
    // a few files at most, against 1,000 × 32 KB = 32 MB in the archive
    expect(aheadMax).toBeLessThanOrEqual(3);
    // recorded for docs/capability-tests.md; not asserted, the collector decides when buffers go
    console.info(
      `proceedings stream: ${N} files, ${(total / 1048576).toFixed(1)} MB read, at ` +
        `most ${aheadMax} file(s) fetched ahead of the reader, arrayBuffers peak ` +
        `+${(externalPeak / 1048576).toFixed(1)} MB`,
    );
  }, 180_000);
});
