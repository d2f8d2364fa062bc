// being listed as a co-author grants nothing until the listed person confirms from their
// own screen; a chair someone listed is a detected conflict the other chairs see and may waive.
import { describe, expect, it } from "vitest";
import type { CoAuthorInvitation } from "@symposia/domain";
import { call } from "./support/testApp.js";
import { createUser, type TestUser, listedBy } from "./support/factories.js";
import { insertPaper } from "./support/fixtures.js";
import { buildWorld } from "./papers.world.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

/** A co-author typed by hand with the address of an existing (verified) account: linked at once, awaiting confirmation. */

const t = useTestApp();
const w = useWorld(t, buildWorld);

const newPaper = () => insertPaper(t.ctx, { confId: w.confId, trackId: w.trackA, authorId: w.author.id });
const get = (user: TestUser, url: string, query?: Record<string, string | number | boolean>) =>
  call(t.app, "GET", url, { token: user.token, query });
const post = (user: TestUser, url: string, body: unknown = {}) => call(t.app, "POST", url, { token: user.token, body });
const invitations = async (user: TestUser) =>
  (await get(user, "/paper/co-author-invitations")).body.result as CoAuthorInvitation[];
const myPaperIds = async (user: TestUser) =>
  ((await get(user, `/paper/all/${w.confId}/0`, { created_by: true })).body.result.data as { id: number }[]).map(
    (p) => p.id,
  );

