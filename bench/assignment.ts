// Reviewer auto-assignment benchmark:
//   npm run bench -- assignment [--quick] [--no-http] [--sqlite|--postgres] [--conference-scale <scale>]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/symposia_dev (a throwaway schema is made and dropped)
// Scales: 21,575 papers × 20,518 reviewers × 4 (the largest conference on record) and
// 1,000 × 100 × 3, with preferences (bench/assignmentInstance.ts): each member bids on about 40
// papers (10 yes, 15 maybe, 15 no), 20 topics, 1% of (paper, reviewer) pairs conflicted. For the
// algorithm alone and for the whole HTTP calls on SQLite and PostgreSQL — the preview
// (POST /api/track/paper-reviewer-auto-assign with preview: true: reads, conflict rules, solver,
// draft) and the deploy (POST /api/track/auto-assign-deploy: the fingerprint check and the writes)
// — each case in a fresh child process so the peak memory (max RSS) is its own. Reports time, peak
// memory, largest load / lower bound (target 1.0), conflicts violated (target 0), `no` bids
// assigned and total preference. Target: preview and deploy each under 60 s at the largest scale.
// The conference-wide case (`conference:<scale>`, POST /conference/auto-assign's instance) spreads
// the same papers and members over 10 tracks (paper p in track p mod 10, member r in track r mod 10,
// one member in 10 in the next track too) and solves them as one instance where a member may take
// only papers of their tracks (the tracks as the solver's groups, as conferenceRun.ts passes them)
// and bids only on papers of their tracks, beside `algo:` at the same scale (the same papers and
// members as one track). Default scales: small and tenth; `--conference-scale large` runs it at
// 21,575 × 20,518 × 4 (target: under 60 s, as near the one-track time as possible; it prints the ratio).
// Unless --no-http, also the whole call (`conference-http-<engine>:<scale>`, POST /conference/auto-assign
// preview and its deploy on the same world seeded as 10 tracks) beside `http-<engine>:<scale>`.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/api/src/app.js";
import { assignWithPreferences } from "../apps/api/src/assignment/index.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import type { Database } from "../apps/api/src/db/schema.js";
import type { Kysely } from "kysely";
import {
  paperInstitution,
  preferenceInput,
  reviewerInstitution,
  type Scale,
  syntheticTrack,
  TOPICS,
} from "./assignmentInstance.js";
import { benchEngines, benchPostgresUrl } from "./pgBase.js";
import { benchUser, chunked, seedBenchConference } from "./benchConference.js";

const SCALES: Record<string, Scale> = {
  large: { papers: 21_575, reviewers: 20_518, perPaper: 4 },
  small: { papers: 1_000, reviewers: 100, perPaper: 3 },
  // not run by default: one case alone, e.g. for profiling
  // (`node --cpu-prof --import tsx bench/assignment.ts --child http-sqlite:mid`; a PostgreSQL case
  // run this way leaves its throwaway database behind when symposia_dev is missing)
  mid: { papers: 5_000, reviewers: 5_000, perPaper: 4 },
  half: { papers: 10_000, reviewers: 10_000, perPaper: 4 },
  // a tenth of the largest, for the conference-wide case beside the track case
  tenth: { papers: 2_158, reviewers: 2_052, perPaper: 4 },
};
const CONFERENCE_TRACKS = 10;
const TARGET_SECONDS = 60;

interface Outcome {
  case: string;
  /** the solver alone, or the preview call */
  seconds: number;
  /** the deploy call (HTTP cases) */
  deploySeconds?: number;
  peakMb: number;
  maxLoad: number;
  lowerBound: number;
  violated: number;
  assignments: number;
  noBids: number;
  totalPreference: number;
  byBid: Record<string, number>;
  loadAverage: string;
  note?: string;
}

