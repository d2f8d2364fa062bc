// Where the computed read path spends its time on PostgreSQL, in-process (kept answers off, a
// pool of one connection): for each route of the load benchmark's read mix, the time per
// request, this process's CPU and the PostgreSQL backend's CPU per request (from /proc, so the
// server must run on this machine), and each statement's time, marked [named] when it ran as a
// named statement. Not a scenario (its name starts with "_"):
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/_pgQueryTimes.ts
//   ONLY=list (one route), N=40 (rounds), TOP=n (statements shown), TERM_SEARCH=ing (another
//   search text), EXPLAIN=1 (each statement's planning and execution time, EXPLAIN=full its
//   plan), PROFILE_DIR=/tmp/pq (a V8 profile of each route's measured requests), PLANS=1 (how
//   PostgreSQL planned each named statement on the connection: generic, or custom on every call),
//   GENERIC=1 with EXPLAIN (the generic plans instead of plans for the values)
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import { sql } from "kysely";
import pg from "pg";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import { throwawaySchema } from "../apps/api/test/support/throwawayDb.js";
import { seedPapers } from "./papersSeed.js";
import { seedReviews } from "./reviewSeed.js";
import { computedReadApp } from "./computedReadApp.js";
import { analyzeSchema } from "./pgBase.js";

interface QueryConfig {
  text?: string;
  name?: string;
  values?: unknown[];
}
const times = new Map<string, { n: number; ms: number; rows: number }>();
const samples = new Map<string, { text: string; values: unknown[] }>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: typeof query }).query = function (this: unknown, ...args: unknown[]) {
  const config = (typeof args[0] === "string" ? { text: args[0], values: args[1] } : args[0]) as QueryConfig;
  const text = config?.text ?? "";
  const key = (config?.name ? "[named] " : "") + text.replace(/\$\d+(, \$\d+)+/g, "$…").slice(0, 300);
  if (!text.startsWith("explain") && !samples.has(key)) samples.set(key, { text, values: config?.values ?? [] });
  const t0 = performance.now();
  const record = (res: { rowCount?: number } | undefined) => {
    const e = times.get(key) ?? { n: 0, ms: 0, rows: 0 };
    e.n++;
    e.ms += performance.now() - t0;
    e.rows += res?.rowCount ?? 0;
    times.set(key, e);
  };
  // a query object (the named statements' db/pgRowShapes.ts): its callback tells when it ended
  const submitted = args[0] as { submit?: unknown; callback?: (error: unknown, res?: { rowCount?: number }) => void };
  if (typeof submitted?.submit === "function" && submitted.callback) {
    const callback = submitted.callback;
    submitted.callback = (error, res) => {
      if (!error) record(res);
      callback(error, res);
    };
  }
  const result = query.apply(this, args);
  if (!(result instanceof Promise)) return result;
  return result.then((res: { rowCount?: number }) => {
    record(res);
    return res;
  });
};

async function explain(base: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: base, options: `-c search_path=${schema} -c jit=off` });
  await client.connect();
  // GENERIC=1: the plans named statements run with (db/pgNamedStatements.ts), not custom ones
  if (process.env.GENERIC) await client.query("set plan_cache_mode = force_generic_plan");
  for (const [key, { text, values }] of samples) {
    if (!/^(select|with)/i.test(text)) continue;
    // GENERIC: a prepared statement, since EXPLAIN of a statement with parameters plans it for their values
    let statement = text;
    if (process.env.GENERIC) {
      await client.query(`deallocate all`);
      await client.query(`prepare explained as ${text}`);
      const literal = (v: unknown) => (v === null ? "null" : client.escapeLiteral(String(v)));
      statement = `execute explained(${(values ?? []).map(literal).join(", ")})`;
    }
    const explained = (options: string) =>
      process.env.GENERIC
        ? client.query(`explain ${options} ${statement}`)
        : client.query(`explain ${options} ${statement}`, values);
    const r = await explained("(analyze, format json)");
    const plan = r.rows[0]["QUERY PLAN"][0];
    console.log(
      `   planning ${plan["Planning Time"].toFixed(3)} ms, execution ${plan["Execution Time"].toFixed(3)} ms  ${key.slice(0, 120)}`,
    );
    if (process.env.EXPLAIN === "full")
      for (const row of (await explained("analyze")).rows) console.log(`      ${row["QUERY PLAN"]}`);
  }
  await client.end();
}

