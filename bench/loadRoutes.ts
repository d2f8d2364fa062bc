// The load benchmark's per-route table: each route of the read mix alone against the server with
// kept answers off (the computed path), and the statements one request of it runs, counted
// in-process on the same database, so a regression shows which route it is in.
import type { KyselyPlugin } from "kysely";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { type CannonResult, fire, rps } from "./loadCannon.js";
import type { Child } from "./loadProcess.js";
import { postgresCpuSeconds } from "./processCpu.js";

/** A page of All Papers as the read mix asks for it (50 papers by title, optionally searched). */
export function paperListPath(confId: number, page: number, search?: string): string {
  return (
    `/api/paper/all/${confId}/0?` +
    new URLSearchParams({
      order_by: "paper_title",
      order_type: "asc",
      per_page: "50",
      page: String(page),
      ...(search ? { param_search: search } : {}),
    }).toString()
  );
}

export interface RouteGroup {
  name: string;
  paths: string[];
}

export interface RouteRow {
  name: string;
  result: CannonResult;
  queries: number;
  /** CPU ms per answer: the API process, PostgreSQL's backends (null on SQLite), this process (autocannon) */
  cpuMs: { api: number | null; database: number | null; bench: number | null };
}

/** Statements per request of each group, counted by a Kysely plugin on a server built in-process. */
async function queriesPerRequest(
  url: string,
  groups: readonly RouteGroup[],
  token: string,
): Promise<Map<string, number>> {
  let count = 0;
  // counted on results: transformQuery also runs for every subquery a builder embeds
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      count++;
      return args.result;
    },
  };
  const database = openDatabase(url);
  const config = { ...loadConfig({ DATABASE_URL: url, RESPONSE_CACHE_MB: "0" }), runMailWorker: false };
  const { app } = await buildApp({
    config,
    database: { ...database, db: database.db.withPlugin(counter) },
    logger: false,
  });
  await app.ready();
  const out = new Map<string, number>();
  try {
    for (const group of groups) {
      count = 0;
      for (const path of group.paths) await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
      out.set(group.name, count / group.paths.length);
    }
  } finally {
    await app.close();
    await database.close();
  }
  return out;
}

export async function routeTable(
  target: Child,
  url: string,
  groups: readonly RouteGroup[],
  token: string,
  seconds: number,
  connections: number,
): Promise<RouteRow[]> {
  const queries = await queriesPerRequest(url, groups, token);
  const rows: RouteRow[] = [];
  const onPostgres = url.startsWith("postgres");
  for (const group of groups) {
    let next = 0;
    const before = {
      api: target.cpuSeconds,
      database: onPostgres ? postgresCpuSeconds() : null,
      bench: process.cpuUsage(),
    };
    const result = await fire({
      url: target.origin,
      connections,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
      requests: [
        { method: "GET", setupRequest: (request) => ({ ...request, path: group.paths[next++ % group.paths.length] }) },
      ],
    });
    const answers = result["2xx"] + result.non2xx;
    const perAnswer = (from: number | null, to: number | null) =>
      from === null || to === null || !answers ? null : ((to - from) * 1000) / answers;
    const bench = process.cpuUsage(before.bench);
    rows.push({
      name: group.name,
      result,
      queries: queries.get(group.name) ?? NaN,
      cpuMs: {
        api: perAnswer(before.api, target.cpuSeconds),
        database: perAnswer(before.database, onPostgres ? postgresCpuSeconds() : null),
        bench: answers ? (bench.user + bench.system) / 1000 / answers : null,
      },
    });
  }
  return rows;
}

export function printRouteTable(engine: string, rows: readonly RouteRow[]): void {
  console.log(`[${engine}]   per route, computed (kept answers off):`);
  console.log(
    `[${engine}]     ${"route".padEnd(22)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"queries".padStart(8)}` +
      `   CPU ms per request: ${"API".padStart(5)} ${"DB".padStart(5)} ${"bench".padStart(5)}`,
  );
  const ms = (value: number | null) => (value === null ? "-" : value.toFixed(2)).padStart(5);
  for (const r of rows) {
    console.log(
      `[${engine}]     ${r.name.padEnd(22)} ${rps(r.result).toFixed(0).padStart(7)} ` +
        `${String(r.result.latency.p50).padStart(7)} ${String(r.result.latency.p99).padStart(7)} ${r.queries.toFixed(1).padStart(8)}` +
        `   ${" ".repeat(20)}${ms(r.cpuMs.api)} ${ms(r.cpuMs.database)} ${ms(r.cpuMs.bench)}` +
        (r.result.errors + r.result.timeouts + r.result.non2xx
          ? `  errors ${r.result.errors + r.result.timeouts} non-2xx ${r.result.non2xx}`
          : ""),
    );
  }
}