export default async function run(args: string[]): Promise<void> {
  const scales = args.includes("--quick") ? ["small"] : ["small", "large"];
  const engines = await benchEngines(args);
  const cases = scales.flatMap((s) => [
    `algo:${s}`,
    ...(args.includes("--no-http") ? [] : engines.map((e) => `http-${e}:${s}`)),
  ]);
  const at = args.indexOf("--conference-scale");
  const conferenceScales = at >= 0 ? [args[at + 1]!] : args.includes("--quick") ? ["small"] : ["small", "tenth"];
  for (const s of conferenceScales) {
    if (!SCALES[s]) throw new Error(`unknown scale ${s}: ${Object.keys(SCALES).join(", ")}`);
    if (!cases.includes(`algo:${s}`)) cases.push(`algo:${s}`);
    cases.push(`conference:${s}`);
    if (args.includes("--no-http")) continue;
    for (const e of engines) {
      if (!cases.includes(`http-${e}:${s}`)) cases.push(`http-${e}:${s}`);
      cases.push(`conference-http-${e}:${s}`);
    }
  }
  const results: Outcome[] = [];
  for (const c of cases) {
    const child = spawnSync(process.execPath, ["--import", "tsx", import.meta.filename, "--child", c], {
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    });
    const line = child.stdout.split("\n").find((l) => l.startsWith("RESULT "));
    if (!line) {
      console.log(`  ${c}: failed\n${child.stderr.slice(-2000)}`);
      continue;
    }
    const r = JSON.parse(line.slice(7)) as Outcome;
    results.push(r);
    const scale = SCALES[c.split(":")[1]!]!;
    const large = c.endsWith(":large");
    const over = r.seconds >= TARGET_SECONDS || (r.deploySeconds ?? 0) >= TARGET_SECONDS;
    const verdict = large ? (over ? "(OVER 60 s)" : "(under 60 s)") : "";
    const times =
      r.deploySeconds === undefined
        ? `solve ${r.seconds.toFixed(2)} s`
        : `preview ${r.seconds.toFixed(2)} s, deploy ${r.deploySeconds.toFixed(2)} s`;
    console.log(
      `  ${c.padEnd(18)} ${scale.papers}×${scale.reviewers}×${scale.perPaper}  ${times}  peak ${Math.round(r.peakMb)} MB  ` +
        `max load ${r.maxLoad} / bound ${r.lowerBound} = ${(r.maxLoad / Math.max(1, r.lowerBound)).toFixed(2)}  conflicts violated ${r.violated}  ` +
        `no bids ${r.noBids}  total preference ${r.totalPreference}  ` +
        `assignments ${r.assignments} (yes ${r.byBid.yes ?? 0}, maybe ${r.byBid.maybe ?? 0}, ` +
        `none ${r.byBid.none ?? 0}, no ${r.byBid.no ?? 0})  ` +
        `load average ${r.loadAverage} ${verdict}${r.note ? ` ${r.note}` : ""}`,
    );
  }
  for (const s of conferenceScales) {
    for (const [trackCase, conferenceCase] of [
      [`algo:${s}`, `conference:${s}`],
      ...engines.map((e) => [`http-${e}:${s}`, `conference-http-${e}:${s}`]),
    ]) {
      const track = results.find((r) => r.case === trackCase);
      const conference = results.find((r) => r.case === conferenceCase);
      if (track && conference)
        console.log(`  ${conferenceCase} / ${trackCase}: ${(conference.seconds / track.seconds).toFixed(2)}× the time`);
    }
  }
  if (results.some((r) => r.violated > 0 || r.maxLoad > r.lowerBound)) process.exitCode = 1;
}

// ---- the algorithm alone ----------------------------------------------------------------------

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function algorithmAlone(scale: Scale): Omit<Outcome, "case" | "peakMb"> {
  const input = preferenceInput(scale);
  const started = performance.now();
  const result = assignWithPreferences(input);
  const seconds = (performance.now() - started) / 1000;
  const violated = result.pairs.filter((p) => input.conflicts.get(p.paperId)!.includes(p.reviewerId)).length;
  const byBid: Record<string, number> = {};
  for (const p of result.pairs) byBid[p.bid ?? "none"] = (byBid[p.bid ?? "none"] ?? 0) + 1;
  // extra check: the instance is conflict-light, so nobody may be left short
  const note =
    `(${result.stats.candidatePairs} candidate pairs, ${result.stats.phases} ` +
    `phases, ${result.stats.widenedPapers} papers ` +
    `widened${result.shortPapers.length ? `, ${result.shortPapers.length} papers short` : ""})`;
  return {
    seconds,
    maxLoad: Math.max(...result.loads.values()),
    lowerBound: result.lowerBound,
    violated,
    assignments: result.pairs.length,
    noBids: result.noBidPairs,
    totalPreference: result.totalPreference,
    byBid,
    loadAverage: loadAverage(),
    note,
  };
}

