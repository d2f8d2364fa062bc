import { describe, expect, it } from "vitest";
import { INVALID_FILE_TYPE_MESSAGE } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { createUser, uniqueEmail, listedBy } from "./support/factories.js";
import { insertConference, insertPaper, insertTrack } from "./support/fixtures.js";
import { DOCX_FILE, PNG_FILE, auditActions, buildWorld, setConference, updatePaper, utcLocal } from "./papers.world.js";
import { verifyFromMail } from "./support/mailLinks.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

/** A co-author typed by hand with the address of an existing (verified) account: linked at once, awaiting confirmation. */

const t = useTestApp();
const w = useWorld(t, buildWorld);

const paperOf = (authorId: number, overrides: { status?: number; confId?: number; trackId?: number } = {}) =>
  insertPaper(t.ctx, {
    confId: overrides.confId ?? w.confId,
    trackId: overrides.trackId ?? w.trackA,
    authorId,
    status: overrides.status,
  });

const editFields = (paperId: number, overrides: Record<string, string | number> = {}) => ({
  paper_id: paperId,
  track_id: w.trackB,
  paper_title: "A Revised Title",
  keywords: "revised",
  abstract: "A revised abstract.",
  ...overrides,
});

const byHand = (overrides: Record<string, string> = {}) => ({
  first_name: "Grace",
  last_name: "Hopper",
  email: uniqueEmail("grace"),
  country: "United States",
  affiliation: "Navy",
  ...overrides,
});

/** A conference of its own, so changing its settings touches no other test. */
async function ownConference(overrides: Record<string, unknown> = {}) {
  const conf = await insertConference(t.ctx, w.chair.id, { disable_multiple_authors: 0, ...overrides });
  const track = await insertTrack(t.ctx, conf.id);
  const paper = await insertPaper(t.ctx, { confId: conf.id, trackId: track, authorId: w.author.id });
  return { confId: conf.id, track, paper };
}

