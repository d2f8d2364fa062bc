// The conference's programme committee: one row per person over every track, with their counts.
import { describe, expect, it } from "vitest";
import type { ConferencePc } from "@symposia/domain";
import { buildDashboardWorld } from "./dashboard.world.js";
import { call } from "./support/testApp.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const t = useTestApp();
const w = useWorld(t, buildDashboardWorld);

async function pc(token: string): Promise<ConferencePc> {
  const answer = await call<ConferencePc>(t.app, "GET", `/conference/pc/${w.confId}`, { token });
  expect(answer.status, answer.body?.message).toBe(200);
  return answer.body.result!;
}

describe("GET /conference/pc/{confId}", () => {
  it("lists each person once with every track and their status", async () => {
    const list = await pc(w.chair.token);
    const [m1, m2, m3] = w.members;
    const row = (id: number) => list.members.find((m) => m.user_id === id)!;
    expect(list.members).toHaveLength(5);
    expect(
      row(m1!.id)
        .tracks.map((tr) => tr.track_id)
        .sort(),
    ).toEqual([w.trackA, w.trackB].sort());
    expect(row(m1!.id).status).toBe("accepted");
    expect(row(w.declined.id).status).toBe("declined");
    expect(row(w.invited.id).status).toBe("invited");
    expect(row(m1!.id).quota).toBe(4);
    expect(row(m2!.id).quota).toBeNull();
    // m1: three assignments over both tracks, two reviews on time, one missing past the soft deadline
    expect(row(m1!.id)).toMatchObject({ load: 3, bids: 3, reviews_done: 2, reviews_late: 1 });
    expect(row(m2!.id)).toMatchObject({ load: 1, bids: 1, reviews_done: 1, reviews_late: 1 });
    expect(row(m3!.id)).toMatchObject({ load: 2, bids: 0, reviews_done: 1, reviews_late: 1 });
  });

  it("counts a member's load as the paper lists show their assignments", async () => {
    const list = await pc(w.chair.token);
    const papers = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token: w.chair.token,
      query: { status: "1000" },
    });
    const entries = (papers.body.result as { data: { paper_reviewer_data: { user_id: number }[] }[] }).data.flatMap(
      (p) => p.paper_reviewer_data,
    );
    for (const m of list.members)
      expect(m.load, `${m.first_name}`).toBe(entries.filter((e) => e.user_id === m.user_id).length);
  });

  it("counts conflicts: a member who wrote a paper of the conference is conflicted with it", async () => {
    const [m1] = w.members;
    const before = (await pc(w.chair.token)).members.find((m) => m.user_id === m1!.id)!.conflicts;
    const { insertPaper } = await import("./support/fixtures.js");
    await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackA, authorId: m1!.id });
    const after = (await pc(w.chair.token)).members.find((m) => m.user_id === m1!.id)!.conflicts;
    expect(after).toBe(before + 1);
  });

  it("is for the chairs, the organising committee and admins only", async () => {
    await pc(w.oc.token);
    await pc(w.admin.token);
    for (const user of [w.trackChair, w.members[0]!, w.author]) {
      expect((await call(t.app, "GET", `/conference/pc/${w.confId}`, { token: user.token })).status).toBe(403);
    }
  });
});
