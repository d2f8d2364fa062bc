import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertReviewerAssignment, insertTrack } from "./support/fixtures.js";
import { buildWorld, type PaperWorld } from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;
// Papers of the main conference: three in track A, two in track B (one without a file, one blocked).
const ids: Record<string, number> = {};
const seq: Record<string, number> = {};
let otherConfId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  const add = async (
    key: string,
    opts: { title: string; trackId: number; authorId: number; status?: number; withFile?: boolean },
  ) => {
    const p = await insertPaper(t.ctx, { confId: w.confId, ...opts });
    ids[key] = p.id;
    seq[key] = p.paper_sequence;
  };
  await add("engine", { title: "on the analytical Engine", trackId: w.trackA, authorId: w.author.id });
  await add("zebra", { title: "Zebra crossings considered harmful", trackId: w.trackA, authorId: w.coauthor.id });
  await add("percent", { title: "Winning 100% of the time", trackId: w.trackA, authorId: w.stranger.id });
  await add("nofile", { title: "Missing manuscripts", trackId: w.trackB, authorId: w.coauthor.id, withFile: false });
  await add("blocked", { title: "Blocked thoughts", trackId: w.trackB, authorId: w.coauthor.id, status: 30 });
  // Ada is also co-author of the zebra paper; the engine paper has a reviewed and an open review.
  const ada = await t.ctx.db.selectFrom("users").selectAll().where("id", "=", w.author.id).executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto("paper_authors")
    .values({
      paper_id: ids.zebra!,
      user_id: ada.id,
      first_name: "Ada",
      last_name: "Lovelace",
      email: ada.email,
      email_normalized: ada.email_normalized,
      country: "",
      affiliation: "",
      author_order: 2,
      created_at: ada.created_at,
    })
    .execute();
  const rev = await insertReviewerAssignment(t.ctx, ids.engine!, w.tpc.id);
  await t.ctx.db
    .updateTable("paper_reviewers")
    .set({
      reviewer_evaluation: 2,
      reviewer_confidence: 4,
      reviewer_remarks: "Solid.",
      reviewer_confidential_remarks: "SECRET-NOTE",
      reviewed_at: new Date().toISOString(),
    })
    .where("id", "=", rev)
    .execute();
  await insertReviewerAssignment(t.ctx, ids.engine!, w.chair.id);
  // A paper of another conference must never show up here.
  const other = await insertConference(t.ctx, w.stranger.id);
  otherConfId = other.id;
  await insertPaper(t.ctx, {
    confId: other.id,
    trackId: await insertTrack(t.ctx, other.id),
    authorId: w.author.id,
    title: "Foreign engine",
  });
});
afterAll(async () => {
  await t.close();
});

const list = (
  token: string,
  query: Record<string, string | number | boolean> = {},
  path = `/paper/all/${w.confId}/0`,
) => call(t.app, "GET", path, { token, query });
const idsOf = (res: { body: { result: { data: { id: number }[] } } }) => res.body.result.data.map((p) => p.id);

describe("GET /paper/all/{id}/{0|1}: who sees what", () => {
  it("shows every paper of the conference to SUPERCHAIR, ADMIN and OC members", async () => {
    for (const user of [w.chair, w.admin, w.oc]) {
      const res = await list(user.token);
      expect(res.status, user.first_name).toBe(200);
      expect(res.body.result.total).toBe(5);
      expect(idsOf(res)).toEqual([ids.engine, ids.zebra, ids.percent, ids.nofile, ids.blocked]);
    }
  });

  it("shows a track chair the papers of their tracks only", async () => {
    const conf = await list(w.trackChairA.token);
    expect(conf.status).toBe(200);
    expect(idsOf(conf)).toEqual([ids.engine, ids.zebra, ids.percent]);
    expect((await list(w.trackChairA.token, {}, `/paper/all/${w.trackA}/1`)).body.result.total).toBe(3);
    expect((await list(w.trackChairA.token, {}, `/paper/all/${w.trackB}/1`)).status).toBe(403);
  });

  it("refuses TPC members and strangers (403) and answers 404 for unknown scopes", async () => {
    expect((await list(w.tpc.token)).status).toBe(403);
    expect((await list(w.stranger.token)).status).toBe(403);
    expect((await list(w.stranger.token, {}, `/paper/all/${w.trackA}/1`)).status).toBe(403);
    expect((await list(w.chair.token, {}, "/paper/all/999999/0")).status).toBe(404);
    expect((await list(w.chair.token, {}, "/paper/all/999999/1")).status).toBe(404);
    expect((await list(w.chair.token, {}, `/paper/all/${w.confId}/2`)).status).toBe(422);
    expect((await call(t.app, "GET", `/paper/all/${w.confId}/0`)).status).toBe(401);
  });

  it("with created_by=true lists the caller's own papers, co-authored ones included, in that conference", async () => {
    const res = await list(w.author.token, { created_by: true });
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([ids.engine, ids.zebra]);
    const nobody = await createUser(t.app, t.ctx);
    expect((await list(nobody.token, { created_by: true })).body.result).toEqual({ data: [], total: 0 });
  });
});