describe("POST /paper/update", () => {
  it("lets an author change track, title, keywords, abstract and the file, and keeps the file when none is sent", async () => {
    const paper = await paperOf(w.author.id);
    const res = await updatePaper(t, w.author.token, editFields(paper.id), { fileName: "v2.docx", data: DOCX_FILE });
    expect(res.status).toBe(200);
    const row = await t.ctx.db.selectFrom("papers").selectAll().where("id", "=", paper.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      track_id: w.trackB,
      paper_title: "A Revised Title",
      keywords: "revised",
      abstract: "A revised abstract.",
      paper_sequence: paper.paper_sequence,
    });
    const file = await t.ctx.db
      .selectFrom("paper_files")
      .select(["file_name", "mime_type"])
      .where("paper_id", "=", paper.id)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({
      file_name: "v2.docx",
      mime_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });

    const again = await updatePaper(t, w.author.token, editFields(paper.id, { paper_title: "Third" }));
    expect(again.status).toBe(200);
    const kept = await t.ctx.db
      .selectFrom("paper_files")
      .select("file_name")
      .where("paper_id", "=", paper.id)
      .executeTakeFirstOrThrow();
    expect(kept.file_name).toBe("v2.docx");
    expect((await auditActions(t, paper.id)).filter((a) => a.action === "paper.update")).toHaveLength(2);
  });

  it("lets a co-author who confirmed edit, but not before, nor a chair, an admin or a stranger", async () => {
    const paper = await paperOf(w.author.id);
    const added = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: listedBy(w.coauthor.email),
    });
    expect(added.status).toBe(200);
    // listed is not an author yet: the paper is not theirs until they confirm
    expect((await updatePaper(t, w.coauthor.token, editFields(paper.id, { track_id: w.trackA }))).status).toBe(404);
    expect(
      (await call(t.app, "POST", `/paper/co-author-confirm/${paper.id}`, { token: w.coauthor.token })).status,
    ).toBe(200);
    expect((await updatePaper(t, w.coauthor.token, editFields(paper.id, { track_id: w.trackA }))).status).toBe(200);
    for (const user of [w.chair, w.admin, w.oc, w.trackChairA]) {
      const res = await updatePaper(t, user.token, editFields(paper.id, { track_id: w.trackA }));
      expect(res.status, user.first_name).toBe(403);
    }
    expect((await updatePaper(t, w.stranger.token, editFields(paper.id))).status).toBe(404);
    expect((await updatePaper(t, w.tpc.token, editFields(paper.id))).status).toBe(404);
    expect((await updatePaper(t, w.author.token, editFields(999999))).status).toBe(404);
  });

  it("refuses decided, withdrawn and blocked papers with 409 and allows status 0", async () => {
    for (const status of [35, 20, 18, 25, 30]) {
      const paper = await paperOf(w.author.id, { status });
      const res = await updatePaper(t, w.author.token, editFields(paper.id));
      expect(res.status, `status ${status}`).toBe(409);
    }
    const open = await paperOf(w.author.id, { status: 0 });
    expect((await updatePaper(t, w.author.token, editFields(open.id))).status).toBe(200);
  });

  it("allows edits before the deadline and refuses them after it", async () => {
    const { confId, track, paper } = await ownConference({ last_submission_date: utcLocal(60_000) });
    expect((await updatePaper(t, w.author.token, editFields(paper.id, { track_id: track }))).status).toBe(200);
    await setConference(t, confId, { last_submission_date: utcLocal(-60_000) });
    const late = await updatePaper(t, w.author.token, editFields(paper.id, { track_id: track }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The submission deadline has passed.");
  });

  it("refuses edits when submission_update_allowed is 0", async () => {
    const { track, paper } = await ownConference({ submission_update_allowed: 0 });
    const res = await updatePaper(t, w.author.token, editFields(paper.id, { track_id: track }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This conference does not allow changes to submitted papers.");
  });

  it("refuses moving a paper into another conference's track, and a lying file", async () => {
    const paper = await paperOf(w.author.id);
    const forged = await updatePaper(t, w.author.token, editFields(paper.id, { track_id: w.otherTrack }));
    expect(forged.status).toBe(422);
    expect(forged.body.result.track_id).toBeDefined();
    const lying = await updatePaper(t, w.author.token, editFields(paper.id), { fileName: "paper.pdf", data: PNG_FILE });
    expect(lying.status).toBe(415);
    expect(lying.body.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    const row = await t.ctx.db
      .selectFrom("papers")
      .select("track_id")
      .where("id", "=", paper.id)
      .executeTakeFirstOrThrow();
    expect(row.track_id).toBe(w.trackA);
  });
});

describe("POST /paper/author-assign/{paperId}", () => {
  it("lets someone who may use the user picker add an existing user by author_id, linked to the account, awaiting their confirmation", async () => {
    // the organiser of an Approved conference picks users; they submit a paper of their own
    const paper = await paperOf(w.oc.id);
    const body = { author_id: w.coauthor.id, country: "France", affiliation: "Sorbonne" };
    const res = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, { token: w.oc.token, body });
    expect(res.status).toBe(200);
    // the answer repeats what was typed: nothing of the account
    expect(res.body.result).toMatchObject({
      user_id: w.coauthor.id,
      author_email: null,
      author_first_name: null,
      author_last_name: null,
    });
    expect(res.body.result).toMatchObject({ country: "France", affiliation: "Sorbonne", confirmed: false });
    const authors = (await call(t.app, "GET", `/paper/${paper.id}`, { token: w.oc.token })).body.result
      .paper_author_data;
    const row = authors.find((a: any) => a.user_id === w.coauthor.id);
    expect(row).toMatchObject({ author_email: w.coauthor.email, author_first_name: "Charles", confirmed: false });
    const mine = async () =>
      (
        await call(t.app, "GET", `/paper/all/${w.confId}/0`, { token: w.coauthor.token, query: { created_by: true } })
      ).body.result.data.map((p: any) => p.id);
    expect(await mine()).not.toContain(paper.id);
    expect(
      (await call(t.app, "POST", `/paper/co-author-confirm/${paper.id}`, { token: w.coauthor.token })).status,
    ).toBe(200);
    expect(await mine()).toContain(paper.id);
  });

  it("answers only what the caller typed, never the picked user's own country or affiliation", async () => {
    const profile = await t.ctx.db
      .selectFrom("users")
      .select(["country", "affiliation"])
      .where("id", "=", w.tpc.id)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable("users")
      .set({ country: "Iceland", affiliation: "Secret Institute" })
      .where("id", "=", w.tpc.id)
      .execute();
    try {
      const paper = await paperOf(w.oc.id);
      const res = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
        token: w.oc.token,
        body: { author_id: w.tpc.id },
      });
      expect(res.status).toBe(200);
      expect(res.body.result.country).toBe("");
      expect(res.body.result.affiliation).toBe("");
      expect(JSON.stringify(res.body)).not.toMatch(/Iceland|Secret Institute/);
    } finally {
      await t.ctx.db.updateTable("users").set(profile).where("id", "=", w.tpc.id).execute();
    }
  });

  it("adds a person by hand, linking them once they register later and prove the address", async () => {
    const paper = await paperOf(w.author.id);
    const person = byHand();
    const res = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, { token: w.author.token, body: person });
    expect(res.status).toBe(200);
    expect(res.body.result.user_id).toBeNull();
    const reg = await call(t.app, "POST", "/register", {
      body: { ...person, email: person.email.toUpperCase(), password: "a long password 1" },
    });
    expect(reg.status).toBe(200);
    const unproven = await t.ctx.db
      .selectFrom("paper_authors")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(unproven.user_id).toBeNull();
    expect((await verifyFromMail(t.app, t.ctx, person.email.toUpperCase())).status).toBe(200);
    const linked = await t.ctx.db
      .selectFrom("paper_authors")
      .select("user_id")
      .where("id", "=", res.body.result.id)
      .executeTakeFirstOrThrow();
    expect(linked.user_id).toBe(reg.body.result.id);
  });

  it("links a hand-typed email of an existing account at once", async () => {
    const paper = await paperOf(w.author.id);
    const res = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: byHand({ email: w.tpc.email.toUpperCase() }),
    });
    expect(res.status).toBe(200);
    expect(res.body.result.user_id).toBe(w.tpc.id);
  });

  it("takes each email once per paper, case-insensitively", async () => {
    const paper = await paperOf(w.author.id);
    const dup = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: byHand({ email: w.author.email.toUpperCase() }),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("This person is already an author of this paper.");
    const byId = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: { author_id: w.author.id },
    });
    expect(byId.status).toBe(409);
  });

  it("requires every hand-typed field, a listed country and a real user id", async () => {
    const paper = await paperOf(w.author.id);
    const empty = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, { token: w.author.token, body: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.result).sort()).toEqual([
      "affiliation",
      "country",
      "email",
      "first_name",
      "last_name",
    ]);
    const country = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: byHand({ country: "Atlantis" }),
    });
    expect(country.status).toBe(422);
    expect(country.body.result.country).toBeDefined();
    const ghost = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: { author_id: 999999 },
    });
    expect(ghost.status).toBe(422);
    expect(ghost.body.result.author_id[0]).toBe("No such user.");
  });

  it("is refused with 409 when the conference disables multiple authors", async () => {
    const { paper } = await ownConference({ disable_multiple_authors: 1 });
    const res = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: byHand(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This conference accepts single-author papers only, so co-authors cannot be added.");
  });

  it("follows the edit window: not after the deadline, not on decided papers, not by others", async () => {
    const { confId, paper } = await ownConference();
    await setConference(t, confId, { last_submission_date: utcLocal(-60_000) });
    expect(
      (await call(t.app, "POST", `/paper/author-assign/${paper.id}`, { token: w.author.token, body: byHand() })).status,
    ).toBe(409);
    const decided = await paperOf(w.author.id, { status: 35 });
    expect(
      (await call(t.app, "POST", `/paper/author-assign/${decided.id}`, { token: w.author.token, body: byHand() }))
        .status,
    ).toBe(409);
    const open = await paperOf(w.author.id);
    expect(
      (await call(t.app, "POST", `/paper/author-assign/${open.id}`, { token: w.chair.token, body: byHand() })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", `/paper/author-assign/${open.id}`, { token: w.stranger.token, body: byHand() }))
        .status,
    ).toBe(404);
  });
});

