// GET /paper/search/{confId}: the search language over a real database, per role, on whichever
// engine the suite runs on. A Double-blind conference, so `au:` is hidden from reviewers.
import { describe, expect, it } from "vitest";
import { PAPER_STATUS } from "@symposia/domain";
import { nowIso } from "../src/db/time.js";
import { call } from "./support/testApp.js";
import type { TestUser } from "./support/factories.js";
import { insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { type ReviewWorld, buildReviewWorld, setPaperStatus, storeReview } from "./reviews.world.js";

const t = useTestApp();

interface SearchWorld extends ReviewWorld {
  p1: number;
  p2: number;
  p3: number;
}

const w = useWorld(t, async (t): Promise<SearchWorld> => {
  const base = await buildReviewWorld(t, {
    reviewing_model: "Double-blind",
    is_assignment_submitted_papers_to_program_committee_enabled: 1,
  });
  const { ctx } = t;
  const p2 = await insertPaper(ctx, {
    confId: base.confId,
    trackId: base.otherTrackId,
    authorId: base.outsider.id,
    title: "Formal proofs of compilers",
  });
  const p3 = await insertPaper(ctx, {
    confId: base.confId,
    trackId: base.trackId,
    authorId: base.outsider.id,
    title: "Graph privacy in practice",
  });
  await ctx.db
    .updateTable("papers")
    .set({ abstract: "Differential privacy for graphs." })
    .where("id", "=", p3.id)
    .execute();
  await setPaperStatus(t, p2.id, PAPER_STATUS.ACCEPTED, "Accept");
  await insertReviewerAssignment(ctx, p3.id, base.reviewer1.id);
  await storeReview(t, base.assignment1, { evaluation: 3, confidence: 4, remarks: "Good." });
  await storeReview(t, base.assignment2, { evaluation: 0, confidence: 3, remarks: "Meh." });
  // the TPC member is conflicted with the third paper
  await ctx.db
    .insertInto("paper_conflicts")
    .values({
      paper_id: p3.id,
      user_id: base.tpcMember.id,
      conflict_type: "Personal",
      source: "chair",
      reason: "Friends",
      created_by: base.chair.id,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return { ...base, p1: base.paper.id, p2: p2.id, p3: p3.id };
});

async function search(who: TestUser, q: string, extra: Record<string, string | number> = {}) {
  const res = await call(t.app, "GET", `/paper/search/${w.confId}`, { token: who.token, query: { q, ...extra } });
  expect(res.status, `${q}: ${res.body.message}`).toBe(200);
  const ids = (res.body.result.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
  return {
    ids,
    total: res.body.result.total as number,
    errors: res.body.result.errors as { position: number; message: string; term: string }[],
    rows: res.body.result.data,
  };
}
const ids = async (who: TestUser, q: string) => (await search(who, q)).ids;
const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);

describe("the chairs' search", () => {
  it("answers All Papers' rows with total and no errors for an empty query", async () => {
    const r = await search(w.chair, "");
    expect(r.ids).toEqual(sorted(w.p1, w.p2, w.p3));
    expect(r.total).toBe(3);
    expect(r.errors).toEqual([]);
    expect(r.rows[0]).toMatchObject({ paper_title: expect.any(String), status_label: expect.any(String), tags: [] });
  });

  it("reads free words, ti:, ab:, kw:, #number and phrases", async () => {
    expect(await ids(w.chair, "mutation")).toEqual([w.p1]);
    expect(await ids(w.chair, "ti:graph")).toEqual([w.p3]);
    expect(await ids(w.chair, "ab:differential")).toEqual([w.p3]);
    expect(await ids(w.chair, "ab:mutation")).toEqual([]);
    expect(await ids(w.chair, "kw:testing")).toEqual(sorted(w.p1, w.p2, w.p3));
    expect(await ids(w.chair, `#${w.paper.paper_sequence}`)).toEqual([w.p1]);
    expect(await ids(w.chair, '"proofs of compilers"')).toEqual([w.p2]);
  });

  it("reads au:, track:, status:, dec:", async () => {
    expect(await ids(w.chair, "au:anna")).toEqual([w.p1]);
    expect(await ids(w.chair, "au:oscar")).toEqual(sorted(w.p2, w.p3));
    expect(await ids(w.chair, 'track:"formal methods"')).toEqual([w.p2]);
    expect(await ids(w.chair, "status:accepted")).toEqual([w.p2]);
    expect(await ids(w.chair, "status:undecided")).toEqual(sorted(w.p1, w.p3));
    expect(await ids(w.chair, "dec:accept")).toEqual([w.p2]);
  });

  it("reads re:, counts, missing, score: and spread:", async () => {
    expect(await ids(w.chair, "re:rolf")).toEqual([w.p1]);
    expect(await ids(w.chair, "re:<2")).toEqual(sorted(w.p2, w.p3));
    expect(await ids(w.chair, "re:2")).toEqual([w.p1]);
    expect(await ids(w.chair, "re:missing")).toEqual([w.p3]);
    expect(await ids(w.chair, "score:evaluation>=1.5")).toEqual([w.p1]);
    expect(await ids(w.chair, "score:evaluation>2")).toEqual([]);
    expect(await ids(w.chair, "spread:>2")).toEqual([w.p1]);
    expect(await ids(w.chair, "re:late")).toEqual([]);
  });

  it("reads conflict:, has: and operators", async () => {
    expect(await ids(w.chair, "conflict:tara")).toEqual([w.p3]);
    expect(await ids(w.chair, "has:meta")).toEqual([]);
    expect(await ids(w.chair, "-has:final")).toEqual(sorted(w.p1, w.p2, w.p3));
    expect(await ids(w.chair, "mutation OR graph")).toEqual(sorted(w.p1, w.p3));
    expect(await ids(w.chair, "NOT status:accepted kw:testing")).toEqual(sorted(w.p1, w.p3));
    expect(await ids(w.chair, "(ti:graph OR ti:formal) -status:accepted")).toEqual([w.p3]);
  });

  it("lists what it could not read, with positions, and never fails", async () => {
    const r = await search(w.chair, "mutation foo:bar (x");
    expect(r.ids).toEqual([]);
    expect(r.errors.map((e) => e.position)).toEqual([9, 17]);
    const score = await search(w.chair, "score:nosuch>1");
    expect(score.errors[0]).toMatchObject({ position: 0, message: expect.stringContaining("nosuch") });
    const field = await search(w.chair, "field:nosuch=1");
    expect(field.errors).toHaveLength(1);
  });

  it("NOT x and x partition the chair's papers", async () => {
    const all = await ids(w.chair, "");
    for (const q of [
      "mutation",
      "re:<2",
      "score:evaluation>=1",
      "status:accepted OR ti:graph",
      "foo:bar",
      "au:anna",
      "conflict:tara",
      "spread:>2",
    ]) {
      const yes = await ids(w.chair, q);
      const no = await ids(w.chair, `NOT (${q})`);
      expect(sorted(...yes, ...no), q).toEqual(all);
    }
  });

  it("pages and sorts like the list", async () => {
    const r = await search(w.chair, "kw:testing", { per_page: 2, page: 2, order_by: "paper_title", order_type: "asc" });
    expect(r.total).toBe(3);
    expect(r.ids).toEqual([w.p1]);
  });
});

describe("who searches what", () => {
  it("a track chair searches their track's papers only", async () => {
    expect(await ids(w.trackChair, "")).toEqual(sorted(w.p1, w.p3));
    expect(await ids(w.otherTrackChair, "kw:testing")).toEqual([w.p2]);
  });

  it("a reviewer searches their own assigned papers, and au: tells nothing under double-blind", async () => {
    expect(await ids(w.reviewer1, "")).toEqual(sorted(w.p1, w.p3));
    expect(await ids(w.reviewer2, "")).toEqual([w.p1]);
    const au = await search(w.reviewer1, "au:anna");
    expect(au.ids).toEqual([]);
    expect(au.errors).toEqual([
      expect.objectContaining({ position: 0, message: expect.stringContaining("authors are hidden") }),
    ]);
    // a free word does not reach the hidden authors either
    expect(await ids(w.reviewer1, "anna")).toEqual([]);
    const score = await search(w.reviewer1, "score:evaluation>1");
    expect(score.ids).toEqual([]);
    expect(score.errors[0]?.message).toContain("chairs' paper lists");
  });

  it("a reviewer may not search the chairs' list, nor sort by scores", async () => {
    const all = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.reviewer1.token,
      query: { q: "", scope: "all" },
    });
    expect(all.status).toBe(403);
    const sortedByScore = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.reviewer1.token,
      query: { order_by: "score:reviewer_evaluation" },
    });
    expect(sortedByScore.status).toBe(422);
  });

  it("a TPC member without assignments finds nothing; authors and outsiders may not search", async () => {
    expect(await ids(w.tpcMember, "")).toEqual([]);
    const author = await call(t.app, "GET", `/paper/search/${w.confId}`, { token: w.author.token, query: { q: "" } });
    expect(author.status).toBe(403);
    const outsider = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.outsider.token,
      query: { q: "" },
    });
    expect([403, 404]).toContain(outsider.status);
  });

  it("bad input answers 422, never 500", async () => {
    const long = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.chair.token,
      query: { q: "x".repeat(1001) },
    });
    expect(long.status).toBe(422);
    const scope = await call(t.app, "GET", `/paper/search/${w.confId}`, {
      token: w.chair.token,
      query: { scope: "mine" },
    });
    expect(scope.status).toBe(422);
    const missing = await call(t.app, "GET", `/paper/search/999999`, { token: w.chair.token, query: { q: "" } });
    expect(missing.status).toBe(404);
  });
});
