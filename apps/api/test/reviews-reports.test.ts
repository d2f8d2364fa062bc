import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "./support/factories.js";
import { insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { addCoauthor, buildReviewWorld, setPaperStatus, storeReview, type ReviewWorld } from "./reviews.world.js";
import { parseCsv } from "./support/csv.js";

let t: TestApp;
let w: ReviewWorld;
const ids: Record<string, number> = {};

/** Eight papers in every state: 2 submitted (the world's, and one without a file), blocked, withdrawn, no decision, rejected, 2 accepted. */
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
  ids.main = w.paper.id;
  const add = async (
    key: string,
    status: number,
    decision: string | null,
    opts: { trackId?: number; title?: string; withFile?: boolean } = {},
  ) => {
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: opts.trackId ?? w.trackId,
      authorId: w.author.id,
      title: opts.title,
      withFile: opts.withFile,
    });
    await setPaperStatus(t, paper.id, status, decision);
    ids[key] = paper.id;
  };
  await add("noFile", 0, null, { withFile: false });
  await add("blocked", 30, null);
  await add("withdrawn", 25, null, { trackId: w.otherTrackId });
  await add("noDecision", 18, "No Decision");
  await add("rejected", 20, "Probably Reject", { trackId: w.otherTrackId });
  await add("accepted", 35, "Accept", { title: '=HYPERLINK("http://evil.example"), "quoted", title' });
  await add("accepted2", 35, "Probably Accept", { trackId: w.otherTrackId });
  await storeReview(t, w.assignment1, {
    evaluation: 3,
    confidence: 5,
    remarks: "Great, really.",
    confidential: "secret one",
  });
  await storeReview(t, w.assignment2, { evaluation: -2, confidence: 3, remarks: "Weak baseline", confidential: null });
  const reviewer = await createUser(t.app, t.ctx, { first_name: "Vera", last_name: "Vetter" });
  const a = await insertReviewerAssignment(t.ctx, ids.accepted!, reviewer.id);
  await storeReview(t, a, { evaluation: 1, confidence: 2, remarks: "Fine", confidential: null });
  await insertReviewerAssignment(t.ctx, ids.accepted!, w.reviewer1.id);
});
afterAll(async () => {
  await t.close();
});

describe("GET /paper/report-counts/{confId}", () => {
  it("counts the papers behind every filter button", async () => {
    const res = await call(t.app, "GET", `/paper/report-counts/${w.confId}`, { token: w.chair.token });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { status: number; count: number }) => [r.status, r.count])).toEqual([
      [1000, 8],
      [0, 2],
      [30, 1],
      [25, 1],
      [18, 1],
      [20, 1],
      [35, 2],
      [1010, 1],
    ]);
    expect(res.body.result[0].label).toBe("All");
  });

  it("is for SUPERCHAIR, ADMIN and OC members only", async () => {
    for (const who of [w.admin, w.oc])
      expect((await call(t.app, "GET", `/paper/report-counts/${w.confId}`, { token: who.token })).status).toBe(200);
    for (const who of [w.trackChair, w.reviewer1, w.author, w.outsider]) {
      for (const path of ["report-counts", "report-charts", "report-csv"]) {
        expect(
          (await call(t.app, "GET", `/paper/${path}/${w.confId}`, { token: who.token })).status,
          `${who.first_name} ${path}`,
        ).toBe(403);
      }
    }
    expect((await call(t.app, "GET", "/paper/report-counts/999999", { token: w.admin.token })).status).toBe(404);
  });
});

describe("GET /paper/report-charts/{confId}", () => {
  it("answers papers per track and status, decisions and review progress", async () => {
    const res = await call(t.app, "GET", `/paper/report-charts/${w.confId}`, { token: w.oc.token });
    expect(res.status).toBe(200);
    const { papers_per_track, decisions, review_progress } = res.body.result;
    expect(papers_per_track).toEqual([
      {
        track_id: w.trackId,
        track_name: "Software Testing",
        counts: { Submitted: 2, Blocked: 1, "No Decision": 1, "Accepted / Probably Accepted": 1 },
      },
      {
        track_id: w.otherTrackId,
        track_name: "Formal Methods",
        counts: { Withdrawn: 1, "Rejected / Probably Rejected": 1, "Accepted / Probably Accepted": 1 },
      },
    ]);
    expect(decisions).toEqual([
      { decision: "No Decision", count: 1 },
      { decision: "Probably Accept", count: 1 },
      { decision: "Accept", count: 1 },
      { decision: "Probably Reject", count: 1 },
      { decision: "Reject", count: 0 },
      { decision: "Not decided", count: 4 },
    ]);
    expect(review_progress).toMatchObject({ assigned: 4, submitted: 3 });
    expect(review_progress.per_track).toEqual([
      { track_id: w.trackId, track_name: "Software Testing", assigned: 4, submitted: 3 },
      { track_id: w.otherTrackId, track_name: "Formal Methods", assigned: 0, submitted: 0 },
    ]);
  });
});