describe("GET /paper/all: rows", () => {
  it("carries track, authors, reviewers, file facts and review progress, never the file", async () => {
    const res = await list(w.chair.token);
    const engine = res.body.result.data[0];
    expect(engine).toMatchObject({
      id: ids.engine,
      paper_sequence: seq.engine,
      track_id: w.trackA,
      track_name: "Track Alpha",
      conf_id: w.confId,
      status: 0,
      has_file: true,
      paper_file_path: "paper.pdf",
      decision: "No Decision",
      final_decision_remark: "",
      review_count: 2,
      reviewed_count: 1,
      average_evaluation: 2,
    });
    expect(engine).not.toHaveProperty("paper_file_data");
    expect(engine.paper_author_data).toEqual([
      expect.objectContaining({
        paper_id: ids.engine,
        author_first_name: "Ada",
        author_last_name: "Lovelace",
        author_email: w.author.email,
        user_id: w.author.id,
      }),
    ]);
    expect(engine.paper_reviewer_data[0]).toMatchObject({
      user_id: w.tpc.id,
      first_name: "Rita",
      reviewer_confidential_remarks: "SECRET-NOTE",
    });
    const nofile = res.body.result.data.find((p: any) => p.id === ids.nofile);
    expect(nofile).toMatchObject({
      has_file: false,
      paper_file_path: null,
      review_count: 0,
      reviewed_count: 0,
      average_evaluation: null,
    });
  });

  it("never shows an author reviewer identities or confidential remarks", async () => {
    const res = await list(w.author.token, { created_by: true });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain("SECRET-NOTE");
    expect(text).not.toContain("Rita");
    expect(text).not.toContain(w.tpc.email);
    const engine = res.body.result.data[0];
    // before the reviews are released (a decision) an author does not even see how many there are
    expect(engine.review_count).toBe(0);
    expect(engine.paper_reviewer_data).toEqual([]);
    expect(engine.actions).toMatchObject({ edit: true, withdraw: true, block: false });
  });

  it("shows reviews in full, confidential remarks included, to the paper's track chair", async () => {
    const res = await list(w.trackChairA.token);
    expect(JSON.stringify(res.body)).toContain("SECRET-NOTE");
  });
});

