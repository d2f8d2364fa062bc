// topics (the conference's list, papers' topics, members' expertise) and bidding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertPaper, insertTpcMember } from "./support/fixtures.js";
import {
  HOUR,
  buildWorld,
  paperFields,
  setConference,
  submitPaper,
  updatePaper,
  utcLocal,
  type PaperWorld,
} from "./papers.world.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const saveTopics = (w: PaperWorld, token: string, topics: { id?: number; name: string }[]) =>
  call(t.app, "POST", `/conference/topics/${w.confId}`, { token, body: { topics } });
const topicsOf = (confId: number, token?: string) => call(t.app, "GET", `/conference/topics/${confId}`, { token });

describe("topics", () => {
  let w: PaperWorld;
  beforeAll(async () => {
    w = await buildWorld(t);
  });

  it("chairs save an ordered list; rename keeps the id; the conference answer mirrors the names; others are refused", async () => {
    const first = await saveTopics(w, w.chair.token, [{ name: "Security" }, { name: "Databases" }]);
    expect(first.status).toBe(200);
    const [sec, db] = first.body.result;
    expect(first.body.result.map((x: { name: string }) => x.name)).toEqual(["Security", "Databases"]);
    const renamed = await saveTopics(w, w.chair.token, [
      { id: db.id, name: "Data management" },
      { id: sec.id, name: "Security" },
      { name: "Networks" },
    ]);
    expect(renamed.body.result.map((x: { id: number; name: string }) => [x.id === db.id, x.name])).toEqual([
      [true, "Data management"],
      [false, "Security"],
      [false, "Networks"],
    ]);
    const conf = await call(t.app, "GET", `/conference/${w.confId}`, { token: w.chair.token });
    const detail = Array.isArray(conf.body.result) ? conf.body.result[0] : conf.body.result;
    expect(detail.submission_topics).toBe("Data management\nSecurity\nNetworks");
    // anyone (even signed out) reads an approved conference's topics
    expect((await topicsOf(w.confId)).body.result).toHaveLength(3);
    expect((await saveTopics(w, w.tpc.token, [{ name: "X" }])).status).toBe(403);
    expect((await saveTopics(w, w.author.token, [{ name: "X" }])).status).toBe(403);
    expect((await saveTopics(w, w.chair.token, [{ name: "A" }, { name: "a" }])).status).toBe(422);
    expect((await saveTopics(w, w.chair.token, [{ id: 999999, name: "A" }])).status).toBe(422);
  });

  it("authors must choose known topics when the conference has some; papers show them; removing a topic removes it from papers", async () => {
    const topics = (await topicsOf(w.confId)).body.result as { id: number; name: string }[];
    const missing = await submitPaper(t, w.author.token, paperFields(w));
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain("topic_ids");
    expect((await submitPaper(t, w.author.token, paperFields(w, { topic_ids: JSON.stringify([987654]) }))).status).toBe(
      422,
    );
    const ok = await submitPaper(
      t,
      w.author.token,
      paperFields(w, { topic_ids: JSON.stringify([topics[1]!.id, topics[0]!.id]) }),
    );
    expect(ok.status).toBe(200);
    const paperId = ok.body.result.id;
    const detail = await call(t.app, "GET", `/paper/${paperId}`, { token: w.author.token });
    // in the conference's order
    expect(detail.body.result.topics.map((x: { name: string }) => x.name)).toEqual([topics[0]!.name, topics[1]!.name]);
    const list = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.chair.token });
    expect(list.body.result.data.find((p: { id: number }) => p.id === paperId).topics).toHaveLength(2);
    // an edit without topic_ids keeps them; with topic_ids replaces them
    const edit = {
      paper_id: paperId,
      track_id: w.trackA,
      paper_title: "On the Analytical Engine",
      keywords: "k",
      abstract: "a",
    };
    expect((await updatePaper(t, w.author.token, edit)).status).toBe(200);
    expect((await updatePaper(t, w.author.token, { ...edit, topic_ids: JSON.stringify([topics[2]!.id]) })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, "GET", `/paper/${paperId}`, { token: w.author.token })).body.result.topics.map(
        (x: { id: number }) => x.id,
      ),
    ).toEqual([topics[2]!.id]);
    // the chair removes that topic: it leaves the paper too (not orphaned)
    await saveTopics(
      w,
      w.chair.token,
      topics.filter((x) => x.id !== topics[2]!.id),
    );
    expect((await call(t.app, "GET", `/paper/${paperId}`, { token: w.author.token })).body.result.topics).toEqual([]);
  });

  it("TPC members state their expertise; others may not", async () => {
    const topics = (await topicsOf(w.confId)).body.result as { id: number }[];
    const saved = await call(t.app, "POST", `/conference/my-topics/${w.confId}`, {
      token: w.tpc.token,
      body: { topic_ids: [topics[0]!.id] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.result.topic_ids).toEqual([topics[0]!.id]);
    expect(
      (await call(t.app, "GET", `/conference/my-topics/${w.confId}`, { token: w.tpc.token })).body.result.topic_ids,
    ).toEqual([topics[0]!.id]);
    expect(
      (
        await call(t.app, "POST", `/conference/my-topics/${w.confId}`, {
          token: w.author.token,
          body: { topic_ids: [topics[0]!.id] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "POST", `/conference/my-topics/${w.confId}`, {
          token: w.tpc.token,
          body: { topic_ids: [424242] },
        })
      ).status,
    ).toBe(422);
  });
});

describe("bidding", () => {
  let w: PaperWorld;
  let member2: TestUser;
  let papers: { id: number; paper_sequence: number }[];
  let conflicted: { id: number };
  let topicA: number;

  const list = (token: string, query = "") => call(t.app, "GET", `/paper/bidding/${w.confId}${query}`, { token });
  const bid = (token: string, paperId: number, value: string) =>
    call(t.app, "POST", `/paper/bid/${paperId}`, { token, body: { bid: value } });

  beforeAll(async () => {
    w = await buildWorld(t, { reviewing_model: "Double-blind" });
    member2 = await createUser(t.app, t.ctx, { first_name: "Mona", last_name: "Member" });
    await insertTpcMember(t.ctx, w.trackA, member2.id);
    const saved = await saveTopics(w, w.chair.token, [{ name: "Graphics" }, { name: "Theory" }]);
    topicA = saved.body.result[1].id;
    const author = await createUser(t.app, t.ctx, { first_name: "Zebediah", last_name: "Quillfeather" });
    papers = [];
    for (let i = 0; i < 4; i++)
      papers.push(
        await insertPaper(t.ctx, {
          confId: w.confId,
          trackId: w.trackA,
          authorId: author.id,
          title: `Paper number ${i}`,
        }),
      );
    await t.ctx.db.insertInto("paper_topics").values({ paper_id: papers[3]!.id, topic_id: topicA }).execute();
    // a paper the member wrote: detected conflict, never on their list
    conflicted = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackA,
      authorId: w.tpc.id,
      title: "My own paper",
    });
    // another track's paper is not theirs to bid on
    await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackB, authorId: author.id });
    await call(t.app, "POST", `/conference/my-topics/${w.confId}`, {
      token: w.tpc.token,
      body: { topic_ids: [topicA] },
    });
  });

  it("lists the member's track papers, topic matches first, never a conflicted one, without authors in Double-blind", async () => {
    const res = await list(w.tpc.token);
    expect(res.status).toBe(200);
    const page = res.body.result;
    expect(page.paper_count).toBe(4);
    expect(page.bid_count).toBe(0);
    expect(page.open).toBe(true);
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([
      papers[3]!.id,
      papers[0]!.id,
      papers[1]!.id,
      papers[2]!.id,
    ]);
    expect(page.data[0].topic_matches).toBe(1);
    expect(page.data.some((p: { id: number }) => p.id === conflicted.id)).toBe(false);
    expect(page.data.every((p: { authors: unknown[] }) => p.authors.length === 0)).toBe(true);
    // the author's name is not searchable in Double-blind; the title is
    expect((await list(w.tpc.token, "?search=Quillfeather")).body.result.total).toBe(0);
    const found = (await list(w.tpc.token, "?search=number%202")).body.result.data.map((p: { id: number }) => p.id);
    expect(found).toContain(papers[2]!.id);
    expect(found).not.toContain(papers[0]!.id);
    expect((await list(w.tpc.token, `?topic_id=${topicA}`)).body.result.total).toBe(1);
    expect((await list(w.tpc.token, "?per_page=2&page=2")).body.result.data).toHaveLength(2);
    // strangers and authors have no bidding list
    expect((await list(w.author.token)).status).toBe(403);
    expect((await list(w.stranger.token)).status).toBe(403);
    expect((await call(t.app, "GET", "/paper/bidding/99999999", { token: w.tpc.token })).status).toBe(404);
  });

  it("shows authors when the model allows and then searches their names", async () => {
    await setConference(t, w.confId, { reviewing_model: "Single-blind" });
    const page = (await list(member2.token, "?search=Quillfeather")).body.result;
    expect(page.total).toBe(4);
    expect(page.data[0].authors[0].last_name).toBe("Quillfeather");
    await setConference(t, w.confId, { reviewing_model: "Double-blind" });
  });

  it("a bidder downloads the file of a paper on their list, named by its number; not a conflicted or foreign one, nor with bidding off", async () => {
    const file = (token: string, paperId: number) => call(t.app, "GET", `/paper/file/${paperId}`, { token });
    const ok = await file(w.tpc.token, papers[0]!.id);
    expect(ok.status).toBe(200);
    expect(ok.raw.headers["content-disposition"]).toContain(`${papers[0]!.paper_sequence}.pdf`);
    expect(ok.raw.headers["content-disposition"]).not.toContain("Quillfeather");
    expect((await file(w.stranger.token, papers[0]!.id)).status).toBe(404);
    expect((await file(w.author.token, papers[0]!.id)).status).toBe(404);
    // the member's own paper is theirs as its author, but not another track's paper
    const foreign = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackB, authorId: member2.id });
    expect((await file(w.tpc.token, foreign.id)).status).toBe(404);
    await setConference(t, w.confId, { is_paper_binding_enabled: 0 });
    expect((await file(w.tpc.token, papers[0]!.id)).status).toBe(404);
    await setConference(t, w.confId, { is_paper_binding_enabled: 1 });
    await bid(member2.token, papers[1]!.id, "conflict");
    expect((await file(member2.token, papers[1]!.id)).status).toBe(404);
    await bid(member2.token, papers[1]!.id, "");
  });

  it("stores, changes and clears bids; refuses bad values, foreign papers and conflicted ones", async () => {
    expect((await bid(w.tpc.token, papers[0]!.id, "yes")).status).toBe(200);
    expect((await bid(w.tpc.token, papers[1]!.id, "maybe")).status).toBe(200);
    expect((await bid(w.tpc.token, papers[1]!.id, "no")).status).toBe(200);
    expect((await bid(w.tpc.token, papers[2]!.id, "strong yes")).status).toBe(422);
    let page = (await list(w.tpc.token)).body.result;
    expect(page.bid_count).toBe(2);
    expect(page.data.find((p: { id: number }) => p.id === papers[1]!.id).bid).toBe("no");
    expect((await bid(w.tpc.token, papers[1]!.id, "")).status).toBe(200);
    page = (await list(w.tpc.token, "?bid=none")).body.result;
    expect(page.total).toBe(3);
    expect((await bid(w.tpc.token, conflicted.id, "yes")).status).toBe(404);
    expect((await bid(w.author.token, papers[0]!.id, "yes")).status).toBe(404);
  });

  it("a conflict bid declares a conflict (source reviewer) and the paper leaves the list; clearing it withdraws the declaration", async () => {
    expect((await bid(member2.token, papers[2]!.id, "conflict")).status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("paper_conflicts")
      .selectAll()
      .where("paper_id", "=", papers[2]!.id)
      .where("user_id", "=", member2.id)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe("reviewer");
    expect((await list(member2.token)).body.result.data.some((p: { id: number }) => p.id === papers[2]!.id)).toBe(
      false,
    );
    expect((await bid(member2.token, papers[2]!.id, "")).status).toBe(200);
    expect((await list(member2.token)).body.result.data.some((p: { id: number }) => p.id === papers[2]!.id)).toBe(true);
  });

  it("chairs see bid counts, and each member's bids only when the setting allows", async () => {
    await bid(member2.token, papers[0]!.id, "maybe");
    const on = await call(t.app, "GET", `/track/bids/${w.trackA}`, { token: w.chair.token });
    expect(on.status).toBe(200);
    expect(on.body.result.details_visible).toBe(true);
    const p0 = on.body.result.papers.find((p: { paper_id: number }) => p.paper_id === papers[0]!.id);
    expect(p0).toMatchObject({ yes: 1, maybe: 1, no: 0 });
    expect(p0.bids).toHaveLength(2);
    expect(on.body.result.members.find((m: { user_id: number }) => m.user_id === w.tpc.id).bid_count).toBe(1);
    await setConference(t, w.confId, { is_viewing_bids_of_pc_members_chairs_enabled: 0 });
    const off = await call(t.app, "GET", `/track/bids/${w.trackA}`, { token: w.trackChairA.token });
    expect(off.body.result.details_visible).toBe(false);
    expect(off.body.result.papers.find((p: { paper_id: number }) => p.paper_id === papers[0]!.id)).toEqual({
      paper_id: papers[0]!.id,
      paper_sequence: papers[0]!.paper_sequence,
      paper_title: "Paper number 0",
      yes: 1,
      maybe: 1,
      no: 0,
    });
    expect(off.body.result.members.every((m: { bids?: unknown }) => m.bids === undefined)).toBe(true);
    expect((await call(t.app, "GET", `/track/bids/${w.trackA}`, { token: w.tpc.token })).status).toBe(403);
    await setConference(t, w.confId, { is_viewing_bids_of_pc_members_chairs_enabled: 1 });
  });

  it("reminds members with few bids through the outbox", async () => {
    const res = await call(t.app, "POST", `/track/bid-reminder/${w.trackA}`, {
      token: w.chair.token,
      body: { min_bids: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.reminded).toBe(2);
    const mails = await t.ctx.db
      .selectFrom("mail_outbox")
      .select(["to_address", "subject"])
      .where("to_address", "in", [w.tpc.email, member2.email])
      .where("subject", "like", "%please bid%")
      .execute();
    expect(mails).toHaveLength(2);
  });

  it("is closed (409) after the bidding deadline and when bidding is disabled", async () => {
    await setConference(t, w.confId, { bidding_deadline: utcLocal(-HOUR) });
    const closed = await bid(w.tpc.token, papers[0]!.id, "no");
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain("bidding deadline");
    const page = (await list(w.tpc.token)).body.result;
    expect(page.open).toBe(false);
    expect(page.data.find((p: { id: number }) => p.id === papers[0]!.id).bid).toBe("yes");
    await setConference(t, w.confId, { bidding_deadline: utcLocal(HOUR) });
    expect((await bid(w.tpc.token, papers[0]!.id, "no")).status).toBe(200);
    await setConference(t, w.confId, { is_paper_binding_enabled: 0 });
    expect((await bid(w.tpc.token, papers[0]!.id, "yes")).status).toBe(409);
    await setConference(t, w.confId, { is_paper_binding_enabled: 1 });
  });
});
