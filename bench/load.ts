// Load benchmark ("Load"): autocannon against the real API server (a child process running the
// compiled dist/server.js, built first) on SQLite and on PostgreSQL:
//   1. a read-heavy mix: the conference list, pages of the paper list of a 10,000-paper conference
//      (by title, and searched) and paper details, next to a bare Fastify route (another child
//      process) answering the very same JSON bodies from memory, in the same run, as a ratio;
//      the mix is also run on a second API process with kept answers off (RESPONSE_CACHE_MB=0), so
//      the cost of computing every answer afresh is reported next to it; the three are measured
//      in alternating slices, so a change in the machine's load falls on all of them alike;
//   2. a deadline spike: 500 authors submitting a 1 MB PDF at the same moment; every submission must
//      succeed and be stored, numbered gap-free.
// Then each route of the mix alone on the computed path (req/s, p50, p99, statements per request:
// bench/loadRoutes.ts), and the mix read while 20 reviewers save a draft or a bid once a second each
// (bench/loadWrites.ts: read throughput, p99, kept-answer hit rate).
// The server's peak memory (RSS of the child, sampled every 50 ms) is reported for every phase.
// Targets: zero errors and zero lost submissions in the spike; read mix >= 1/4 of the bare route's
// throughput; computed mix >= 0.10 (SQLite) / 0.07 (PostgreSQL) of it with p50 < 10 ms; peak
// memory < 300 MB. Ratios are taken within one run: the absolute figures move with the machine.
//
//   npm run bench -- load [--quick] [--sqlite|--postgres] [--reads | --spike-only] [--compressed] [--reviewed]
//   (--reads: the read phases only, without the reads during writes and the deadline spike;
//   --compressed: the read mix's client accepts brotli and gzip as a browser does, so the server
//   compresses its answers; the bare route still answers uncompressed, so the ratios then include
//   the compression and are not the targets' ratios; --reviewed: the conference is in its review
//   period, three reviewers per paper and most reviews submitted on a custom form, bench/reviewSeed.ts)
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/symposia_dev (a throwaway schema is made and dropped)
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { throwawayDatabase } from "../apps/api/test/support/throwawayDb.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import { type CannonResult, fire, fireTimed, mergeRuns, rps, type TimedRun } from "./loadCannon.js";
import { apiServer, bareServer, type Child } from "./loadProcess.js";
import { freePort } from "../test-support/index.js";
import { analyzeSchema, benchEngines, benchPostgresUrl } from "./pgBase.js";
import { seedSessions } from "./loadSeed.js";
import { SEARCH_TERM, seedPapers } from "./papersSeed.js";
import { seedReviews } from "./reviewSeed.js";
import { paperListPath, printRouteTable, type RouteGroup, routeTable } from "./loadRoutes.js";
import { writeMix } from "./loadWrites.js";
import { seedReviewers } from "./loadWriteSeed.js";

type Engine = "sqlite" | "postgres";

interface Options {
  quick: boolean;
  papers: number;
  /** seconds of each measured read run */
  seconds: number;
  /** seconds of each route's own run in the per-route table */
  routeSeconds: number;
  connections: number;
  spikeAuthors: number;
  /** --spike-only: only the deadline spike, on a freshly started server (the read phases are skipped) */
  spikeOnly: boolean;
  engines: Engine[];
  /** --reads: only the read phases (the mix, computed, bare, per route): no writes, no spike */
  readsOnly: boolean;
  /** --compressed: the Accept-Encoding a browser sends, on the read mix's requests */
  acceptEncoding?: string;
  /** the conference is in its review period (bench/reviewSeed.ts) */
  reviewed: boolean;
}

const TARGET = { ratio: 0.25, peakMb: 300, computedP50Ms: 10, computedRatio: { sqlite: 0.1, postgres: 0.07 } };
const WRITING_REVIEWERS = 20;
/** rounds of the read mix, each server measured once a round (interleavedReads) */
const READ_SLICES = 5;
// Random bytes after the header: real PDFs are compressed, so nothing shrinks them on the way.
const ONE_MB_PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(1024 * 1024 - 9)]);