describe("GET /paper/all: filters, search, sort and paging", () => {
  it("filters by status, 1000 for all, 1010 and missing_paper for papers without a file", async () => {
    expect(idsOf(await list(w.chair.token, { status: 30 }))).toEqual([ids.blocked]);
    expect((await list(w.chair.token, { status: 1000 })).body.result.total).toBe(5);
    expect(idsOf(await list(w.chair.token, { status: 1010 }))).toEqual([ids.nofile]);
    expect(idsOf(await list(w.chair.token, { missing_paper: true }))).toEqual([ids.nofile]);
    expect((await list(w.chair.token, { status: 0, missing_paper: true })).body.result.total).toBe(1);
    expect((await list(w.chair.token, { status: "x" })).status).toBe(422);
  });

  it("searches title, keywords, sequence and author names case-insensitively, from 3 characters", async () => {
    expect(idsOf(await list(w.chair.token, { param_search: "ENGINE" }))).toEqual([ids.engine]);
    expect(idsOf(await list(w.chair.token, { param_search: "babbage" }))).toEqual([ids.zebra, ids.nofile, ids.blocked]);
    expect(idsOf(await list(w.chair.token, { param_search: "ada lovelace" }))).toEqual([ids.engine, ids.zebra]);
    expect((await list(w.chair.token, { param_search: "testing" })).body.result.total).toBe(5); // keywords
    expect(idsOf(await list(w.chair.token, { param_search: String(seq.blocked).padStart(3, "0") }))).toEqual([
      ids.blocked,
    ]);
    // two characters do not search; whitespace does not count
    expect((await list(w.chair.token, { param_search: "Ze" })).body.result.total).toBe(5);
    expect((await list(w.chair.token, { param_search: "  Ze  " })).body.result.total).toBe(5);
    expect((await list(w.chair.token, { param_search: "no such words" })).body.result).toEqual({ data: [], total: 0 });
  });

  it("answers each list for its own conference, search and page when lists of one shape follow each other", async () => {
    expect(idsOf(await list(w.chair.token, { param_search: "engine" }))).toEqual([ids.engine]);
    const foreign = await list(w.stranger.token, { param_search: "engine" }, `/paper/all/${otherConfId}/0`);
    expect(foreign.body.result.data.map((p: { paper_title: string }) => p.paper_title)).toEqual(["Foreign engine"]);
    expect(foreign.body.result.total).toBe(1);
    expect(idsOf(await list(w.chair.token, { param_search: "harmful" }))).toEqual([ids.zebra]);
    expect(idsOf(await list(w.chair.token, { param_search: String(seq.percent).padStart(3, "0") }))).toEqual([
      ids.percent,
    ]);
    expect(idsOf(await list(w.chair.token, { param_search: `#${String(seq.nofile).padStart(2, "0")}` }))).toEqual([
      ids.nofile,
    ]);
    expect(idsOf(await list(w.chair.token, { per_page: 2, page: 2 }))).toEqual([ids.percent, ids.nofile]);
    expect(idsOf(await list(w.chair.token, { status: 30, per_page: 1 }))).toEqual([ids.blocked]);
    expect((await list(w.chair.token, { status: 0, per_page: 1, page: 2 })).body.result.total).toBe(4);
  });

  it("treats LIKE wildcards as plain characters", async () => {
    expect(idsOf(await list(w.chair.token, { param_search: "100%" }))).toEqual([ids.percent]);
    expect((await list(w.chair.token, { param_search: "%%%" })).body.result.total).toBe(0);
    expect((await list(w.chair.token, { param_search: "___" })).body.result.total).toBe(0);
  });

  it("sorts by paper_title case-insensitively and by paper_sequence, either way; anything else is 422", async () => {
    const byTitle = await list(w.chair.token, { order_by: "paper_title", order_type: "ASC" });
    expect(byTitle.body.result.data.map((p: any) => p.paper_title)).toEqual([
      "Blocked thoughts",
      "Missing manuscripts",
      "on the analytical Engine",
      "Winning 100% of the time",
      "Zebra crossings considered harmful",
    ]);
    const desc = await list(w.chair.token, { order_by: "paper_title", order_type: "desc" });
    expect(desc.body.result.data[0].paper_title).toBe("Zebra crossings considered harmful");
    expect(idsOf(await list(w.chair.token, { order_by: "paper_sequence", order_type: "desc" }))).toEqual([
      ids.blocked,
      ids.nofile,
      ids.percent,
      ids.zebra,
      ids.engine,
    ]);
    for (const order_by of ["status", "paper_title; drop table papers", ""]) {
      expect((await list(w.chair.token, { order_by })).status, order_by).toBe(422);
    }
    expect((await list(w.chair.token, { order_type: "sideways" })).status).toBe(422);
  });

  it("pages with per_page up to 5000 and answers the total on every page", async () => {
    const p1 = await list(w.chair.token, { per_page: 2, page: 1 });
    const p3 = await list(w.chair.token, { per_page: 2, page: 3 });
    const p9 = await list(w.chair.token, { per_page: 2, page: 9 });
    expect(idsOf(p1)).toEqual([ids.engine, ids.zebra]);
    expect(idsOf(p3)).toEqual([ids.blocked]);
    expect(p9.body.result).toEqual({ data: [], total: 5 });
    expect((await list(w.chair.token, { per_page: 5000 })).status).toBe(200);
    expect((await list(w.chair.token, { per_page: 5001 })).status).toBe(422);
    expect((await list(w.chair.token, { per_page: 0 })).status).toBe(422);
    expect((await list(w.chair.token, { page: 0 })).status).toBe(422);
  });
});
