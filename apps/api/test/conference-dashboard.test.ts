// The chair's dashboard: every phase in order with a state, and every count equal to the total of
// the list it links to, in a seeded world.
import { beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_PHASES, type ConferenceDashboard } from "@symposia/domain";
import { buildDashboardWorld } from "./dashboard.world.js";
import { createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTrack } from "./support/fixtures.js";
import { call } from "./support/testApp.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const t = useTestApp();
const w = useWorld(t, buildDashboardWorld);
// one disagreement: the paper reviewed by the first two members gets evaluations 2 and -1
beforeAll(async () => {
  await t.ctx.db
    .updateTable("paper_reviewers")
    .set({ reviewer_evaluation: -1 })
    .where("user_id", "=", w.members[1]!.id)
    .execute();
});

const DAY = 86_400_000;
const utcLocal = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 16).replace("T", " ");

/** A conference whose submission is open: two papers, one still without its file, no reviews yet. */
const early = useWorld(t, async (t) => {
  const chair = await createUser(t.app, t.ctx, { first_name: "Erin", last_name: "Early" });
  const author = await createUser(t.app, t.ctx, { first_name: "Abe", last_name: "Author" });
  const { id: confId } = await insertConference(t.ctx, chair.id, {
    submission_opening_date: utcLocal(-2 * DAY),
    last_submission_date: utcLocal(10 * DAY),
    timezone_for_deadline: "UTC",
  });
  const trackId = await insertTrack(t.ctx, confId, "Main");
  await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  await insertPaper(t.ctx, { confId, trackId, authorId: author.id, withFile: false });
  return { confId, trackId, chair };
});

async function dashboard(token: string, query = ""): Promise<ConferenceDashboard> {
  const answer = await call<ConferenceDashboard>(t.app, "GET", `/conference/dashboard/${w.confId}${query}`, { token });
  expect(answer.status, answer.body?.message).toBe(200);
  return answer.body.result!;
}

const countOf = (d: ConferenceDashboard, phase: string, key: string) =>
  d.phases.find((p) => p.key === phase)!.counts.find((c) => c.key === key)!;

/** The trackIds' Bids lists' members (the list the bid counts link to). */
async function bidMembers(token: string, trackIds: number[]) {
  const members: { bid_count: number }[] = [];
  for (const trackId of trackIds) {
    const answer = await call(t.app, "GET", `/track/bids/${trackId}`, { token });
    expect(answer.status).toBe(200);
    members.push(...(answer.body.result as { members: { bid_count: number }[] }).members);
  }
  return members;
}

/**
 * The total of the list a count's link opens, read through that list's own call: All Papers with
 * the link's search (`?q=`) answers GET /paper/search; the tracks' TPC lists answer the Bids lists.
 */
async function linkedListTotal(
  token: string,
  confId: number,
  trackIds: number[],
  minBids: number,
  c: { key: string; link: string },
): Promise<number> {
  const url = new URL(c.link, "http://x");
  if (url.pathname === `/conference/papers/${confId}`) {
    const q = url.searchParams.get("q") ?? "";
    expect(q, `${c.key} opens All Papers with a search`).not.toBe("");
    const answer = await call(t.app, "GET", `/paper/search/${confId}`, {
      token,
      query: { q, scope: "all", per_page: "1" },
    });
    expect(answer.status).toBe(200);
    const result = answer.body.result as { total: number; errors: unknown[] };
    expect(result.errors, `${c.key}: ${q}`).toEqual([]);
    return result.total;
  }
  if (url.pathname === `/conference/tracks/list/${confId}`) {
    const members = await bidMembers(token, trackIds);
    if (c.key === "bids") return members.reduce((sum, m) => sum + m.bid_count, 0);
    if (c.key === "members_under_bid_threshold") return members.filter((m) => m.bid_count < minBids).length;
  }
  throw new Error(`${c.key} links to ${c.link}, a list this test does not know`);
}