const base = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const throwaway = await throwawaySchema(base, "pq");
try {
  const url = throwaway.url;
  const seeding = openDatabase(url);
  await migrateToLatest(seeding.db);
  const world = await seedPapers(seeding.db, 2000);
  if (process.env.REVIEWED) await seedReviews(seeding.db, world.confId, world.trackIds);
  const ids = (await seeding.db.selectFrom("papers").select("id").orderBy("id").execute()).map((r) => r.id);
  await analyzeSchema(seeding.db);
  await seeding.close();
  const database = openDatabase(url, { ...loadConfig({}), pgPoolMax: 1 });
  const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
  // utime + stime of the one backend, in clock ticks of 10 ms
  const backendCpuMs = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const { app, routes } = await computedReadApp(url, database, world.confId, ids);
  const get = (p: string) => app.inject({ url: p, headers: { authorization: `Bearer ${world.chairToken}` } });
  const profileDir = process.env.PROFILE_DIR;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  for (const [name, paths] of Object.entries(routes).filter(([n]) => !process.env.ONLY || n === process.env.ONLY)) {
    for (let i = 0; i < 10; i++) for (const p of paths) await get(p);
    times.clear();
    samples.clear();
    const profiler = profileDir ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post("Profiler.enable");
      await profiler.post("Profiler.start");
    }
    const rounds = Number(process.env.N ?? 40);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const backend0 = backendCpuMs();
    for (let i = 0; i < rounds; i++) for (const p of paths) await get(p);
    const cpu = process.cpuUsage(cpu0);
    const backendMs = backendCpuMs() - backend0;
    if (profiler) {
      const { profile } = await profiler.post("Profiler.stop");
      fs.writeFileSync(`${profileDir}/${name}.cpuprofile`, JSON.stringify(profile));
    }
    const n = rounds * paths.length;
    const sqlMs = [...times.values()].reduce((a, b) => a + b.ms, 0) / n;
    const statements = [...times.values()].reduce((a, b) => a + b.n, 0) / n;
    console.log(
      `\n== ${name}: ${((performance.now() - t0) / n).toFixed(2)} ms/request, CPU ${((cpu.user + cpu.system) / 1000 / n).toFixed(2)} ms ` +
        `+ PostgreSQL backend ${(backendMs / n).toFixed(2)} ms; SQL ${sqlMs.toFixed(2)} ms in ${statements.toFixed(1)} statements`,
    );
    for (const [key, e] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(process.env.TOP ?? 6)))
      console.log(`  ${(e.ms / n).toFixed(2)} ms  x${(e.n / n).toFixed(1)}  rows ${(e.rows / e.n).toFixed(0)}  ${key}`);
    if (process.env.EXPLAIN) await explain(base, throwaway.schema!);
  }
  if (process.env.PLANS) {
    // how PostgreSQL planned each named statement on the one connection: custom plans are planned on every call
    const plans = await sql<{ generic_plans: number; custom_plans: number; statement: string }>`
      select generic_plans, custom_plans, statement from pg_prepared_statements order by custom_plans desc`.execute(
      database.db,
    );
    for (const r of plans.rows)
      console.log(
        `  generic ${r.generic_plans} custom ${r.custom_plans}  ${r.statement.replace(/\s+/g, " ").slice(0, 160)}`,
      );
  }
  await app.close();
  await database.close();
} finally {
  await throwaway.drop();
}
