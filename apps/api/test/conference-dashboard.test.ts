// The chair's dashboard: every phase in order with a state, and every count equal to the total of
// the list it links to, in a seeded world.
import { describe, expect, it } from "vitest";
import { DASHBOARD_PHASES, type ConferenceDashboard } from "@symposia/domain";
import { buildDashboardWorld } from "./dashboard.world.js";
import { call } from "./support/testApp.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const t = useTestApp();
const w = useWorld(t, buildDashboardWorld);

async function dashboard(token: string, query = ""): Promise<ConferenceDashboard> {
  const answer = await call<ConferenceDashboard>(t.app, "GET", `/conference/dashboard/${w.confId}${query}`, { token });
  expect(answer.status, answer.body?.message).toBe(200);
  return answer.body.result!;
}

const countOf = (d: ConferenceDashboard, phase: string, key: string) =>
  d.phases.find((p) => p.key === phase)!.counts.find((c) => c.key === key)!;

/** The total of the list a count links to: the All Papers call with the link's filters. */
async function paperListTotal(token: string, link: string): Promise<number> {
  const query = Object.fromEntries(new URL(link, "http://x").searchParams);
  const answer = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token, query });
  expect(answer.status).toBe(200);
  return (answer.body.result as { total: number }).total;
}

async function allPapers(token: string) {
  const answer = await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token, query: { status: "1000" } });
  return (answer.body.result as { data: any[] }).data;
}

describe("GET /conference/dashboard/{confId}", () => {
  it("answers the phases in order, each with a state", async () => {
    const d = await dashboard(w.chair.token);
    expect(d.phases.map((p) => p.key)).toEqual(DASHBOARD_PHASES.map((p) => p.key));
    for (const p of d.phases) expect(["not started", "open", "closed"]).toContain(p.state);
    const state = (key: string) => d.phases.find((p) => p.key === key)!.state;
    expect(state("submission")).toBe("closed");
    expect(state("bidding")).toBe("closed");
    expect(state("reviewing")).toBe("open");
    expect(d.timezone).toBe("UTC");
    expect(d.phases.find((p) => p.key === "reviewing")!.next_action?.link).toBe(`/conference/papers/${w.confId}`);
  });

  it("lets the organising committee and an admin in, and refuses others", async () => {
    await dashboard(w.oc.token);
    await dashboard(w.admin.token);
    for (const user of [w.trackChair, w.members[0]!, w.author]) {
      const answer = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, { token: user.token });
      expect(answer.status).toBe(403);
    }
  });

  it("counts papers exactly as the All Papers lists they link to", async () => {
    const d = await dashboard(w.chair.token);
    for (const [phase, key, expected] of [
      ["submission", "submitted", 4],
      ["submission", "abstract_only", 1],
      ["submission", "missing_file", 1],
      ["submission", "withdrawn", 1],
      ["decisions", "accepted", 1],
      ["decisions", "rejected", 1],
      ["decisions", "undecided", 4],
    ] as const) {
      const c = countOf(d, phase, key);
      expect(c.value, `${phase}.${key}`).toBe(expected);
      expect(await paperListTotal(w.chair.token, c.link!), `${phase}.${key} list`).toBe(c.value);
    }
  });

  it("counts assignments, reviews and papers short of reviewers from the same list", async () => {
    const d = await dashboard(w.chair.token);
    const papers = await allPapers(w.chair.token);
    const reviews = papers.flatMap((p) => p.paper_reviewer_data);
    expect(countOf(d, "assignment", "assignments").value).toBe(reviews.length);
    expect(countOf(d, "reviewing", "reviews_done").value).toBe(reviews.filter((r) => r.reviewed_at).length);
    expect(countOf(d, "reviewing", "reviews_due").value).toBe(reviews.filter((r) => !r.reviewed_at).length);
    // the soft deadline passed: the late one plus both missing ones
    expect(countOf(d, "reviewing", "reviews_late").value).toBe(reviews.filter((r) => r.late).length + 2);
    expect(countOf(d, "reviewing", "reviews_late").value).toBe(3);
    const short = papers.filter((p) => p.status === 0 && p.has_file && p.review_count < 2).length;
    expect(countOf(d, "assignment", "papers_short_of_reviewers").value).toBe(short);
    expect(short).toBe(2);
  });

  it("counts bids per member from the tracks' Bids lists, with the reminder threshold", async () => {
    const d = await dashboard(w.chair.token, "?min_bids=2");
    let total = 0;
    for (const trackId of [w.trackA, w.trackB]) {
      const answer = await call(t.app, "GET", `/track/bids/${trackId}`, { token: w.chair.token });
      const members = (answer.body.result as { members: { user_id: number; bid_count: number }[] }).members;
      for (const m of members) {
        expect(d.bids_per_member.find((b) => b.track_id === trackId && b.user_id === m.user_id)?.bid_count).toBe(
          m.bid_count,
        );
        total += m.bid_count;
      }
      expect(d.bids_per_member.filter((b) => b.track_id === trackId)).toHaveLength(members.length);
    }
    expect(countOf(d, "bidding", "bids").value).toBe(total);
    expect(countOf(d, "bidding", "members_under_bid_threshold").value).toBe(
      d.bids_per_member.filter((b) => b.bid_count < 2).length,
    );
  });

  it("counts responses, notifications and final versions as their lists do", async () => {
    const d = await dashboard(w.chair.token);
    expect(countOf(d, "discussion_and_response", "responses").value).toBe(1);
    expect(countOf(d, "decisions", "decided").value).toBe(2);
    expect(countOf(d, "notification", "notified").value).toBe(1);
    expect(countOf(d, "notification", "not_notified").value).toBe(1);
    const status = await call(t.app, "GET", `/conference/camera-ready-status/${w.confId}`, { token: w.chair.token });
    const cr = status.body.result as { uploaded: number; missing: number };
    expect(countOf(d, "camera_ready", "final_versions").value).toBe(cr.uploaded);
    expect(countOf(d, "camera_ready", "final_versions_missing").value).toBe(cr.missing);
    expect(await paperListTotal(w.chair.token, `/x?camera_ready=missing`)).toBe(cr.missing);
  });

  it("refuses a bad threshold with 422", async () => {
    const answer = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, {
      token: w.chair.token,
      query: { min_bids: "0" },
    });
    expect(answer.status).toBe(422);
  });
});
