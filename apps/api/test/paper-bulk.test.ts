// POST /paper/bulk/{confId}: tag / untag many papers, each judged as the single call judges it.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import { insertPaper } from "./support/fixtures.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { buildReviewWorld, declareConflict } from "./reviews.world.js";

const t = useTestApp();
const w = useWorld(t, async (t) => {
  const base = await buildReviewWorld(t, { is_assignment_submitted_papers_to_program_committee_enabled: 1 });
  const other = await insertPaper(t.ctx, {
    confId: base.confId,
    trackId: base.otherTrackId,
    authorId: base.outsider.id,
    title: "Another one",
  });
  // the chair wrote a third paper: a chair is never a tagger of their own paper
  const own = await insertPaper(t.ctx, {
    confId: base.confId,
    trackId: base.trackId,
    authorId: base.chair.id,
    title: "The chair's own",
  });
  return { ...base, other: other.id, otherNumber: other.paper_sequence, own: own.id, ownNumber: own.paper_sequence };
});
const bulk = (token: string, body: unknown) => call(t.app, "POST", `/paper/bulk/${w.confId}`, { token, body });
const tagsOf = async (paperId: number) =>
  (await t.ctx.db.selectFrom("paper_tags").select("name").where("paper_id", "=", paperId).execute()).map((r) => r.name);

describe("bulk tag and untag", () => {
  it("tags the allowed papers and lists the refusals, each change audited", async () => {
    const before = await t.ctx.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "=", "paper.tags")
      .executeTakeFirstOrThrow();
    const res = await bulk(w.chair.token, {
      paper_ids: [w.paper.id, w.other, w.own, 99999999],
      action: "tag",
      tags: ["batch#1"],
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({
      results: [
        // each paper named by its number as well; a paper the caller cannot see has none
        { paper_id: w.paper.id, paper_sequence: w.paper.paper_sequence, done: true },
        { paper_id: w.other, paper_sequence: w.otherNumber, done: true },
        { paper_id: w.own, paper_sequence: w.ownNumber, done: false, refusal: "You may not tag this paper." },
        { paper_id: 99999999, paper_sequence: null, done: false, refusal: "Paper not found." },
      ],
      done: 2,
      refused: 2,
    });
    expect(await tagsOf(w.paper.id)).toEqual(["batch"]);
    expect(await tagsOf(w.own)).toEqual([]);
    const after = await t.ctx.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("action", "=", "paper.tags")
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);
  });

  it("a reviewer tags their own papers only, and no chairs' tag", async () => {
    const res = await bulk(w.reviewer1.token, { paper_ids: [w.paper.id, w.other], action: "tag", tags: ["seen"] });
    expect(res.body.result.results).toEqual([
      { paper_id: w.paper.id, paper_sequence: w.paper.paper_sequence, done: true },
      // not the reviewer's paper: not even its number is said
      { paper_id: w.other, paper_sequence: null, done: false, refusal: "Paper not found." },
    ]);
    const chairs = await bulk(w.reviewer1.token, { paper_ids: [w.paper.id], action: "tag", tags: ["~~x"] });
    expect(chairs.body.result.results).toEqual([
      {
        paper_id: w.paper.id,
        paper_sequence: w.paper.paper_sequence,
        done: false,
        refusal: "Only the chairs set ~~ tags.",
      },
    ]);
  });

  it("acts on every result of a search with q, and untags", async () => {
    const res = await bulk(w.chair.token, { q: "#batch", action: "untag", tags: ["batch"] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.done).toBe(2);
    expect(await tagsOf(w.other)).toEqual([]);
  });

  it("a conflicted member's paper is refused", async () => {
    await declareConflict(t, w, w.reviewer2.id);
    const res = await bulk(w.reviewer2.token, { paper_ids: [w.paper.id], action: "tag", tags: ["x"] });
    expect(res.body.result.results[0].done).toBe(false);
  });

  it("authors may not act in bulk; bad input is 422", async () => {
    expect((await bulk(w.author.token, { paper_ids: [w.paper.id], action: "tag", tags: ["x"] })).status).toBe(403);
    for (const body of [
      { action: "tag", tags: ["x"] },
      { paper_ids: [w.paper.id], q: "x", action: "tag", tags: ["x"] },
      { paper_ids: [w.paper.id], action: "explode", tags: ["x"] },
      { paper_ids: [w.paper.id], action: "tag", tags: ["bad name"] },
      { paper_ids: [w.paper.id], action: "tag", tags: [] },
    ]) {
      expect((await bulk(w.chair.token, body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});
