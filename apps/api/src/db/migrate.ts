import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { isPostgres } from "./migrations/helpers.js";
import * as m0001 from "./migrations/0001_accounts.js";
import * as m0002 from "./migrations/0002_conferences.js";
import * as m0003 from "./migrations/0003_tracks_committee_cfp.js";
import * as m0004 from "./migrations/0004_papers.js";
import * as m0005 from "./migrations/0005_reviews.js";
import * as m0010 from "./migrations/0010_notification_job_details.js";
import * as m0011 from "./migrations/0011_paper_title_sort_index.js";
import * as m0012 from "./migrations/0012_paper_search_text.js";
import * as m0013 from "./migrations/0013_data_version.js";
import * as m0014 from "./migrations/0014_email_verification_rate_limits.js";
import * as m0015 from "./migrations/0015_notification_job_once.js";
import * as m0016 from "./migrations/0016_setup_claim.js";
import * as m0020 from "./migrations/0020_paper_conflicts.js";
import * as m0021 from "./migrations/0021_coauthor_confirmation.js";
import * as m0045 from "./migrations/0045_review_phase.js";
import * as m0040 from "./migrations/0040_review_forms.js";
import * as m0030 from "./migrations/0030_topics_bidding.js";
import * as m0050 from "./migrations/0050_discussion.js";
import * as m0060 from "./migrations/0060_submission_window.js";
import * as m0061 from "./migrations/0061_submission_fields.js";
import * as m0062 from "./migrations/0062_paper_presenter.js";
import * as m0070 from "./migrations/0070_camera_ready.js";
import * as m0075 from "./migrations/0075_paper_extra_files.js";
import * as m0090 from "./migrations/0090_subreview_answers.js";
import * as m0093 from "./migrations/0093_track_chair_email_proof.js";
import * as m0096 from "./migrations/0096_tpc_invitation_tokens.js";
import * as m0105 from "./migrations/0105_auto_assign_progress_table.js";
import * as m0120 from "./migrations/0120_personal_api_tokens.js";
import * as m0121 from "./migrations/0121_paper_external_id.js";
import * as m0125 from "./migrations/0125_user_publications.js";
import * as m0126 from "./migrations/0126_affinity_compute.js";
import * as m0127 from "./migrations/0127_conflict_coauthor_years.js";
import * as m0128 from "./migrations/0128_publications_data_version.js";
import * as m0130 from "./migrations/0130_tpc_invitation_groups.js";
import * as m0135 from "./migrations/0135_conference_auto_assign.js";
import * as m0136 from "./migrations/0136_conference_auto_assign_progress.js";
import * as m0137 from "./migrations/0137_search_indexes_bulk_mail_requests.js";
import * as m0138 from "./migrations/0138_paper_search_text_trigrams.js";
import * as m0139 from "./migrations/0139_unstorable_json_text_repair.js";
import * as m0115 from "./migrations/0115_paper_tags.js";
import * as m0116 from "./migrations/0116_saved_searches.js";
import type { Database } from "./schema.js";

// Migrations are imported statically (not read from a folder) so the built server and the
// tests run exactly the same list. Add a new numbered file here.
const MIGRATIONS: Record<string, Migration> = {
  "0001_accounts": m0001,
  "0002_conferences": m0002,
  "0003_tracks_committee_cfp": m0003,
  "0004_papers": m0004,
  "0005_reviews": m0005,
  "0010_notification_job_details": m0010,
  "0011_paper_title_sort_index": m0011,
  "0012_paper_search_text": m0012,
  "0013_data_version": m0013,
  "0014_email_verification_rate_limits": m0014,
  "0015_notification_job_once": m0015,
  "0016_setup_claim": m0016,
  "0020_paper_conflicts": m0020,
  "0021_coauthor_confirmation": m0021,
  "0045_review_phase": m0045,
  "0040_review_forms": m0040,
  "0030_topics_bidding": m0030,
  "0050_discussion": m0050,
  "0060_submission_window": m0060,
  "0061_submission_fields": m0061,
  "0062_paper_presenter": m0062,
  "0070_camera_ready": m0070,
  "0075_paper_extra_files": m0075,
  "0090_subreview_answers": m0090,
  "0093_track_chair_email_proof": m0093,
  "0096_tpc_invitation_tokens": m0096,
  "0105_auto_assign_progress_table": m0105,
  "0120_personal_api_tokens": m0120,
  "0121_paper_external_id": m0121,
  "0125_user_publications": m0125,
  "0126_affinity_compute": m0126,
  "0127_conflict_coauthor_years": m0127,
  "0128_publications_data_version": m0128,
  "0130_tpc_invitation_groups": m0130,
  "0135_conference_auto_assign": m0135,
  "0136_conference_auto_assign_progress": m0136,
  "0137_search_indexes_bulk_mail_requests": m0137,
  "0138_paper_search_text_trigrams": m0138,
  "0139_unstorable_json_text_repair": m0139,
  "0115_paper_tags": m0115,
  "0116_saved_searches": m0116,
};

/** The newest migration this installation knows (its database schema version, e.g. "0128_…"). */
export function latestMigration(): string {
  return Object.keys(MIGRATIONS).sort().at(-1)!;
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // On PostgreSQL the migration tables are the current schema's (its introspection reads only that
  // schema: db/currentSchemaIntrospector.ts), so a second installation (or test run) in another
  // schema of the same database neither fools nor disturbs it.
  const migrationTableSchema = isPostgres(db as Kysely<unknown>)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
