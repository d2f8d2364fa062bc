// Exporting a conference's papers: HotCRP JSON that our own import reads back into another
// conference with the same papers, authors, topics and conflicts; a CSV of the papers with their
// reviews (one column per review field, reviewers named as the caller may know them); chairs only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ImportReport } from "@symposia/domain";
import { createUser } from "./support/factories.js";
import { parseCsv } from "./support/csv.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack, insertTrackChair } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call } from "./support/testApp.js";
import { useTestApp } from "./support/useTestApp.js";

const t = useTestApp();
const hotcrp = readFileSync(path.join(import.meta.dirname, "fixtures", "import", "hotcrp-papers.json"));

async function conferenceWithPapers() {
  const chair = await createUser(t.app, t.ctx);
  const conf = await insertConference(t.ctx, chair.id);
  await insertTrack(t.ctx, conf.id, "Main");
  return { chair, confId: conf.id };
}

const importInto = (token: string, confId: number, data: Buffer) => {
  const mp = multipartBody({ format: "hotcrp-json" }, [{ name: "file", fileName: "p.json", data }]);
  return call(t.app, "POST", `/conference/import/${confId}`, { token, body: mp.payload, headers: mp.headers });
};

async function state(confId: number) {
  const db = t.ctx.db;
  const papers = await db
    .selectFrom("papers")
    .select(["id", "external_id", "paper_title", "abstract", "status", "decision"])
    .where("conf_id", "=", confId)
    .orderBy("external_id")
    .execute();
  const ids = papers.map((p) => p.id);
  return {
    papers: papers.map(({ id: _id, ...p }) => p),
    authors: await db
      .selectFrom("paper_authors")
      .select(["email", "first_name", "last_name", "author_order"])
      .where("paper_id", "in", ids)
      .orderBy("email")
      .orderBy("author_order")
      .execute(),
    conflicts: await db
      .selectFrom("paper_conflicts")
      .select(["user_id", "conflict_type"])
      .where("paper_id", "in", ids)
      .orderBy("user_id")
      .execute(),
    topics: await db
      .selectFrom("conference_topics")
      .select("name")
      .where("conf_id", "=", confId)
      .orderBy("name")
      .execute(),
  };
}