// ---- the conference-wide instance ----------------------------------------------------------------

/** The tracks of member r: r mod 10, and for one member in 10 the next track too. */
const memberTracksOf = (r: number) =>
  r % 10 === 3 ? [r % CONFERENCE_TRACKS, (r + 1) % CONFERENCE_TRACKS] : [r % CONFERENCE_TRACKS];

function conferenceAlone(scale: Scale): Omit<Outcome, "case" | "peakMb"> {
  // members bid only on papers of their tracks (their bidding lists hold no others)
  const input = preferenceInput(
    scale,
    syntheticTrack(scale, (p, r) => memberTracksOf(r).includes(p % CONFERENCE_TRACKS)),
  );
  const started = performance.now();
  // what the API adds to a track's instance: the tracks as groups (conferenceRun.ts mergeStates)
  const groups = {
    ofPaper: new Map(input.papers.map((p) => [p.id, p.id % CONFERENCE_TRACKS])),
    ofReviewer: new Map(input.reviewers.map((r) => [r.id, memberTracksOf(r.id)])),
  };
  const result = assignWithPreferences({ ...input, groups });
  const seconds = (performance.now() - started) / 1000;
  const violated = result.pairs.filter(
    (p) =>
      input.conflicts.get(p.paperId)!.includes(p.reviewerId) ||
      !memberTracksOf(p.reviewerId).includes(p.paperId % CONFERENCE_TRACKS),
  ).length;
  const byBid: Record<string, number> = {};
  for (const p of result.pairs) byBid[p.bid ?? "none"] = (byBid[p.bid ?? "none"] ?? 0) + 1;
  return {
    seconds,
    maxLoad: Math.max(...result.loads.values()),
    lowerBound: result.lowerBound,
    violated,
    assignments: result.pairs.length,
    noBids: result.noBidPairs,
    totalPreference: result.totalPreference,
    byBid,
    loadAverage: loadAverage(),
    note:
      `(${CONFERENCE_TRACKS} tracks, ${result.stats.candidatePairs} candidate pairs, ` +
      `${result.stats.phases} phases${result.shortPapers.length ? `, ${result.shortPapers.length} papers short` : ""})`,
  };
}

// ---- the whole HTTP call ---------------------------------------------------------------------------