function parseOptions(args: string[]): Options {
  const quick = args.includes("--quick");
  const engines: Engine[] = args.includes("--sqlite")
    ? ["sqlite"]
    : args.includes("--postgres")
      ? ["postgres"]
      : ["sqlite", "postgres"];
  return {
    quick,
    papers: quick ? 2000 : 10_000,
    seconds: quick ? 5 : 20,
    routeSeconds: quick ? 2 : 5,
    connections: 10,
    spikeAuthors: quick ? 100 : 500,
    spikeOnly: args.includes("--spike-only"),
    engines,
    readsOnly: args.includes("--reads"),
    acceptEncoding: args.includes("--compressed") ? "gzip, deflate, br" : undefined,
    reviewed: args.includes("--reviewed"),
  };
}

/** A throwaway database per engine: a temp SQLite file, or a schema on BENCH_PG_URL (dropped afterwards). */
async function openEngine(engine: "sqlite" | "postgres"): Promise<{ url: string; cleanup(): Promise<void> }> {
  const db = await throwawayDatabase(engine, (await benchPostgresUrl()) ?? undefined, "bench_load");
  return { url: db.url, cleanup: db.drop };
}

/** The read mix: 10 conference lists, 25 paper-list pages, 5 searched pages, 60 paper details. */
function readMix(confId: number, paperIds: number[]): string[] {
  const list = (page: number, search?: string) => paperListPath(confId, page, search);
  const paths: string[] = [];
  for (let i = 0; i < 100; i++) {
    if (i % 10 === 0) paths.push("/api/conference");
    else if (i % 4 === 1) paths.push(list((i % 20) + 1));
    else if (i % 20 === 3) paths.push(list((i % 5) + 1, SEARCH_TERM));
    else paths.push(`/api/paper/${paperIds[(i * 7919) % paperIds.length]}`);
  }
  return paths;
}

/** The read mix's routes, each on its own (the per-route table). */
function routeGroups(paths: readonly string[]): RouteGroup[] {
  const distinct = [...new Set(paths)];
  return [
    { name: "conference list", paths: distinct.filter((p) => p === "/api/conference") },
    {
      name: "paper list",
      paths: distinct.filter((p) => p.startsWith("/api/paper/all/") && !p.includes("param_search")),
    },
    { name: "paper list, searched", paths: distinct.filter((p) => p.includes("param_search")) },
    { name: "paper details", paths: distinct.filter((p) => /^\/api\/paper\/\d+$/.test(p)) },
  ];
}

/** The read mix's requests against `target` for `seconds`, each answer's latency recorded. */
function readSlice(target: Child, paths: string[], token: string, seconds: number, opts: ReadOptions) {
  let next = 0;
  return fireTimed({
    url: target.origin,
    connections: opts.connections,
    duration: seconds,
    headers: {
      authorization: `Bearer ${token}`,
      ...(opts.acceptEncoding ? { "accept-encoding": opts.acceptEncoding } : {}),
    },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
}

type ReadOptions = Pick<Options, "connections" | "acceptEncoding">;

/**
 * The read mix against several servers in alternating slices (`READ_SLICES` rounds, each server
 * `seconds / READ_SLICES` a round, the order turning each round), each server's slices merged
 * into one run. The machine's load moves from minute to minute; measured one after the other,
 * two servers met different loads and their ratio moved with it. Taken in turns, they share it.
 */
async function interleavedReads(
  targets: readonly Child[],
  paths: string[],
  token: string,
  seconds: number,
  opts: ReadOptions,
): Promise<{ result: CannonResult; peakMb: number }[]> {
  // warm each up (JIT, caches, pools) before any is measured
  for (const target of targets) await readSlice(target, paths, token, 2, opts);
  const slices = targets.map(() => [] as TimedRun[]);
  for (const target of targets) target.resetPeak();
  for (let round = 0; round < READ_SLICES; round++) {
    for (let k = 0; k < targets.length; k++) {
      const i = (round + k) % targets.length;
      slices[i]!.push(await readSlice(targets[i]!, paths, token, seconds / READ_SLICES, opts));
    }
  }
  return targets.map((target, i) => ({ result: mergeRuns(slices[i]!), peakMb: target.peakMb }));
}

function multipartSubmission(confId: number, trackId: number): { body: Buffer; contentType: string } {
  const boundary = `----symposiaload${randomBytes(8).toString("hex")}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field("conf_id", String(confId)) +
    field("track_id", String(trackId)) +
    field("paper_title", "Spike submission") +
    field("keywords", "deadline, spike") +
    field("abstract", "Submitted in the last minute.") +
    `--${boundary}\r\nContent-Disposition: form-data; name="paper_file"; filename="paper.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), ONE_MB_PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function spikeRun(
  api: Child,
  confId: number,
  trackId: number,
  tokens: string[],
): Promise<{ result: CannonResult; peakMb: number; seconds: number }> {
  const { body, contentType } = multipartSubmission(confId, trackId);
  let next = 0;
  api.resetPeak();
  const started = performance.now();
  const result = await fire({
    url: api.origin,
    connections: tokens.length,
    amount: tokens.length,
    timeout: 600,
    requests: [
      {
        method: "POST",
        path: "/api/paper",
        body,
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": contentType, authorization: `Bearer ${tokens[next++ % tokens.length]}` },
        }),
      },
    ],
  });
  return { result, peakMb: api.peakMb, seconds: (performance.now() - started) / 1000 };
}

