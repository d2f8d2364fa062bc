// Co-authorship conflicts from publication lists: a member who wrote a recent publication with one
// of a paper's authors (found in either person's list, by email or by name) is a detected conflict
// whose reason names the publication; the window is the conference's conflict_coauthor_years; a
// chair may waive it; and Auto Assign never gives such a member the paper, whatever the lists say.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createUser } from "./support/factories.js";
import { insertConference, insertPaper, insertTpcMember, insertTrack } from "./support/fixtures.js";
import { type TestApp, call, createTestApp } from "./support/testApp.js";

let t: TestApp;
let chair: TestUser;
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  chair = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const addPublication = async (
  who: TestUser,
  title: string,
  year: number,
  coauthors: (string | { name: string; email: string })[],
) => {
  const answer = await call(t.app, "POST", "/users/publications", {
    token: who.token,
    body: { publications: [{ title, year, coauthors }] },
  });
  expect(answer.status, answer.body.message).toBe(200);
};
const explain = (paperId: number, userId: number) =>
  call(t.app, "GET", `/paper/conflict-explain/${paperId}/${userId}`, { token: chair.token });

async function world(settings: Record<string, unknown> = {}) {
  const confId = (await insertConference(t.ctx, chair.id, settings)).id;
  const trackId = await insertTrack(t.ctx, confId);
  return { confId, trackId };
}

describe("detected from publication lists", () => {
  it("names the publication, by name in the member's list or by email in the author's, within the window", async () => {
    const { confId, trackId } = await world();
    const author = await createUser(t.app, t.ctx, { first_name: "Ada", last_name: "Lovelace" });
    const byName = await createUser(t.app, t.ctx, { first_name: "Charles", last_name: "Babbage" });
    const byEmail = await createUser(t.app, t.ctx, { first_name: "Mary", last_name: "Somerville" });
    const tooOld = await createUser(t.app, t.ctx, { first_name: "Old", last_name: "Friend" });
    for (const m of [byName, byEmail, tooOld]) await insertTpcMember(t.ctx, trackId, m.id);
    const paper = await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
    await addPublication(byName, "Notes on the Analytical Engine", thisYear - 1, ["LOVELACE, Ada"]);
    await addPublication(author, "Sketch of an Engine", thisYear, [
      { name: "M. S.", email: byEmail.email.toUpperCase() },
    ]);
    await addPublication(tooOld, "Something Long Ago", thisYear - 3, ["Ada Lovelace"]);

    const first = await explain(paper.id, byName.id);
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.conflicted).toBe(true);
    expect(first.body.result.reasons).toContainEqual(
      expect.objectContaining({
        source: "detected",
        conflict_type: "Collaborator",
        reason: `Co-authored 'Notes on the Analytical Engine' (${thisYear - 1})`,
      }),
    );
    expect(
      (await explain(paper.id, byEmail.id)).body.result.reasons.map((r: { reason: string }) => r.reason),
    ).toContain(`Co-authored 'Sketch of an Engine' (${thisYear})`);
    // three years back (this year counting) ends at thisYear - 2
    expect((await explain(paper.id, tooOld.id)).body.result.conflicted).toBe(false);
    await t.ctx.db.updateTable("conferences").set({ conflict_coauthor_years: 4 }).where("id", "=", confId).execute();
    expect((await explain(paper.id, tooOld.id)).body.result.conflicted).toBe(true);

    // waivable like the other detected conflicts
    const waived = await call(t.app, "POST", `/paper/conflict-waive/${paper.id}`, {
      token: chair.token,
      body: { user_id: byName.id, reason: "Only an editorial note." },
    });
    expect(waived.status, waived.body.message).toBe(200);
    const after = await explain(paper.id, byName.id);
    expect(after.body.result.conflicted).toBe(false);
    expect(after.body.result.reasons[0]).toMatchObject({ waived: true });
  });
});

describe("Auto Assign", () => {
  it("never assigns a member to a paper whose author they recently wrote with", async () => {
    const { confId, trackId } = await world({ number_of_reviewers_per_paper: 2 });
    const authors = await Promise.all(
      [0, 1, 2, 3].map((i) => createUser(t.app, t.ctx, { first_name: "Author", last_name: `Number${i}` })),
    );
    const members = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => createUser(t.app, t.ctx, { first_name: "Member", last_name: `Number${i}` })),
    );
    for (const m of members) await insertTpcMember(t.ctx, trackId, m.id);
    const papers = await Promise.all(authors.map((a) => insertPaper(t.ctx, { confId, trackId, authorId: a.id })));
    // random co-authorships between members and authors, in either list, some too old to count
    const ties = fc.sample(
      fc.tuple(fc.nat(5), fc.nat(3), fc.boolean(), fc.integer({ min: thisYear - 5, max: thisYear })),
      { numRuns: 8, seed: 42 },
    );
    for (const [m, a, inMemberList, year] of ties) {
      const [owner, other] = inMemberList ? [members[m]!, authors[a]!] : [authors[a]!, members[m]!];
      await addPublication(owner, `Tie ${m}-${a}-${year}-${inMemberList}`, year, [
        `${other.first_name} ${other.last_name}`,
      ]);
    }
    const answer = await call(t.app, "POST", `/track/paper-reviewer-auto-assign/${trackId}`, {
      token: chair.token,
      body: {},
    });
    expect(answer.status, answer.body.message).toBe(200);
    const assigned = await t.ctx.db
      .selectFrom("paper_reviewers")
      .select(["paper_id", "user_id"])
      .where(
        "paper_id",
        "in",
        papers.map((p) => p.id),
      )
      .execute();
    expect(assigned.length).toBeGreaterThan(0);
    let conflictedPairs = 0;
    for (const p of papers)
      for (const m of members) if ((await explain(p.id, m.id)).body.result.conflicted) conflictedPairs++;
    expect(conflictedPairs).toBeGreaterThan(0);
    for (const a of assigned)
      expect(
        (await explain(a.paper_id, a.user_id)).body.result.conflicted,
        `paper ${a.paper_id} member ${a.user_id}`,
      ).toBe(false);
  });
});
