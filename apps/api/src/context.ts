import type { Kysely } from "kysely";
import type { AppConfig } from "./config.js";
import type { DatabaseHandle, Engine } from "./db/connection.js";
import type { Database } from "./db/schema.js";
import { type EventBus, createEventBus } from "./events/index.js";
import { ResponseCache } from "./http/responseCache.js";
import { Semaphore } from "./http/semaphore.js";

/** What every service needs; built once per process in app.ts and passed down. */
export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  config: AppConfig;
  /** this process's kept answers of the hot read routes */
  responseCache: ResponseCache;
  /** multipart bodies read at once (UPLOAD_READ_CONCURRENCY, http/route.ts) */
  uploadBodySlots: Semaphore;
  /** paper-file writes at once (PAPER_UPLOAD_CONCURRENCY, features/papers/uploadQueue.ts) */
  paperWriteSlots: Semaphore;
  /** what one feature's write tells the others (events/bus.ts); sealed by app.ts once the reactions are registered */
  events: EventBus;
}

export function createContext(config: AppConfig, database: Pick<DatabaseHandle, "db" | "engine">): AppContext {
  return {
    db: database.db,
    engine: database.engine,
    config,
    responseCache: new ResponseCache(config.responseCache),
    uploadBodySlots: new Semaphore(config.uploadReadConcurrency),
    paperWriteSlots: new Semaphore(config.paperUploadConcurrency),
    events: createEventBus(),
  };
}
