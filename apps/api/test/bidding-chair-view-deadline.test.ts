// Bidding cases the feature tests leave open (see docs/capability-tests.md):
// the chairs' bid view on and off for every role that sees it (topics-bidding.test.ts checks the
// SUPERCHAIR with it on and a track chair with it off; who may call at all is the authz matrix),
// a chair conflicted with a paper not seeing its bids, and the bidding deadline at its boundary
// second in the deadline time zone.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { nowIso } from "../src/db/time.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertPaper, insertTpcMember } from "./support/fixtures.js";
import { call } from "./support/testApp.js";
import { buildWorld, setConference, type PaperWorld } from "./papers.world.js";
import { useTestApp } from "./support/useTestApp.js";
import { useRealTimersAfterEach, wallClock } from "./support/clock.js";

const t = useTestApp();
useRealTimersAfterEach();

const bid = (token: string, paperId: number, value: string) =>
  call(t.app, "POST", `/paper/bid/${paperId}`, { token, body: { bid: value } });
const bidsOf = (w: PaperWorld, who: TestUser) => call(t.app, "GET", `/track/bids/${w.trackA}`, { token: who.token });

describe("the chairs' bid view", () => {
  let w: PaperWorld;
  let member2: TestUser;
  let papers: { id: number }[];
  beforeAll(async () => {
    w = await buildWorld(t);
    member2 = await createUser(t.app, t.ctx, { first_name: "Mira", last_name: "Member" });
    await insertTpcMember(t.ctx, w.trackA, member2.id);
    const author = await createUser(t.app, t.ctx, { first_name: "Ulla", last_name: "Unrelated" });
    papers = [
      await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackA, authorId: author.id, title: "Bid paper one" }),
      await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackA, authorId: author.id, title: "Bid paper two" }),
    ];
    expect((await bid(w.tpc.token, papers[0]!.id, "yes")).status).toBe(200);
    expect((await bid(member2.token, papers[0]!.id, "no")).status).toBe(200);
    expect((await bid(member2.token, papers[1]!.id, "maybe")).status).toBe(200);
  });

  it("on: every chair role sees each member's bids; off: the same roles see the counts only", async () => {
    const chairs = () => [w.chair, w.admin, w.oc, w.trackChairA];
    await setConference(t, w.confId, { is_viewing_bids_of_pc_members_chairs_enabled: 1 });
    for (const who of chairs()) {
      const on = await bidsOf(w, who);
      expect(on.status).toBe(200);
      expect(on.body.result.details_visible).toBe(true);
      const p0 = on.body.result.papers.find((p: { paper_id: number }) => p.paper_id === papers[0]!.id);
      expect(p0).toMatchObject({ yes: 1, maybe: 0, no: 1 });
      expect(p0.bids).toEqual(
        expect.arrayContaining([
          { user_id: w.tpc.id, bid: "yes" },
          { user_id: member2.id, bid: "no" },
        ]),
      );
      const m2 = on.body.result.members.find((m: { user_id: number }) => m.user_id === member2.id);
      expect(m2.bid_count).toBe(2);
      expect(m2.bids).toEqual(
        expect.arrayContaining([
          { paper_id: papers[0]!.id, bid: "no" },
          { paper_id: papers[1]!.id, bid: "maybe" },
        ]),
      );
    }
    await setConference(t, w.confId, { is_viewing_bids_of_pc_members_chairs_enabled: 0 });
    for (const who of chairs()) {
      const off = await bidsOf(w, who);
      expect(off.status).toBe(200);
      expect(off.body.result.details_visible).toBe(false);
      expect(off.body.result.papers.find((p: { paper_id: number }) => p.paper_id === papers[0]!.id)).toMatchObject({
        yes: 1,
        maybe: 0,
        no: 1,
      });
      expect(off.body.result.members.find((m: { user_id: number }) => m.user_id === member2.id).bid_count).toBe(2);
      // no member's individual bid anywhere in the answer
      expect(off.raw.body).not.toMatch(/"bid":/);
      expect(off.raw.body).not.toMatch(/"bids":/);
    }
    await setConference(t, w.confId, { is_viewing_bids_of_pc_members_chairs_enabled: 1 });
  });

  it("a chair conflicted with a paper sees neither its counts nor its bids; the members' totals stay", async () => {
    await t.ctx.db
      .insertInto("paper_conflicts")
      .values({
        paper_id: papers[1]!.id,
        user_id: w.trackChairA.id,
        conflict_type: "Personal",
        source: "author",
        reason: "Former student",
        created_by: w.author.id,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const res = await bidsOf(w, w.trackChairA);
    expect(res.status).toBe(200);
    expect(res.body.result.papers.map((p: { paper_id: number }) => p.paper_id)).toEqual([papers[0]!.id]);
    const m2 = res.body.result.members.find((m: { user_id: number }) => m.user_id === member2.id);
    expect(m2.bids).toEqual([{ paper_id: papers[0]!.id, bid: "no" }]);
    // another chair still sees both
    expect((await bidsOf(w, w.chair)).body.result.papers).toHaveLength(2);
  });
});

describe("the bidding deadline at its boundary second", () => {
  it("Asia/Kathmandu: a bid one second before is stored, one at the deadline is refused and the list says closed", async () => {
    const zone = "Asia/Kathmandu";
    const deadline = new Date(Math.ceil((Date.now() + 3 * 60_000) / 60_000) * 60_000);
    const w = await buildWorld(t, {
      timezone_for_deadline: zone,
      bidding_deadline: wallClock(zone, deadline),
      is_paper_binding_enabled: 1,
    });
    const author = await createUser(t.app, t.ctx, { first_name: "Dana", last_name: "Deadline" });
    const paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackA,
      authorId: author.id,
      title: "Late bids",
    });
    const list = async () =>
      (await call(t.app, "GET", `/paper/bidding/${w.confId}`, { token: w.tpc.token })).body.result;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(deadline.getTime() - 1000));
    expect((await list()).open).toBe(true);
    expect((await bid(w.tpc.token, paper.id, "yes")).status).toBe(200);
    vi.setSystemTime(deadline);
    const late = await bid(w.tpc.token, paper.id, "no");
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The bidding deadline has passed.");
    const page = await list();
    expect(page.open).toBe(false);
    expect(page.data.find((p: { id: number }) => p.id === paper.id).bid).toBe("yes");
  });
});
