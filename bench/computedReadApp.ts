// The app both query-timing tools measure: the real server built in-process over a seeded world,
// kept answers off (every request computed), and the paths of each read route of the load mix.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import type { DatabaseHandle } from "../apps/api/src/db/connection.js";
import { SEARCH_TERM } from "./papersSeed.js";
import { paperListPath } from "./loadRoutes.js";

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
