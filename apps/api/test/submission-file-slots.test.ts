// the chairs' extra file slots (file_upload_fields_submission_form): definitions within
// the upload limit, files handed in with submit and update as extra_file_<key> (type, size,
// required), listed on the paper and downloaded by whoever may see the paper.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MINIMAL_PDF, insertReviewerAssignment } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { createTestApp, call, type TestApp } from "./support/testApp.js";
import {
  DOCX_FILE,
  ZIP_WITHOUT_WORD,
  buildWorld,
  paperFields,
  setConference,
  type PaperWorld,
} from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;

const SLOTS = [
  { key: "supp", label: "Supplementary material", types: ["zip"], max_mb: 1, required: true },
  { key: "slides", label: "Slides", types: ["pdf", "docx"], max_mb: 1, required: false },
];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

type Part = { name: string; fileName: string; data: Buffer };
const PAPER: Part = { name: "paper_file", fileName: "paper.pdf", data: MINIMAL_PDF };
const submit = (parts: Part[], title = "Slots") => {
  const mp = multipartBody(paperFields(w, { paper_title: title }), parts);
  return call(t.app, "POST", "/paper", { token: w.author.token, body: mp.payload, headers: mp.headers });
};
const update = (paperId: number, parts: Part[]) => {
  const { conf_id: _c, ...rest } = paperFields(w, { paper_title: "Slots" });
  const mp = multipartBody({ ...rest, paper_id: paperId }, parts);
  return call(t.app, "POST", "/paper/update", { token: w.author.token, body: mp.payload, headers: mp.headers });
};
const save = (token: string, slots: unknown) =>
  call(t.app, "POST", `/conference/submission-file-slots/${w.confId}`, { token, body: { slots } });

describe("GET/POST /conference/submission-file-slots/{confId}", () => {
  it("the chair saves slots within the upload limit; authors read them", async () => {
    expect((await save(w.author.token, SLOTS)).status).toBe(403);
    const tooBig = await save(w.chair.token, [{ ...SLOTS[0], max_mb: 100000 }]);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.result["slots.0.max_mb"][0]).toMatch(/upload limit/);
    const badType = await save(w.chair.token, [{ ...SLOTS[0], types: ["exe"] }]);
    expect(badType.status).toBe(422);
    expect((await save(w.chair.token, SLOTS)).status).toBe(200);
    const read = await call(t.app, "GET", `/conference/submission-file-slots/${w.confId}`, { token: w.author.token });
    expect(read.status).toBe(200);
    expect(read.body.result.slots.map((s: { key: string }) => s.key)).toEqual(["supp", "slides"]);
    expect(read.body.result.upload_limit_mb).toBeGreaterThanOrEqual(1);
  });
});

