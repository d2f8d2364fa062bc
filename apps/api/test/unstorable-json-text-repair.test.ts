// Migration 0139 repairs JSON text stored before a lone UTF-16 surrogate (half of a character), or a
// NUL inside JSON carried in a multipart field, was refused on the way in. JSON.stringify kept them
// as the escapes `\ud800` and `\u0000`, which PostgreSQL's jsonb refuses: one such answer made the
// chairs' dashboard and All Papers' score and field reads fail for the whole conference. The rows
// here are written straight into the database, as a server of before the rule stored them; the
// migration's up() then replaces each lone surrogate and NUL with U+FFFD and leaves everything
// else as it was.
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { REPAIRED_COLUMNS, down, up } from "../src/db/migrations/0139_unstorable_json_text_repair.js";
import { repairedJson } from "../src/db/storableText.js";
import { nowIso } from "../src/db/time.js";
import { ARCHIVE_TABLES } from "../src/features/conferenceExport/archiveSpec.js";
import { createUser } from "./support/factories.js";
import {
  MINIMAL_PDF,
  insertConference,
  insertPaper,
  insertReviewerAssignment,
  insertTpcMember,
  insertTrack,
} from "./support/fixtures.js";
import { TEST_ENGINE, call } from "./support/testApp.js";
import { chairsAnswerReads } from "./support/answerReads.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const HIGH = "\ud800";
const LOW = "\udc00";
const FFFD = "\ufffd";
const NUL = "\u0000";
/** what a person typed as the six characters backslash, u, d, 8, 0, 0: ordinary text */
const TYPED_ESCAPE = "typed \\ud800 on purpose";

const t = useTestApp();
const w = useWorld(t, async (t) => {
  const chair = await createUser(t.app, t.ctx, { first_name: "Carla", last_name: "Chair" });
  const author = await createUser(t.app, t.ctx, { first_name: "Ada", last_name: "Author" });
  const reviewers = [
    await createUser(t.app, t.ctx, { first_name: "Rita", last_name: "One" }),
    await createUser(t.app, t.ctx, { first_name: "Rolf", last_name: "Two" }),
  ];
  const sub = await createUser(t.app, t.ctx, { first_name: "Sam", last_name: "Sub" });
  const { id: confId } = await insertConference(t.ctx, chair.id, {
    permit_pc_members_to_enter_reviews: 1,
    additional_fields_submission_form: JSON.stringify([
      { key: "note", label: "Note", type: "text", options: [], required: false, visibility: "reviewers" },
    ]),
  });
  // the settings documents go on a conference of their own, so the reads above see a plain one
  const { id: otherConfId } = await insertConference(t.ctx, chair.id);
  const trackId = await insertTrack(t.ctx, confId, "Main");
  const paper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  const typedPaper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  const nulPaper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  const typedNulPaper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  const assignments: number[] = [];
  for (const r of reviewers) {
    await insertTpcMember(t.ctx, trackId, r.id);
    assignments.push(await insertReviewerAssignment(t.ctx, paper.id, r.id));
  }
  return {
    chair,
    reviewers,
    sub,
    confId,
    otherConfId,
    trackId,
    paperId: paper.id,
    typedPaperId: typedPaper.id,
    nulPaperId: nulPaper.id,
    typedNulPaperId: typedNulPaper.id,
    assignments,
  };
});

const answers = (remarks: string, evaluation = 2) => ({
  reviewer_evaluation: evaluation,
  reviewer_confidence: 4,
  reviewer_remarks: remarks,
  reviewer_confidential_remarks: "Between us.",
});

/** One stored document: where it is, its text as stored before, and what it must parse to after (null: unchanged). */
interface Seeded {
  table: string;
  column: string;
  id: number;
  before: string;
  after: unknown;
}

