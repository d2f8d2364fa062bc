import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import * as m0001 from "./migrations/0001_accounts.js";
import * as m0002 from "./migrations/0002_conferences.js";
import * as m0003 from "./migrations/0003_tracks_committee_cfp.js";
import * as m0004 from "./migrations/0004_papers.js";
import * as m0005 from "./migrations/0005_reviews.js";
import type { Database } from "./schema.js";

// Migrations are imported statically (not read from a folder) so the built server and the
// tests run exactly the same list. Add a new numbered file here.
const MIGRATIONS: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_conferences": m0002,
  "0003_tracks_committee_cfp": m0003,
  "0004_papers": m0004,
  "0005_reviews": m0005,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