describe("co-author confirmation", () => {
  it("lists a user added by their address, who gains author rights only once they confirm", async () => {
    const invitee = await createUser(t.app, t.ctx, { first_name: "Ivy", last_name: "Invitee" });
    const paper = await newPaper();
    const added = await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(invitee.email));
    expect(added.status).toBe(200);
    expect(added.body.result.confirmed).toBe(false);

    // the submitter's list shows the row awaiting confirmation
    const asAuthor = await get(w.author, `/paper/${paper.id}`);
    const row = (asAuthor.body.result.paper_author_data as { user_id: number | null; confirmed: boolean }[]).find(
      (a) => a.user_id === invitee.id,
    );
    expect(row?.confirmed).toBe(false);

    // the invitee sees the request, and nothing else of the paper
    const pending = await invitations(invitee);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      paper_id: paper.id,
      paper_sequence: paper.paper_sequence,
      submitter_first_name: w.author.first_name,
      conf_id: w.confId,
    });
    expect((await get(invitee, `/paper/${paper.id}`)).status).toBe(404);
    expect(await myPaperIds(invitee)).not.toContain(paper.id);
    expect((await post(invitee, `/paper/status-action/${paper.id}`, { status: 25, reason: "Not mine." })).status).toBe(
      404,
    );

    expect((await post(invitee, `/paper/co-author-confirm/${paper.id}`)).status).toBe(200);
    expect(await invitations(invitee)).toEqual([]);
    expect(await myPaperIds(invitee)).toContain(paper.id);
    const mine = await get(invitee, `/paper/${paper.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.result.actions).toMatchObject({ edit: true, authors: true, withdraw: true });
    expect(
      (mine.body.result.paper_author_data as { user_id: number | null; confirmed: boolean }[]).find(
        (a) => a.user_id === invitee.id,
      )?.confirmed,
    ).toBe(true);
    // a second confirmation has nothing left to confirm
    expect((await post(invitee, `/paper/co-author-confirm/${paper.id}`)).status).toBe(404);
  });

  it("keeps the submitter an author without any confirmation", async () => {
    const paper = await newPaper();
    const own = await get(w.author, `/paper/${paper.id}`);
    expect(own.body.result.actions.edit).toBe(true);
    expect(await invitations(w.author)).toEqual([]);
  });

  it("asks a hand-typed email of a proven account to confirm too", async () => {
    const invitee = await createUser(t.app, t.ctx);
    const paper = await newPaper();
    const added = await post(w.author, `/paper/author-assign/${paper.id}`, {
      first_name: "Typed",
      last_name: "Person",
      email: invitee.email,
      country: "France",
      affiliation: "Somewhere",
    });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ user_id: invitee.id, confirmed: false });
    expect((await invitations(invitee)).map((i) => i.paper_id)).toEqual([paper.id]);
    expect((await get(invitee, `/paper/${paper.id}`)).status).toBe(404);
  });

  it("takes a declining user off the paper, and refuses strangers and unknown papers alike", async () => {
    const invitee = await createUser(t.app, t.ctx);
    const paper = await newPaper();
    expect((await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(invitee.email))).status).toBe(200);
    expect((await post(w.stranger, `/paper/co-author-confirm/${paper.id}`)).status).toBe(404);
    expect((await post(w.stranger, `/paper/co-author-decline/${paper.id}`)).status).toBe(404);
    expect((await post(invitee, `/paper/co-author-confirm/999999`)).status).toBe(404);
    expect((await post(invitee, `/paper/co-author-confirm/abc`)).status).toBe(422);

    const declined = await post(invitee, `/paper/co-author-decline/${paper.id}`);
    expect(declined.status).toBe(200);
    expect(await invitations(invitee)).toEqual([]);
    const authors = (await get(w.author, `/paper/${paper.id}`)).body.result.paper_author_data as {
      user_id: number | null;
    }[];
    expect(authors.map((a) => a.user_id)).toEqual([w.author.id]);
    expect((await post(invitee, `/paper/co-author-confirm/${paper.id}`)).status).toBe(404);
  });

  it("requires a session", async () => {
    expect((await call(t.app, "GET", "/paper/co-author-invitations")).status).toBe(401);
  });
});

describe("the chairs' conflict list", () => {
  it("leaves out the paper's own authors, and lists a PC member listed as an author with the reason", async () => {
    const paper = await newPaper();
    expect(
      (await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(w.coauthor.email, w.coauthor))).status,
    ).toBe(200);
    expect((await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(w.tpc.email, w.tpc))).status).toBe(200);
    const list = await get(w.chair, `/paper/conflicts/${paper.id}`);
    expect(list.status).toBe(200);
    const ids = (list.body.result as { user_id: number }[]).map((e) => e.user_id);
    expect(ids).not.toContain(w.author.id);
    expect(ids).not.toContain(w.coauthor.id);
    const pc = (list.body.result as { user_id: number; source: string; reason: string }[]).find(
      (e) => e.user_id === w.tpc.id,
    );
    expect(pc).toMatchObject({ source: "detected", reason: "Author of the paper." });
  });
});

describe("a chair listed as a co-author", () => {
  it("is a detected conflict the other chairs see and may waive, after which the listed chair manages the paper", async () => {
    const paper = await newPaper();
    expect((await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(w.oc.email))).status).toBe(200);

    // listed, not confirmed: no author rights, and conflicted, so not managing it either
    const before = await get(w.oc, `/paper/${paper.id}`);
    expect(before.status).toBe(200);
    expect(before.body.result.actions).toMatchObject({
      edit: false,
      withdraw: false,
      block: false,
      mail_authors: false,
    });
    expect((await post(w.oc, `/paper/status-action/${paper.id}`, { status: 30, reason: "Out of scope." })).status).toBe(
      403,
    );

    // the conference's chair sees why
    const list = await get(w.chair, `/paper/conflicts/${paper.id}`);
    expect(list.status).toBe(200);
    const entry = (list.body.result as { user_id: number; source: string; reason: string; waived: boolean }[]).find(
      (e) => e.user_id === w.oc.id,
    );
    expect(entry).toMatchObject({ source: "detected", reason: "Author of the paper.", waived: false });

    // the paper's other authors hold no role in the conference: they are not conflicts of the paper with itself
    expect((list.body.result as { user_id: number }[]).some((e) => e.user_id === w.author.id)).toBe(false);

    // and waives it: the listing no longer locks the organiser out
    expect(
      (
        await post(w.chair, `/paper/conflict-waive/${paper.id}`, {
          user_id: w.oc.id,
          reason: "Listed without consent.",
        })
      ).status,
    ).toBe(200);
    const after = await get(w.oc, `/paper/${paper.id}`);
    expect(after.body.result.actions).toMatchObject({ edit: false, block: true, mail_authors: true });
    expect((await post(w.oc, `/paper/status-action/${paper.id}`, { status: 30, reason: "Out of scope." })).status).toBe(
      200,
    );
  });

  it("stops managing the paper once they confirm they wrote it", async () => {
    const paper = await newPaper();
    expect((await post(w.author, `/paper/author-assign/${paper.id}`, listedBy(w.trackChairA.email))).status).toBe(200);
    expect(
      (await post(w.chair, `/paper/conflict-waive/${paper.id}`, { user_id: w.trackChairA.id, reason: "Checked." }))
        .status,
    ).toBe(200);
    expect((await post(w.trackChairA, `/paper/co-author-confirm/${paper.id}`)).status).toBe(200);
    const mine = await get(w.trackChairA, `/paper/${paper.id}`);
    expect(mine.body.result.actions).toMatchObject({ edit: true, block: false });
    expect((await get(w.trackChairA, `/paper/conflicts/${paper.id}`)).body.result).toEqual([]);
  });
});
