// Affinity computed from publications: on a small hand-checked corpus the member who wrote about a
// paper's subject ranks first; the job stores each paper's best matches with source `computed`,
// leaves imported scores alone, keeps its progress in the database and resumes after a restart;
// and a chair sees why a member matches (publications and shared terms).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indexPublications } from "../src/features/affinityCompute/indexBuilder.js";
import { runningJob } from "../src/features/affinityCompute/job.js";
import { nowIso } from "../src/db/time.js";
import { type TestUser, createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { type TestApp, call, createTestApp } from "./support/testApp.js";

const CORPUS = {
  databases: [
    {
      title: "Graph Neural Networks for SQL Query Optimisation",
      abstract: "We learn cardinality estimates for query plans with graph neural networks.",
    },
    {
      title: "Learned Cardinality Estimation with Sketches",
      abstract: "Sketches and learned models estimate join cardinalities in query optimizers.",
    },
  ],
  biology: [
    {
      title: "Protein Folding with Molecular Dynamics",
      abstract: "Molecular dynamics simulations of protein folding pathways.",
    },
    { title: "Coarse-grained Simulation of Membrane Proteins", abstract: "Simulating proteins in lipid membranes." },
  ],
  privacy: [
    {
      title: "Differential Privacy in Federated Learning",
      abstract: "Clients train a shared model under a differential privacy budget.",
    },
    { title: "Auditing Privacy Budgets", abstract: "How much privacy does federated training really spend?" },
  ],
};
const PAPERS = {
  databases: {
    title: "Estimating Cardinalities of SQL Queries with Graph Networks",
    abstract: "A query optimiser needs cardinality estimates; graph neural networks over query plans give them.",
    keywords: "query optimization; cardinality",
  },
  biology: {
    title: "Folding Pathways of Small Proteins",
    abstract: "Long molecular dynamics runs reveal protein folding.",
    keywords: "proteins; simulation",
  },
  privacy: {
    title: "Tight Privacy Accounting for Federated Learning",
    abstract: "We bound the differential privacy budget spent by federated clients.",
    keywords: "privacy",
  },
};
type Subject = keyof typeof CORPUS;
const SUBJECTS = Object.keys(CORPUS) as Subject[];

describe("TF-IDF cosine on a hand-checked corpus", () => {
  const docs = SUBJECTS.flatMap((s, m) => CORPUS[s].map((p, i) => ({ id: m * 10 + i, userId: m + 1, ...p })));
  const index = indexPublications(docs);

  it.each(SUBJECTS.map((s, m) => [s, m + 1] as const))(
    "ranks the member who wrote about %s first",
    (subject, member) => {
      const p = PAPERS[subject];
      const ranked = index.score(`${p.title} ${p.abstract} ${p.keywords}`, 3);
      expect(ranked[0]!.userId).toBe(member);
      expect(ranked[0]!.score).toBeGreaterThan(0.2);
      expect(ranked[0]!.score).toBeLessThanOrEqual(1);
      for (const other of ranked.slice(1)) expect(other.score).toBeLessThan(ranked[0]!.score / 2);
    },
  );

  it("explains a match by the terms the paper and the publication share", () => {
    const p = PAPERS.databases;
    const text = `${p.title} ${p.abstract} ${p.keywords}`;
    const best = index.score(text, 1)[0]!;
    expect(index.sharedTerms(text, best.matches[0]![0])).toEqual(
      expect.arrayContaining(["cardinality", "graph", "query"]),
    );
  });
});

describe("the job through the API", () => {
  let t: TestApp;
  let chair: TestUser;
  let members: TestUser[];
  let confId: number;
  let trackId: number;
  const paperIds: Record<Subject, number> = { databases: 0, biology: 0, privacy: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    chair = await createUser(t.app, t.ctx);
    members = await Promise.all(SUBJECTS.map((s) => createUser(t.app, t.ctx, { first_name: s, last_name: "Expert" })));
    confId = (await insertConference(t.ctx, chair.id)).id;
    trackId = await insertTrack(t.ctx, confId);
    const author = await createUser(t.app, t.ctx);
    for (const [m, s] of SUBJECTS.entries()) {
      await insertTpcMember(t.ctx, trackId, members[m]!.id);
      const added = await call(t.app, "POST", "/users/publications", {
        token: members[m]!.token,
        body: { publications: CORPUS[s] },
      });
      expect(added.status).toBe(200);
      const paper = await insertPaper(t.ctx, {
        confId,
        trackId,
        authorId: author.id,
        title: PAPERS[s].title,
        status: 0,
      });
      await t.ctx.db
        .updateTable("papers")
        .set({ abstract: PAPERS[s].abstract, keywords: PAPERS[s].keywords })
        .where("id", "=", paper.id)
        .execute();
      paperIds[s] = paper.id;
    }
    // a chair's imported score stays as it is
    await t.ctx.db
      .insertInto("assignment_affinity")
      .values({
        track_id: trackId,
        paper_id: paperIds.databases,
        user_id: members[1]!.id,
        score: 0.9,
        source: "imported",
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const scores = () =>
    t.ctx.db
      .selectFrom("assignment_affinity")
      .select(["paper_id", "user_id", "score", "source"])
      .where("track_id", "=", trackId)
      .execute();

  it("stores each paper's best matches as computed scores, imported ones untouched", async () => {
    const started = await call(t.app, "POST", `/conference/affinity-compute/${confId}`, {
      token: chair.token,
      body: {},
    });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.result).toMatchObject({ status: "running", total_papers: 3 });
    await runningJob(t.ctx, confId);
    const progress = await call(t.app, "GET", `/conference/affinity-compute-progress/${confId}`, {
      token: chair.token,
    });
    expect(progress.body.result).toMatchObject({
      status: "done",
      total_papers: 3,
      done_papers: 3,
      method: "tfidf-cosine",
    });
    const rows = await scores();
    for (const [m, s] of SUBJECTS.entries()) {
      const computed = rows
        .filter((r) => r.paper_id === paperIds[s] && r.source === "computed")
        .sort((a, b) => b.score - a.score);
      expect(computed[0]!.user_id, s).toBe(members[m]!.id);
    }
    expect(rows.filter((r) => r.paper_id === paperIds.databases && r.user_id === members[1]!.id)).toEqual([
      { paper_id: paperIds.databases, user_id: members[1]!.id, score: 0.9, source: "imported" },
    ]);
  });

  it("resumes a job whose process stopped, from its cursor", async () => {
    const ordered = Object.values(paperIds).sort((a, b) => a - b);
    const stale = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.ctx.db
      .deleteFrom("assignment_affinity")
      .where("source", "=", "computed")
      .where("paper_id", "=", ordered[2]!)
      .execute();
    await t.ctx.db
      .updateTable("affinity_compute_jobs")
      .set({ status: "running", cursor_paper_id: ordered[1]!, done_papers: 2, updated_at: stale, finished_at: null })
      .where("conf_id", "=", confId)
      .execute();
    const seen = await call(t.app, "GET", `/conference/affinity-compute-progress/${confId}`, { token: chair.token });
    expect(seen.body.result.done_papers).toBe(2);
    await runningJob(t.ctx, confId);
    const job = await t.ctx.db
      .selectFrom("affinity_compute_jobs")
      .selectAll()
      .where("conf_id", "=", confId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "done", done_papers: 3 });
    expect((await scores()).some((r) => r.paper_id === ordered[2] && r.source === "computed")).toBe(true);
    expect(Date.parse(job.updated_at)).toBeGreaterThan(Date.parse(stale));
    expect(nowIso() >= job.updated_at).toBe(true);
  });

  it("explains a paper's matches to its chairs: publications and shared terms", async () => {
    const answer = await call(t.app, "GET", `/paper/affinity-matches/${paperIds.privacy}`, { token: chair.token });
    expect(answer.status, answer.body.message).toBe(200);
    const best = answer.body.result.matches[0];
    expect(best).toMatchObject({ user_id: members[2]!.id, first_name: "privacy" });
    expect(best.publications[0].title).toBe("Differential Privacy in Federated Learning");
    // the submission's own words, not the stems the similarity compares
    expect(best.shared_terms).toEqual(expect.arrayContaining(["privacy", "federated"]));
    expect(best.shared_terms).not.toContain("federat");
  });

  it("is for the chairs only", async () => {
    for (const path of [
      `/conference/affinity-compute-progress/${confId}`,
      `/paper/affinity-matches/${paperIds.privacy}`,
    ]) {
      const answer = await call(t.app, "GET", path, { token: members[0]!.token });
      expect([403, 404], path).toContain(answer.status);
    }
    expect(
      (await call(t.app, "POST", `/conference/affinity-compute/${confId}`, { token: members[0]!.token, body: {} }))
        .status,
    ).toBe(403);
  });
});
