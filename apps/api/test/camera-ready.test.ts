// camera-ready: the authors of an accepted paper upload its final version (PDF checked by
// content, optional copyright form, final title, abstract and author list) while the conference
// has it open and before its deadline (read in the deadline time zone, to the second); the
// accepted version stays. Chairs follow the uploads, mail the missing ones, and download the
// proceedings: a ZIP holding exactly the final versions and their metadata, unzipped here.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PAPER_STATUS } from "@symposia/domain";
import { createTestApp, call, type TestApp } from "./support/testApp.js";
import { MINIMAL_PDF, insertPaper } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { buildWorld, HOUR, PNG_FILE, setConference, type PaperWorld } from "./papers.world.js";
import { wallClock } from "./support/clock.js";

let t: TestApp;
let w: PaperWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  await setConference(t, w.confId, { camera_ready_open: 1, camera_ready_deadline: null, timezone_for_deadline: "UTC" });
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const FINAL_PDF = Buffer.concat([MINIMAL_PDF, Buffer.from("% final version\n")]);
const AUTHORS = [
  { first_name: "Ada", last_name: "Lovelace", affiliation: "Analytical Society", email: "ada@example.org" },
  { first_name: "Charles", last_name: "Babbage", affiliation: "Cambridge" },
];

function upload(
  token: string,
  paperId: number,
  opts: {
    fields?: Record<string, string>;
    file?: { fileName: string; data: Buffer } | null;
    copyright?: { fileName: string; data: Buffer };
  } = {},
) {
  const fields = {
    final_title: "On the Analytical Engine (final)",
    final_abstract: "The final abstract.",
    final_authors: JSON.stringify(AUTHORS),
    ...opts.fields,
  };
  const files = [];
  const file = opts.file === undefined ? { fileName: "final.pdf", data: FINAL_PDF } : opts.file;
  if (file)
    files.push({ name: "final_file", fileName: file.fileName, contentType: "application/pdf", data: file.data });
  if (opts.copyright)
    files.push({
      name: "copyright_file",
      fileName: opts.copyright.fileName,
      contentType: "application/pdf",
      data: opts.copyright.data,
    });
  const mp = multipartBody(fields, files);
  return call(t.app, "POST", `/paper/camera-ready/${paperId}`, { token, body: mp.payload, headers: mp.headers });
}

const accepted = (title?: string) =>
  insertPaper(t.ctx, {
    confId: w.confId,
    trackId: w.trackA,
    authorId: w.author.id,
    status: PAPER_STATUS.ACCEPTED,
    title,
  });

