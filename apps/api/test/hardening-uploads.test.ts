import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { AppContext } from "../src/context.js";
import { type DatabaseHandle, openDatabase } from "../src/db/connection.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { MINIMAL_PDF, insertConference, insertTrack } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { PartialUpload } from "./support/partialUpload.js";
import { freePort, ServerProcess } from "../../../test-support/index.js";
import { type ThrowawayDb, throwawayDatabase } from "./support/throwawayDb.js";

// Uploads whose browser stalls or leaves must never keep the upload-body slots
// (UPLOAD_READ_CONCURRENCY, 16 by default): real sockets against real server processes.

const SLOTS = 16;
const IDLE_MS = 1000;
let db: ThrowawayDb;
/** answers a body that goes silent for IDLE_MS with 408 */
let idleServer: ServerProcess;
/** an idle bound far beyond the test's length: only the hang-up itself can free a slot */
let patientServer: ServerProcess;
let database: DatabaseHandle;
let local: { app: FastifyInstance; ctx: AppContext };
let attacker: TestUser;
let author: TestUser;
let fields: { conf_id: number; track_id: number; keywords: string; abstract: string };
/** the servers' temp directory: paper files wait there while they are read (http/uploadSpool.ts) */
let tempDir: string;
const LIMIT_MB = 1;

beforeAll(async () => {
  db = await throwawayDatabase(TEST_ENGINE, process.env.TEST_DATABASE_URL, "uploads");
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-uploads-test-"));
  const env = {
    TMPDIR: tempDir,
    UPLOAD_LIMIT_MB: String(LIMIT_MB),
    DATABASE_URL: db.url,
    MAIL_WORKER: "off",
    AUTH_RATE_LIMIT: "1000",
    LOG_LEVEL: "info",
    UPLOAD_READ_CONCURRENCY: String(SLOTS),
  };
  idleServer = new ServerProcess(await freePort(), {
    ...env,
    UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS),
    HTTP_CONNECTION_TIMEOUT_MS: "3000",
  });
  patientServer = new ServerProcess(await freePort(), { ...env, UPLOAD_IDLE_TIMEOUT_MS: "600000" });
  // one after the other: the first one migrates the database
  await idleServer.start();
  await patientServer.start();
  // an in-process app on the same database lends the fixtures a context (it serves no requests)
  database = openDatabase(db.url);
  local = await buildApp({
    config: {
      ...loadConfig({ DATABASE_URL: db.url, AUTH_RATE_LIMIT: "1000" }),
      webDist: undefined,
      runMailWorker: false,
    },
    database,
    logger: false,
  });
  const chair = await createUser(local.app, local.ctx);
  attacker = await createUser(local.app, local.ctx);
  author = await createUser(local.app, local.ctx);
  const { id: confId } = await insertConference(local.ctx, chair.id, { disable_multiple_authors: 0 });
  fields = {
    conf_id: confId,
    track_id: await insertTrack(local.ctx, confId),
    keywords: "uploads",
    abstract: "An honest paper.",
  };
}, 90_000);

