// The conference archive of 1,000 papers streams in bounded memory: the papers' final versions
// (64 KiB each, 62.5 MiB in all) are downloaded over real HTTP and read chunk by chunk; every MiB
// the test forces a garbage collection and samples the memory still in use (V8 heap + Buffers), so
// the figure is what the server holds, not garbage waiting to be collected. An export that read
// the files before sending (or kept them) would hold about 62 MiB; the stream holds a few files.
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { conferenceWithFinals } from "./support/proceedingsSeed.js";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const PAPERS = 1000;
const FILE_BYTES = 64 * 1024;
const MiB = 1024 * 1024;

let t: TestApp;
let chair: TestUser;
let origin: string;
let confId: number;

const live = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/** Downloads the archive over HTTP; answers the bytes and the peak live memory over the start. */
function download(): Promise<{ bytes: number; peak: number; entries: number }> {
  gc();
  const base = live();
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}/api/conference/export/${confId}?format=archive`,
      { headers: { authorization: `Bearer ${chair.token}` } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
        let bytes = 0;
        let nextSample = MiB;
        let peak = 0;
        let entries = 0;
        let tail = Buffer.alloc(0);
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          tail = Buffer.concat([tail, chunk]).subarray(-22);
          if (bytes < nextSample) return;
          nextSample += MiB;
          gc();
          peak = Math.max(peak, live() - base);
        });
        res.on("end", () => {
          // the end-of-central-directory record counts the entries
          if (tail.readUInt32LE(0) === 0x06054b50) entries = tail.readUInt16LE(10);
          resolve({ bytes, peak, entries });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  chair = await createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair", affiliation: "Chair Institute" });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  confId = await conferenceWithFinals(t, chair.id, PAPERS, FILE_BYTES);
}, 300_000);
afterAll(async () => {
  await t.close();
});

describe("the archive of a 1,000-paper conference", () => {
  it("streams every file while holding far less than the files' size", async () => {
    const { bytes, peak, entries } = await download();
    expect(entries).toBe(PAPERS + 1); // the manifest and every final version
    expect(bytes).toBeGreaterThan(PAPERS * FILE_BYTES);
    console.log(`archive ${(bytes / MiB).toFixed(1)} MiB, peak live growth ${(peak / MiB).toFixed(1)} MiB`);
    expect(peak).toBeLessThan((PAPERS * FILE_BYTES) / 4);
  }, 300_000);
});