const fmt = (r: CannonResult) =>
  `${rps(r).toFixed(0).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(5)} ms  ` +
  `p99 ${String(r.latency.p99).padStart(5)} ms  errors ${r.errors + r.timeouts}  ` +
  `non-2xx ${r.non2xx}`;

type Verdict = readonly [what: string, met: boolean];

/**
 * The read phases on `api`: the read mix against the bare route, the computed mix on a second
 * server with kept answers off, each route alone, and the mix read while reviewers write.
 */
async function readPhases(
  engine: Engine,
  opts: Options,
  api: Child,
  work: string,
  world: Awaited<ReturnType<typeof seedPapers>>,
  paperIds: number[],
  reviewers: Awaited<ReturnType<typeof seedReviewers>>,
  bidPapers: number[],
  url: string,
): Promise<{ verdicts: Verdict[]; peakMb: number }> {
  const paths = readMix(world.confId, paperIds);
  const bodies: Record<string, string> = {};
  for (const p of new Set(paths)) {
    const res = await fetch(`${api.origin}${p}`, { headers: { authorization: `Bearer ${world.chairToken}` } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${text.slice(0, 200)}`);
    bodies[p] = text;
  }
  const bodiesFile = path.join(work, "bodies.json");
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const bytes = Object.values(bodies).reduce((n, b) => n + b.length, 0);
  console.log(
    `[${engine}] read mix: ${paths.length} paths (${new Set(paths).size} ` +
      `distinct, ${(bytes / 1024).toFixed(0)} KB of JSON), ${opts.connections} ` +
      `connections, ${opts.seconds} s each, in ${READ_SLICES} alternating slices` +
      (opts.acceptEncoding ? `; Accept-Encoding: ${opts.acceptEncoding} (the bare route answers uncompressed)` : ""),
  );
  const bare = bareServer(bodiesFile, await freePort());
  // The same mix with kept answers turned off: what every request costs when computed afresh
  // (after a write, or for a caller whose answers are not kept yet).
  const cold = apiServer(url, await freePort(), { RESPONSE_CACHE_MB: "0" });
  let apiRead: { result: CannonResult; peakMb: number };
  let bareRead: typeof apiRead;
  let coldRead: typeof apiRead;
  let routes: Awaited<ReturnType<typeof routeTable>>;
  try {
    await bare.start("/health");
    await cold.start("/api/health");
    const reads = await interleavedReads([api, bare, cold], paths, world.chairToken, opts.seconds, opts);
    [apiRead, bareRead, coldRead] = [reads[0]!, reads[1]!, reads[2]!];
    routes = await routeTable(cold, url, routeGroups(paths), world.chairToken, opts.routeSeconds, opts.connections);
  } finally {
    await bare.stop();
    await cold.stop();
  }
  const ratio = rps(apiRead.result) / rps(bareRead.result);
  console.log(`[${engine}]   API  read mix ${fmt(apiRead.result)}  peak RSS ${apiRead.peakMb.toFixed(0)} MB`);
  console.log(`[${engine}]   API  no cache ${fmt(coldRead.result)}  peak RSS ${coldRead.peakMb.toFixed(0)} MB`);
  console.log(`[${engine}]   bare route    ${fmt(bareRead.result)}  peak RSS ${bareRead.peakMb.toFixed(0)} MB`);
  const computedRatio = rps(coldRead.result) / rps(bareRead.result);
  console.log(
    `[${engine}]   ratio API/bare ${ratio.toFixed(2)} (target >= ${TARGET.ratio}); without ` +
      `kept answers ${computedRatio.toFixed(3)} (target >= ${TARGET.computedRatio[engine]})`,
  );
  printRouteTable(engine, routes);

  const readVerdicts: Verdict[] = [
    [
      `computed read mix >= ${TARGET.computedRatio[engine]} of bare (${computedRatio.toFixed(3)})`,
      computedRatio >= TARGET.computedRatio[engine],
    ],
    [
      `computed p50 < ${TARGET.computedP50Ms} ms (${coldRead.result.latency.p50} ms)`,
      coldRead.result.latency.p50 < TARGET.computedP50Ms,
    ],
    [`computed peak memory < ${TARGET.peakMb} MB (${coldRead.peakMb.toFixed(0)} MB)`, coldRead.peakMb < TARGET.peakMb],
    [`read mix >= ${TARGET.ratio} of bare`, ratio >= TARGET.ratio],
    ["read mix without errors", apiRead.result.errors + apiRead.result.timeouts + apiRead.result.non2xx === 0],
  ];
  const readsPeak = Math.max(apiRead.peakMb, coldRead.peakMb);
  if (opts.readsOnly) return { verdicts: readVerdicts, peakMb: readsPeak };

  // ---- reads while 20 reviewers write ------------------------------------------------------------
  const writing = await writeMix(
    api,
    world.chairToken,
    paths,
    reviewers,
    world.confId,
    bidPapers,
    opts.seconds,
    opts.connections,
  );
  const hitRate = writing.reads ? writing.hits / writing.reads : 0;
  console.log(
    `[${engine}]   reads while ${WRITING_REVIEWERS} reviewers write: ${fmt(writing.read)}  kept-answer hits ${(100 * hitRate).toFixed(0)}%  ` +
      `writes ${writing.writes} (${(writing.writes / opts.seconds).toFixed(1)}/s, failed ${writing.writeFailures})  peak RSS ${writing.peakMb.toFixed(0)} MB`,
  );
  const verdicts: Verdict[] = [
    ...readVerdicts,
    [
      "reads during writes without errors, writes all saved",
      writing.read.errors + writing.read.timeouts + writing.read.non2xx === 0 && writing.writeFailures === 0,
    ],
  ];
  return { verdicts, peakMb: Math.max(readsPeak, writing.peakMb) };
}

async function runEngine(engine: Engine, opts: Options): Promise<boolean> {
  const { url, cleanup } = await openEngine(engine);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-load-bodies-"));
  let api: Child | null = null;
  try {
    // ---- seed, then close: the server process is the only writer from here on -----------------
    const seeding = openDatabase(url);
    await migrateToLatest(seeding.db);
    const world = await seedPapers(seeding.db, opts.papers);
    if (opts.reviewed) await seedReviews(seeding.db, world.confId, world.trackIds);
    const spikeTokens = await seedSessions(seeding.db, opts.spikeAuthors);
    const reviewers = await seedReviewers(seeding.db, world.confId, world.trackIds[0]!, WRITING_REVIEWERS);
    const bidPapers = (
      await seeding.db
        .selectFrom("papers")
        .select("id")
        .where("track_id", "=", world.trackIds[0]!)
        .orderBy("id")
        .execute()
    ).map((p) => p.id);
    const paperIds = (
      await seeding.db.selectFrom("papers").select("id").where("conf_id", "=", world.confId).orderBy("id").execute()
    ).map((p) => p.id);
    if (engine === "postgres") await analyzeSchema(seeding.db);
    await seeding.close();
    console.log(`[${engine}] seeded ${opts.papers} papers and ${opts.spikeAuthors} spike authors`);

    api = apiServer(url, await freePort());
    await api.start("/api/health");
    const reads = opts.spikeOnly
      ? null
      : await readPhases(engine, opts, api, work, world, paperIds, reviewers, bidPapers, url);
    if (opts.readsOnly) {
      for (const [what, met] of reads!.verdicts) console.log(`[${engine}]   ${met ? "met   " : "MISSED"} ${what}`);
      return reads!.verdicts.every(([, met]) => met);
    }

    // ---- the deadline spike ----------------------------------------------------------------------
    const before = api.currentMb;
    const spike = await spikeRun(api, world.confId, world.trackIds[0]!, spikeTokens);
    await api.stop();
    api = null;
    const check = openDatabase(url);
    const stored = await check.db
      .selectFrom("papers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("conf_id", "=", world.confId)
      .where("paper_title", "=", "Spike submission")
      .executeTakeFirstOrThrow();
    const seq = await sql<{ n: number; lo: number; hi: number; distinct_n: number }>`
      select count(*) as n, min(paper_sequence) as lo, max(paper_sequence) as hi, count(distinct paper_sequence) as distinct_n
      from papers where conf_id = ${world.confId}`.execute(check.db);
    await check.close();
    const s = seq.rows[0]!;
    const gapFree = Number(s.lo) === 1 && Number(s.hi) === Number(s.n) && Number(s.distinct_n) === Number(s.n);
    const ok2xx = spike.result["2xx"];
    const lost = ok2xx - Number(stored.n);
    console.log(
      `[${engine}]   spike: ${opts.spikeAuthors} x 1 MB submissions at once: ${ok2xx} answered 200 in ${spike.seconds.toFixed(1)} s, ` +
        `p50 ${spike.result.latency.p50} ms, p99 ${spike.result.latency.p99} ms, ` +
        `errors ${spike.result.errors + spike.result.timeouts}, non-2xx ${spike.result.non2xx}, ` +
        `stored ${Number(stored.n)} (lost ${lost}), sequences gap-free ${gapFree}, ` +
        `RSS ${before.toFixed(0)} MB before, peak ${spike.peakMb.toFixed(0)} MB`,
    );

    const peak = Math.max(reads?.peakMb ?? 0, spike.peakMb);
    const verdicts: Verdict[] = [
      ...(reads?.verdicts ?? []),
      [
        "spike: zero errors",
        ok2xx === opts.spikeAuthors && spike.result.errors + spike.result.timeouts + spike.result.non2xx === 0,
      ],
      ["spike: zero lost submissions", lost === 0 && Number(stored.n) === opts.spikeAuthors && gapFree],
      [`peak memory < ${TARGET.peakMb} MB (${peak.toFixed(0)} MB)`, peak < TARGET.peakMb],
    ];
    for (const [what, met] of verdicts) console.log(`[${engine}]   ${met ? "met   " : "MISSED"} ${what}`);
    return verdicts.every(([, met]) => met);
  } finally {
    await api?.stop();
    fs.rmSync(work, { recursive: true, force: true });
    await cleanup();
  }
}

export default async function loadBenchmark(args: string[]): Promise<void> {
  const opts = { ...parseOptions(args), engines: await benchEngines(args) };
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(
    `load benchmark${opts.quick ? " (quick)" : ""}: ${opts.papers} papers, spike of ${opts.spikeAuthors}, engines ${opts.engines.join(" + ")}; ` +
      `${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, load average ${load}, node ${process.version}`,
  );
  const verdicts: string[] = [];
  for (const engine of opts.engines) {
    try {
      verdicts.push(`${engine}: ${(await runEngine(engine, opts)) ? "targets met" : "TARGETS MISSED"}`);
    } catch (error) {
      verdicts.push(`${engine}: could not run (${error instanceof Error ? error.message : String(error)})`);
      process.exitCode = 1;
    }
  }
  console.log(`\n${verdicts.join("\n")}`);
}