describe("POST /paper/camera-ready/{paperId}", () => {
  it("stores the final version beside the accepted one; a re-upload replaces it; audited", async () => {
    const paper = await accepted("Accepted title");
    const res = await upload(w.author.token, paper.id, { copyright: { fileName: "form.pdf", data: MINIMAL_PDF } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      final_title: "On the Analytical Engine (final)",
      final_authors: AUTHORS,
      size: FINAL_PDF.length,
      copyright_file_name: "form.pdf",
    });
    // the accepted version is untouched
    const p = await call(t.app, "GET", `/paper/${paper.id}`, { token: w.author.token });
    expect(p.body.result.paper_title).toBe("Accepted title");
    const original = await call(t.app, "GET", `/paper/file/${paper.id}`, { token: w.author.token });
    expect(original.raw.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    const final = await call(t.app, "GET", `/paper/camera-ready-file/${paper.id}`, { token: w.chair.token });
    expect(final.status).toBe(200);
    expect(final.raw.rawPayload.equals(FINAL_PDF)).toBe(true);
    expect(
      (
        await call(t.app, "GET", `/paper/camera-ready-copyright/${paper.id}`, { token: w.author.token })
      ).raw.rawPayload.equals(MINIMAL_PDF),
    ).toBe(true);

    const again = await upload(w.author.token, paper.id, { fields: { final_title: "Second try" } });
    expect(again.status).toBe(200);
    const read = await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.author.token });
    expect(read.body.result).toMatchObject({
      open: true,
      version: { final_title: "Second try", copyright_file_name: null },
    });
    expect(
      await t.ctx.db.selectFrom("camera_ready_versions").select("id").where("paper_id", "=", paper.id).execute(),
    ).toHaveLength(1);
    const audit = await t.ctx.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity_type", "=", "paper")
      .where("entity_id", "=", paper.id)
      .execute();
    expect(audit.filter((a) => a.action === "paper.camera_ready")).toHaveLength(2);
  });

  it("only an accepted paper, only its authors (404 for who cannot see it, 403 for a chair)", async () => {
    for (const status of [PAPER_STATUS.REJECTED, 0]) {
      const p = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackA, authorId: w.author.id, status });
      const res = await upload(w.author.token, p.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Only an accepted paper has a final version.");
    }
    const paper = await accepted();
    expect((await upload(w.stranger.token, paper.id)).status).toBe(404);
    const chair = await upload(w.chair.token, paper.id);
    expect(chair.status).toBe(403);
    expect(chair.body.message).toBe("Only the paper's authors may upload its final version.");
    // a reviewer sees the paper but not its final version's metadata
    const { insertReviewerAssignment } = await import("./support/fixtures.js");
    await insertReviewerAssignment(t.ctx, paper.id, w.tpc.id);
    expect((await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.tpc.token })).status).toBe(403);
    expect((await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.chair.token })).status).toBe(200);
  });

  it("checks the PDF by content (415), requires the file and validates the text fields (422)", async () => {
    const paper = await accepted();
    const png = await upload(w.author.token, paper.id, { file: { fileName: "final.pdf", data: PNG_FILE } });
    expect(png.status).toBe(415);
    const docNamed = await upload(w.author.token, paper.id, { file: { fileName: "final.doc", data: FINAL_PDF } });
    expect(docNamed.status).toBe(415);
    const badCopyright = await upload(w.author.token, paper.id, {
      copyright: { fileName: "form.pdf", data: PNG_FILE },
    });
    expect(badCopyright.status).toBe(415);
    expect((await upload(w.author.token, paper.id, { file: null })).status).toBe(400);
    const bad = await upload(w.author.token, paper.id, {
      fields: { final_title: "", final_authors: JSON.stringify([{ first_name: "A" }]) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result).sort()).toEqual(["final_authors.0.last_name", "final_title"]);
    const notJson = await upload(w.author.token, paper.id, { fields: { final_authors: "{nope" } });
    expect(notJson.status).toBe(422);
    expect(
      await t.ctx.db.selectFrom("camera_ready_versions").select("id").where("paper_id", "=", paper.id).execute(),
    ).toEqual([]);
  });

  it("takes the paper's title, abstract and listed authors (affiliation from the listing or the account) when only the PDF is sent", async () => {
    const paper = await accepted("The accepted title");
    // a co-author listed without an affiliation whose account has one, and one with neither
    await t.ctx.db
      .insertInto("paper_authors")
      .values([
        {
          paper_id: paper.id,
          user_id: w.tpc.id,
          first_name: "Grace",
          last_name: "Hopper",
          email: w.tpc.email,
          email_normalized: w.tpc.email.toLowerCase(),
          country: "US",
          affiliation: "",
          author_order: 2,
          created_at: new Date().toISOString(),
        },
        {
          paper_id: paper.id,
          user_id: null,
          first_name: "Alan",
          last_name: "Turing",
          email: "alan@example.org",
          email_normalized: "alan@example.org",
          country: "GB",
          affiliation: " ",
          author_order: 3,
          created_at: new Date().toISOString(),
        },
      ])
      .execute();
    await t.ctx.db.updateTable("users").set({ affiliation: "Navy Lab" }).where("id", "=", w.tpc.id).execute();
    const submitter = await t.ctx.db
      .selectFrom("users")
      .select(["first_name", "last_name", "email", "affiliation"])
      .where("id", "=", w.author.id)
      .executeTakeFirstOrThrow();
    const expected = {
      final_title: "The accepted title",
      final_abstract: "We study things.",
      final_authors: [
        {
          first_name: submitter.first_name,
          last_name: submitter.last_name,
          affiliation: submitter.affiliation,
          email: submitter.email,
        },
        { first_name: "Grace", last_name: "Hopper", affiliation: "Navy Lab", email: w.tpc.email },
        { first_name: "Alan", last_name: "Turing", affiliation: "", email: "alan@example.org" },
      ],
    };
    const before = await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.author.token });
    expect(before.body.result.defaults).toEqual(expected);

    const mp = multipartBody({}, [
      { name: "final_file", fileName: "final.pdf", contentType: "application/pdf", data: FINAL_PDF },
    ]);
    const res = await call(t.app, "POST", `/paper/camera-ready/${paper.id}`, {
      token: w.author.token,
      body: mp.payload,
      headers: mp.headers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject(expected);

    // a later upload of a new PDF with only a new title keeps the rest of the final version
    const retitled = await upload(w.author.token, paper.id, {
      fields: { final_title: "The final title", final_abstract: undefined!, final_authors: undefined! },
    });
    expect(retitled.status).toBe(200);
    expect(retitled.body.result).toMatchObject({ ...expected, final_title: "The final title" });
    // sent blank is still refused: only a field left out takes the default
    const blank = await upload(w.author.token, paper.id, { fields: { final_abstract: "" } });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.result)).toEqual(["final_abstract"]);
  });

  it("closed by camera_ready_open = 0 and by the deadline, read in the deadline time zone to the second", async () => {
    const paper = await accepted();
    await setConference(t, w.confId, { camera_ready_open: 0 });
    const closed = await upload(w.author.token, paper.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("Camera-ready uploads are not open for this conference.");
    expect(
      (await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.author.token })).body.result,
    ).toMatchObject({ open: false });

    // a deadline two minutes ahead on the minute, written as a Tokyo wall-clock time (UTC+9)
    const zone = "Asia/Tokyo";
    const deadline = new Date(Math.ceil((Date.now() + 2 * 60_000) / 60_000) * 60_000);
    await setConference(t, w.confId, {
      camera_ready_open: 1,
      timezone_for_deadline: zone,
      camera_ready_deadline: wallClock(zone, deadline),
    });
    const info = await call(t.app, "GET", `/paper/camera-ready/${paper.id}`, { token: w.author.token });
    expect(info.body.result).toMatchObject({ open: true, timezone: zone, deadline_utc: deadline.toISOString() });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(deadline.getTime() - 1000));
      expect((await upload(w.author.token, paper.id)).status).toBe(200);
      vi.setSystemTime(deadline);
      const late = await upload(w.author.token, paper.id);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("The camera-ready deadline has passed.");
    } finally {
      vi.useRealTimers();
    }
    await setConference(t, w.confId, {
      camera_ready_deadline: wallClock(zone, new Date(Date.now() + 24 * HOUR)),
      timezone_for_deadline: "UTC",
    });
  });
});