describe("files in the submit and update calls", () => {
  it("refuses a missing required slot, a wrong type and an unknown slot; stores, lists and serves the rest", async () => {
    const missing = await submit([PAPER]);
    expect(missing.status).toBe(422);
    expect(missing.body.result.extra_file_supp).toEqual(["Supplementary material is required."]);
    const wrong = await submit([PAPER, { name: "extra_file_supp", fileName: "supp.pdf", data: MINIMAL_PDF }]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.result.extra_file_supp[0]).toMatch(/must be a zip file/);
    const fake = await submit([
      PAPER,
      { name: "extra_file_supp", fileName: "supp.zip", data: Buffer.from("not a zip at all, really") },
    ]);
    expect(fake.status).toBe(422);
    const unknown = await submit([
      PAPER,
      { name: "extra_file_supp", fileName: "s.zip", data: ZIP_WITHOUT_WORD },
      { name: "extra_file_video", fileName: "v.zip", data: ZIP_WITHOUT_WORD },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.result.extra_file_video).toEqual(["This file is not part of the submission form."]);
    const other = await submit([PAPER, { name: "other_file", fileName: "v.zip", data: ZIP_WITHOUT_WORD }]);
    expect(other.status).toBe(422);

    const ok = await submit([PAPER, { name: "extra_file_supp", fileName: "supp.zip", data: ZIP_WITHOUT_WORD }]);
    expect(ok.status).toBe(200);
    const id = ok.body.result.id as number;
    const paper = (await call(t.app, "GET", `/paper/${id}`, { token: w.chair.token })).body.result;
    expect(paper.extra_files).toEqual([
      {
        slot: "supp",
        file_name: "supp.zip",
        mime_type: "application/zip",
        size: ZIP_WITHOUT_WORD.length,
        url: `/api/paper/extra-file/${id}/supp`,
      },
    ]);
    const listed = (
      await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token })
    ).body.result.data.find((p: { id: number }) => p.id === id);
    expect(listed.extra_files).toHaveLength(1);

    const file = await call(t.app, "GET", `/paper/extra-file/${id}/supp`, { token: w.author.token });
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.equals(ZIP_WITHOUT_WORD)).toBe(true);
    expect(file.raw.headers["content-disposition"]).toMatch(/-supp\.zip/);
    expect((await call(t.app, "GET", `/paper/extra-file/${id}/supp`, { token: w.stranger.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/paper/extra-file/${id}/slides`, { token: w.author.token })).status).toBe(404);

    // an update keeps the stored files and adds another
    const upd = await update(id, [{ name: "extra_file_slides", fileName: "talk.docx", data: DOCX_FILE }]);
    expect(upd.status).toBe(200);
    const after = (await call(t.app, "GET", `/paper/${id}`, { token: w.author.token })).body.result;
    expect(after.extra_files.map((f: { slot: string }) => f.slot)).toEqual(["supp", "slides"]);
  });

  it("a registration without the paper file may leave a required slot for later (abstract registration)", async () => {
    await setConference(t, w.confId, {
      pre_submission_abstract_allowed: 1,
      abstract_submission_deadline: "2099-01-01 00:00",
      last_submission_date: "2099-06-01 00:00",
    });
    const registered = await submit([], "Registered");
    expect(registered.status).toBe(200);
    const id = registered.body.result.id as number;
    const late = await update(id, [PAPER]);
    expect(late.status).toBe(422);
    expect(late.body.result.extra_file_supp).toBeDefined();
    expect(
      (await update(id, [PAPER, { name: "extra_file_supp", fileName: "s.zip", data: ZIP_WITHOUT_WORD }])).status,
    ).toBe(200);
  });
});

describe("extra files: size, reviewers, anonymity", () => {
  it(
    "refuses a file over its slot's size (422 naming the limit); an assigned reviewer " +
      "downloads the files, and under Double-blind reads no file names",
    async () => {
      expect((await save(w.chair.token, SLOTS)).status).toBe(200);
      const tooBig = await submit(
        [PAPER, { name: "extra_file_supp", fileName: "supp.zip", data: Buffer.alloc(1024 * 1024 + 1) }],
        "Too big",
      );
      expect(tooBig.status).toBe(422);
      expect(tooBig.body.result.extra_file_supp).toEqual(["Supplementary material may be at most 1 MB."]);

      const ok = await submit(
        [PAPER, { name: "extra_file_supp", fileName: "ada-lovelace-proofs.zip", data: ZIP_WITHOUT_WORD }],
        "Reviewed",
      );
      expect(ok.status).toBe(200);
      const id = ok.body.result.id as number;
      // not yet assigned: the reviewer may not see the paper, nor its files
      expect((await call(t.app, "GET", `/paper/extra-file/${id}/supp`, { token: w.tpc.token })).status).toBe(404);
      await insertReviewerAssignment(t.ctx, id, w.tpc.id);
      const file = await call(t.app, "GET", `/paper/extra-file/${id}/supp`, { token: w.tpc.token });
      expect(file.status).toBe(200);
      expect(file.raw.rawPayload.equals(ZIP_WITHOUT_WORD)).toBe(true);

      const seen = async () =>
        (await call(t.app, "GET", `/paper/${id}`, { token: w.tpc.token })).body.result.extra_files;
      expect((await seen())[0].file_name).toBe("ada-lovelace-proofs.zip");
      const { reviewing_model: model } = await t.ctx.db
        .selectFrom("conferences")
        .select("reviewing_model")
        .where("id", "=", w.confId)
        .executeTakeFirstOrThrow();
      expect(model).not.toBe("Double-blind");
      await setConference(t, w.confId, { reviewing_model: "Double-blind" });
      try {
        // the author's file name may name them: hidden; the download is named by number and slot only
        expect(await seen()).toEqual([
          {
            slot: "supp",
            file_name: null,
            mime_type: "application/zip",
            size: ZIP_WITHOUT_WORD.length,
            url: `/api/paper/extra-file/${id}/supp`,
          },
        ]);
        const blind = await call(t.app, "GET", `/paper/extra-file/${id}/supp`, { token: w.tpc.token });
        expect(blind.status).toBe(200);
        expect(blind.raw.headers["content-disposition"]).not.toMatch(/lovelace/i);
        expect(blind.raw.headers["content-disposition"]).toMatch(/-supp\.zip/);
      } finally {
        await setConference(t, w.confId, { reviewing_model: model });
      }
    },
  );
});
