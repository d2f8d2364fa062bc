// Exporting a conference's papers: HotCRP JSON that our own import reads back into another
// conference with the same papers, authors, topics and conflicts; a CSV of the papers; chairs only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createUser } from "./support/factories.js";
import { parseCsv } from "./support/csv.js";
import { insertConference, insertTrack } from "./support/fixtures.js";
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
