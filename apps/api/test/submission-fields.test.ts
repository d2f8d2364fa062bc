// the chairs' extra submission fields: definitions, answers checked by the shared
// schema (required/optional, wrong types, unknown keys), and who reads which answer (chairs-only
// hidden from reviewers; free text hidden from reviewers under Double-blind).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, call, type TestApp } from "./support/testApp.js";
import { insertReviewerAssignment } from "./support/fixtures.js";
import { listedBy } from "./support/factories.js";
import { buildWorld, paperFields, setConference, submitPaper, updatePaper, type PaperWorld } from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;

const FIELDS = [
  { key: "student", label: "Is this a student paper?", type: "checkbox", required: true },
  { key: "artifact", label: "Artifact available?", type: "select", options: ["Yes", "No"], required: false },
  { key: "note_to_chairs", label: "Note to the chairs", type: "text", visibility: "chairs" },
  { key: "summary", label: "One-line summary", type: "text", visibility: "reviewers" },
];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

const save = (token: string, fields: unknown) =>
  call(t.app, "POST", `/conference/submission-fields/${w.confId}`, { token, body: { fields } });
/** the update call takes no conf_id (a part it does not take is refused) */
const updateFields = () => {
  const { conf_id: _conf, ...rest } = paperFields(w);
  return rest;
};
const submitWith = (fields: unknown) =>
  submitPaper(t, w.author.token, { ...paperFields(w), fields: JSON.stringify(fields) });

describe("GET/POST /conference/submission-fields/{confId}", () => {
  it("the chair saves ordered fields; authors read them; bad definitions are 422", async () => {
    expect((await save(w.author.token, FIELDS)).status).toBe(403);
    const bad = await save(w.chair.token, [{ key: "Bad Key", label: "x", type: "radio" }]);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.result).sort()).toEqual(["fields.0.key", "fields.0.type"]);
    const noOptions = await save(w.chair.token, [
      { key: "pick", label: "Pick", type: "select", options: [] },
      { key: "pick", label: "Again", type: "checkbox" },
    ]);
    expect(noOptions.status).toBe(422);
    expect(Object.keys(noOptions.body.result).sort()).toEqual(["fields.0.options", "fields.1.key"]);
    const ok = await save(w.chair.token, FIELDS);
    expect(ok.status).toBe(200);
    const read = await call(t.app, "GET", `/conference/submission-fields/${w.confId}`, { token: w.author.token });
    expect(read.body.result.fields.map((f: { key: string }) => f.key)).toEqual([
      "student",
      "artifact",
      "note_to_chairs",
      "summary",
    ]);
    expect(read.body.result.fields[2]).toMatchObject({ visibility: "chairs", required: false, options: [] });
  });
});

describe("answers on submit and update", () => {
  it("refuses missing required answers, wrong types, options outside the list, unknown keys and over-long answers (422 per field)", async () => {
    const missing = await submitWith({ artifact: "Yes" });
    expect(missing.status).toBe(422);
    expect(missing.body.result["fields.student"]).toEqual(["Is this a student paper? must be ticked."]);
    const wrong = await submitWith({ student: "yes", artifact: "Maybe", colour: "red" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.result).toMatchObject({
      "fields.student": ["Is this a student paper? must be true or false."],
      "fields.artifact": ["Artifact available? must be one of: Yes, No."],
      "fields.colour": ["This field is not part of the submission form."],
    });
    // a text answer has a size: 2,000 characters pass, one more is refused
    const atLimit = await submitWith({ student: true, summary: "x".repeat(2000) });
    expect(atLimit.status).toBe(200);
    const tooLong = await submitWith({ student: true, summary: "x".repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.result).toEqual({ "fields.summary": ["An answer may be at most 2000 characters."] });
    const notJson = await submitPaper(t, w.author.token, { ...paperFields(w), fields: "{not json" });
    expect(notJson.status).toBe(422);
    expect(notJson.body.result.fields[0]).toMatch(/JSON object/);
  });

  it("stores the answers; the authors and the chairs read all, a reviewer only the reviewers' ones, and no free text under Double-blind", async () => {
    await setConference(t, w.confId, { reviewing_model: "Single-blind" });
    const res = await submitWith({
      student: true,
      artifact: "Yes",
      note_to_chairs: "We also sent it elsewhere.",
      summary: "Engines compute.",
    });
    expect(res.status).toBe(200);
    const id = res.body.result.id as number;
    await insertReviewerAssignment(t.ctx, id, w.tpc.id);
    const fieldsFor = async (token: string) => (await call(t.app, "GET", `/paper/${id}`, { token })).body.result.fields;
    const all = {
      student: true,
      artifact: "Yes",
      note_to_chairs: "We also sent it elsewhere.",
      summary: "Engines compute.",
    };
    expect(await fieldsFor(w.author.token)).toEqual(all);
    expect(await fieldsFor(w.chair.token)).toEqual(all);
    expect(await fieldsFor(w.tpc.token)).toEqual({ student: true, artifact: "Yes", summary: "Engines compute." });
    // the list carries the same
    const list = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token });
    expect(list.body.result.data.find((p: { id: number }) => p.id === id).fields).toEqual(all);

    await setConference(t, w.confId, { reviewing_model: "Double-blind" });
    expect(await fieldsFor(w.tpc.token)).toEqual({ student: true, artifact: "Yes" });

    // an update without `fields` keeps the answers; with it, replaces them (checked again)
    const keep = await updatePaper(t, w.author.token, { ...updateFields(), paper_id: id });
    expect(keep.status).toBe(200);
    expect(await fieldsFor(w.author.token)).toEqual(all);
    const change = await updatePaper(t, w.author.token, {
      ...updateFields(),
      paper_id: id,
      fields: JSON.stringify({ student: true, artifact: "No" }),
    });
    expect(change.status).toBe(200);
    expect(await fieldsFor(w.author.token)).toEqual({ student: true, artifact: "No" });
    const broken = await updatePaper(t, w.author.token, {
      ...updateFields(),
      paper_id: id,
      fields: JSON.stringify({ artifact: "No" }),
    });
    expect(broken.status).toBe(422);
  });

  it("the Edit Conference form may not store anything but definitions in the setting", async () => {
    const { CONFERENCE_SETTINGS } = await import("@symposia/domain");
    const { conferencePayload } = await import("./support/fixtures.js");
    const { multipartBody } = await import("./support/multipart.js");
    const base = conferencePayload() as Record<string, string | number>;
    const fields: Record<string, string | number> = { timezone_for_deadline: "UTC", timezone_for_session: "UTC" };
    for (const s of CONFERENCE_SETTINGS.filter((x) => x.required)) fields[s.key] = fields[s.key] ?? base[s.key]!;
    const mp = multipartBody({ ...fields, additional_fields_submission_form: "Is this a student paper?" });
    const res = await call(t.app, "POST", `/conference/update/${w.confId}`, {
      token: w.chair.token,
      body: mp.payload,
      headers: mp.headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.result.additional_fields_submission_form[0]).toMatch(/Submission Fields screen/);
  });
});

describe("the CSV export", () => {
  it("has one column per extra field, after the spec's columns", async () => {
    const res = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.chair.token,
      query: { status: 1000 },
    });
    expect(res.status).toBe(200);
    const [header, ...lines] = res.raw.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(",").slice(-4)).toEqual([
      "Is this a student paper?",
      "Artifact available?",
      "Note to the chairs",
      "One-line summary",
    ]);
    expect(lines.some((l: string) => l.endsWith(",Yes,No,,"))).toBe(true);
  });
});

