// Where the computed read path spends its time, in-process (SQLite, kept answers off): for each
// route of the load benchmark's read mix, the time per request, the SQL part of it and the
// statements that cost most, and the process CPU per request (steadier than the time on a shared
// machine). Not a scenario (its name starts with "_"):
//   node --import tsx bench/_queryTimes.ts            (ONLY=list for one route; N=40 rounds; TOP=n statements shown;
//                                                        TERM_SEARCH=ing searches another text)
//   PROFILE_DIR=/tmp/qt node --import tsx bench/_queryTimes.ts   (a V8 profile of each route's measured requests only)
import { Session } from "node:inspector/promises";
import fs from "node:fs";
import path from "node:path";
import { SqliteStatementCache } from "../apps/api/src/db/sqliteStatementCache.js";
import { sqliteComputedReadApp } from "./computedReadApp.js";

const times = new Map<string, { n: number; ms: number }>();
const orig = SqliteStatementCache.prototype.prepare;
SqliteStatementCache.prototype.prepare = function (sql: string) {
  const st = orig.call(this, sql);
  const key = sql.replace(/\?(, \?)+/g, "?,…").slice(0, 300);
  const wrap = <F extends (...a: unknown[]) => unknown>(f: F) =>
    function (this: unknown, ...a: unknown[]) {
      const t0 = performance.now();
      const r = f.apply(st, a);
      const e = times.get(key) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += performance.now() - t0;
      times.set(key, e);
      return r;
    };
  return new Proxy(st, {
    get: (t, p) => (p === "all" || p === "run" || p === "get" ? wrap((t as any)[p]) : (t as any)[p]),
  });
};
const { app, routes, chairToken, close } = await sqliteComputedReadApp();
const profileDir = process.env.PROFILE_DIR;
const profiler = profileDir ? new Session() : null;
if (profiler) {
  profiler.connect();
  await profiler.post("Profiler.enable");
  fs.mkdirSync(profileDir!, { recursive: true });
}
for (const [name, paths] of Object.entries(routes).filter(([n]) => !process.env.ONLY || n === process.env.ONLY)) {
  for (let i = 0; i < 10; i++)
    for (const p of paths) await app.inject({ url: p, headers: { authorization: `Bearer ${chairToken}` } }); // warm
  times.clear();
  await profiler?.post("Profiler.start");
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const N = Number(process.env.N ?? 40);
  for (let i = 0; i < N; i++)
    for (const p of paths) await app.inject({ url: p, headers: { authorization: `Bearer ${chairToken}` } });
  const cpu = process.cpuUsage(cpu0);
  const total = (performance.now() - t0) / (N * paths.length);
  if (profiler) {
    const { profile } = await profiler.post("Profiler.stop");
    fs.writeFileSync(path.join(profileDir!, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  const cpuMs = (cpu.user + cpu.system) / 1000 / (N * paths.length);
  const q = [...times.values()].reduce((a, b) => a + b.ms, 0) / (N * paths.length);
  const nq = [...times.values()].reduce((a, b) => a + b.n, 0) / (N * paths.length);
  console.log(
    `\n== ${name}: ${total.toFixed(2)} ms/request (CPU ${cpuMs.toFixed(2)} ms), of which SQL ${q.toFixed(2)} ms in ${nq.toFixed(1)} statements`,
  );
  for (const [sql, e] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, Number(process.env.TOP ?? 6)))
    console.log(
      `  ${(e.ms / (N * paths.length)).toFixed(2)} ms  x${(e.n / (N * paths.length)).toFixed(1)}  ${sql.slice(0, 260)}`,
    );
}
await close();
