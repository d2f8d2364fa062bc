import type { Kysely } from "kysely";
import type { AppConfig } from "./config.js";
import type { Engine } from "./db/connection.js";
import type { Database } from "./db/schema.js";

/** What every service needs; built once per process in app.ts and passed down. */
export interface AppContext {
  db: Kysely<Database>;
  engine: Engine;
  config: AppConfig;
}
