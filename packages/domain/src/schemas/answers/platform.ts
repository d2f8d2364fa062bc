// Answer schemas of the publications, API tokens, computed affinity, setup, audit, mail delivery and
// dashboard calls (answers/publications.ts, rules/apiTokens.ts, answers/audit.ts, answers/mailings.ts,
// answers/dashboard.ts, answers/users.ts).
import { z } from "zod";
import type { AuditLogEntry, PaperHistoryEntry } from "../../answers/audit.js";
import { type ConferenceDashboard, DASHBOARD_PHASES } from "../../answers/dashboard.js";
import { BULK_MAIL_KINDS, type BulkMailDelivery } from "../../answers/mailings.js";
import type {
  AffinityComputeProgress,
  PaperAffinityMatches,
  Publication,
  PublicationImportResult,
} from "../../answers/publications.js";
import type { SetupState } from "../../answers/users.js";
import { API_TOKEN_SCOPES, type ApiTokenSummary, type CreatedApiToken } from "../../rules/apiTokens.js";
import { PUBLICATION_SOURCES } from "../../rules/publications.js";
import type { Assert, Same } from "./agree.js";

const publication = z.strictObject({
  id: z.number(),
  title: z.string(),
  abstract: z.string().nullable(),
  year: z.number().nullable(),
  venue: z.string().nullable(),
  source: z.enum(PUBLICATION_SOURCES),
  coauthors: z.array(z.strictObject({ name: z.string(), email: z.string().nullable() })),
  created_at: z.string(),
});

/** GET /users/publications */
export const publicationsAnswer = z.array(publication);

/** POST /users/publications */
export const publicationImportAnswer = z.strictObject({
  imported: z.number(),
  refused: z.array(z.strictObject({ entry: z.number(), label: z.string().nullable(), reason: z.string() })),
  publications: z.array(publication),
});

const apiTokenSummary = z.strictObject({
  id: z.number(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
});

/** GET /users/api-tokens */
export const apiTokensAnswer = z.array(apiTokenSummary);

/** POST /users/api-tokens: the token itself, shown once. */
export const createdApiTokenAnswer = apiTokenSummary.extend({ token: z.string() });

/** POST /conference/affinity-compute/{confId} and GET /conference/affinity-compute-progress/{confId} */
export const affinityComputeAnswer = z.strictObject({
  conf_id: z.number(),
  status: z.enum(["running", "done", "failed", "none"]),
  method: z.string().nullable(),
  total_papers: z.number(),
  done_papers: z.number(),
  stored_scores: z.number(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
});

/** GET /paper/affinity-matches/{paperId} */
export const paperAffinityMatchesAnswer = z.strictObject({
  paper_id: z.number(),
  matches: z.array(
    z.strictObject({
      user_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      score: z.number(),
      publications: z.array(
        z.strictObject({ id: z.number(), title: z.string(), year: z.number().nullable(), score: z.number() }),
      ),
      shared_terms: z.array(z.string()),
    }),
  ),
});

/** GET /setup */
export const setupStateAnswer = z.strictObject({ needed: z.boolean() });

const auditDetails = z.record(z.string(), z.unknown()).nullable();

const auditLogEntry = z.strictObject({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  conf_id: z.number().nullable(),
  details: auditDetails,
  created_at: z.string(),
  actor_id: z.number().nullable(),
  actor_first_name: z.string().nullable(),
  actor_last_name: z.string().nullable(),
  actor_email: z.string().nullable(),
});

/** GET /audit-log */
export const auditLogAnswer = z.strictObject({ data: z.array(auditLogEntry), total: z.number() });

const paperHistoryEntry = z.strictObject({
  id: z.number(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().nullable(),
  created_at: z.string(),
  actor_id: z.number().nullable(),
  actor_name: z.string().nullable(),
  details: auditDetails,
  subject_name: z.string().nullable(),
});

/** GET /paper/history/{paperId} */
export const paperHistoryAnswer = z.array(paperHistoryEntry);

const bulkMailDelivery = z.strictObject({
  kind: z.enum(BULK_MAIL_KINDS),
  label: z.string(),
  total: z.number(),
  waiting: z.number(),
  sent: z.number(),
  failed: z.number(),
  last_queued_at: z.string().nullable(),
  failures: z.array(z.strictObject({ to: z.string(), subject: z.string(), error: z.string().nullable() })),
});

/** GET /conference/mail-delivery/{confId} */
export const mailDeliveryAnswer = z.array(bulkMailDelivery);

const phaseKey = z.enum(DASHBOARD_PHASES.map((p) => p.key) as [(typeof DASHBOARD_PHASES)[number]["key"]]);

/** GET /conference/dashboard/{confId} */
export const dashboardAnswer = z.strictObject({
  conf_id: z.number(),
  acronym_title: z.string(),
  timezone: z.string(),
  date_format: z.string().nullable(),
  current_phase: phaseKey.nullable(),
  min_bids: z.number(),
  bids_per_member: z.array(
    z.strictObject({
      track_id: z.number(),
      user_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      bid_count: z.number(),
    }),
  ),
  phases: z.array(
    z.strictObject({
      key: phaseKey,
      name: z.string(),
      state: z.enum(["not started", "open", "closed"]),
      opens: z.string().nullable(),
      closes: z.string().nullable(),
      opens_at: z.string().nullable(),
      closes_at: z.string().nullable(),
      counts: z.array(
        z.strictObject({ key: z.string(), label: z.string(), value: z.number(), link: z.string().nullable() }),
      ),
      next_action: z.strictObject({ label: z.string(), link: z.string() }).nullable(),
    }),
  ),
});

type _Agrees = [
  Assert<Same<z.output<typeof publication>, Publication>>,
  Assert<Same<z.output<typeof publicationImportAnswer>, PublicationImportResult>>,
  Assert<Same<z.output<typeof apiTokenSummary>, ApiTokenSummary>>,
  Assert<Same<z.output<typeof createdApiTokenAnswer>, CreatedApiToken>>,
  Assert<Same<z.output<typeof affinityComputeAnswer>, AffinityComputeProgress>>,
  Assert<Same<z.output<typeof paperAffinityMatchesAnswer>, PaperAffinityMatches>>,
  Assert<Same<z.output<typeof setupStateAnswer>, SetupState>>,
  Assert<Same<z.output<typeof auditLogEntry>, AuditLogEntry>>,
  Assert<Same<z.output<typeof paperHistoryEntry>, PaperHistoryEntry>>,
  Assert<Same<z.output<typeof bulkMailDelivery>, BulkMailDelivery>>,
  Assert<Same<z.output<typeof dashboardAnswer>, ConferenceDashboard>>,
];
