// The conference archive: GET /conference/export/{confId}?format=archive and POST /conference/restore.
// A conference with tracks, committee, topics, a review form, papers with files, authors, conflicts,
// bids, reviews with versions and an attachment, discussion, a meta-review, a response, a decision,
// a camera-ready version and audit entries is exported, restored on a second installation (a
// fresh database) and exported there again: the manifests are the same (ids aside) and the files
// byte-identical. A conflicted chair's archive lacks that paper's reviews; an archive of a newer
// schema, a damaged one, one whose rows point nowhere and one holding text the database cannot hold
// as written (a NUL, half of a character) are refused with 422, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipChunks } from "../src/features/cameraReady/index.js";
import { latestMigration } from "../src/db/migrate.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import { MINIMAL_PDF, insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { useTestApp } from "./support/useTestApp.js";

const t = useTestApp();
let fresh: TestApp;

type Row = Record<string, unknown>;
interface Manifest {
  format: string;
  schema: string;
  exported_at: string;
  people: { ref: number; email: string; first_name: string }[];
  tables: Record<string, Row[]>;
}

/** The entries of a ZIP (read independently of the server's reader: local headers in order). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let p = 0;
  while (zip.readUInt32LE(p) === 0x04034b50) {
    const size = zip.readUInt32LE(p + 18);
    const nameLength = zip.readUInt16LE(p + 26);
    const extra = zip.readUInt16LE(p + 28);
    const name = zip.toString("utf8", p + 30, p + 30 + nameLength);
    const start = p + 30 + nameLength + extra;
    out.set(name, zip.subarray(start, start + size));
    p = start + size;
  }
  return out;
}

async function zipOf(entries: { name: string; data: Buffer }[]): Promise<Buffer> {
  async function* source() {
    yield* entries;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of zipChunks(source())) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function exportArchive(app: TestApp, token: string, confId: number) {
  const answer = await app.app.inject({
    method: "GET",
    url: `/api/conference/export/${confId}?format=archive`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  expect(answer.headers["content-type"]).toBe("application/zip");
  const entries = unzip(answer.rawPayload);
  const manifest = JSON.parse(entries.get("manifest.json")!.toString("utf8")) as Manifest;
  return { zip: answer.rawPayload, entries, manifest };
}

function restore(app: TestApp, token: string, data: Buffer) {
  const mp = multipartBody({}, [{ name: "file", fileName: "archive.zip", contentType: "application/zip", data }]);
  return call(app.app, "POST", "/conference/restore", { token, body: mp.payload, headers: mp.headers });
}

/** The manifest with every account reference replaced by its email, and the restore's own entry left out. */
function comparable(m: Manifest) {
  const email = new Map(m.people.map((p) => [p.ref, p.email.toLowerCase()]));
  const PEOPLE = new RegExp(
    "^(user_id|created_by|invited_by|updated_by|changed_by|decided_by|assigned_by|granted_by|requested_by|" +
      "subreviewer_id|author_id|lead_user_id|submitted_by|uploaded_by|actor_id)$",
  );
  const tables: Record<string, Row[]> = {};
  // people inside audit details are person refs too (reviewer_id, lead_user_id, …)
  const inDetails = (details: unknown) =>
    typeof details === "string" && details.startsWith("{")
      ? Object.fromEntries(
          Object.entries(JSON.parse(details) as Row).map(([k, v]) => [
            k,
            (PEOPLE.test(k) || k === "reviewer_id") && typeof v === "number" ? email.get(v) : v,
          ]),
        )
      : details;
  for (const [name, rows] of Object.entries(m.tables))
    tables[name] = rows
      .filter((r) => r.action !== "conference.restore")
      .map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [
            k,
            PEOPLE.test(k) && v !== null ? email.get(v as number) : k === "details" ? inDetails(v) : v,
          ]),
        ),
      );
  const named = new Set<string>();
  for (const rows of Object.values(tables))
    for (const r of rows)
      for (const [k, v] of Object.entries(r)) if (PEOPLE.test(k) && typeof v === "string") named.add(v);
  return {
    format: m.format,
    schema: m.schema,
    people: m.people
      .filter((p) => named.has(p.email.toLowerCase()))
      .map(({ ref: _ref, ...p }) => p)
      .sort((a, b) => a.email.localeCompare(b.email)),
    tables,
  };
}

