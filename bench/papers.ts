// Papers benchmark (Performance): GET /paper/all (page of 500 by title, with and without a
// search) and a submission with a 1 MB PDF, each against a bare query of the same rows on the same
// database, on SQLite and on PostgreSQL; then 200 concurrent 1 MB submissions, which must all
// succeed with unique, gap-free sequence numbers.
//
//   npm run bench -- papers [--quick] [--sqlite|--postgres] [--runs=N]
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/symposia_dev (a throwaway schema is made and dropped)
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { type Kysely, sql } from "kysely";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { throwawayDatabase } from "../apps/api/test/support/throwawayDb.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import type { Database } from "../apps/api/src/db/schema.js";
import { benchEngines, benchPostgresUrl } from "./pgBase.js";
import { SEARCH_TERM, type SeededWorld, seedPapers } from "./papersSeed.js";
import { measurePair, ms, summarize, type Summary } from "./stats.js";

const PAGE = 500;
// Random bytes after the header: real PDFs are compressed, so the database cannot shrink them either.
const ONE_MB_PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(1024 * 1024 - 9)]);
// Built once: preparing the upload is the client's work, not the server's latency.
const ONE_MB_BLOB = new Blob([ONE_MB_PDF], { type: "application/pdf" });

interface Options {
  papers: number;
  runs: number;
  concurrent: number;
  engines: ("sqlite" | "postgres")[];
}

function parseOptions(args: string[]): Options {
  const quick = args.includes("--quick");
  const runsArg = args.find((a) => a.startsWith("--runs="));
  const engines: Options["engines"] = args.includes("--sqlite")
    ? ["sqlite"]
    : args.includes("--postgres")
      ? ["postgres"]
      : ["sqlite", "postgres"];
  return {
    papers: quick ? 2000 : 10_000,
    runs: runsArg ? Number(runsArg.split("=")[1]) : quick ? 15 : 40,
    concurrent: 200,
    engines,
  };
}

// ---- the bare queries: the same rows, straight through the driver, no HTTP and no rules ----------

function searchSql(term: string | null) {
  if (!term) return sql``;
  // The column the API searches: title, keywords and author names, lower-cased (migration 0012).
  return sql`and p.search_text like ${`%${term.toLowerCase()}%`}`;
}

async function barePage(db: Kysely<Database>, confId: number, page: number, term: string | null) {
  const where = searchSql(term);
  const rows = await sql<{ id: number }>`
    select p.id, p.conf_id, p.track_id, p.paper_sequence, p.paper_title, p.keywords, p.abstract, p.status, p.created_by,
           p.decision, p.final_decision_remark, p.created_at, p.updated_at, t.track_name, f.file_name, f.mime_type
    from papers p join tracks t on t.id = p.track_id left join paper_files f on f.paper_id = p.id
    where p.conf_id = ${confId} ${where}
    order by lower(p.paper_title), p.paper_sequence
    limit ${PAGE} offset ${(page - 1) * PAGE}`.execute(db);
  const count = await sql`select count(*) as total from papers p where p.conf_id = ${confId} ${where}`.execute(db);
  const ids = rows.rows.map((r) => r.id);
  const authors = ids.length
    ? await sql`select id, paper_id, first_name, last_name, email, user_id from paper_authors
        where paper_id in (${sql.join(ids)}) order by paper_id, author_order`.execute(db)
    : { rows: [] };
  return rows.rows.length + count.rows.length + authors.rows.length;
}