/** One track, or (`conference`) the conference case's 10 tracks: papers and members spread as in conferenceAlone. */
async function seed(db: Kysely<Database>, scale: Scale, conference: boolean) {
  const { now, token, confId, trackId } = await seedBenchConference(db, {
    papers: scale.papers,
    perPaper: scale.perPaper,
  });
  const conf = { id: confId };
  const trackIds = [trackId];
  for (let t = 1; conference && t < CONFERENCE_TRACKS; t++) {
    const row = await db
      .insertInto("tracks")
      .values({
        conf_id: confId,
        track_name: `Track ${t}`,
        track_short_name: `T${t}`,
        track_description: "",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    trackIds.push(row.id);
  }
  const tracksOf = (r: number) => (conference ? memberTracksOf(r) : [0]);
  const trackOfPaper = (p: number) => trackIds[conference ? p % CONFERENCE_TRACKS : 0]!;

  const reviewerEmails = Array.from(
    { length: scale.reviewers },
    (_, i) => `rev${i + 1}@inst${reviewerInstitution(i + 1)}.edu`,
  );
  await chunked(reviewerEmails, 1000, (c) =>
    db
      .insertInto("users")
      .values(c.map((e) => benchUser(e, now)))
      .execute(),
  );
  const reviewerIds = (
    await db.selectFrom("users").select("id").where("email", "like", "rev%").orderBy("id").execute()
  ).map((r) => r.id);
  const memberRows = reviewerIds.flatMap((id, i) =>
    tracksOf(i + 1).map((t) => ({
      track_id: trackIds[t]!,
      user_id: id,
      status: 1,
      created_at: now,
      responded_at: now,
    })),
  );
  await chunked(memberRows, 2000, (c) => db.insertInto("tpc_members").values(c).execute());

  const authorEmails = Array.from(
    { length: scale.papers },
    (_, i) => `author${i + 1}@inst${paperInstitution(i + 1)}.edu`,
  );
  await chunked(authorEmails, 1000, (c) =>
    db
      .insertInto("users")
      .values(c.map((e) => benchUser(e, now)))
      .execute(),
  );
  const authorIds = (
    await db.selectFrom("users").select("id").where("email", "like", "author%").orderBy("id").execute()
  ).map((r) => r.id);
  const papers = authorIds.map((authorId, i) => ({
    conf_id: conf.id,
    track_id: trackOfPaper(i + 1),
    paper_sequence: i + 1,
    paper_title: `Paper ${i + 1}`,
    keywords: "",
    abstract: "-",
    status: 0,
    created_by: authorId,
    created_at: now,
    updated_at: now,
  }));
  await chunked(papers, 1000, (c) => db.insertInto("papers").values(c).execute());
  const paperRows = await db.selectFrom("papers").select(["id", "created_by"]).orderBy("id").execute();
  const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
  await chunked(paperRows, 1000, (c) =>
    db
      .insertInto("paper_files")
      .values(
        c.map((p) => ({
          paper_id: p.id,
          file_name: "p.pdf",
          mime_type: "application/pdf",
          size: pdf.length,
          data: pdf,
          uploaded_at: now,
        })),
      )
      .execute(),
  );
  const emailOf = new Map(authorIds.map((id, i) => [id, authorEmails[i]!]));
  await chunked(paperRows, 1000, (c) =>
    db
      .insertInto("paper_authors")
      .values(
        c.map((p) => ({
          paper_id: p.id,
          user_id: p.created_by,
          first_name: "A",
          last_name: "B",
          email: emailOf.get(p.created_by)!,
          email_normalized: emailOf.get(p.created_by)!,
          country: "Portugal",
          affiliation: "-",
          author_order: 1,
          created_at: now,
        })),
      )
      .execute(),
  );

  // preferences: the conference's topics, each paper's and member's topics, the bids
  const synthetic = conference
    ? syntheticTrack(scale, (p, r) => memberTracksOf(r).includes(p % CONFERENCE_TRACKS))
    : syntheticTrack(scale);
  await db
    .insertInto("conference_topics")
    .values(
      Array.from({ length: TOPICS }, (_, i) => ({
        conf_id: conf.id,
        name: `Topic ${i + 1}`,
        position: i,
        created_at: now,
      })),
    )
    .execute();
  const topicIds = (
    await db.selectFrom("conference_topics").select("id").where("conf_id", "=", conf.id).orderBy("position").execute()
  ).map((t) => t.id);
  const paperTopicRows = synthetic.paperTopics.flatMap((ts, i) =>
    ts.map((t) => ({ paper_id: paperRows[i]!.id, topic_id: topicIds[t - 1]! })),
  );
  await chunked(paperTopicRows, 2000, (c) => db.insertInto("paper_topics").values(c).execute());
  const memberTopicRows = synthetic.reviewerTopics.flatMap((ts, i) =>
    ts.map((t) => ({ conf_id: conf.id, user_id: reviewerIds[i]!, topic_id: topicIds[t - 1]! })),
  );
  await chunked(memberTopicRows, 2000, (c) => db.insertInto("member_topics").values(c).execute());
  const bidRows = synthetic.bids.map(([p, r, bid]) => ({
    paper_id: paperRows[p - 1]!.id,
    user_id: reviewerIds[r - 1]!,
    bid,
    updated_at: now,
  }));
  await chunked(bidRows, 2000, (c) => db.insertInto("paper_bids").values(c).execute());
  return { token, trackId, confId };
}

async function openEngine(engine: string) {
  if (engine === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-assign-"));
    return {
      url: `sqlite:${path.join(dir, "bench.db")}`,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const base = await benchPostgresUrl();
  if (!base) throw new Error("no PostgreSQL for this case");
  const schema = `bench_assign_${randomBytes(4).toString("hex")}`;
  const sqlRun = async (q: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(q);
    await client.end();
  };
  await sqlRun(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return { url: url.toString(), cleanup: () => sqlRun(`drop schema ${schema} cascade`) };
}

async function wholeCall(engine: string, scale: Scale, conference: boolean): Promise<Omit<Outcome, "case" | "peakMb">> {
  const { url, cleanup } = await openEngine(engine);
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    const { token, trackId, confId } = await seed(database.db, scale, conference);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const config = {
      ...loadConfig({ DATABASE_URL: url }),
      webDist: undefined,
      runMailWorker: false,
      logLevel: "silent",
    };
    const { app } = await buildApp({ config, database, logger: false });
    await app.ready();
    const headers = { authorization: `Bearer ${token}` };
    const started = performance.now();
    const preview = await app.inject({
      method: "POST",
      url: conference ? `/api/conference/auto-assign/${confId}` : `/api/track/paper-reviewer-auto-assign/${trackId}`,
      headers,
      payload: { preview: true },
    });
    const seconds = (performance.now() - started) / 1000;
    if (preview.statusCode !== 200)
      throw new Error(`the preview answered ${preview.statusCode}: ${preview.body.slice(0, 500)}`);
    const result = preview.json().result as {
      draft_id: number;
      assignments_made: number;
      load: { max: number; lower_bound: number };
      statistics: { total_preference: number; pairs_by_bid: Record<string, number> };
    };
    const deployStart = performance.now();
    const deploy = await app.inject({
      method: "POST",
      url: `/api/track/auto-assign-deploy/${result.draft_id}`,
      headers,
      payload: {},
    });
    const deploySeconds = (performance.now() - deployStart) / 1000;
    if (deploy.statusCode !== 200)
      throw new Error(`the deploy answered ${deploy.statusCode}: ${deploy.body.slice(0, 500)}`);
    // check what was written, independently of the answer: same institution = conflict; a reviewer
    // who is no member of the paper's track; a bid of `no`
    const written = await database.db
      .selectFrom("paper_reviewers")
      .innerJoin("users as r", "r.id", "paper_reviewers.user_id")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .innerJoin("users as a", "a.id", "papers.created_by")
      .leftJoin("paper_bids as b", (join) =>
        join.onRef("b.paper_id", "=", "paper_reviewers.paper_id").onRef("b.user_id", "=", "paper_reviewers.user_id"),
      )
      .leftJoin("tpc_members as m", (join) =>
        join.onRef("m.track_id", "=", "papers.track_id").onRef("m.user_id", "=", "paper_reviewers.user_id"),
      )
      .select(["r.email as reviewer", "a.email as author", "b.bid as bid", "m.user_id as member"])
      .execute();
    const domain = (email: string) => email.slice(email.indexOf("@") + 1);
    const violated = written.filter((w) => domain(w.reviewer) === domain(w.author) || w.member === null).length;
    const noBids = written.filter((w) => w.bid === "no").length;
    const byBid: Record<string, number> = {};
    for (const w of written) byBid[w.bid ?? "none"] = (byBid[w.bid ?? "none"] ?? 0) + 1;
    await app.close();
    const same = written.length === result.assignments_made ? "" : `, the preview said ${result.assignments_made}`;
    return {
      seconds,
      deploySeconds,
      maxLoad: result.load.max,
      lowerBound: result.load.lower_bound,
      violated,
      assignments: written.length,
      noBids,
      totalPreference: result.statistics.total_preference,
      byBid,
      loadAverage: loadAverage(),
      note: `(seeding ${seedSeconds.toFixed(1)} s, not timed${same})`,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

async function child(name: string): Promise<void> {
  const [kind, scaleName] = name.split(":") as [string, string];
  const scale = SCALES[scaleName]!;
  const outcome =
    kind === "algo"
      ? algorithmAlone(scale)
      : kind === "conference"
        ? conferenceAlone(scale)
        : kind.startsWith("conference-http-")
          ? await wholeCall(kind.slice("conference-http-".length), scale, true)
          : await wholeCall(kind.slice("http-".length), scale, false);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(`RESULT ${JSON.stringify({ case: name, peakMb, ...outcome })}`);
}

if (process.argv.includes("--child")) {
  await child(process.argv[process.argv.indexOf("--child") + 1]!);
}