/** Writes every document of the world straight into the database, as a server of before the rule did. */
async function seedBrokenRows(): Promise<Seeded[]> {
  const db = t.ctx.db;
  const now = nowIso();
  const seeded: Seeded[] = [];
  const put = async (table: string, column: string, id: number, before: string, after: unknown) => {
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${before} where id = ${id}`.execute(db);
    seeded.push({ table, column, id, before, after });
  };
  const inserted = async (table: string, values: Record<string, unknown>) => {
    const columns = sql.join(Object.keys(values).map((k) => sql.ref(k)));
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${columns})
      values (${sql.join(Object.values(values))}) returning id`.execute(db);
    return Number(rows[0]!.id);
  };

  // a value, a key and a value in a list, all lone halves
  await put(
    "papers",
    "submission_fields",
    w.paperId,
    JSON.stringify({ note: "yes", [`memo${HIGH}`]: ["deep", { x: `a${LOW}b` }] }),
    { note: "yes", [`memo${FFFD}`]: ["deep", { x: `a${FFFD}b` }] },
  );
  // a typed backslash-u is stored as `\\ud800`: a candidate of the prefilter, and left alone
  await put("papers", "submission_fields", w.typedPaperId, JSON.stringify({ note: TYPED_ESCAPE }), null);
  // a NUL sent inside a multipart field's JSON, and nothing else: stored as `\u0000`
  await put("papers", "submission_fields", w.nulPaperId, JSON.stringify({ note: `no${NUL}` }), {
    note: `no${FFFD}`,
  });
  await put("papers", "submission_fields", w.typedNulPaperId, JSON.stringify({ note: "typed \\u0000" }), null);

  const [first, second] = w.assignments as [number, number];
  await db
    .updateTable("paper_reviewers")
    .set({ reviewed_at: now, form_version: 0 })
    .where("id", "in", [first, second])
    .execute();
  await put(
    "paper_reviewers",
    "answers",
    first,
    JSON.stringify(answers(`Solid work${HIGH}, but see below.`)),
    answers(`Solid work${FFFD}, but see below.`),
  );
  // written by hand with upper-case hex: an escaped pair is one character and stays; the lone half goes
  await put(
    "paper_reviewers",
    "answers",
    second,
    JSON.stringify(answers("", -1)).replace(
      '"reviewer_remarks":""',
      '"reviewer_remarks":"ok \\uD83D\\uDE00 and \\uDC00"',
    ),
    answers(`ok \u{1F600} and ${FFFD}`, -1),
  );
  await put(
    "paper_reviewers",
    "draft_answers",
    second,
    JSON.stringify({ reviewer_remarks: `draft${LOW}`, [`no${NUL}te`]: `nul${NUL}here` }),
    { reviewer_remarks: `draft${FFFD}`, [`no${FFFD}te`]: `nul${FFFD}here` },
  );
  const version = await inserted("review_versions", {
    paper_reviewer_id: first,
    paper_id: w.paperId,
    user_id: w.reviewers[0]!.id,
    version: 1,
    form_version: 0,
    answers: "{}",
    submitted_at: now,
  });
  await put("review_versions", "answers", version, JSON.stringify(answers(`v1${HIGH}`)), answers(`v1${FFFD}`));
  const subreview = await inserted("paper_subreviews", {
    paper_id: w.paperId,
    review_id: first,
    requested_by: w.reviewers[0]!.id,
    subreviewer_id: w.sub.id,
    status: "submitted",
    created_at: now,
    updated_at: now,
  });
  await put("paper_subreviews", "answers", subreview, JSON.stringify(answers(`sub${HIGH}`)), answers(`sub${FFFD}`));

  const form = await inserted("review_form_versions", {
    conf_id: w.otherConfId,
    version: 1,
    fields: "[]",
    created_by: w.chair.id,
    created_at: now,
  });
  await put("review_form_versions", "fields", form, JSON.stringify([{ key: "q", label: `Label${HIGH}` }]), [
    { key: "q", label: `Label${FFFD}` },
  ]);
  const setting = (label: string) => JSON.stringify([{ key: "k", label }]);
  for (const column of ["additional_fields_submission_form", "file_upload_fields_submission_form", "decisions"])
    await put("conferences", column, w.otherConfId, setting(`${column}${LOW}`), [
      { key: "k", label: `${column}${FFFD}` },
    ]);

  const finalVersion = await inserted("camera_ready_versions", {
    paper_id: w.paperId,
    final_title: "Final",
    final_abstract: "Abstract.",
    final_authors: "[]",
    file_name: "final.pdf",
    size: MINIMAL_PDF.length,
    data: MINIMAL_PDF,
    uploaded_by: w.chair.id,
    uploaded_at: now,
  });
  await put("camera_ready_versions", "final_authors", finalVersion, JSON.stringify([{ first_name: `Ad${HIGH}a` }]), [
    { first_name: `Ad${FFFD}a` },
  ]);
  const bulk = await inserted("bulk_mail_requests", {
    conf_id: w.confId,
    user_id: w.chair.id,
    request_key: "key-1",
    fingerprint: "f".repeat(64),
    answer: null,
    created_at: now,
  });
  await put("bulk_mail_requests", "answer", bulk, JSON.stringify({ sample: { body: `Dear${HIGH}` } }), {
    sample: { body: `Dear${FFFD}` },
  });
  const draft = await inserted("auto_assign_drafts", {
    track_id: w.trackId,
    created_by: w.chair.id,
    created_at: now,
    fingerprint: "f".repeat(64),
    pairs: "[]",
    outcome: "{}",
  });
  await put("auto_assign_drafts", "outcome", draft, JSON.stringify({ papers_short: [{ paper_title: `T${LOW}` }] }), {
    papers_short: [{ paper_title: `T${FFFD}` }],
  });
  const audit = () => inserted("audit_log", { action: "test.seed", entity_type: "test", created_at: now });
  await put("audit_log", "details", await audit(), JSON.stringify({ reason: `why${HIGH}` }), { reason: `why${FFFD}` });
  // not JSON at all (a candidate of the prefilter): left as it is
  await put("audit_log", "details", await audit(), "not json \\ud800", null);
  return seeded;
}

