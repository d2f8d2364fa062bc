// Nobody learns another user's name or email from an id: answers name only people the caller may
// already see, and the user picker (GET /search-users) opens from Approved conferences only.
import { describe, expect, it } from "vitest";
import { call } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertOcMember, insertPaper, insertTrack, insertTrackChair } from "./support/fixtures.js";
import { useTestApp } from "./support/useTestApp.js";
import { buildReviewWorld } from "./reviews.world.js";

const t = useTestApp();

const post = (who: TestUser, url: string, body: unknown = {}) => call(t.app, "POST", url, { token: who.token, body });
const search = (who: TestUser) =>
  call(t.app, "GET", "/search-users", { token: who.token, query: { param_search: "te" } });

/** Someone whose name and email the attacker is after. */
const target = () =>
  createUser(t.app, t.ctx, {
    first_name: "Zelda",
    last_name: "Secretname",
    email: `zelda.secret.${Date.now()}@hidden.example`,
  });

describe("POST /paper/author-assign/{paperId} with any author_id", () => {
  it("refuses an author who may not use the picker like an unknown id, naming nobody and listing nobody", async () => {
    const w = await buildReviewWorld(t, { disable_multiple_authors: 0 });
    const zelda = await target();
    const res = await post(w.author, `/paper/author-assign/${w.paper.id}`, { author_id: zelda.id });
    expect(res.status).toBe(422);
    expect(res.body.result.author_id).toEqual(["No such user."]);
    expect(res.raw.body).not.toMatch(/Zelda|Secretname|hidden\.example/);
    const unknown = await post(w.author, `/paper/author-assign/${w.paper.id}`, { author_id: 987654321 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.result).toEqual(res.body.result);
    // nothing was stored, so the paper's author list names nobody new either
    const paper = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: w.author.token });
    expect(paper.raw.body).not.toMatch(/Zelda|Secretname|hidden\.example/);
  });

  it("answers a picker what they typed, nothing from the account", async () => {
    const w = await buildReviewWorld(t, { disable_multiple_authors: 0 });
    const zelda = await target();
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.chair.id });
    const res = await post(w.chair, `/paper/author-assign/${paper.id}`, {
      author_id: zelda.id,
      affiliation: "Typed Institute",
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      user_id: zelda.id,
      author_first_name: null,
      author_last_name: null,
      author_email: null,
    });
    expect(res.body.result).toMatchObject({ affiliation: "Typed Institute", country: "" });
    expect(res.raw.body).not.toMatch(/Zelda|Secretname|hidden\.example/);
  });

  it("lets an author list themselves by id", async () => {
    const w = await buildReviewWorld(t, { disable_multiple_authors: 0 });
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.author.id });
    // already the submitter: the duplicate is refused as such, not as an unknown user
    expect((await post(w.author, `/paper/author-assign/${paper.id}`, { author_id: w.author.id })).status).toBe(409);
  });
});

describe("POST /paper/conflict/{paperId} with any user_id", () => {
  it("refuses an author naming someone outside the programme committee, without the name", async () => {
    const w = await buildReviewWorld(t);
    const zelda = await target();
    const res = await post(w.author, `/paper/conflict/${w.paper.id}`, { user_id: zelda.id, conflict_type: "Personal" });
    expect(res.status).toBe(422);
    expect(res.body.result.user_id).toEqual(["Choose someone from the conference's programme committee list."]);
    expect(res.raw.body).not.toMatch(/Zelda|Secretname/);
    // an unknown id reads the same
    const unknown = await post(w.author, `/paper/conflict/${w.paper.id}`, {
      user_id: 987654321,
      conflict_type: "Personal",
    });
    expect(unknown.body.result).toEqual(res.body.result);
    // the author's own list names nobody new
    const list = await call(t.app, "GET", `/paper/conflicts/${w.paper.id}`, { token: w.author.token });
    expect(list.raw.body).not.toMatch(/Zelda|Secretname/);
  });

  it("names a PC member the author can see on GET /conference/pc-members", async () => {
    const w = await buildReviewWorld(t);
    const pc = (await call(t.app, "GET", `/conference/pc-members/${w.confId}`, { token: w.author.token })).body
      .result as { id: number }[];
    expect(pc.map((p) => p.id)).toContain(w.tpcMember.id);
    const res = await post(w.author, `/paper/conflict/${w.paper.id}`, {
      user_id: w.tpcMember.id,
      conflict_type: "Personal",
    });
    expect(res.status).toBe(200);
    expect(res.body.result[0]).toMatchObject({
      user_id: w.tpcMember.id,
      first_name: w.tpcMember.first_name,
      source: "author",
    });
  });
});

describe("GET /search-users opens from Approved conferences only", () => {
  it("refuses the proposer of a Pending conference, and its track chairs and organisers; answers once it is Approved", async () => {
    const [proposer, trackChair, organiser] = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.ctx)));
    // a proposal is a Pending conference whose creator is its SUPERCHAIR
    const { id: confId } = await insertConference(t.ctx, proposer!.id, { conference_status: 0 });
    await insertTrackChair(t.ctx, await insertTrack(t.ctx, confId), trackChair!.id);
    await insertOcMember(t.ctx, confId, { userId: organiser!.id, email: organiser!.email });
    for (const who of [proposer!, trackChair!, organiser!]) {
      const res = await search(who);
      expect(res.status, who.email).toBe(403);
      expect(res.raw.body).not.toContain("@");
    }
    for (const status of [2, 3]) {
      await t.ctx.db.updateTable("conferences").set({ conference_status: status }).where("id", "=", confId).execute();
      expect((await search(proposer!)).status).toBe(403);
    }
    await t.ctx.db.updateTable("conferences").set({ conference_status: 1 }).where("id", "=", confId).execute();
    for (const who of [proposer!, trackChair!, organiser!]) expect((await search(who)).status).toBe(200);
  });
});