async function bareSubmit(db: Kysely<Database>, confId: number, trackId: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    const conf = await trx
      .updateTable("conferences")
      .set((eb) => ({ paper_sequence_counter: eb("paper_sequence_counter", "+", 1) }))
      .where("id", "=", confId)
      .returning("paper_sequence_counter")
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const paper = await trx
      .insertInto("papers")
      .values({
        conf_id: confId,
        track_id: trackId,
        paper_sequence: conf.paper_sequence_counter,
        paper_title: "Bare",
        keywords: "",
        abstract: "Bare.",
        status: 0,
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("paper_authors")
      .values({
        paper_id: paper.id,
        user_id: userId,
        first_name: "B",
        last_name: "B",
        email: `b${paper.id}@x`,
        email_normalized: `b${paper.id}@x`,
        country: "",
        affiliation: "",
        author_order: 1,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto("paper_files")
      .values({
        paper_id: paper.id,
        file_name: "bare.pdf",
        mime_type: "application/pdf",
        size: ONE_MB_PDF.length,
        data: ONE_MB_PDF,
        uploaded_at: now,
      })
      .execute();
  });
}

// ---- the API calls, over real HTTP ------------------------------------------------------------------

/** Latency is the time until the whole answer has arrived; `parse` only for the checks. */
async function apiList(base: string, world: SeededWorld, page: number, term: string | null, parse = false) {
  const url = new URL(`/api/paper/all/${world.confId}/0`, base);
  url.search = new URLSearchParams({
    order_by: "paper_title",
    order_type: "asc",
    per_page: String(PAGE),
    page: String(page),
    ...(term ? { param_search: term } : {}),
  }).toString();
  const res = await fetch(url, { headers: { authorization: `Bearer ${world.chairToken}` } });
  const bytes = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`list answered ${res.status}`);
  if (!parse) return { data: [], total: bytes.byteLength };
  return (JSON.parse(new TextDecoder().decode(bytes)) as { result: { data: unknown[]; total: number } }).result;
}

async function apiSubmit(base: string, token: string, confId: number, trackId: number, title: string) {
  const form = new FormData();
  form.set("conf_id", String(confId));
  form.set("track_id", String(trackId));
  form.set("paper_title", title);
  form.set("keywords", "bench");
  form.set("abstract", "A benchmark submission.");
  form.set("paper_file", ONE_MB_BLOB, "paper.pdf");
  const res = await fetch(new URL("/api/paper/", base), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { message: string; result: { paper_sequence: number } | null };
  return { status: res.status, message: body.message, sequence: body.result?.paper_sequence ?? null };
}

// ---- one engine -----------------------------------------------------------------------------------

interface Row {
  what: string;
  api: Summary;
  bare: Summary;
}

function report(engine: string, rows: Row[]): void {
  console.log(`\n[${engine}] latency (median / p99), API over HTTP vs bare query on the same database`);
  for (const r of rows) {
    const ratio = r.api.median / r.bare.median;
    const ratio99 = r.api.p99 / r.bare.p99;
    console.log(
      `  ${r.what.padEnd(44)} API ${ms(r.api.median).padStart(9)} ` +
        `/ ${ms(r.api.p99).padStart(9)}   bare ${ms(r.bare.median).padStart(9)} ` +
        `/ ${ms(r.bare.p99).padStart(9)}   ratio ${ratio.toFixed(2)}x ` +
        `/ ${ratio99.toFixed(2)}x ${ratio <= 2 ? "(within 2x)" : "(OVER 2x)"}`,
    );
  }
}

/** A throwaway database per engine: a temp SQLite file, or a schema on BENCH_PG_URL (dropped afterwards). */
async function openEngine(engine: "sqlite" | "postgres"): Promise<{ url: string; cleanup(): Promise<void> }> {
  const db = await throwawayDatabase(engine, (await benchPostgresUrl()) ?? undefined, "bench_papers");
  return { url: db.url, cleanup: db.drop };
}

async function runEngine(engine: "sqlite" | "postgres", opts: Options): Promise<boolean> {
  const { url, cleanup } = await openEngine(engine);
  const database = openDatabase(url);
  let ok = true;
  try {
    await migrateToLatest(database.db);
    const seedStart = performance.now();
    const world = await seedPapers(database.db, opts.papers);
    const authorRows = await database.db
      .selectFrom("paper_authors")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    console.log(
      `[${engine}] seeded ${opts.papers} papers, ${Number(authorRows.n)} author ` +
        `rows, ${world.trackIds.length} tracks ` +
        `in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );

    // Kept answers off: this compares computing a page with the bare SQL of it (the load benchmark
    // measures the routes with kept answers on).
    const config = {
      ...loadConfig({ DATABASE_URL: url, RESPONSE_CACHE_MB: "0" }),
      webDist: undefined,
      runMailWorker: false,
      logLevel: "silent",
    };
    const { app } = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const pages = Math.floor(opts.papers / PAGE);
      const first = await apiList(base, world, 1, null, true);
      const searched = await apiList(base, world, 1, SEARCH_TERM, true);
      console.log(
        `[${engine}] page 1: ${first.data.length} of ${first.total} papers; search "${SEARCH_TERM}": ${searched.data.length} of ${searched.total}`,
      );

      const pageOf = (i: number) => (i % pages) + 1;
      const rows: Row[] = [];
      const pair = async (
        what: string,
        runs: number,
        api: (i: number) => Promise<unknown>,
        bare: (i: number) => Promise<unknown>,
      ) => {
        const [a, b] = await measurePair(runs, 3, api, bare);
        rows.push({ what, api: summarize(a), bare: summarize(b) });
      };
      await pair(
        `GET /paper/all, ${PAGE} by title`,
        opts.runs,
        (i) => apiList(base, world, pageOf(i), null),
        (i) => barePage(database.db, world.confId, pageOf(i), null),
      );
      await pair(
        `GET /paper/all, ${PAGE} by title, search "${SEARCH_TERM}"`,
        opts.runs,
        () => apiList(base, world, 1, SEARCH_TERM),
        () => barePage(database.db, world.confId, 1, SEARCH_TERM),
      );
      const chairId = (
        await database.db
          .selectFrom("conference_permissions")
          .select("user_id")
          .where("conf_id", "=", world.confId)
          .executeTakeFirstOrThrow()
      ).user_id;
      await pair(
        "POST /paper/ with a 1 MB PDF",
        Math.max(10, Math.floor(opts.runs / 2)),
        async (i) => {
          const r = await apiSubmit(
            base,
            world.authorTokens[i % world.authorTokens.length]!,
            world.confId,
            world.trackIds[0]!,
            `Sequential ${i}`,
          );
          if (r.status !== 200) throw new Error(`submission answered ${r.status}: ${r.message}`);
        },
        () => bareSubmit(database.db, world.confId, world.trackIds[0]!, chairId),
      );
      report(engine, rows);
      ok = rows.every((r) => r.api.median / r.bare.median <= 2);

      // 200 authors press Submit at the same moment.
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: opts.concurrent }, (_, i) =>
          apiSubmit(
            base,
            world.authorTokens[i % world.authorTokens.length]!,
            world.confId,
            world.trackIds[i % world.trackIds.length]!,
            `Concurrent ${i}`,
          ),
        ),
      );
      const elapsed = performance.now() - started;
      const failed = results.filter((r) => r.status !== 200);
      const sequences = (
        await database.db
          .selectFrom("papers")
          .select("paper_sequence")
          .where("conf_id", "=", world.confId)
          .orderBy("paper_sequence")
          .execute()
      ).map((r) => r.paper_sequence);
      const gapFree = sequences.every((s, i) => s === i + 1);
      const succeeded = results.filter((r) => r.status === 200);
      const unique = new Set(succeeded.map((r) => r.sequence)).size === succeeded.length;
      console.log(
        `  ${`${opts.concurrent} concurrent 1 MB submissions`.padEnd(44)} ${opts.concurrent - failed.length}/${opts.concurrent} ` +
          `succeeded in ${ms(elapsed)}; sequences unique: ${unique}; all ${sequences.length} ` +
          `sequences of the conference gap-free 1..${sequences.length}: ${gapFree}`,
      );
      if (failed.length)
        console.log(`  failures: ${[...new Set(failed.map((f) => `${f.status} ${f.message}`))].join("; ")}`);
      ok = ok && failed.length === 0 && gapFree && unique;
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    await cleanup();
  }
  return ok;
}

export default async function papersBenchmark(args: string[]): Promise<void> {
  const opts = { ...parseOptions(args), engines: await benchEngines(args) };
  console.log(
    `papers benchmark: ${opts.papers} papers, ${opts.runs} measured runs per list, engines ${opts.engines.join(" + ")}`,
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