const stored = async (s: Pick<Seeded, "table" | "column" | "id">) =>
  (
    await sql<{
      text: string;
    }>`select ${sql.ref(s.column)} as text from ${sql.table(s.table)} where id = ${s.id}`.execute(t.ctx.db)
  ).rows[0]!.text;

const every = (statuses: Record<string, number>, status: number) =>
  Object.fromEntries(Object.keys(statuses).map((k) => [k, status]));

describe("migration 0139", () => {
  it("replaces each lone surrogate and NUL stored in JSON text with U+FFFD, and the reads that failed answer again", async () => {
    const seeded = await seedBrokenRows();
    // every column the migration repairs has a broken document here
    expect(new Set(seeded.map((s) => `${s.table}.${s.column}`))).toEqual(
      new Set(REPAIRED_COLUMNS.map(([table, column]) => `${table}.${column}`)),
    );
    const before = await chairsAnswerReads(t.app, w.chair.token, w.confId, { key: "note", value: "yes" });
    // what the rule came too late for: on PostgreSQL these reads failed for the whole conference
    if (TEST_ENGINE === "postgres") expect(before).toEqual(every(before, 500));
    else expect(before).toEqual(every(before, 200));

    await up(t.ctx.db as Kysely<unknown>);

    for (const s of seeded) {
      const text = await stored(s);
      const where = `${s.table}.${s.column} #${s.id}`;
      if (s.after === null) {
        expect(text, where).toBe(s.before);
        continue;
      }
      expect(JSON.parse(text), where).toEqual(s.after);
      expect(text, where).not.toMatch(/\\ud[89a-f]|\\u0000/i);
      if (TEST_ENGINE === "postgres")
        await sql`select ${sql.ref(s.column)}::jsonb from ${sql.table(s.table)} where id = ${s.id}`.execute(t.ctx.db);
    }
    expect(JSON.parse(await stored({ table: "papers", column: "submission_fields", id: w.typedPaperId }))).toEqual({
      note: TYPED_ESCAPE,
    });

    const after = await chairsAnswerReads(t.app, w.chair.token, w.confId, { key: "note", value: "yes" });
    expect(after).toEqual(every(after, 200));
    const token = w.chair.token;
    const search = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token,
      query: { q: "field:note=yes", scope: "all" },
    });
    expect(search.body.result.total).toBe(1);
    const sorted = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token,
      query: { order_by: "score:reviewer_evaluation", order_type: "desc" },
    });
    const order = sorted.body.result.data.map((p: { id: number }) => p.id);
    // the reviewed paper first, then the three nobody has scored
    expect(order[0]).toBe(w.paperId);
    expect([...order].sort()).toEqual([w.paperId, w.typedPaperId, w.nulPaperId, w.typedNulPaperId].sort());
    const dashboard = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, { token });
    const reviewing = dashboard.body.result.phases.find((p: { key: string }) => p.key === "reviewing");
    expect(reviewing.counts.find((c: { key: string }) => c.key === "reviews_done").value).toBe(2);

    // a second run finds nothing to change, and down() changes nothing
    const repaired = await Promise.all(seeded.map(stored));
    await up(t.ctx.db as Kysely<unknown>);
    await down();
    expect(await Promise.all(seeded.map(stored))).toEqual(repaired);
  });

  it("reads the candidates in batches, repairing every one whichever batch it falls in", async () => {
    const now = nowIso();
    const rows = Array.from({ length: 1_250 }, (_, i) => ({
      action: "test.batch",
      entity_type: "test",
      created_at: now,
      // broken, typed, and (every third) no candidate at all
      details: JSON.stringify({ n: i, text: i % 3 === 0 ? "plain" : i % 3 === 1 ? `half${HIGH}` : TYPED_ESCAPE }),
    }));
    for (let i = 0; i < rows.length; i += 250)
      await t.ctx.db
        .insertInto("audit_log")
        .values(rows.slice(i, i + 250))
        .execute();
    await up(t.ctx.db as Kysely<unknown>);
    const after = await t.ctx.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "test.batch")
      .orderBy("id")
      .execute();
    expect(after.map((r) => r.details)).toEqual(
      rows.map((r) => (r.details.includes("half") ? r.details.replace("\\ud800", FFFD) : r.details)),
    );
  });
});

