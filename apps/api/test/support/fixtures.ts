// Direct-insert fixtures: every feature's tests build the world they need without going through
// other features' routes, so a test fails only for the feature it tests.
import { randomBytes } from "node:crypto";
import type { AppContext } from "../../src/context.js";
import { nowIso } from "../../src/db/time.js";
import { normalizeEmail } from "../../src/features/accounts/repository.js";

/** A complete, valid create payload for POST /conference (dates in the future). */
export function conferencePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const year = new Date().getUTCFullYear() + 1;
  return {
    event_name: `International Conference on Testing ${randomBytes(3).toString("hex")}`,
    acronym_title: `ICT${randomBytes(2).toString("hex").toUpperCase()}`,
    start_date: `${year}-06-10`,
    end_date: `${year}-06-12`,
    your_role: "General Chair",
    estimated_no_of_submissions: 200,
    primary_area_id: 7,
    secondary_area_id: 21,
    area_notes: "Software testing and verification",
    other_info: "",
    event_web_page: "https://ict.example.org",
    venue: "Congress Centre",
    city: "Lisbon",
    state: "Lisboa",
    country: "Portugal",
    timezone: "Europe/Lisbon",
    contact_email: "chairs@ict.example.org",
    event_org_phone: "+351 21 000 0000",
    event_organizer: "ICT Society",
    event_org_web_page: "https://society.example.org",
    ...overrides,
  };
}

export interface ConferenceFixture {
  id: number;
}

/**
 * Inserts a conference (Approved unless told otherwise) whose SUPERCHAIR is `chairId`. The
 * deadline defaults to a week ahead in UTC.
 */
export async function insertConference(
  ctx: AppContext,
  chairId: number,
  overrides: Record<string, unknown> = {},
): Promise<ConferenceFixture> {
  const now = nowIso();
  const deadline = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 16).replace("T", " ");
  const payload = conferencePayload();
  const row = await ctx.db
    .insertInto("conferences")
    .values({
      ...(payload as any),
      conference_status: 1,
      created_by: chairId,
      timezone_for_deadline: "UTC",
      timezone_for_session: "UTC",
      last_submission_date: deadline,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto("conference_permissions")
    .values({ conf_id: row.id, user_id: chairId, permission: "SUPERCHAIR", created_at: now })
    .execute();
  return { id: row.id };
}

export async function insertTrack(
  ctx: AppContext,
  confId: number,
  name = `Track ${randomBytes(3).toString("hex")}`,
): Promise<number> {
  const now = nowIso();
  const row = await ctx.db
    .insertInto("tracks")
    .values({
      conf_id: confId,
      track_name: name,
      track_short_name: name.slice(0, 8),
      track_description: `About ${name}`,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTrackChair(ctx: AppContext, trackId: number, userId: number): Promise<number> {
  const row = await ctx.db
    .insertInto("track_chairs")
    .values({ track_id: trackId, user_id: userId, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** status 1: accepted member (REVIEWER); 0: pending invitation. */
export async function insertTpcMember(ctx: AppContext, trackId: number, userId: number, status = 1): Promise<number> {
  const row = await ctx.db
    .insertInto("tpc_members")
    .values({
      track_id: trackId,
      user_id: userId,
      status,
      created_at: nowIso(),
      responded_at: status === 0 ? null : nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOcMember(
  ctx: AppContext,
  confId: number,
  person: {
    userId?: number | null;
    first_name?: string;
    last_name?: string;
    email: string;
    type?: number;
    sequence?: number;
  },
): Promise<number> {
  const row = await ctx.db
    .insertInto("organizing_committee")
    .values({
      conf_id: confId,
      organizing_committee_type: person.type ?? 1,
      user_id: person.userId ?? null,
      first_name: person.first_name ?? "Olga",
      last_name: person.last_name ?? "Organiser",
      email: person.email,
      email_normalized: normalizeEmail(person.email),
      country: "Portugal",
      affiliation: "Organising University",
      sequence: person.sequence ?? 1,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const MINIMAL_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 " +
    "R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 " +
    "792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Inserts a paper (with a PDF unless `withFile` is false) whose first author is the submitter. */
export async function insertPaper(
  ctx: AppContext,
  opts: { confId: number; trackId: number; authorId: number; title?: string; status?: number; withFile?: boolean },
): Promise<{ id: number; paper_sequence: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const counter = await trx
      .updateTable("conferences")
      .set((eb) => ({ paper_sequence_counter: eb("paper_sequence_counter", "+", 1) }))
      .where("id", "=", opts.confId)
      .returning("paper_sequence_counter")
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const paper = await trx
      .insertInto("papers")
      .values({
        conf_id: opts.confId,
        track_id: opts.trackId,
        paper_sequence: counter.paper_sequence_counter,
        paper_title: opts.title ?? `A study of ${randomBytes(3).toString("hex")}`,
        keywords: "testing",
        abstract: "We study things.",
        status: opts.status ?? 0,
        created_by: opts.authorId,
        created_at: now,
        updated_at: now,
      })
      .returning(["id", "paper_sequence"])
      .executeTakeFirstOrThrow();
    const author = await trx.selectFrom("users").selectAll().where("id", "=", opts.authorId).executeTakeFirstOrThrow();
    await trx
      .insertInto("paper_authors")
      .values({
        paper_id: paper.id,
        user_id: author.id,
        first_name: author.first_name,
        last_name: author.last_name,
        email: author.email,
        email_normalized: author.email_normalized,
        country: author.country,
        affiliation: author.affiliation,
        author_order: 1,
        created_at: now,
      })
      .execute();
    if (opts.withFile !== false) {
      await trx
        .insertInto("paper_files")
        .values({
          paper_id: paper.id,
          file_name: "paper.pdf",
          mime_type: "application/pdf",
          size: MINIMAL_PDF.length,
          data: MINIMAL_PDF,
          uploaded_at: now,
        })
        .execute();
    }
    return paper;
  });
}

export async function insertReviewerAssignment(ctx: AppContext, paperId: number, userId: number): Promise<number> {
  const row = await ctx.db
    .insertInto("paper_reviewers")
    .values({ paper_id: paperId, user_id: userId, assigned_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