describe("author_selecting_presenter", () => {
  it("0 refuses; 1 lets an author mark one presenter per paper, shown to chairs and in the CSV", async () => {
    await setConference(t, w.confId, { author_selecting_presenter: 0, additional_fields_submission_form: null });
    const res = await submitPaper(t, w.author.token, { ...paperFields(w, { paper_title: "Presented" }) });
    const id = res.body.result.id as number;
    await call(t.app, "POST", `/paper/author-assign/${id}`, {
      token: w.author.token,
      body: listedBy(w.coauthor.email, w.coauthor),
    });
    // a listed co-author acts as an author once they confirm
    expect((await call(t.app, "POST", `/paper/co-author-confirm/${id}`, { token: w.coauthor.token })).status).toBe(200);
    const authors = await t.ctx.db
      .selectFrom("paper_authors")
      .select(["id", "user_id"])
      .where("paper_id", "=", id)
      .orderBy("author_order")
      .execute();
    const coauthorRow = authors.find((a) => a.user_id === w.coauthor.id)!.id;
    const off = await call(t.app, "POST", `/paper/presenter/${id}`, {
      token: w.author.token,
      body: { author_id: coauthorRow },
    });
    expect(off.status).toBe(409);
    expect((await call(t.app, "GET", `/paper/${id}`, { token: w.author.token })).body.result.actions.presenter).toBe(
      false,
    );

    await setConference(t, w.confId, { author_selecting_presenter: 1 });
    // the flag the authors dialog reads: the paper's authors only
    expect((await call(t.app, "GET", `/paper/${id}`, { token: w.author.token })).body.result.actions.presenter).toBe(
      true,
    );
    expect((await call(t.app, "GET", `/paper/${id}`, { token: w.chair.token })).body.result.actions.presenter).toBe(
      false,
    );
    expect(
      (
        await call(t.app, "POST", `/paper/presenter/${id}`, {
          token: w.stranger.token,
          body: { author_id: coauthorRow },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, "POST", `/paper/presenter/${id}`, { token: w.author.token, body: { author_id: 999999 } }))
        .status,
    ).toBe(422);
    expect(
      (
        await call(t.app, "POST", `/paper/presenter/${id}`, {
          token: w.author.token,
          body: { author_id: authors[0]!.id },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, "POST", `/paper/presenter/${id}`, {
          token: w.coauthor.token,
          body: { author_id: coauthorRow },
        })
      ).status,
    ).toBe(200);

    const seen = (await call(t.app, "GET", `/paper/${id}`, { token: w.chair.token })).body.result.paper_author_data;
    expect(seen.map((a: { user_id: number; is_presenter: number }) => [a.user_id, a.is_presenter])).toEqual([
      [w.author.id, 0],
      [w.coauthor.id, 1],
    ]);
    const csv = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.chair.token,
      query: { status: 1000 },
    });
    const [header, ...lines] = csv.raw.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.split(",").at(-1)).toBe("Presenter");
    expect(lines.find((l: string) => l.includes("Presented"))!.endsWith(",Charles Babbage")).toBe(true);
  });
});