/** Every linked count of every phase equals the total of the list its link opens. */
async function expectCountsEqualLists(
  d: ConferenceDashboard,
  token: string,
  trackIds: number[],
): Promise<Record<string, number>> {
  const seen: Record<string, number> = {};
  for (const phase of d.phases)
    for (const c of phase.counts) {
      if (c.link === null) continue;
      const total = await linkedListTotal(token, d.conf_id, trackIds, d.min_bids, { key: c.key, link: c.link });
      expect(total, `${phase.key}.${c.key} (${c.link})`).toBe(c.value);
      seen[`${phase.key}.${c.key}`] = c.value;
    }
  return seen;
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
    expect(d.phases.find((p) => p.key === "reviewing")!.next_action?.link).toBe(
      `/conference/papers/${w.confId}?q=re%3Amissing`,
    );
  });

  it("lets the organising committee and an admin in, and refuses others", async () => {
    await dashboard(w.oc.token);
    await dashboard(w.admin.token);
    for (const user of [w.trackChair, w.members[0]!, w.author]) {
      const answer = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, { token: user.token });
      expect(answer.status).toBe(403);
    }
  });

  it("counts, in every phase, exactly the total of the list each count links to", async () => {
    const d = await dashboard(w.chair.token, "?min_bids=2");
    const seen = await expectCountsEqualLists(d, w.chair.token, [w.trackA, w.trackB]);
    // every phase that has counts links at least one of them to a list (no list holds the
    // notification mails: those counts stand alone)
    for (const p of d.phases)
      if (p.counts.length > 0 && p.key !== "notification")
        expect(
          p.counts.some((c) => c.link !== null),
          p.key,
        ).toBe(true);
    expect(seen).toMatchObject({
      "submission.submitted": 4,
      "submission.abstract_only": 1,
      "submission.missing_file": 1,
      "submission.withdrawn": 1,
      "bidding.bids": 4,
      "assignment.papers_short_of_reviewers": 2,
      "reviewing.papers_with_reviews_missing": 2,
      "reviewing.papers_with_late_reviews": 3,
      "discussion_and_response.disagreements": 1,
      "discussion_and_response.responses": 1,
      "decisions.accepted": 1,
      "decisions.rejected": 1,
      "decisions.undecided": 4,
      "camera_ready.final_versions": 1,
      "camera_ready.final_versions_missing": 0,
      "proceedings.final_versions": 1,
    });
  });

  it("counts a conference whose submission is open as its lists do, and points to the submissions", async () => {
    const answer = await call<ConferenceDashboard>(t.app, "GET", `/conference/dashboard/${early.confId}`, {
      token: early.chair.token,
    });
    expect(answer.status).toBe(200);
    const d = answer.body.result!;
    const seen = await expectCountsEqualLists(d, early.chair.token, [early.trackId]);
    expect(seen).toMatchObject({
      "submission.submitted": 2,
      "submission.abstract_only": 1,
      "reviewing.papers_with_reviews_missing": 0,
    });
    const submission = d.phases.find((p) => p.key === "submission")!;
    expect(submission.state).toBe("open");
    expect(d.current_phase).toBe("submission");
    expect(submission.next_action).toEqual({
      label: "Watch the submissions",
      link: `/conference/papers/${early.confId}?q=status%3Asubmitted`,
    });
  });

  it("links each count to All Papers with the search in the page address", async () => {
    const d = await dashboard(w.chair.token);
    expect(countOf(d, "submission", "abstract_only").link).toBe(
      `/conference/papers/${w.confId}?q=status%3Asubmitted+-has%3Afile`,
    );
    expect(countOf(d, "reviewing", "papers_with_late_reviews").link).toBe(`/conference/papers/${w.confId}?q=re%3Alate`);
    const decisions = d.phases.find((p) => p.key === "decisions")!;
    expect(decisions.next_action?.link).toBe(`/conference/papers/${w.confId}?q=status%3Aundecided`);
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
    // papers with a review missing or late, as the reviews say
    const withReview = (test: (r: any) => boolean) => papers.filter((p) => p.paper_reviewer_data.some(test)).length;
    expect(countOf(d, "reviewing", "papers_with_reviews_missing").value).toBe(withReview((r) => !r.reviewed_at));
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
    const missing = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
      token: w.chair.token,
      query: { camera_ready: "missing" },
    });
    expect((missing.body.result as { total: number }).total).toBe(cr.missing);
  });

  it("refuses a bad threshold with 422", async () => {
    const answer = await call(t.app, "GET", `/conference/dashboard/${w.confId}`, {
      token: w.chair.token,
      query: { min_bids: "0" },
    });
    expect(answer.status).toBe(422);
  });
});
