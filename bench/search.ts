// Search benchmark (Performance): a chair's search of three terms answers its first page, at the
// size of a large venue (21,575 papers with 86,300 reviews by default), on SQLite and PostgreSQL.
// The target is under 200 ms median (p50) per engine, over real HTTP with kept answers off.
//
//   npm run bench -- search [--quick] [--sqlite|--postgres] [--papers=N] [--runs=N]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/symposia_dev (a throwaway database is made and dropped)
import type { AddressInfo } from "node:net";
import os from "node:os";
import type { Kysely } from "kysely";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import type { Database } from "../apps/api/src/db/schema.js";
import { throwawayDatabase } from "../apps/api/test/support/throwawayDb.js";
import { benchEngines, benchPostgresUrl } from "./pgBase.js";
import { SEARCH_TERM, type SeededWorld, seedPapers } from "./papersSeed.js";
import { measure, ms, summarize } from "./stats.js";

const FULL_PAPERS = 21_575;
const REVIEWS_PER_PAPER = 86_300 / FULL_PAPERS; // 4
const REVIEWERS = 400;
const TARGET_MS = 200;
/** three terms: a free word, a count of reviewers, and a negated status */
export const SEARCH_QUERY = `${SEARCH_TERM} re:>=3 -status:withdrawn`;

interface Options {
  papers: number;
  runs: number;
}

function option(args: string[], name: string): number | undefined {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split("=")[1]) : undefined;
}

function parseOptions(args: string[]): Options {
  const quick = args.includes("--quick");
  return {
    papers: option(args, "papers") ?? (quick ? 2000 : FULL_PAPERS),
    runs: option(args, "runs") ?? (quick ? 10 : 30),
  };
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The programme committee (accepted members of every track) and four submitted reviews per paper. */
async function seedReviews(db: Kysely<Database>, world: SeededWorld): Promise<number> {
  const now = new Date().toISOString();
  const users = Array.from({ length: REVIEWERS }, (_, i) => ({
    first_name: `Reviewer${i}`,
    last_name: "Bench",
    email: `reviewer${i}@pc.bench`,
    email_normalized: `reviewer${i}@pc.bench`,
    country: "Germany",
    affiliation: "Bench PC",
    password_hash: null,
    role: "USER" as const,
    status: 1,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  }));
  const reviewerIds: number[] = [];
  await insertChunks(users, 200, async (chunk) => {
    const rows = await db.insertInto("users").values(chunk).returning("id").execute();
    reviewerIds.push(...rows.map((r) => r.id));
  });
  const members = world.trackIds.flatMap((track_id) =>
    reviewerIds.map((user_id) => ({
      track_id,
      user_id,
      status: 1,
      invited_by: null,
      created_at: now,
      responded_at: now,
    })),
  );
  await insertChunks(members, 500, (chunk) => db.insertInto("tpc_members").values(chunk).execute());
  const paperIds = (
    await db.selectFrom("papers").select("id").where("conf_id", "=", world.confId).orderBy("id").execute()
  ).map((r) => r.id);
  let total = 0;
  const reviews = paperIds.flatMap((paper_id, i) => {
    // four reviews per paper, and a fifth on every third paper until the reviews reach the ratio
    const count = Math.floor((i + 1) * REVIEWS_PER_PAPER) - Math.floor(i * REVIEWS_PER_PAPER);
    total += count;
    return Array.from({ length: count }, (_, k) => {
      const evaluation = ((i + k) % 5) - 2;
      return {
        paper_id,
        user_id: reviewerIds[(i * 7 + k * 101) % reviewerIds.length]!,
        assigned_by: null,
        assigned_at: now,
        reviewer_evaluation: evaluation,
        reviewer_confidence: 1 + ((i + k) % 5),
        reviewer_remarks: "The paper is sound; the evaluation could be broader.",
        reviewer_confidential_remarks: null,
        // every paper keeps one review unsubmitted: the counts and re:missing see a real mix
        reviewed_at: k === count - 1 ? null : now,
        answers: null,
        form_version: null,
        draft_answers: null,
        draft_form_version: null,
        draft_saved_at: null,
      };
    });
  });
  await db
    .transaction()
    .execute((trx) => insertChunks(reviews, 500, (chunk) => trx.insertInto("paper_reviewers").values(chunk).execute()));
  return total;
}

async function search(base: string, world: SeededWorld, perPage: number, parse = false) {
  const url = new URL(`/api/paper/search/${world.confId}`, base);
  url.search = new URLSearchParams({
    q: SEARCH_QUERY,
    order_by: "paper_sequence",
    order_type: "asc",
    per_page: String(perPage),
    page: "1",
  }).toString();
  const res = await fetch(url, { headers: { authorization: `Bearer ${world.chairToken}` } });
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${new TextDecoder().decode(bytes)}`);
  if (!parse) return null;
  return (
    JSON.parse(new TextDecoder().decode(bytes)) as { result: { data: unknown[]; total: number; errors: unknown[] } }
  ).result;
}

async function runEngine(engine: "sqlite" | "postgres", opts: Options): Promise<boolean> {
  const throwaway = await throwawayDatabase(engine, (await benchPostgresUrl()) ?? undefined, "bench_search");
  const database = openDatabase(throwaway.url);
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    const world = await seedPapers(database.db, opts.papers);
    const reviews = await seedReviews(database.db, world);
    console.log(
      `[${engine}] seeded ${opts.papers} papers and ${reviews} reviews by ${REVIEWERS} reviewers in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const config = {
      ...loadConfig({ DATABASE_URL: throwaway.url, RESPONSE_CACHE_MB: "0" }),
      webDist: undefined,
      runMailWorker: false,
      logLevel: "silent",
    };
    const { app } = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      let ok = true;
      for (const perPage of [50, 500]) {
        const first = (await search(base, world, perPage, true))!;
        if (first.errors.length) throw new Error(`the query has errors: ${JSON.stringify(first.errors)}`);
        const summary = summarize(await measure(opts.runs, 3, () => search(base, world, perPage)));
        const met = summary.median < TARGET_MS;
        if (perPage === 50) ok = met;
        const verdict = met ? `(under ${TARGET_MS} ms)` : `(OVER ${TARGET_MS} ms)`;
        console.log(
          `[${engine}] GET /paper/search "${SEARCH_QUERY}", first page of ${perPage}: ` +
            `${first.data.length} of ${first.total} results; ` +
            `p50 ${ms(summary.median)}, p99 ${ms(summary.p99)} over ${summary.n} runs ${verdict}`,
        );
      }
      return ok;
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    await throwaway.drop();
  }
}

export default async function searchBenchmark(args: string[]): Promise<void> {
  const opts = parseOptions(args);
  const engines = await benchEngines(args);
  // the machine is often shared: the load says how much of a figure is waiting for a core
  console.log(
    `search benchmark: ${opts.papers} papers, ${opts.runs} measured runs, engines ${engines.join(" + ")}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const verdicts: string[] = [];
  for (const engine of engines) {
    try {
      verdicts.push(`${engine}: ${(await runEngine(engine, opts)) ? "target met" : "TARGET MISSED"}`);
    } catch (error) {
      verdicts.push(`${engine}: could not run (${error instanceof Error ? error.message : String(error)})`);
      process.exitCode = 1;
    }
  }
  console.log(`\n${verdicts.join("\n")}`);
}
