// Tags: shared, private (~) and chairs-only (~~), with values; who sees and sets which, through
// POST /paper/tags, GET /conference/tags and the search rows; names validated.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import type { TestUser } from "./support/factories.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";
import { buildReviewWorld, declareConflict } from "./reviews.world.js";

const t = useTestApp();
const w = useWorld(t, (t) => buildReviewWorld(t, { is_assignment_submitted_papers_to_program_committee_enabled: 1 }));

const tag = (who: TestUser, body: { add?: string[]; remove?: string[] }, paperId = w.paper.id) =>
  call(t.app, "POST", `/paper/tags/${paperId}`, { token: who.token, body });
async function names(who: TestUser): Promise<string[]> {
  const res = await call(t.app, "GET", `/conference/tags/${w.confId}`, { token: who.token });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { name: string }[]).map((t) => t.name);
}
async function rowTags(who: TestUser): Promise<string[]> {
  const res = await call(t.app, "GET", `/paper/search/${w.confId}`, { token: who.token, query: { q: "" } });
  expect(res.status, res.body.message).toBe(200);
  const row = (res.body.result.data as { id: number; tags: { name: string }[] }[]).find((p) => p.id === w.paper.id);
  return (row?.tags ?? []).map((t) => t.name).sort();
}

describe("tags and who sees them", () => {
  it("a chair sets shared, private and chairs' tags with values; the answer lists what the chair sees", async () => {
    const res = await tag(w.chair, { add: ["Discuss#3", "~mine", "~~pc-only"] });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual(
      expect.arrayContaining([
        { name: "discuss", value: 3, visibility: "shared" },
        { name: "~mine", value: null, visibility: "private" },
        { name: "~~pc-only", value: null, visibility: "chair" },
      ]),
    );
    expect(await rowTags(w.chair)).toEqual(["discuss", "~mine", "~~pc-only"].sort());
  });

  it("an assigned reviewer sees the shared tag only, and keeps private tags of their own", async () => {
    expect(await rowTags(w.reviewer1)).toEqual(["discuss"]);
    const own = await tag(w.reviewer1, { add: ["~later"] });
    expect(own.status, own.body.message).toBe(200);
    expect(await rowTags(w.reviewer1)).toEqual(["discuss", "~later"]);
    expect(await names(w.reviewer1)).toEqual(["discuss", "~later"]);
    // nobody else sees it, not even the chair
    expect(await rowTags(w.chair)).not.toContain("~later");
    expect(await names(w.chair)).not.toContain("~later");
  });

  it("the plain All Papers and Track Papers rows carry the same tags as the search rows", async () => {
    const listTags = async (who: TestUser, scope: string) => {
      const res = await call(t.app, "GET", `/paper/all/${scope}`, { token: who.token });
      expect(res.status, res.body.message).toBe(200);
      const row = (res.body.result.data as { id: number; tags?: { name: string }[] }[]).find(
        (p) => p.id === w.paper.id,
      );
      return row?.tags?.map((t) => t.name).sort();
    };
    expect(await listTags(w.chair, `${w.confId}/0`)).toEqual(["discuss", "~mine", "~~pc-only"].sort());
    // the track chair runs the paper: the chairs' tag, not the chair's private one
    expect(await listTags(w.trackChair, `${w.trackId}/1`)).toEqual(["discuss", "~~pc-only"].sort());
    // the author's own list carries no tags at all
    const mine = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token: w.author.token,
      query: { created_by: "true" },
    });
    expect(mine.status, mine.body.message).toBe(200);
    expect(JSON.stringify(mine.body.result)).not.toContain("discuss");
    expect((mine.body.result.data as { tags?: unknown }[]).every((p) => p.tags === undefined)).toBe(true);
  });

  it("each caller's All Papers carries their own private tags, one list after the other", async () => {
    const own = await tag(w.oc, { add: ["~oc-note"] });
    expect(own.status, own.body.message).toBe(200);
    const listTags = async (who: TestUser) => {
      const res = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: who.token });
      expect(res.status, res.body.message).toBe(200);
      const row = (res.body.result.data as { id: number; tags?: { name: string }[] }[]).find(
        (p) => p.id === w.paper.id,
      );
      return row?.tags?.map((t) => t.name).sort();
    };
    for (let round = 0; round < 2; round++) {
      expect(await listTags(w.oc)).toEqual(["discuss", "~oc-note", "~~pc-only"].sort());
      expect(await listTags(w.chair)).toEqual(["discuss", "~mine", "~~pc-only"].sort());
    }
    expect((await tag(w.oc, { remove: ["~oc-note"] })).status).toBe(200);
  });

  it("a reviewer may not set a chairs' tag", async () => {
    const res = await tag(w.reviewer1, { add: ["~~mine"] });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only the chairs set ~~ tags.");
  });

  it("counts the papers per tag", async () => {
    const res = await call(t.app, "GET", `/conference/tags/${w.confId}`, { token: w.chair.token });
    expect(res.body.result).toEqual(expect.arrayContaining([{ name: "discuss", visibility: "shared", count: 1 }]));
  });

  it("#tag and #tag>n search the tags the caller sees", async () => {
    const found = async (who: TestUser, q: string) => {
      const res = await call(t.app, "GET", `/paper/search/${w.confId}`, { token: who.token, query: { q } });
      return (res.body.result.data as { id: number }[]).map((p) => p.id);
    };
    expect(await found(w.chair, "#discuss>2")).toEqual([w.paper.id]);
    expect(await found(w.chair, "#discuss>3")).toEqual([]);
    expect(await found(w.chair, "#~~pc-only")).toEqual([w.paper.id]);
    expect(await found(w.reviewer1, "#~~pc-only")).toEqual([]);
    expect(await found(w.chair, "#~later")).toEqual([]);
    expect(await found(w.reviewer1, "#~later")).toEqual([w.paper.id]);
  });

  it("authors never see nor set tags", async () => {
    const res = await tag(w.author, { add: ["mine"] });
    expect(res.status).toBe(403);
    const list = await call(t.app, "GET", `/conference/tags/${w.confId}`, { token: w.author.token });
    expect(list.status).toBe(403);
    const paper = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.author.token });
    expect(JSON.stringify(paper.body)).not.toContain("discuss");
  });

  it("a conflicted member neither sees nor sets the paper's tags", async () => {
    await declareConflict(t, w, w.reviewer2.id);
    const res = await tag(w.reviewer2, { add: ["x"] });
    expect([403, 404]).toContain(res.status);
    expect(await names(w.reviewer2)).toEqual([]);
  });

  it("removes tags, and an unknown one is no error", async () => {
    const res = await tag(w.chair, { remove: ["~~pc-only", "never-set"] });
    expect(res.status, res.body.message).toBe(200);
    expect((res.body.result as { name: string }[]).map((t) => t.name).sort()).toEqual(["discuss", "~mine"]);
  });

  it("refuses malformed names with 422", async () => {
    for (const bad of ["two words", "bad!", "~~~x", "", "a".repeat(61), "x#y"]) {
      const res = await tag(w.chair, { add: [bad] });
      expect(res.status, bad).toBe(422);
    }
    expect((await tag(w.chair, {})).status).toBe(422);
    expect(
      (await call(t.app, "POST", `/paper/tags/${w.paper.id}`, { token: w.chair.token, body: { add: "discuss" } }))
        .status,
    ).toBe(422);
  });

  it("an outsider does not learn that the paper exists", async () => {
    const res = await tag(w.outsider, { add: ["x"] });
    expect(res.status).toBe(404);
  });
});
