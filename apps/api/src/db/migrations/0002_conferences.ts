import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import { binaryType, notNull, withId } from "./helpers.js";

type ColumnSpec = [
  name: string,
  type: "text" | "integer",
  build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
];

// Frozen copy of the settings catalogue as it stood when this migration was written; a later
// setting gets a migration of its own.
const SETTING_COLUMNS: ColumnSpec[] = [
  ["event_name", "text", notNull],
  ["acronym_title", "text", notNull],
  ["event_web_page", "text", notNull],
  ["start_date", "text", notNull],
  ["end_date", "text", notNull],
  ["your_role", "text", notNull],
  ["estimated_no_of_submissions", "integer", notNull],
  ["primary_area_id", "integer", notNull],
  ["secondary_area_id", "integer", notNull],
  ["area_notes", "text", notNull],
  ["other_info", "text"],
  ["publisher", "text"],
  ["series", "text"],
  ["geographic_focus", "text"],
  ["language", "text"],
  ["topic_focus", "text"],
  ["venue", "text", notNull],
  ["city", "text", notNull],
  ["state", "text", notNull],
  ["country", "text", notNull],
  ["timezone", "text", notNull],
  ["contact_email", "text", notNull],
  ["event_org_phone", "text", notNull],
  ["event_organizer", "text", notNull],
  ["event_org_web_page", "text", notNull],
  ["date_format", "text", (c) => c.defaultTo("YYYY-MM-DD")],
  ["timezone_for_deadline", "text", (c) => c.notNull().defaultTo("UTC")],
  ["timezone_for_session", "text", (c) => c.notNull().defaultTo("UTC")],
  ["last_submission_date", "text"],
  ["nature_of_submission", "text"],
  ["pre_submission_abstract_allowed", "integer", (c) => c.notNull().defaultTo(0)],
  ["submission_topics", "text"],
  ["disable_abstract_submission_form", "integer", (c) => c.notNull().defaultTo(1)],
  ["disable_multiple_authors", "integer", (c) => c.notNull().defaultTo(1)],
  ["text_abstracts_max_length", "integer"],
  ["submission_instructions_for_authors", "text"],
  ["submission_templates_for_authors", "text"],
  ["additional_fields_submission_form", "text"],
  ["file_upload_fields_submission_form", "text"],
  ["author_selecting_presenter", "integer", (c) => c.notNull().defaultTo(1)],
  ["new_submission_allowed", "integer", (c) => c.notNull().defaultTo(1)],
  ["submission_update_allowed", "integer", (c) => c.notNull().defaultTo(1)],
  ["automatic_submission_page_opening_or_closure", "integer", (c) => c.notNull().defaultTo(1)],
  ["is_paper_binding_enabled", "integer", (c) => c.notNull().defaultTo(1)],
  ["is_viewing_bids_of_pc_members_chairs_enabled", "integer", (c) => c.notNull().defaultTo(1)],
  ["is_assignment_submitted_papers_to_program_committee_enabled", "integer", (c) => c.notNull().defaultTo(1)],
  ["number_of_reviewers_per_paper", "integer", (c) => c.defaultTo(3)],
  ["reviewing_model", "text"],
  ["are_reviewier_names_visible_to_pc", "integer", (c) => c.notNull().defaultTo(1)],
  ["start_menu_is", "text"],
  ["review_menu_is", "text"],
  ["permit_pc_members_to_enter_reviews", "integer", (c) => c.notNull().defaultTo(1)],
  ["leading_reviewers_can_update_metareviews", "integer", (c) => c.notNull().defaultTo(1)],
  ["access_to_reviews_by_ordinary_pc_members", "integer", (c) => c.notNull().defaultTo(1)],
  ["use_offline_review_forms", "integer", (c) => c.notNull().defaultTo(1)],
  ["review_can_have_attachments", "integer", (c) => c.notNull().defaultTo(1)],
  ["review_form", "text"],
  ["decisions", "text"],
  ["reviewer", "text"],
  ["instructions", "text"],
  ["use_subviewers", "integer", (c) => c.notNull().defaultTo(1)],
  ["are_submissions_anonymour_for_subreviewers", "integer", (c) => c.notNull().defaultTo(1)],
  ["permit_subreviewers_participate_in_discussion", "integer", (c) => c.notNull().defaultTo(1)],
  ["are_track_chairs_allowed_reviews_to_authors", "integer", (c) => c.notNull().defaultTo(1)],
  ["submission_web_page", "text"],
  ["license_expiry_date", "text"],
  ["event_approval_email", "text"],
  ["event_support_emails", "text"],
  ["event_management_url", "text"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = withId(db, db.schema.createTable("conferences"))
    .addColumn("conference_status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status_before_block", "integer")
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("paper_sequence_counter", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("logo", binaryType(db))
    .addColumn("logo_mime_type", "text")
    .addColumn("banner", binaryType(db))
    .addColumn("banner_mime_type", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull);
  for (const [name, type, build] of SETTING_COLUMNS) {
    table = build ? table.addColumn(name, type, build) : table.addColumn(name, type);
  }
  await table.execute();
  // The list filters by status (approved for everyone, all for admins) and the creator's own.
  await db.schema.createIndex("conferences_status_idx").on("conferences").column("conference_status").execute();
  await db.schema.createIndex("conferences_created_by_idx").on("conferences").column("created_by").execute();

  await withId(db, db.schema.createTable("conference_permissions"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("permission", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("conference_permissions_unique", ["conf_id", "user_id", "permission"])
    .execute();
  // "Which conferences does this user hold a permission on" drives the list for non-admins.
  await db.schema
    .createIndex("conference_permissions_user_id_idx")
    .on("conference_permissions")
    .column("user_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("conference_permissions").execute();
  await db.schema.dropTable("conferences").execute();
}