describe("chairs: status, mail to missing, proceedings", () => {
  it("lists uploaded and missing, mails the missing authors once each (preview sends nothing), and zips exactly the final versions", async () => {
    // a fresh conference so the lists are exactly these papers
    const { insertConference, insertTrack } = await import("./support/fixtures.js");
    const conf = await insertConference(t.ctx, w.chair.id, { camera_ready_open: 1 });
    const track = await insertTrack(t.ctx, conf.id, "Systems");
    const mk = (title: string, status: number = PAPER_STATUS.ACCEPTED, authorId = w.author.id) =>
      insertPaper(t.ctx, { confId: conf.id, trackId: track, authorId, status, title });
    const done1 = await mk("Done one");
    const done2 = await mk("Done two", PAPER_STATUS.ACCEPTED, w.coauthor.id);
    const missing1 = await mk("Missing one");
    const missing2 = await mk("Missing two");
    await mk("Rejected", PAPER_STATUS.REJECTED);
    const topic = await t.ctx.db
      .insertInto("conference_topics")
      .values({ conf_id: conf.id, name: "Engines", position: 1, created_at: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.ctx.db.insertInto("paper_topics").values({ paper_id: done1.id, topic_id: topic.id }).execute();
    await t.ctx.db.updateTable("paper_authors").set({ is_presenter: 1 }).where("paper_id", "=", done1.id).execute();
    expect((await upload(w.author.token, done1.id, { fields: { final_title: "Final one" } })).status).toBe(200);
    const pdf2 = Buffer.concat([MINIMAL_PDF, Buffer.from("% two\n")]);
    expect(
      (
        await upload(w.coauthor.token, done2.id, {
          fields: { final_title: 'Final, "two"' },
          file: { fileName: "two.pdf", data: pdf2 },
        })
      ).status,
    ).toBe(200);

    expect(
      (await call(t.app, "GET", `/conference/camera-ready-status/${conf.id}`, { token: w.author.token })).status,
    ).toBe(403);
    const status = await call(t.app, "GET", `/conference/camera-ready-status/${conf.id}`, { token: w.chair.token });
    expect(status.status).toBe(200);
    expect(status.body.result).toMatchObject({ uploaded: 2, missing: 2 });
    expect(
      status.body.result.papers.map((p: { paper_id: number; uploaded: boolean }) => [p.paper_id, p.uploaded]),
    ).toEqual([
      [done1.id, true],
      [done2.id, true],
      [missing1.id, false],
      [missing2.id, false],
    ]);

    const outbox = () =>
      t.ctx.db
        .selectFrom("mail_outbox")
        .select(["to_address", "body_text"])
        .where("context_type", "=", "camera_ready_reminder")
        .where("conf_id", "=", conf.id)
        .execute();
    const preview = await call(t.app, "POST", `/conference/camera-ready-mail/${conf.id}`, {
      token: w.chair.token,
      body: { preview: true },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.result.mails).toHaveLength(1);
    expect(preview.body.result.mails[0]).toMatchObject({ to: w.author.email, paper_ids: [missing1.id, missing2.id] });
    expect(preview.body.result.mails[0].text).toContain("Missing one");
    expect(await outbox()).toEqual([]);
    const sent = await call(t.app, "POST", `/conference/camera-ready-mail/${conf.id}`, {
      token: w.chair.token,
      body: {},
    });
    expect(sent.body.result.queued).toBe(1);
    expect(await outbox()).toHaveLength(1);
    expect(
      (await call(t.app, "POST", `/conference/camera-ready-mail/${conf.id}`, { token: w.author.token, body: {} }))
        .status,
    ).toBe(403);

    expect((await call(t.app, "GET", `/conference/proceedings/${conf.id}`, { token: w.author.token })).status).toBe(
      403,
    );
    const zip = await call(t.app, "GET", `/conference/proceedings/${conf.id}`, { token: w.chair.token });
    expect(zip.status).toBe(200);
    expect(zip.raw.headers["content-type"]).toBe("application/zip");
    const dir = mkdtempSync(join(tmpdir(), "proceedings-"));
    writeFileSync(join(dir, "p.zip"), zip.raw.rawPayload);
    execFileSync("unzip", ["-q", "p.zip", "-d", "out"], { cwd: dir });
    const n = (seq: number) => `paper-${String(seq).padStart(3, "0")}.pdf`;
    expect(readdirSync(join(dir, "out")).sort()).toEqual(
      [n(done1.paper_sequence), n(done2.paper_sequence), "metadata.csv", "metadata.json"].sort(),
    );
    expect(readFileSync(join(dir, "out", n(done1.paper_sequence))).equals(FINAL_PDF)).toBe(true);
    expect(readFileSync(join(dir, "out", n(done2.paper_sequence))).equals(pdf2)).toBe(true);
    const meta = JSON.parse(readFileSync(join(dir, "out/metadata.json"), "utf8"));
    expect(meta).toEqual([
      {
        number: done1.paper_sequence,
        file: n(done1.paper_sequence),
        title: "Final one",
        abstract: "The final abstract.",
        authors: AUTHORS.map((a) => ({ first_name: a.first_name, last_name: a.last_name, affiliation: a.affiliation })),
        track: "Systems",
        topics: ["Engines"],
        presenter: `${w.author.first_name} ${w.author.last_name}`,
      },
      expect.objectContaining({ number: done2.paper_sequence, title: 'Final, "two"', topics: [], presenter: "" }),
    ]);
    const csv = readFileSync(join(dir, "out/metadata.csv"), "utf8").split("\r\n");
    expect(csv[0]).toBe("number,file,title,abstract,authors,affiliations,track,topics,presenter");
    expect(csv[1]).toBe(
      `${done1.paper_sequence},${n(done1.paper_sequence)},Final one,The final abstract.,Ada ` +
        `Lovelace; Charles Babbage,Analytical Society; ` +
        `Cambridge,Systems,Engines,${w.author.first_name} ${w.author.last_name}`,
    );
    expect(csv[2]).toContain(`"Final, ""two"""`);
  });
});

describe("the proceedings of a large conference", () => {
  it("holds exactly the 1,000 final versions, each named by its number", async () => {
    const { insertConference, insertTrack } = await import("./support/fixtures.js");
    const conf = await insertConference(t.ctx, w.chair.id, {});
    const track = await insertTrack(t.ctx, conf.id, "Big");
    const now = new Date().toISOString();
    const N = 1000;
    for (let start = 1; start <= N; start += 100) {
      const seqs = Array.from({ length: Math.min(100, N - start + 1) }, (_, i) => start + i);
      const papers = await t.ctx.db
        .insertInto("papers")
        .values(
          seqs.map((seq) => ({
            conf_id: conf.id,
            track_id: track,
            paper_sequence: seq,
            paper_title: `P${seq}`,
            keywords: "k",
            abstract: "a",
            status: PAPER_STATUS.ACCEPTED,
            created_by: w.author.id,
            decision: null,
            final_decision_remark: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(["id", "paper_sequence"])
        .execute();
      await t.ctx.db
        .insertInto("camera_ready_versions")
        .values(
          papers.map((p) => {
            const data = Buffer.concat([MINIMAL_PDF, Buffer.from(`% ${p.paper_sequence}\n`)]);
            return {
              paper_id: p.id,
              final_title: `Final ${p.paper_sequence}`,
              final_abstract: "A.",
              final_authors: JSON.stringify(AUTHORS),
              file_name: "f.pdf",
              size: data.length,
              data,
              copyright_file_name: null,
              copyright_size: null,
              copyright_data: null,
              uploaded_by: w.author.id,
              uploaded_at: now,
            };
          }),
        )
        .execute();
    }
    await t.ctx.db.updateTable("conferences").set({ paper_sequence_counter: N }).where("id", "=", conf.id).execute();
    const zip = await call(t.app, "GET", `/conference/proceedings/${conf.id}`, { token: w.chair.token });
    expect(zip.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), "proceedings-big-"));
    writeFileSync(join(dir, "p.zip"), zip.raw.rawPayload);
    const listing = execFileSync("unzip", ["-Z1", "p.zip"], { cwd: dir, encoding: "utf8" }).trim().split("\n");
    expect(listing).toHaveLength(N + 2);
    expect(listing.slice(0, 2)).toEqual(["metadata.csv", "metadata.json"]);
    expect(listing[2]).toBe("paper-001.pdf");
    expect(listing.at(-1)).toBe("paper-1000.pdf");
    execFileSync("unzip", ["-q", "p.zip", "paper-500.pdf", "-d", "out"], { cwd: dir });
    expect(readFileSync(join(dir, "out/paper-500.pdf"), "utf8")).toContain("% 500\n");
  }, 120_000);
});
