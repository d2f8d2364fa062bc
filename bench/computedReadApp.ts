// The app the in-process tools measure: the real server built in-process over a seeded world,
// kept answers off (every request computed), and the paths of each read route of the load mix.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import { SEARCH_TERM, seedPapers } from "./papersSeed.js";
import { seedReviews } from "./reviewSeed.js";
import { paperListPath } from "./loadRoutes.js";

/**
 * That app over a throwaway SQLite file of 2,000 papers (in its review period with REVIEWED set),
 * as the chair sees it; `close` removes the file.
 */
export async function sqliteComputedReadApp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "computed-read-"));
  const url = `sqlite:${dir}/db.sqlite`;
  const seeding = openDatabase(url);
  await migrateToLatest(seeding.db);
  const world = await seedPapers(seeding.db, 2000);
  if (process.env.REVIEWED) await seedReviews(seeding.db, world.confId, world.trackIds);
  const ids = (await seeding.db.selectFrom("papers").select("id").orderBy("id").execute()).map((r) => r.id);
  await seeding.close();
  const database = openDatabase(url);
  const { app, routes } = await computedReadApp(url, database, world.confId, ids);
  const close = async () => {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { app, routes, chairToken: world.chairToken, close };
}

export async function computedReadApp(
  url: string,
  database: DatabaseHandle,
  confId: number,
  paperIds: number[],
): Promise<{ app: FastifyInstance; routes: Record<string, string[]> }> {
  const config = { ...loadConfig({ DATABASE_URL: url, RESPONSE_CACHE_MB: "0" }), runMailWorker: false };
  const { app } = await buildApp({ config, database, logger: false });
  await app.ready();
  const list = (page: number, search?: string) => paperListPath(confId, page, search);
  const routes: Record<string, string[]> = {
    conference: ["/api/conference"],
    list: [1, 2, 3, 4, 5].map((p) => list(p)),
    search: [1, 2].map((p) => list(p, process.env.TERM_SEARCH ?? SEARCH_TERM)),
    detail: paperIds.slice(0, 20).map((id) => `/api/paper/${id}`),
  };
  return { app, routes };
}