afterAll(async () => {
  await Promise.all([idleServer?.stop(), patientServer?.stop()]);
  await local?.app.close();
  await database?.close();
  await db?.drop();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

/** A whole upload from a browser (an honest PDF unless `data` says otherwise); status null when no answer came within 15 s. */
async function honestUpload(
  server: ServerProcess,
  title: string,
  data: Buffer = MINIMAL_PDF,
): Promise<{ status: number | null; ms: number; text?: string }> {
  const mp = multipartBody({ ...fields, paper_title: title }, [
    { name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data },
  ]);
  const started = Date.now();
  try {
    const res = await fetch(`${server.origin}/api/paper`, {
      method: "POST",
      headers: { ...mp.headers, authorization: `Bearer ${author.token}` },
      body: new Uint8Array(mp.payload),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    return { status: res.status, ms: Date.now() - started, text };
  } catch {
    return { status: null, ms: Date.now() - started };
  }
}

const stalled = (server: ServerProcess, n: number, title: string) =>
  Array.from(
    { length: n },
    (_, i) =>
      new PartialUpload(server.port, "/api/paper", {
        token: attacker.token,
        fields: { ...fields, paper_title: `${title} ${i}` },
        fileStart: MINIMAL_PDF.subarray(0, 40),
      }),
  );
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const titled = async (prefix: string) =>
  (
    await local.ctx.db.selectFrom("papers").select("paper_title").where("conf_id", "=", fields.conf_id).execute()
  ).filter((p) => p.paper_title.startsWith(prefix));

describe(`uploads that stall or are abandoned (${TEST_ENGINE})`, () => {
  it(`${SLOTS + 4} connections that send part of a body and go silent are answered 408; an honest upload succeeds within seconds`, async () => {
    const silent = stalled(idleServer, SLOTS + 4, "Stalled");
    await Promise.all(silent.map((s) => s.connected()));
    await pause(300);
    const honest = await honestUpload(idleServer, "Honest after a stall");
    expect(honest.status).toBe(200);
    expect(honest.ms).toBeLessThan(10_000);
    const answers = await Promise.all(
      silent.map((s) => Promise.race([s.answer, pause(10_000).then(() => ({ status: null, text: "" }))])),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(PartialUpload.bodyOf(answer.text)).toMatchObject({
        success: false,
        code: "request_timeout",
        result: null,
      });
    }
    expect(await titled("Stalled")).toEqual([]);
    // and again: the slots the silent bodies held are free for good
    expect((await honestUpload(idleServer, "Honest later")).status).toBe(200);
  }, 60_000);

  it("connections that hang up while queued for a slot, then those reading, give every slot back at once", async () => {
    const reading = stalled(patientServer, SLOTS, "Reading");
    await Promise.all(reading.map((s) => s.connected()));
    await pause(500);
    const queued = stalled(patientServer, SLOTS, "Queued");
    await Promise.all(queued.map((s) => s.connected()));
    await pause(500);
    for (const s of queued) s.hangUp();
    await pause(200);
    for (const s of reading) s.hangUp();
    const honest = await honestUpload(patientServer, "Honest after hang-ups");
    expect(honest.status).toBe(200);
    expect(honest.ms).toBeLessThan(5_000);
    expect(await titled("Reading")).toEqual([]);
    expect(await titled("Queued")).toEqual([]);
    // a browser that leaves is the client's doing: logged as such, never as a database outage
    await pause(300);
    expect(patientServer.output).toContain("client hung up during the upload");
    expect(patientServer.output).not.toContain("database unavailable");
  }, 60_000);

  it("a deadline rush where half the browsers give up mid-upload: every other upload lands, and the slots stay free", async () => {
    const quitters = stalled(patientServer, 3 * SLOTS, "Gave up");
    const uploads = Promise.all(Array.from({ length: 2 * SLOTS }, (_, i) => honestUpload(patientServer, `Rush ${i}`)));
    // they give up at scattered moments: some while reading, some still queued
    await Promise.all(quitters.map(async (s, i) => (await s.connected(), await pause((i * 37) % 400), s.hangUp())));
    const answers = await uploads;
    expect(answers.map((a) => a.status)).toEqual(Array(2 * SLOTS).fill(200));
    expect(await titled("Rush")).toHaveLength(2 * SLOTS);
    expect(await titled("Gave up")).toEqual([]);
    const after = await honestUpload(patientServer, "Honest after the rush");
    expect(after.status).toBe(200);
    expect(after.ms).toBeLessThan(5_000);
  }, 60_000);

  it("any request that goes silent mid-body has its connection closed by the server (HTTP_CONNECTION_TIMEOUT_MS)", async () => {
    const socket = net.connect(idleServer.port, "127.0.0.1");
    const started = Date.now();
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"`,
    );
    socket.on("error", () => undefined);
    const closedAfter = await Promise.race([
      new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started))),
      pause(15_000).then(() => null),
    ]);
    socket.destroy();
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(10_000);
    await pause(300);
    expect(idleServer.output).not.toContain("database unavailable");
  }, 30_000);

  it("no upload leaves a temporary file behind: stored, refused (413, 415), timed out or abandoned", async () => {
    const tooLarge = await honestUpload(patientServer, "Too large", Buffer.alloc(LIMIT_MB * 1024 * 1024 + 1, 0x25));
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.text!).message).toBe(`The file is larger than ${LIMIT_MB} MB.`);
    const notPdf = await honestUpload(patientServer, "Not a PDF", Buffer.from("plain text, named paper.pdf"));
    expect(notPdf.status).toBe(415);
    expect(await titled("Too large")).toEqual([]);
    expect(await titled("Not a PDF")).toEqual([]);
    await pause(300);
    // the servers spooled their uploads there (tsx keeps its cache beside them), and kept none
    const spools = fs.readdirSync(tempDir).filter((name) => name.startsWith("symposia-uploads-"));
    expect(spools).toHaveLength(2);
    expect(spools.flatMap((dir) => fs.readdirSync(path.join(tempDir, dir)))).toEqual([]);
  }, 30_000);
});