describe("GET /conference/export/{confId}", () => {
  it("hotcrp-json reads back through the import into another conference unchanged", async () => {
    const a = await conferenceWithPapers();
    expect((await importInto(a.chair.token, a.confId, hotcrp)).status).toBe(200);
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${a.confId}?format=hotcrp-json`,
      headers: { authorization: `Bearer ${a.chair.token}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toContain("application/json");
    expect(exported.headers["content-disposition"]).toContain("attachment");
    const b = await conferenceWithPapers();
    const again = await importInto(b.chair.token, b.confId, exported.rawPayload);
    expect(again.status, JSON.stringify(again.body.result?.refused)).toBe(200);
    expect(await state(b.confId)).toEqual(await state(a.confId));
  });

  it("hotcrp-json carries the PC and the track chairs as contacts; a fresh conference imports the same PC and chairs", async () => {
    const a = await conferenceWithPapers();
    // the fixture brings a PC member and a PC member who chairs (HotCRP's ["pc", "chair"])
    expect((await importInto(a.chair.token, a.confId, hotcrp)).status).toBe(200);
    const [main] = await t.ctx.db.selectFrom("tracks").select("id").where("conf_id", "=", a.confId).execute();
    const second = await insertTrack(t.ctx, a.confId, "Second");
    const offPc = await createUser(t.app, t.ctx, { first_name: "Ólöf", last_name: "Þórsdóttir", affiliation: "HÍ" });
    const secondPc = await createUser(t.app, t.ctx, { first_name: "Gülşen", last_name: "Öztürk" });
    const heldChair = await createUser(t.app, t.ctx, { verified: false });
    const invited = await createUser(t.app, t.ctx);
    await insertTrackChair(t.ctx, main!.id, offPc.id);
    await insertTpcMember(t.ctx, second, secondPc.id);
    await insertTrackChair(t.ctx, second, secondPc.id);
    await insertTpcMember(t.ctx, second, invited.id, 0);
    await t.ctx.db
      .insertInto("track_chairs")
      .values({
        track_id: second,
        user_id: heldChair.id,
        created_at: new Date().toISOString(),
        awaiting_email_proof: 1,
      })
      .execute();
    // a chair off the PC may be conflicted with a paper: the file says so and the import reads it back
    const conflicted = {
      pid: 9,
      title: "Chair conflict",
      authors: [{ email: "chair.conflict.author@example.org", first: "Au", last: "Thor" }],
      pc_conflicts: { [offPc.email]: "collaborator" },
    };
    expect((await importInto(a.chair.token, a.confId, Buffer.from(JSON.stringify([conflicted])))).status).toBe(200);

    const exported = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${a.confId}?format=hotcrp-json`,
      headers: { authorization: `Bearer ${a.chair.token}` },
    });
    expect(exported.statusCode).toBe(200);
    const doc = JSON.parse(exported.body) as { contacts: { email: string; first: string; roles: string[] }[] };
    // the held chair and the invited (not yet accepted) member hold no role: not exported
    const expected = [
      { email: "pc.one@example.org", first: "Pat", roles: ["pc"] },
      { email: "PC.Two@example.org", first: "Åsa", roles: ["chair", "pc"] },
      { email: offPc.email, first: "Ólöf", roles: ["chair"] },
      { email: secondPc.email, first: "Gülşen", roles: ["chair", "pc"] },
    ];
    const byEmail = (x: { email: string }, y: { email: string }) =>
      x.email.toLowerCase() < y.email.toLowerCase() ? -1 : 1;
    expect(doc.contacts.map(({ email, first, roles }) => ({ email, first, roles }))).toEqual(expected.sort(byEmail));

    const committee = async (confId: number) => ({
      pc: (
        await t.ctx.db
          .selectFrom("tpc_members")
          .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
          .innerJoin("users", "users.id", "tpc_members.user_id")
          .select("users.email")
          .where("tracks.conf_id", "=", confId)
          .where("tpc_members.status", "=", 1)
          .distinct()
          .orderBy("users.email")
          .execute()
      ).map((r) => r.email),
      chairs: (
        await t.ctx.db
          .selectFrom("track_chairs")
          .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
          .innerJoin("users", "users.id", "track_chairs.user_id")
          .select("users.email")
          .where("tracks.conf_id", "=", confId)
          .where("track_chairs.awaiting_email_proof", "=", 0)
          .distinct()
          .orderBy("users.email")
          .execute()
      ).map((r) => r.email),
    });
    const b = await conferenceWithPapers();
    const mp = multipartBody({ format: "hotcrp-json", dry_run: "1" }, [
      { name: "file", fileName: "p.json", data: exported.rawPayload },
    ]);
    const dry = await call<ImportReport>(t.app, "POST", `/conference/import/${b.confId}`, {
      token: b.chair.token,
      body: mp.payload,
      headers: mp.headers,
    });
    expect(dry.status).toBe(200);
    expect(dry.body.result.refused).toEqual([]);
    expect(dry.body.result.counts).toMatchObject({ pc_members: { created: 3 }, track_chairs: { created: 3 } });
    expect(await committee(b.confId)).toEqual({ pc: [], chairs: [] });
    const real = await importInto(b.chair.token, b.confId, exported.rawPayload);
    expect(real.status, JSON.stringify(real.body.result?.refused)).toBe(200);
    expect({ ...(real.body.result as ImportReport), dry_run: true }).toEqual(dry.body.result);
    expect(await committee(b.confId)).toEqual(await committee(a.confId));
    expect(await state(b.confId)).toEqual(await state(a.confId));
  });

  it("hotcrp-json carries the tags the caller sees, and the import sets them again", async () => {
    const a = await conferenceWithPapers();
    const paper = {
      pid: 3,
      title: "Tagged",
      authors: [{ email: "tagged.export@example.org", first: "Tä", last: "Gged" }],
      tags: ["discuss#2", "~~award", "~mine"],
    };
    expect((await importInto(a.chair.token, a.confId, Buffer.from(JSON.stringify([paper])))).status).toBe(200);
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${a.confId}?format=hotcrp-json`,
      headers: { authorization: `Bearer ${a.chair.token}` },
    });
    const doc = JSON.parse(exported.body) as { papers: { tags?: string[] }[] };
    expect(doc.papers[0]!.tags!.sort()).toEqual(["discuss#2", "~mine", "~~award"]);
    // another chair of the conference does not get the first chair's private tag
    const other = await createUser(t.app, t.ctx);
    await t.ctx.db
      .insertInto("conference_permissions")
      .values({ conf_id: a.confId, user_id: other.id, permission: "SUPERCHAIR", created_at: new Date().toISOString() })
      .execute();
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${a.confId}?format=hotcrp-json`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect((JSON.parse(theirs.body) as typeof doc).papers[0]!.tags!.sort()).toEqual(["discuss#2", "~~award"]);
    const b = await conferenceWithPapers();
    expect((await importInto(b.chair.token, b.confId, exported.rawPayload)).status).toBe(200);
    const tags = await t.ctx.db
      .selectFrom("paper_tags")
      .select(["name", "value"])
      .where("conf_id", "=", b.confId)
      .execute();
    expect(tags.sort((x, y) => (x.name < y.name ? -1 : 1))).toEqual([
      { name: "discuss", value: 2 },
      { name: "~mine", value: null },
      { name: "~~award", value: null },
    ]);
  });

  it("csv has one row per paper with its authors and decision", async () => {
    const a = await conferenceWithPapers();
    const mp = multipartBody({ format: "hotcrp-json" }, [
      {
        name: "file",
        fileName: "p.json",
        data: Buffer.from(
          JSON.stringify([
            {
              pid: 5,
              title: '=Ünïcode, "quoted"',
              authors: [{ email: "csv.author@example.org", first: "Çsv", last: "Author" }],
              decision: "Rejected",
            },
          ]),
        ),
      },
    ]);
    expect(
      (
        await call(t.app, "POST", `/conference/import/${a.confId}`, {
          token: a.chair.token,
          body: mp.payload,
          headers: mp.headers,
        })
      ).status,
    ).toBe(200);
    const answer = await t.app.inject({
      method: "GET",
      url: `/api/conference/export/${a.confId}?format=csv`,
      headers: { authorization: `Bearer ${a.chair.token}` },
    });
    expect(answer.statusCode).toBe(200);
    const rows = parseCsv(answer.body.replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual([
      "paper",
      "external_id",
      "title",
      "track",
      "status",
      "decision",
      "authors",
      "author_emails",
      "topics",
      "abstract",
      "reviews_assigned",
      "reviews_submitted",
      "reviewers",
      // the default review form's fields
      "review_reviewer_evaluation",
      "review_reviewer_confidence",
      "review_reviewer_remarks",
      "review_reviewer_confidential_remarks",
    ]);
    expect(rows[1]!.slice(1, 8)).toEqual([
      "5",
      '\'=Ünïcode, "quoted"',
      "Main",
      "20",
      "Reject",
      "Çsv Author",
      "csv.author@example.org",
    ]);
  });

  it("csv lists each paper's reviews per review field, except to a chair conflicted with the paper", async () => {
    const a = await conferenceWithPapers();
    const db = t.ctx.db;
    const now = new Date().toISOString();
    const track = await db.selectFrom("tracks").select("id").where("conf_id", "=", a.confId).executeTakeFirstOrThrow();
    const conflicted = await createUser(t.app, t.ctx, { first_name: "Conrad" });
    await db
      .insertInto("conference_permissions")
      .values({ conf_id: a.confId, user_id: conflicted.id, permission: "SUPERCHAIR", created_at: now })
      .execute();
    const fields = [
      {
        key: "merit",
        label: "Merit",
        description: "",
        type: "score",
        required: true,
        visibility: "authors",
        scale: [
          { value: 1, label: "Weak" },
          { value: 2, label: "Strong" },
        ],
      },
      {
        key: "comments",
        label: "Comments",
        description: "",
        type: "text",
        required: false,
        visibility: "authors",
        min_words: null,
        max_words: null,
      },
      // for the programme committee only: an author never reads it
      { key: "to_pc", label: "To the PC", description: "", type: "text", required: false, visibility: "pc" },
    ];
    await db
      .insertInto("review_form_versions")
      .values({
        conf_id: a.confId,
        version: 1,
        fields: JSON.stringify(fields),
        created_by: a.chair.id,
        created_at: now,
      })
      .execute();
    const author = await createUser(t.app, t.ctx);
    const [r1, r2, r3] = [
      await createUser(t.app, t.ctx, { first_name: "Rita", last_name: "Rossi" }),
      await createUser(t.app, t.ctx, { first_name: "Raúl", last_name: "Ruiz" }),
      await createUser(t.app, t.ctx, { first_name: "Rémy", last_name: "Roux" }),
    ];
    for (const r of [r1, r2, r3]) await insertTpcMember(t.ctx, track.id, r.id);
    const p1 = await insertPaper(t.ctx, {
      confId: a.confId,
      trackId: track.id,
      authorId: author.id,
      title: "Reviewed",
    });
    const p2 = await insertPaper(t.ctx, {
      confId: a.confId,
      trackId: track.id,
      authorId: author.id,
      title: "Conflicted",
    });
    await db
      .insertInto("paper_conflicts")
      .values({
        paper_id: p2.id,
        user_id: conflicted.id,
        conflict_type: "Collaborator",
        source: "author",
        created_by: author.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const review = (paperId: number, userId: number, answers: Record<string, unknown> | null) =>
      db
        .insertInto("paper_reviewers")
        .values({
          paper_id: paperId,
          user_id: userId,
          assigned_by: a.chair.id,
          assigned_at: now,
          reviewed_at: answers ? now : null,
          answers: answers ? JSON.stringify(answers) : null,
          form_version: answers ? 1 : null,
        })
        .execute();
    await review(p1.id, r1.id, { merit: 2, comments: "Sound; well written", to_pc: "Accept it" });
    await review(p1.id, r2.id, { merit: 1 });
    await review(p1.id, r3.id, null);
    await review(p2.id, r1.id, { merit: 1, comments: "Secret" });
    // a paper the chair wrote, decided, with reviews released to its authors: the chair reads them as an author
    await db
      .updateTable("conferences")
      .set({ are_track_chairs_allowed_reviews_to_authors: 1 })
      .where("id", "=", a.confId)
      .execute();
    const own = await insertPaper(t.ctx, {
      confId: a.confId,
      trackId: track.id,
      authorId: a.chair.id,
      title: "Own",
      status: 20,
    });
    await review(own.id, r2.id, { merit: 1, comments: "Fine", to_pc: "Weak" });

    const csvAs = async (token: string) => {
      const answer = await t.app.inject({
        method: "GET",
        url: `/api/conference/export/${a.confId}?format=csv`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode).toBe(200);
      const [header, ...rows] = parseCsv(answer.body.replace(/^\uFEFF/, ""));
      return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]])));
    };
    const reviewColumns = (row: Record<string, string | undefined>) => [
      row.reviews_assigned,
      row.reviews_submitted,
      row.reviewers,
      row.review_merit,
      row.review_comments,
      row.review_to_pc,
    ];

    const [reviewed, withConflict, ownRow] = await csvAs(a.chair.token);
    expect(reviewed!.title).toBe("Reviewed");
    expect(reviewColumns(reviewed!)).toEqual([
      "3",
      "2",
      `Rita Rossi <${r1.email}> | Raúl Ruiz <${r2.email}>`,
      "2 | 1",
      "Sound; well written | -",
      "Accept it | -",
    ]);
    expect(reviewColumns(withConflict!)).toEqual(["1", "1", `Rita Rossi <${r1.email}>`, "1", "Secret", "-"]);
    expect(reviewColumns(ownRow!)).toEqual(["1", "1", "Reviewer 1", "1", "Fine", "-"]);

    // the conflicted chair gets the paper, but nothing of its reviews
    const [seen, hidden] = await csvAs(conflicted.token);
    expect(reviewColumns(seen!)).toEqual(reviewColumns(reviewed!));
    expect(hidden!.title).toBe("Conflicted");
    expect(reviewColumns(hidden!)).toEqual(["0", "0", "", "", "", ""]);
  });

  it("is for the chairs; an unknown format is refused", async () => {
    const a = await conferenceWithPapers();
    const stranger = await createUser(t.app, t.ctx);
    expect(
      (await call(t.app, "GET", `/conference/export/${a.confId}`, { token: stranger.token, query: { format: "csv" } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "GET", `/conference/export/${a.confId}`, {
          token: a.chair.token,
          query: { format: "easychair-xml" },
        })
      ).status,
    ).toBe(422);
  });
});
