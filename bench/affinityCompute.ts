// npm run bench -- affinityCompute [--quick] [--scale=PAPERSxMEMBERS] [--publications=N] [--job]
//
// Computed affinity at scale: every (paper, PC member) pair of one track scored by the similarity
// the conference's job uses (TF-IDF cosine between the submission and each of the member's
// publications, a member's score their best publication's), each paper keeping its top 50.
// Default: 21,575 papers × 20,518 members with 20 publications each (NeurIPS-sized); --quick is a
// tenth of that. Synthetic text with a realistic vocabulary (bench/affinityText.ts).
//   default: the index and the scoring in this process (the computation alone);
//   --job: the whole job on a SQLite database: POST /conference/affinity-compute as the
//          administrator, publications read in chunks, scores written a batch at a time.
// Reports the times, the peak memory of the process, and how often a paper's best member publishes
// on the paper's main subject (a check that the scores mean something).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AFFINITY_TOP_K_DEFAULT } from "@symposia/domain";
import type { Kysely } from "kysely";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import type { Database } from "../apps/api/src/db/schema.js";
import { indexPublications } from "../apps/api/src/features/affinityCompute/indexBuilder.js";
import { runningJob } from "../apps/api/src/features/affinityCompute/job.js";
import { submissionText } from "../apps/api/src/features/affinityCompute/similarity.js";
import { textSource } from "./affinityText.js";
import { benchUser, chunked, seedBenchConference } from "./benchConference.js";

const FULL: [number, number] = [21_575, 20_518];
const QUICK: [number, number] = [2_158, 2_052];
const PUBLICATIONS = 20;

interface World {
  memberSubjects: number[][];
  docs: { userId: number; title: string; abstract: string }[];
  papers: { subjects: number[]; title: string; abstract: string; keywords: string }[];
}

function argValue(args: string[], name: string): string | undefined {
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** Members numbered from 1, their publications, and the papers, all seeded. */
function worldOf(paperCount: number, memberCount: number, perMember: number): World {
  const source = textSource(34);
  const memberSubjects = Array.from({ length: memberCount }, () => source.subjects());
  const docs = memberSubjects.flatMap((subjects, m) =>
    Array.from({ length: perMember }, (_, k) => {
      // each publication is about one or two of the member's subjects
      const about = subjects.length > 1 && source.random() < 0.5 ? subjects : [subjects[k % subjects.length]!];
      return { userId: m + 1, ...source.text(about, 10, 120) };
    }),
  );
  const papers = Array.from({ length: paperCount }, () => {
    const subjects = source.subjects();
    return { subjects, ...source.text(subjects, 10, 150), keywords: source.text(subjects, 5, 0).title };
  });
  return { memberSubjects, docs, papers };
}

/** CPU seconds this process has used (user and system): what a busy shared machine does not inflate. */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Peak resident memory, sampled every 200 ms and on demand. */
function peakMemory() {
  let peak = process.memoryUsage().rss;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 200);
  return { sample, stop: () => (clearInterval(timer), sample(), Math.round(peak / 2 ** 20)) };
}

export default async function run(args: string[]): Promise<void> {
  const scaleArg = argValue(args, "scale");
  const [paperCount, memberCount] = scaleArg
    ? (scaleArg.split("x").map(Number) as [number, number])
    : args.includes("--quick")
      ? QUICK
      : FULL;
  const perMember = Number(argValue(args, "publications") ?? PUBLICATIONS);
  const generated = performance.now();
  const world = worldOf(paperCount, memberCount, perMember);
  console.log(
    `${paperCount.toLocaleString("en")} papers × ${memberCount.toLocaleString("en")} members × ${perMember} publications ` +
      `(${(paperCount * memberCount).toLocaleString("en")} pairs; text generated in ` +
      `${((performance.now() - generated) / 1000).toFixed(1)} s)`,
  );
  if (args.includes("--job")) await wholeJob(world);
  else computationAlone(world);
}

function computationAlone(world: World): void {
  const memory = peakMemory();
  const cpuStart = cpuSeconds();
  const indexStart = performance.now();
  const index = indexPublications(world.docs);
  const indexSeconds = (performance.now() - indexStart) / 1000;
  memory.sample();
  const members = new Set(world.memberSubjects.map((_, m) => m + 1));
  const scoreStart = performance.now();
  let stored = 0;
  let onSubject = 0;
  for (const [i, paper] of world.papers.entries()) {
    const text = submissionText({ paper_title: paper.title, abstract: paper.abstract, keywords: paper.keywords });
    const ranked = index.score(text, AFFINITY_TOP_K_DEFAULT, members);
    stored += ranked.length;
    if (ranked[0] && world.memberSubjects[ranked[0].userId - 1]!.includes(paper.subjects[0]!)) onSubject++;
    if (i % 500 === 0) memory.sample();
  }
  const scoreSeconds = (performance.now() - scoreStart) / 1000;
  const peak = memory.stop();
  const perPaper = (1000 * scoreSeconds) / world.papers.length;
  console.log(`  index the ${world.docs.length.toLocaleString("en")} publications: ${indexSeconds.toFixed(1)} s`);
  console.log(
    `  score every paper: ${scoreSeconds.toFixed(1)} s (${perPaper.toFixed(2)} ms a paper), ` +
      `${stored.toLocaleString("en")} scores kept (top ${AFFINITY_TOP_K_DEFAULT})`,
  );
  console.log(
    `  index + score: ${(indexSeconds + scoreSeconds).toFixed(1)} s (${(cpuSeconds() - cpuStart).toFixed(1)} s of CPU); ` +
      `peak RSS ${peak} MB (the world's text included)`,
  );
  console.log(
    `  best member publishes on the paper's main subject: ${((100 * onSubject) / world.papers.length).toFixed(1)} %`,
  );
}