describe("GET /paper/report-csv/{confId}", () => {
  it("downloads the filter's papers with authors, track, status, decision and reviews", async () => {
    // the authors chose Anna to present (author_selecting_presenter is on: the Presenter column)
    await t.ctx.db
      .updateTable("paper_authors")
      .set({ is_presenter: 1 })
      .where("paper_id", "=", w.paper.id)
      .where("first_name", "=", "Anna")
      .execute();
    const res = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.chair.token,
      query: { status: 1000 },
    });
    expect(res.status).toBe(200);
    expect(res.raw.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(String(res.raw.headers["content-disposition"])).toMatch(
      /^attachment; filename="[A-Za-z0-9]+-papers-All\.csv"/,
    );
    expect(res.raw.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(res.raw.body.slice(1));
    expect(rows[0]).toEqual([
      "Paper ID",
      "Title",
      "Keywords",
      "Track",
      "Status",
      "Decision",
      "Final decision remark",
      "Authors",
      "Reviews assigned",
      "Reviews submitted",
      "Average evaluation",
      "Reviews",
      // one column per field of the review form: the default form's four
      "Evaluation",
      "Confidence",
      "Remarks",
      "Confidential remarks",
      // the presenter, as the conference lets authors choose one
      "Presenter",
    ]);
    expect(rows).toHaveLength(9);
    const main = rows.find((r) => r[1] === "Mutation testing at scale")!;
    expect(main.slice(0, 7)).toEqual([
      String(w.paper.paper_sequence),
      "Mutation testing at scale",
      "testing",
      "Software Testing",
      "Submitted",
      "No Decision",
      "",
    ]);
    expect(main[7]).toBe(
      `Anna Author <${w.author.email}> (Example University, Germany); Carl Coauthor <${w.coauthor.email}> (Coauthor University, Portugal)`,
    );
    expect(main.slice(8, 11)).toEqual(["2", "2", "0.5"]);
    expect(main[11]).toBe(`Rita Reviewerone <${w.reviewer1.email}> | Rolf Reviewertwo <${w.reviewer2.email}>`);
    expect(main.slice(12)).toEqual([
      "Strong Accept (3) | Reject (-2)",
      "Expert (5) | Medium (3)",
      "Great, really. | Weak baseline",
      "secret one | -",
      "Anna Author",
    ]);
    // a title a spreadsheet would run as a formula is neutralised, quotes and commas survive
    const evil = rows.find((r) => r[1]!.includes("HYPERLINK"))!;
    expect(evil[1]).toBe(`'=HYPERLINK("http://evil.example"), "quoted", title`);
    expect(evil.slice(4, 6)).toEqual(["Accepted / Probably Accepted", "Accept"]);
    expect(evil[11]).toContain(
      `${w.reviewer1.first_name} ${w.reviewer1.last_name} <${w.reviewer1.email}>: not reviewed yet`,
    );
  });

  it("exports only the current filter", async () => {
    const missing = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, {
      token: w.admin.token,
      query: { status: 1010 },
    });
    const rows = parseCsv(missing.raw.body.slice(1));
    expect(rows).toHaveLength(2);
    const noFile = await t.ctx.db
      .selectFrom("papers")
      .select("paper_sequence")
      .where("id", "=", ids.noFile!)
      .executeTakeFirstOrThrow();
    expect(rows[1]![0]).toBe(String(noFile.paper_sequence));
    const rejected = parseCsv(
      (
        await call(t.app, "GET", `/paper/report-csv/${w.confId}`, { token: w.admin.token, query: { status: 20 } })
      ).raw.body.slice(1),
    );
    expect(rejected.slice(1).map((r) => [r[3], r[5]])).toEqual([["Formal Methods", "Probably Reject"]]);
  });

  it("shows a chair who co-authored a paper that paper's reviews as an author would see them", async () => {
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.author.id,
      title: "Chair's own paper",
    });
    await addCoauthor(t, paper.id, w.oc);
    const a = await insertReviewerAssignment(t.ctx, paper.id, w.reviewer2.id);
    await storeReview(t, a, { evaluation: 0, confidence: 4, remarks: "ok", confidential: "about the OC member" });
    const res = await call(t.app, "GET", `/paper/report-csv/${w.confId}`, { token: w.oc.token, query: { status: 0 } });
    const row = parseCsv(res.raw.body.slice(1)).find((r) => r[1] === "Chair's own paper")!;
    expect(row[11]).not.toContain(w.reviewer2.email);
    expect(row.join(",")).not.toContain("about the OC member");
  });
});