interface World {
  reviewerEmail: string;
  chair: TestUser;
  conflicted: TestUser;
  confId: number;
  conflictedPaper: number;
  reviewOfConflicted: number;
}
const w = {} as World;

beforeAll(async () => {
  fresh = await createTestApp();
  const db = t.ctx.db;
  const now = new Date().toISOString();
  const person = (first: string, affiliation: string) =>
    createUser(t.app, t.ctx, { first_name: first, last_name: "Ñúñez", affiliation });
  w.chair = await person("Chiara", "Chair Institute");
  w.conflicted = await person("Conrad", "Other Institute");
  const [r1, r2, a1, a2] = await Promise.all([
    person("Rita", "Review Lab 1"),
    person("Raúl", "Review Lab 2"),
    person("Ämilie", "Author College 1"),
    person("Bo", "Author College 2"),
  ]);
  const conf = await insertConference(t.ctx, w.chair.id, { event_name: "Conférence d'été" });
  w.confId = conf.id;
  await db
    .insertInto("conference_permissions")
    .values({ conf_id: conf.id, user_id: w.conflicted.id, permission: "SUPERCHAIR", created_at: now })
    .execute();
  const track = await insertTrack(t.ctx, conf.id, "Main");
  await insertTpcMember(t.ctx, track, r1!.id);
  await insertTpcMember(t.ctx, track, r2!.id);
  const topic = await db
    .insertInto("conference_topics")
    .values({ conf_id: conf.id, name: "Graphes", position: 1, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("review_form_versions")
    .values({ conf_id: conf.id, version: 1, fields: "[]", created_by: w.chair.id, created_at: now })
    .execute();
  const p1 = await insertPaper(t.ctx, {
    confId: conf.id,
    trackId: track,
    authorId: a1!.id,
    title: "Über Graphen — naïve",
  });
  const p2 = await insertPaper(t.ctx, { confId: conf.id, trackId: track, authorId: a2!.id, title: "Second" });
  await insertPaper(t.ctx, { confId: conf.id, trackId: track, authorId: a2!.id, title: "No file", withFile: false });
  w.conflictedPaper = p1.id;
  w.reviewerEmail = r2!.email;
  await db.insertInto("paper_topics").values({ paper_id: p1.id, topic_id: topic.id }).execute();
  await db
    .insertInto("paper_conflicts")
    .values({
      paper_id: p1.id,
      user_id: w.conflicted.id,
      conflict_type: "Collaborator",
      source: "author",
      created_by: a1!.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.insertInto("paper_bids").values({ paper_id: p1.id, user_id: r2!.id, bid: "yes", updated_at: now }).execute();
  const review = async (paperId: number, userId: number, remark: string) => {
    const row = await db
      .insertInto("paper_reviewers")
      .values({
        paper_id: paperId,
        user_id: userId,
        assigned_by: w.chair.id,
        assigned_at: now,
        reviewer_evaluation: 2,
        reviewer_confidence: 3,
        reviewer_remarks: remark,
        reviewed_at: now,
        answers: JSON.stringify({ remarks: remark }),
        form_version: 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("review_versions")
      .values({
        paper_reviewer_id: row.id,
        paper_id: paperId,
        user_id: userId,
        version: 1,
        form_version: 1,
        answers: JSON.stringify({ remarks: remark }),
        submitted_at: now,
      })
      .execute();
    return row.id;
  };
  w.reviewOfConflicted = await review(p1.id, r1!.id, "Secret remarks on the conflicted paper");
  await review(p2.id, r2!.id, "Good");
  await db
    .insertInto("review_attachments")
    .values({
      paper_id: p1.id,
      user_id: r1!.id,
      file_name: "notes.pdf",
      mime_type: "application/pdf",
      size: MINIMAL_PDF.length + 3,
      data: Buffer.concat([MINIMAL_PDF, Buffer.from("r1!")]),
      uploaded_at: now,
    })
    .execute();
  const comment = await db
    .insertInto("paper_comments")
    .values({
      paper_id: p1.id,
      author_id: r1!.id,
      visibility: "pc",
      comment: "Discuss?",
      comment_format: "text",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("paper_comment_history")
    .values({
      comment_id: comment.id,
      comment: "Discus?",
      comment_format: "text",
      visibility: "pc",
      action: "edit",
      changed_by: r1!.id,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("paper_meta_reviews")
    .values({ paper_id: p1.id, lead_user_id: r1!.id, assigned_by: w.chair.id, meta_review: "Meta", updated_at: now })
    .execute();
  await db
    .insertInto("paper_responses")
    .values({ paper_id: p1.id, response: "We disagree.", submitted_by: a1!.id, created_at: now, updated_at: now })
    .execute();
  await db
    .insertInto("paper_decisions")
    .values({ paper_id: p2.id, decision: "Accept", final_decision_remark: "", decided_by: w.chair.id, created_at: now })
    .execute();
  const final = Buffer.concat([MINIMAL_PDF, Buffer.from("final")]);
  await db
    .insertInto("camera_ready_versions")
    .values({
      paper_id: p2.id,
      final_title: "Second, final",
      final_abstract: "A.",
      final_authors: "[]",
      file_name: "final.pdf",
      size: final.length,
      data: final,
      copyright_file_name: "form.pdf",
      copyright_size: 4,
      copyright_data: Buffer.from("©!"),
      uploaded_by: a2!.id,
      uploaded_at: now,
    })
    .execute();
  await db
    .insertInto("audit_log")
    .values([
      {
        actor_id: r1!.id,
        action: "review.submit",
        entity_type: "paper_review",
        entity_id: w.reviewOfConflicted,
        conf_id: conf.id,
        details: "{}",
        created_at: now,
      },
      {
        actor_id: w.chair.id,
        action: "paper.decision",
        entity_type: "paper",
        entity_id: p2.id,
        conf_id: conf.id,
        // ids inside the details: a paper, a track, a person, a row no archive carries, and plain data
        details: JSON.stringify({
          paper_id: p2.id,
          track_id: track,
          reviewer_id: r2!.id,
          run_id: 77,
          decision: "Accept",
        }),
        created_at: now,
      },
      {
        actor_id: w.chair.id,
        action: "paper.lead",
        entity_type: "paper_meta_review",
        entity_id: p1.id,
        conf_id: conf.id,
        details: JSON.stringify({ paper_id: p1.id, lead_user_id: r1!.id }),
        created_at: now,
      },
    ])
    .execute();
}, 60_000);
afterAll(async () => {
  await fresh?.close();
});

describe("export → restore → export", () => {
  it("gives the same manifest (ids aside) and byte-identical files on a fresh installation", async () => {
    const first = await exportArchive(t, w.chair.token, w.confId);
    expect(first.manifest.schema).toBe(latestMigration());
    expect(first.manifest.tables.paper_reviewers).toHaveLength(2);
    expect(first.manifest.tables.papers!.map((p) => p.paper_title)).toContain("Über Graphen — naïve");
    const files = [...first.entries.keys()].filter((n) => n.startsWith("files/"));
    // three submissions less the one without a file, one attachment, camera-ready and copyright
    expect(files).toHaveLength(5);

    const admin = await createAdmin(fresh.app, fresh.ctx);
    const restored = await restore(fresh, admin.token, first.zip);
    expect(restored.status, restored.body.message).toBe(200);
    const result = restored.body.result as { conf_id: number; accounts: { created: number }; files: number };
    expect(result.files).toBe(5);
    expect(result.accounts.created).toBe(first.manifest.people.length);
    const again = await exportArchive(fresh, admin.token, result.conf_id);

    expect(comparable(again.manifest)).toEqual(comparable(first.manifest));

    // ids inside audit details travel as positions and person refs, and come back as this installation's ids
    const decisionEntry = (m: Manifest) => m.tables.audit_log!.find((a) => a.action === "paper.decision")!;
    const second = first.manifest.tables.papers!.find((p) => p.paper_title === "Second")!;
    const reviewerRef = first.manifest.people.find((p) => p.email === w.reviewerEmail)!.ref;
    expect(JSON.parse(decisionEntry(first.manifest).details as string)).toEqual({
      paper_id: second.id,
      track_id: 1,
      reviewer_id: reviewerRef,
      run_id: null,
      decision: "Accept",
    });
    const restoredEntry = await fresh.ctx.db
      .selectFrom("audit_log")
      .select(["entity_id", "details"])
      .where("action", "=", "paper.decision")
      .where("conf_id", "=", result.conf_id)
      .executeTakeFirstOrThrow();
    const restoredPaper = await fresh.ctx.db
      .selectFrom("papers")
      .select("id")
      .where("conf_id", "=", result.conf_id)
      .where("paper_title", "=", "Second")
      .executeTakeFirstOrThrow();
    const restoredTrack = await fresh.ctx.db
      .selectFrom("tracks")
      .select("id")
      .where("conf_id", "=", result.conf_id)
      .executeTakeFirstOrThrow();
    const restoredReviewer = await fresh.ctx.db
      .selectFrom("users")
      .select("id")
      .where("email_normalized", "=", w.reviewerEmail.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(restoredEntry.entity_id).toBe(restoredPaper.id);
    expect(JSON.parse(restoredEntry.details!)).toEqual({
      paper_id: restoredPaper.id,
      track_id: restoredTrack.id,
      reviewer_id: restoredReviewer.id,
      run_id: null,
      decision: "Accept",
    });
    expect([...again.entries.keys()].sort()).toEqual([...first.entries.keys()].sort());
    for (const name of files) expect(again.entries.get(name)!.equals(first.entries.get(name)!), name).toBe(true);

    // people came as invitees without a password; the restore is in the audit trail
    const invitee = await fresh.ctx.db
      .selectFrom("users")
      .select(["password_hash"])
      .where("email_normalized", "=", w.chair.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(invitee.password_hash).toBeNull();
    const audit = await fresh.ctx.db
      .selectFrom("audit_log")
      .select(["actor_id"])
      .where("action", "=", "conference.restore")
      .where("conf_id", "=", result.conf_id)
      .execute();
    expect(audit).toEqual([{ actor_id: admin.id }]);
  });

  it("an archive whose audit details carry another installation's ids restores them as null", async () => {
    const { entries, manifest } = await exportArchive(t, w.chair.token, w.confId);
    // as an archive made before details carried positions: without the flag its ids are taken for another installation's
    const { audit_details: _flag, ...older } = manifest as Manifest & { audit_details?: string };
    const admin = await createAdmin(fresh.app, fresh.ctx);
    const zip = await zipOf([
      { name: "manifest.json", data: Buffer.from(JSON.stringify(older)) },
      ...[...entries].filter(([n]) => n !== "manifest.json").map(([name, data]) => ({ name, data })),
    ]);
    const restored = await restore(fresh, admin.token, zip);
    expect(restored.status, restored.body.message).toBe(200);
    const entry = await fresh.ctx.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "paper.decision")
      .where("conf_id", "=", (restored.body.result as { conf_id: number }).conf_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.details!)).toEqual({
      paper_id: null,
      track_id: null,
      reviewer_id: null,
      run_id: null,
      decision: "Accept",
    });
  });

  it("leaves out the reviews, discussion and history of a paper the chair is conflicted with", async () => {
    const mine = await exportArchive(t, w.conflicted.token, w.confId);
    const papers = mine.manifest.tables.papers!;
    const conflictedRef = papers.find((p) => p.paper_title === "Über Graphen — naïve")!.id;
    // the paper itself is listed (a conflicted superchair still sees it), nothing review-side of it
    expect(conflictedRef).toBeDefined();
    for (const table of [
      "paper_reviewers",
      "review_versions",
      "review_attachments",
      "paper_bids",
      "paper_comments",
      "paper_comment_history",
      "paper_meta_reviews",
      "paper_responses",
    ])
      expect(
        mine.manifest.tables[table]!.filter((r) => r.paper_id === conflictedRef),
        table,
      ).toEqual([]);
    expect(mine.manifest.tables.paper_comment_history).toEqual([]);
    expect(JSON.stringify(mine.manifest)).not.toContain("Secret remarks");
    expect(mine.manifest.tables.paper_reviewers).toHaveLength(1);
    expect(mine.manifest.tables.audit_log!.map((a) => a.action)).not.toContain("review.submit");
    // an entry about the paper stays, but its details name nobody (who leads it is review-side)
    const lead = mine.manifest.tables.audit_log!.find((a) => a.action === "paper.lead")!;
    expect(JSON.parse(lead.details as string)).toEqual({ paper_id: conflictedRef, lead_user_id: null });
    expect([...mine.entries.keys()].some((n) => n.startsWith("files/review_attachments/"))).toBe(false);
  });
});

describe("POST /conference/restore refuses", () => {
  /** How many rows the table has: a refused archive leaves every count as it was. */
  const countOf = async (app: TestApp, table: "conferences" | "users") =>
    Number(
      (
        await app.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const conferenceCount = (app: TestApp) => countOf(app, "conferences");

  it("an archive of a newer schema, with a clear 422, writing nothing", async () => {
    const admin = await createAdmin(fresh.app, fresh.ctx);
    const { entries, manifest } = await exportArchive(t, w.chair.token, w.confId);
    const before = await conferenceCount(fresh);
    const newer = await zipOf([
      { name: "manifest.json", data: Buffer.from(JSON.stringify({ ...manifest, schema: "9999_from_the_future" })) },
      ...[...entries].filter(([n]) => n !== "manifest.json").map(([name, data]) => ({ name, data })),
    ]);
    const answer = await restore(fresh, admin.token, newer);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/newer version of Symposia.*9999_from_the_future.*Upgrade/);
    expect(await conferenceCount(fresh)).toBe(before);
  });

  it("a damaged or foreign file, a missing file and a row pointing nowhere (422, nothing written)", async () => {
    const admin = await createAdmin(fresh.app, fresh.ctx);
    const { zip, entries, manifest } = await exportArchive(t, w.chair.token, w.confId);
    const before = await conferenceCount(fresh);
    const users = await countOf(fresh, "users");
    const others = [...entries].filter(([n]) => n !== "manifest.json").map(([name, data]) => ({ name, data }));
    const broken = structuredClone(manifest);
    broken.tables.paper_authors![0]!.paper_id = 999;
    const cases: Buffer[] = [
      Buffer.from("not a zip at all"),
      zip.subarray(0, zip.length - 100),
      await zipOf([{ name: "readme.txt", data: Buffer.from("hello") }]),
      await zipOf([{ name: "manifest.json", data: Buffer.from("{ nope") }]),
      await zipOf([{ name: "manifest.json", data: Buffer.from(JSON.stringify(manifest)) }]),
      await zipOf([{ name: "manifest.json", data: Buffer.from(JSON.stringify(broken)) }, ...others]),
    ];
    for (const [i, data] of cases.entries()) {
      const answer = await restore(fresh, admin.token, data);
      expect(answer.status, `case ${i}: ${answer.body.message}`).toBe(422);
    }
    expect(await conferenceCount(fresh)).toBe(before);
    expect(await countOf(fresh, "users")).toBe(users);
  });

  it("an archive with text the database cannot hold as written, naming where, writing nothing", async () => {
    const admin = await createAdmin(fresh.app, fresh.ctx);
    const { entries, manifest } = await exportArchive(t, w.chair.token, w.confId);
    const counts = async () => ({ conferences: await conferenceCount(fresh), users: await countOf(fresh, "users") });
    const before = await counts();
    const others = [...entries].filter(([n]) => n !== "manifest.json").map(([name, data]) => ({ name, data }));
    const refusal = async (m: Manifest) => {
      const zip = await zipOf([{ name: "manifest.json", data: Buffer.from(JSON.stringify(m)) }, ...others]);
      const answer = await restore(fresh, admin.token, zip);
      expect(answer.status, answer.body.message).toBe(422);
      expect(answer.body).toMatchObject({ success: false, code: "validation_failed" });
      const refused = (answer.body.result as { file: string[] }).file;
      // the message is what the Restore panel shows: every refusal, in one text
      expect(answer.body.message).toBe(refused.join(" "));
      return refused;
    };
    const at = "The archive's manifest.json has text at";
    const NUL = "Must not contain the NUL character.";
    const HALF = "Must be well-formed text: it holds half of a character (a lone surrogate).";

    // a NUL in a paper's title
    const nul = structuredClone(manifest);
    nul.tables.papers![0]!.paper_title = "A NUL \u0000 here";
    expect(await refusal(nul)).toEqual([`${at} tables.papers.0.paper_title: ${NUL}`]);

    // a name (key) is text too (shown escaped)
    const names = structuredClone(manifest);
    names.tables.paper_comments![0]!["comm\u0000ent"] = "x";
    expect(await refusal(names)).toEqual([
      `${at} tables.paper_comments.0.comm\\u0000ent: Its name must not contain the NUL character.`,
    ]);

    // five are named, in the manifest's order, the rest counted
    const many = structuredClone(manifest);
    many.people[0]!.first_name = "\ud800";
    many.people[1]!.first_name = "\u0000";
    many.tables.papers![0]!.paper_title = "\u0000";
    many.tables.papers![1]!.abstract = "Half \udc00 a character";
    many.tables.papers![1]!.paper_title = "\ud800";
    many.tables.paper_responses![0]!.response = "\u0000";
    many.tables.paper_comments![0]!.comment = "\u0000";
    expect(await refusal(many)).toEqual([
      `${at} people.0.first_name: ${HALF}`,
      `${at} people.1.first_name: ${NUL}`,
      `${at} tables.papers.0.paper_title: ${NUL}`,
      `${at} tables.papers.1.paper_title: ${HALF}`,
      `${at} tables.papers.1.abstract: ${HALF}`,
      "And 2 more such texts.",
    ]);
    expect(await counts()).toEqual(before);

    // well-formed text restores: a character outside the basic plane (a pair), in a title and in answers;
    // and a file is bytes, whatever they hold (a NUL, the bytes of half a character)
    const fine = structuredClone(manifest);
    fine.tables.papers![0]!.paper_title = "Emoji \ud83d\ude00 title";
    fine.tables.paper_reviewers![1]!.answers = JSON.stringify({ remarks: "Good \ud83d\udc4d" });
    const bytes = Buffer.from([0x25, 0x00, 0xed, 0xa0, 0x80, 0x00]);
    const copyright = fine.tables.camera_ready_versions![0]!.copyright_data as { file: string; size: number };
    copyright.size = bytes.length;
    const zip = await zipOf([
      { name: "manifest.json", data: Buffer.from(JSON.stringify(fine)) },
      ...others.map((e) => (e.name === copyright.file ? { name: e.name, data: bytes } : e)),
    ]);
    const restored = await restore(fresh, admin.token, zip);
    expect(restored.status, restored.body.message).toBe(200);
    const confId = (restored.body.result as { conf_id: number }).conf_id;
    const titles = await fresh.ctx.db
      .selectFrom("papers")
      .select("paper_title")
      .where("conf_id", "=", confId)
      .execute();
    expect(titles.map((p) => p.paper_title)).toContain("Emoji \ud83d\ude00 title");
    const stored = await fresh.ctx.db
      .selectFrom("camera_ready_versions")
      .innerJoin("papers", "papers.id", "camera_ready_versions.paper_id")
      .select("camera_ready_versions.copyright_data")
      .where("papers.conf_id", "=", confId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.copyright_data!).equals(bytes)).toBe(true);
  });

  it("anyone but an administrator", async () => {
    const { zip } = await exportArchive(t, w.chair.token, w.confId);
    expect((await restore(t, w.chair.token, zip)).status).toBe(403);
  });

  it("an archive over RESTORE_LIMIT_MB (413)", async () => {
    const small = await createTestApp({ env: { RESTORE_LIMIT_MB: "0.001" } });
    try {
      const admin = await createAdmin(small.app, small.ctx);
      const { zip } = await exportArchive(t, w.chair.token, w.confId);
      expect((await restore(small, admin.token, zip)).status).toBe(413);
    } finally {
      await small.close();
    }
  });
});

describe("POST /conference/restore of an archive exported before stored JSON text was repaired", () => {
  it("restores it, each half-character and NUL inside its JSON text becoming U+FFFD", async () => {
    // a server of before migration 0139 kept them as the escapes `\ud800` and `\u0000` in answers,
    // forms, settings and audit details, which PostgreSQL's jsonb refuses, and exported them so
    const admin = await createAdmin(fresh.app, fresh.ctx);
    const { entries, manifest } = await exportArchive(t, w.chair.token, w.confId);
    const old = structuredClone(manifest);
    old.tables.paper_reviewers![1]!.answers = JSON.stringify({ remarks: "Half \ud800 a character" });
    old.tables.review_versions![0]!.answers = JSON.stringify({ "re\ud800marks": "Good" });
    old.tables.audit_log![0]!.details = JSON.stringify({ note: ["ok", "N\u0000L"] });
    expect(old.tables.paper_reviewers![1]!.answers).toContain("\\ud800");
    const others = [...entries].filter(([n]) => n !== "manifest.json").map(([name, data]) => ({ name, data }));
    const zip = await zipOf([{ name: "manifest.json", data: Buffer.from(JSON.stringify(old)) }, ...others]);

    const restored = await restore(fresh, admin.token, zip);
    expect(restored.status, restored.body.message).toBe(200);
    const confId = (restored.body.result as { conf_id: number }).conf_id;
    const db = fresh.ctx.db;
    const answers = await db
      .selectFrom("paper_reviewers")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .select("paper_reviewers.answers")
      .where("papers.conf_id", "=", confId)
      .execute();
    const versions = await db
      .selectFrom("review_versions")
      .innerJoin("papers", "papers.id", "review_versions.paper_id")
      .select("review_versions.answers")
      .where("papers.conf_id", "=", confId)
      .execute();
    const details = await db.selectFrom("audit_log").select("details").where("conf_id", "=", confId).execute();
    const parsed = (rows: { answers?: string | null; details?: string | null }[]) =>
      rows.map((r) => r.answers ?? r.details).flatMap((text) => (text ? [JSON.parse(text) as unknown] : []));
    expect(parsed(answers)).toContainEqual({ remarks: "Half \ufffd a character" });
    expect(parsed(versions)).toContainEqual({ "re\ufffdmarks": "Good" });
    expect(parsed(details)).toContainEqual({ note: ["ok", "N\ufffdL"] });
    // nothing PostgreSQL's jsonb would refuse is left
    for (const row of [...answers, ...versions, ...details])
      expect(("answers" in row ? row.answers : row.details) ?? "").not.toMatch(/\\ud[89a-f]|\\u0000/i);
  });
});