async function seedJobWorld(db: Kysely<Database>, world: World) {
  const { now, token, confId, trackId } = await seedBenchConference(db, { papers: world.papers.length, perPaper: 4 });
  const emails = world.memberSubjects.map((_, m) => `member${m + 1}@bench.example.org`);
  await chunked(emails, 1000, (c) =>
    db
      .insertInto("users")
      .values(c.map((e) => benchUser(e, now)))
      .execute(),
  );
  const memberIds = (
    await db.selectFrom("users").select("id").where("email", "like", "member%").orderBy("id").execute()
  ).map((r) => r.id);
  await chunked(memberIds, 2000, (c) =>
    db
      .insertInto("tpc_members")
      .values(c.map((id) => ({ track_id: trackId, user_id: id, status: 1, created_at: now, responded_at: now })))
      .execute(),
  );
  // member numbers follow the emails' order, and ids were given in that order
  await chunked(world.docs, 2000, (c) =>
    db
      .insertInto("user_publications")
      .values(
        c.map((d) => ({
          user_id: memberIds[d.userId - 1]!,
          title: d.title,
          abstract: d.abstract,
          year: 2025,
          venue: null,
          source: "manual",
          created_at: now,
        })),
      )
      .execute(),
  );
  const adminId = (await db.selectFrom("users").select("id").where("role", "=", "ADMIN").executeTakeFirstOrThrow()).id;
  await chunked(
    world.papers.map((p, i) => ({ p, i })),
    1000,
    (c) =>
      db
        .insertInto("papers")
        .values(
          c.map(({ p, i }) => ({
            conf_id: confId,
            track_id: trackId,
            paper_sequence: i + 1,
            paper_title: p.title,
            keywords: p.keywords,
            abstract: p.abstract,
            status: 0,
            created_by: adminId,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute(),
  );
  return { token, confId, memberIds };
}

async function wholeJob(world: World): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-affinity-"));
  const url = `sqlite:${path.join(dir, "bench.db")}`;
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    const { token, confId, memberIds } = await seedJobWorld(database.db, world);
    console.log(`  seeded SQLite in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const config = {
      ...loadConfig({ DATABASE_URL: url }),
      webDist: undefined,
      runMailWorker: false,
      logLevel: "silent",
    };
    const { app, ctx } = await buildApp({ config, database, logger: false });
    await app.ready();
    // the world's text is in the database now: what the process holds from here on is the job's
    world.docs.length = 0;
    global.gc?.();
    const memory = peakMemory();
    const cpuStart = cpuSeconds();
    const started = performance.now();
    const answer = await app.inject({
      method: "POST",
      url: `/api/conference/affinity-compute/${confId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    if (answer.statusCode !== 200)
      throw new Error(`the start answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    await runningJob(ctx, confId);
    const seconds = (performance.now() - started) / 1000;
    const peak = memory.stop();
    const job = await database.db
      .selectFrom("affinity_compute_jobs")
      .selectAll()
      .where("conf_id", "=", confId)
      .executeTakeFirstOrThrow();
    if (job.status !== "done") throw new Error(`the job ended ${job.status}: ${job.error}`);
    const best = await database.db
      .selectFrom("assignment_affinity")
      .select(["paper_id", "user_id", "score"])
      .where("source", "=", "computed")
      .orderBy("paper_id")
      .orderBy("score", "desc")
      .execute();
    const firstOf = new Map<number, number>();
    for (const row of best) if (!firstOf.has(row.paper_id)) firstOf.set(row.paper_id, row.user_id);
    const memberNumber = new Map(memberIds.map((id, m) => [id, m]));
    const paperRows = await database.db.selectFrom("papers").select("id").orderBy("id").execute();
    let onSubject = 0;
    paperRows.forEach((p, i) => {
      const member = memberNumber.get(firstOf.get(p.id) ?? -1);
      if (member !== undefined && world.memberSubjects[member]!.includes(world.papers[i]!.subjects[0]!)) onSubject++;
    });
    console.log(
      `  the job (${job.done_papers.toLocaleString("en")} papers, ${job.stored_scores.toLocaleString("en")} scores stored): ` +
        `${seconds.toFixed(1)} s (${(cpuSeconds() - cpuStart).toFixed(1)} s of CPU); peak RSS of the process ${peak} MB`,
    );
    console.log(
      `  best member publishes on the paper's main subject: ${((100 * onSubject) / paperRows.length).toFixed(1)} %`,
    );
    await app.close();
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
