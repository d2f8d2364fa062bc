import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

export interface AuditFilter {
  conf_id?: number;
  entity_type?: string;
  entity_id?: number;
  actor_id?: number;
  /** exact match, e.g. "conference.approve" */
  action?: string;
  per_page: number;
  page: number;
}

export async function listAuditLog(db: Kysely<Database>, f: AuditFilter) {
  let base = db.selectFrom("audit_log").leftJoin("users", "users.id", "audit_log.actor_id");
  if (f.conf_id !== undefined) base = base.where("audit_log.conf_id", "=", f.conf_id);
  if (f.entity_type) base = base.where("audit_log.entity_type", "=", f.entity_type);
  if (f.entity_id !== undefined) base = base.where("audit_log.entity_id", "=", f.entity_id);
  if (f.actor_id !== undefined) base = base.where("audit_log.actor_id", "=", f.actor_id);
  if (f.action) base = base.where("audit_log.action", "=", f.action);
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const data = await base
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.entity_type",
      "audit_log.entity_id",
      "audit_log.conf_id",
      "audit_log.details",
      "audit_log.created_at",
      "audit_log.actor_id",
      "users.first_name as actor_first_name",
      "users.last_name as actor_last_name",
      "users.email as actor_email",
    ])
    .orderBy("audit_log.id", "desc")
    .limit(f.per_page)
    .offset((f.page - 1) * f.per_page)
    .execute();
  return {
    data: data.map((row) => ({
      ...row,
      details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
    })),
    total: Number(total.n),
  };
}

/**
 * A paper's trail, oldest first: the entries on the paper itself (submission, edits, co-authors,
 * status actions, assignments, decisions, notifications) and those on its reviews (which are
 * recorded against the review assignment, with the paper id in their details).
 */
export async function paperHistory(db: Kysely<Database>, paperId: number) {
  const rows = await db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.entity_type",
      "audit_log.entity_id",
      "audit_log.details",
      "audit_log.created_at",
      "audit_log.actor_id",
      "users.first_name as actor_first_name",
      "users.last_name as actor_last_name",
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb("audit_log.entity_type", "=", "paper"), eb("audit_log.entity_id", "=", paperId)]),
        eb.and([
          eb("audit_log.entity_type", "=", "paper_review"),
          eb(
            "audit_log.entity_id",
            "in",
            eb
              .selectFrom("paper_reviewers")
              .select("paper_reviewers.id")
              .where("paper_reviewers.paper_id", "=", paperId),
          ),
        ]),
      ]),
    )
    .orderBy("audit_log.id", "asc")
    .execute();
  return rows.map((row) => ({
    ...row,
    details: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
  }));
}

/** Names of the users an entry's details refer to (reviewer_id), for a readable timeline. */
export async function userNames(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom("users").select(["id", "first_name", "last_name"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
}