describe("DELETE /paper/author/{authorId}", () => {
  async function paperWithCoauthor() {
    const paper = await paperOf(w.author.id);
    const added = await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: byHand(),
    });
    const first = await t.ctx.db
      .selectFrom("paper_authors")
      .select("id")
      .where("paper_id", "=", paper.id)
      .where("user_id", "=", w.author.id)
      .executeTakeFirstOrThrow();
    return { paper, coauthorId: added.body.result.id as number, firstId: first.id };
  }

  it("removes a co-author and records it, but never the last author", async () => {
    const { paper, coauthorId, firstId } = await paperWithCoauthor();
    const res = await call(t.app, "DELETE", `/paper/author/${coauthorId}`, { token: w.author.token });
    expect(res.status).toBe(200);
    expect(await t.ctx.db.selectFrom("paper_authors").select("id").where("paper_id", "=", paper.id).execute()).toEqual([
      { id: firstId },
    ]);
    expect((await auditActions(t, paper.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["paper.author.add", "paper.author.delete"]),
    );
    const last = await call(t.app, "DELETE", `/paper/author/${firstId}`, { token: w.author.token });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/at least one author/);
  });

  it("leaves one author when the last two are removed at the same moment", async () => {
    const { paper, coauthorId, firstId } = await paperWithCoauthor();
    const results = await Promise.all([
      call(t.app, "DELETE", `/paper/author/${coauthorId}`, { token: w.author.token }),
      call(t.app, "DELETE", `/paper/author/${firstId}`, { token: w.author.token }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      await t.ctx.db.selectFrom("paper_authors").select("id").where("paper_id", "=", paper.id).execute(),
    ).toHaveLength(1);
  });

  it("is refused to non-authors, after the deadline, and for unknown ids", async () => {
    const { coauthorId } = await paperWithCoauthor();
    expect((await call(t.app, "DELETE", `/paper/author/${coauthorId}`, { token: w.chair.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/paper/author/${coauthorId}`, { token: w.stranger.token })).status).toBe(404);
    expect((await call(t.app, "DELETE", `/paper/author/999999`, { token: w.author.token })).status).toBe(404);
    expect((await call(t.app, "DELETE", `/paper/author/abc`, { token: w.author.token })).status).toBe(422);

    const own = await ownConference();
    const added = await call(t.app, "POST", `/paper/author-assign/${own.paper.id}`, {
      token: w.author.token,
      body: byHand(),
    });
    await setConference(t, own.confId, { last_submission_date: utcLocal(-60_000) });
    expect(
      (await call(t.app, "DELETE", `/paper/author/${added.body.result.id}`, { token: w.author.token })).status,
    ).toBe(409);
  });

  it("lets a newly registered co-author see the paper only after they are added and confirm", async () => {
    const late = await createUser(t.app, t.ctx);
    const paper = await paperOf(w.author.id);
    expect((await call(t.app, "GET", `/paper/${paper.id}`, { token: late.token })).status).toBe(404);
    await call(t.app, "POST", `/paper/author-assign/${paper.id}`, {
      token: w.author.token,
      body: listedBy(late.email),
    });
    expect((await call(t.app, "GET", `/paper/${paper.id}`, { token: late.token })).status).toBe(404);
    expect((await call(t.app, "POST", `/paper/co-author-confirm/${paper.id}`, { token: late.token })).status).toBe(200);
    expect((await call(t.app, "GET", `/paper/${paper.id}`, { token: late.token })).status).toBe(200);
  });
});
