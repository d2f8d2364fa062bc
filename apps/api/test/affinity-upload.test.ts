// Affinity as a file: POST /track/affinity/{trackId} with a multipart CSV (or gzip of one) is read
// as a stream: malformed lines are reported (the first 100), not fatal; a 50 MB file goes through
// without holding it in memory twice; AFFINITY_UPLOAD_LIMIT_MB bounds the file and what it unzips to.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { type TestApp, call, createTestApp } from "./support/testApp.js";

/** A full garbage collection, so heap figures compare what is retained rather than what awaits collection. */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

let t: TestApp;
let chair: TestUser;
let trackId: number;
let members: TestUser[];
let paperIds: number[];

async function setUp(app: TestApp) {
  const c = await createUser(app.app, app.ctx);
  const confId = (await insertConference(app.ctx, c.id)).id;
  const track = await insertTrack(app.ctx, confId);
  const ms = await Promise.all([0, 1, 2].map(() => createUser(app.app, app.ctx)));
  for (const m of ms) await insertTpcMember(app.ctx, track, m.id);
  const author = await createUser(app.app, app.ctx);
  const ps = await Promise.all(
    [0, 1, 2].map(() => insertPaper(app.ctx, { confId, trackId: track, authorId: author.id })),
  );
  return { chair: c, trackId: track, members: ms, paperIds: ps.map((p) => p.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ chair, trackId, members, paperIds } = await setUp(t));
});
afterAll(async () => {
  await t?.close();
});

const upload = (app: TestApp, who: TestUser, track: number, data: Buffer, fields: Record<string, string> = {}) => {
  const mp = multipartBody(fields, [{ name: "file", fileName: "affinity.csv", contentType: "text/csv", data }]);
  return call(app.app, "POST", `/track/affinity/${track}`, { token: who.token, body: mp.payload, headers: mp.headers });
};

const scores = () =>
  t.ctx.db
    .selectFrom("assignment_affinity")
    .select(["paper_id", "user_id", "score", "source"])
    .where("track_id", "=", trackId)
    .orderBy("paper_id")
    .orderBy("user_id")
    .execute();

describe("a CSV file", () => {
  const csv = () =>
    [
      "paper_id,reviewer_email,score",
      `${paperIds[0]},${members[0]!.email},0.8`,
      `${paperIds[1]};${members[1]!.email.toUpperCase()};0.25`,
      "not,a,line,at all",
      `${paperIds[2]},nobody@example.org,0.5`,
      `${paperIds[2]},${members[2]!.email},1.5`,
      `999999,${members[2]!.email},0.5`,
      "",
      `${paperIds[2]},${members[2]!.email},0.5`,
    ].join("\r\n");

  it("stores the good lines and reports each malformed one with its reason", async () => {
    const answer = await upload(t, chair, trackId, Buffer.from(csv()));
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result).toMatchObject({ lines: 9, imported: 3, refused_count: 4 });
    expect(answer.body.result.refused.map((r: { line: number }) => r.line)).toEqual([4, 5, 6, 7]);
    expect(answer.body.result.refused[2].reason).toMatch(/0 to 1/);
    // in the order of the CSV's papers (their ids need not ascend: the papers are made side by side)
    const stored = await scores();
    const byPaper = paperIds.slice(0, 3).map((id) => stored.find((s) => s.paper_id === id));
    expect(byPaper.map((s) => [s?.score, s?.source])).toEqual([
      [0.8, "imported"],
      [0.25, "imported"],
      [0.5, "imported"],
    ]);
  });

  it("reads a gzip of the CSV the same way, and replace drops the earlier imported scores first", async () => {
    const only = `${paperIds[1]},${members[0]!.email},0.1\n`;
    const answer = await upload(t, chair, trackId, gzipSync(Buffer.from(only)), { replace: "1" });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result).toMatchObject({ lines: 1, imported: 1, refused_count: 0 });
    expect((await scores()).map((s) => [s.paper_id, s.user_id, s.score])).toEqual([[paperIds[1], members[0]!.id, 0.1]]);
  });

  it("answers 422 for a broken gzip and refuses other callers", async () => {
    const broken = gzipSync(Buffer.from("x".repeat(1000))).subarray(0, 30);
    const bad = await upload(t, chair, trackId, Buffer.concat([broken, Buffer.from("garbage")]));
    expect([400, 422]).toContain(bad.status);
    expect((await upload(t, members[0]!, trackId, Buffer.from("a,b,c"))).status).toBe(403);
  });

  it("streams a 50 MB file, reporting only the first 100 refused lines", async () => {
    const good = `${paperIds[0]},${members[1]!.email},0.3\n`;
    const bad = "oops\n";
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 50 * 1024 * 1024; i++) {
      const line = i % 10 === 0 ? bad : good;
      parts.push(line);
      size += line.length;
    }
    const data = Buffer.from(parts.join(""));
    parts.length = 0;
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const answer = await upload(t, chair, trackId, data);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.refused).toHaveLength(100);
    expect(answer.body.result.lines).toBeGreaterThan(1_000_000);
    expect(answer.body.result.refused_count).toBe(Math.ceil(answer.body.result.lines / 10));
    // nothing of the size of the file is kept once the answer is out (measured after a full collection:
    // without one, the garbage of a million parsed lines makes the heap figure meaningless)
    collectGarbage();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);
});

describe("AFFINITY_UPLOAD_LIMIT_MB", () => {
  it("bounds the file and what a gzip unzips to (413)", async () => {
    const small = await createTestApp({ env: { AFFINITY_UPLOAD_LIMIT_MB: "0.01" } });
    try {
      const w = await setUp(small);
      const line = `${w.paperIds[0]},${w.members[0]!.email},0.5\n`;
      const big = Buffer.from(line.repeat(Math.ceil(20_000 / line.length)));
      expect((await upload(small, w.chair, w.trackId, big)).status).toBe(413);
      expect((await upload(small, w.chair, w.trackId, gzipSync(big))).status).toBe(413);
      expect((await upload(small, w.chair, w.trackId, Buffer.from(line))).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