describe("repairedJson", () => {
  it("answers null (leave the row alone) when nothing is a lone half, or the text is not JSON", () => {
    expect(repairedJson(JSON.stringify({ a: TYPED_ESCAPE }))).toBeNull();
    expect(repairedJson('{"a":"\\ud83d\\ude00"}')).toBeNull();
    expect(repairedJson("not json \\ud800")).toBeNull();
    expect(repairedJson('{"a":"\\ud800"')).toBeNull();
  });

  it("repairs keys and values at any depth, keeps the keys' order, and keeps __proto__ a key of its own", () => {
    const text = `{"b":1,"__proto__":{"x\\udc00":["\\ud800",{"y":"\\uDBFF!"}]},"a":"\\ud800\\ud800"}`;
    const repaired = repairedJson(text)!;
    expect(repaired).toBe(`{"b":1,"__proto__":{"x${FFFD}":["${FFFD}",{"y":"${FFFD}!"}]},"a":"${FFFD}${FFFD}"}`);
    expect(repairedJson('"\\udc00"')).toBe(`"${FFFD}"`);
  });

  it("leaves alone a document nested deeper than JSON.stringify can write", () => {
    const depth = 200_000;
    expect(repairedJson(`${"[".repeat(depth)}"\\ud800"${"]".repeat(depth)}`)).toBeNull();
  });
});

describe("the JSON-text columns", () => {
  it("are the same in the repair and in a restore's, for every table an archive holds", () => {
    // a restore repairs the JSON text of an archive exported before this repair as this repair
    // did the rows; a column repaired here and not there would bring the broken text back
    const archived = new Set(ARCHIVE_TABLES.map((t) => t.table));
    const checkedOnRestore = ARCHIVE_TABLES.flatMap((t) => (t.json ?? []).map((c) => `${t.table}.${c}`));
    const repaired = REPAIRED_COLUMNS.filter(([table]) => archived.has(table)).map(([t, c]) => `${t}.${c}`);
    expect(new Set(checkedOnRestore)).toEqual(new Set(repaired));
  });
});
