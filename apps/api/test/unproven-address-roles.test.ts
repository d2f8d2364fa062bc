// Someone registers another person's address (expert@victim.org) and never proves it. Every path
// that gives a role or an access to an account, by id or by email, holds it until the address is
// proven: the account gets nothing, the chair sees it "awaiting email verification", and opening
// the mailed link attaches it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { uniqueEmail, type TestUser } from "./support/factories.js";
import { insertPaper } from "./support/fixtures.js";
import { verifyFromMail } from "./support/mailLinks.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";
import { loadConferenceAccess } from "../src/access/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = "a long enough password";

/** The attacker's account: registered with the expert's address, never verified, signed in. */
async function registerUnproven(first_name = "Eve"): Promise<TestUser> {
  const email = uniqueEmail("expert");
  const reg = await call(t.app, "POST", "/register", {
    body: {
      first_name,
      last_name: "Claimant",
      email,
      country: "Portugal",
      affiliation: "Victim Org",
      password: PASSWORD,
    },
  });
  expect(reg.status).toBe(200);
  const login = await call(t.app, "POST", "/login", { body: { email, password: PASSWORD } });
  expect(login.body.result.user.email_verified).toBe(false);
  return {
    id: reg.body.result.id,
    email,
    password: PASSWORD,
    token: login.body.result.access_token,
    first_name,
    last_name: "Claimant",
  };
}

/** The owner of the mailbox opens the link; the sessions are signed in again (verification keeps them). */
async function verify(user: TestUser): Promise<void> {
  expect((await verifyFromMail(t.app, t.ctx, user.email)).status).toBe(200);
}

const get = (who: TestUser, url: string) => call(t.app, "GET", url, { token: who.token });
const post = (who: TestUser, url: string, body: unknown = {}) => call(t.app, "POST", url, { token: who.token, body });
const access = (user: TestUser, confId: number) =>
  loadConferenceAccess(t.ctx.db, { id: user.id, role: "USER" }, confId);

describe("GET /search-users marks accounts whose address is unproven", () => {
  it("answers email_verified false for them and true for verified accounts", async () => {
    const w = await buildReviewWorld(t);
    const eve = await registerUnproven("Zqeve");
    const hits = (
      await call(t.app, "GET", "/search-users", {
        token: w.chair.token,
        query: { param_search: eve.email.slice(0, 12) },
      })
    ).body.result;
    expect(hits).toEqual([
      { id: eve.id, first_name: "Zqeve", last_name: "Claimant", email: eve.email, email_verified: false },
    ]);
    await verify(eve);
    const after = (
      await call(t.app, "GET", "/search-users", {
        token: w.chair.token,
        query: { param_search: eve.email.slice(0, 12) },
      })
    ).body.result;
    expect(after[0].email_verified).toBe(true);
  });
});

describe("a chair picking an unproven account", () => {
  let w: ReviewWorld;
  beforeAll(async () => {
    w = await buildReviewWorld(t);
  });

  it("as organising-committee member (org_com_user_id): held, shown awaiting verification, no management; attached once verified", async () => {
    const eve = await registerUnproven();
    const added = await post(w.chair, `/cfp/${w.confId}`, {
      org_com_user_id: eve.id,
      sequence: 1,
      organizing_committee_type: 1,
    });
    expect(added.status).toBe(200);
    expect(added.body.result.awaiting_email_verification).toBe(true);
    expect(added.body.message).toMatch(/awaiting email verification/);
    const entry = async () =>
      (await get(w.chair, `/cfp/${w.confId}`)).body.result.cfp_data.find(
        (m: { id: number }) => m.id === added.body.result.id,
      );
    expect(await entry()).toMatchObject({ email: eve.email, user_id: null, awaiting_email_verification: true });
    expect((await access(eve, w.confId)).isOcMember).toBe(false);
    // an organiser adds tracks; the held one may not
    expect(
      (await post(eve, "/track/", { conf_id: w.confId, track_name: "Held Track", track_short_name: "Held" })).status,
    ).not.toBe(200);
    expect(
      (await call(t.app, "GET", "/search-users", { token: eve.token, query: { param_search: "te" } })).status,
    ).toBe(403);

    await verify(eve);
    expect(await entry()).toMatchObject({ user_id: eve.id, awaiting_email_verification: false });
    expect((await access(eve, w.confId)).isOcMember).toBe(true);
    expect(
      (await post(eve, "/track/", { conf_id: w.confId, track_name: "Proven Track", track_short_name: "Proven" }))
        .status,
    ).toBe(200);
  });

  it("as TPC member (reviewer_id): held with status 3, no reviewer standing, no bidding list; a member once verified", async () => {
    const eve = await registerUnproven();
    const added = await post(w.chair, `/track/reviewer/${w.trackId}`, { reviewer_id: eve.id });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({ reviewer_id: eve.id, status: 3 });
    expect(added.body.message).toMatch(/awaiting email verification/);
    const listed = async () => {
      const members = (await get(w.chair, `/track/${w.trackId}`)).body.result.track_reviewer_data as {
        reviewer_id: number;
        status: number;
      }[];
      return members.find((r) => r.reviewer_id === eve.id)!;
    };
    expect((await listed()).status).toBe(3);
    expect((await access(eve, w.confId)).permissions).toEqual([]);
    expect((await get(eve, `/paper/bidding/${w.confId}`)).status).not.toBe(200);
    expect((await post(w.chair, `/paper/reviewer-assign/${w.paper.id}`, { reviewer_id: eve.id })).status).toBe(409);

    await verify(eve);
    expect((await listed()).status).toBe(1);
    expect((await access(eve, w.confId)).permissions).toEqual(["REVIEWER"]);
  });

  it("as TPC member confirming a pending invitation: still held until the account verifies", async () => {
    const eve = await registerUnproven();
    const lines = JSON.stringify([`Eve, Claimant, ${eve.email}, Portugal, Victim Org`]);
    const invited = await post(w.chair, `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`, {
      total_data: lines,
    });
    expect(invited.body.result.counts.invited).toBe(1);
    const added = await post(w.chair, `/track/reviewer/${w.trackId}`, { reviewer_id: eve.id });
    expect(added.status).toBe(200);
    expect(added.body.result.status).toBe(3);
    expect((await access(eve, w.confId)).permissions).toEqual([]);
    await verify(eve);
    expect((await access(eve, w.confId)).permissions).toEqual(["REVIEWER"]);
  });

  it("as track chair (chair-assign): held and shown awaiting verification, no TRACKCHAIR, no papers, no picker; a chair once verified", async () => {
    const eve = await registerUnproven();
    const added = await post(w.chair, `/track/chair-assign/${w.trackId}`, { chair_id: eve.id });
    expect(added.status).toBe(200);
    expect(added.body.result.awaiting_email_verification).toBe(true);
    expect(added.body.message).toMatch(/awaiting email verification/);
    const listed = async (who: TestUser) => {
      const chairs = (await get(who, `/track/${w.trackId}`)).body.result.track_chair_data as { user_id: number }[];
      return chairs.find((c) => c.user_id === eve.id);
    };
    expect(await listed(w.chair)).toMatchObject({ id: added.body.result.id, awaiting_email_verification: true });
    // a held chair is no chair: others who read the track do not see them as one
    expect(await listed(w.reviewer1)).toBeUndefined();
    expect((await access(eve, w.confId)).permissions).toEqual([]);
    expect((await get(eve, `/paper/${w.paper.id}`)).status).toBe(404);
    expect(
      (await call(t.app, "GET", "/search-users", { token: eve.token, query: { param_search: "te" } })).status,
    ).toBe(403);

    await verify(eve);
    expect(await listed(w.chair)).toMatchObject({ awaiting_email_verification: false });
    expect(await listed(w.reviewer1)).toMatchObject({ user_id: eve.id });
    expect((await access(eve, w.confId)).permissions).toEqual(["TRACKCHAIR"]);
    expect((await get(eve, `/paper/${w.paper.id}`)).status).toBe(200);
  });
});

describe("a reviewer naming an unproven account as subreviewer", () => {
  it("holds the request: the account cannot open or download the paper until it verifies; the asker sees it awaiting verification", async () => {
    const w = await buildReviewWorld(t, { use_subviewers: 1 });
    const eve = await registerUnproven();
    const asked = await post(w.reviewer1, `/paper/subreviewer/${w.paper.id}`, {
      email: eve.email,
      name: "Real Expert",
    });
    expect(asked.status).toBe(200);
    expect(asked.body.result).toMatchObject({ subreviewer_id: eve.id, status: "awaiting_email" });
    const id = asked.body.result.id as number;

    expect((await get(eve, `/paper/subreview-file/${id}`)).status).toBe(404);
    expect((await get(eve, `/paper/subreview/${id}`)).status).toBe(404);
    expect((await get(eve, "/paper/my-subreviews")).body.result).toEqual([]);
    const asker = (await get(w.reviewer1, `/paper/subreviews/${w.paper.id}`)).body.result;
    expect(asker).toEqual([
      expect.objectContaining({ id, status: "awaiting_email", subreviewer: expect.objectContaining({ id: eve.id }) }),
    ]);

    await verify(eve);
    const file = await get(eve, `/paper/subreview-file/${id}`);
    expect(file.status).toBe(200);
    expect((await get(eve, `/paper/subreview/${id}`)).body.result).toMatchObject({
      status: "requested",
      can_write: true,
    });
  });
});

describe("a co-author picked by id whose account is unproven", () => {
  it("stays unlinked (no co-author request to confirm) until the owner verifies", async () => {
    const w = await buildReviewWorld(t, { disable_multiple_authors: 0 });
    const eve = await registerUnproven();
    // the organiser picks users; they list the account on a paper of their own
    const paper = await insertPaper(t.ctx, { confId: w.confId, trackId: w.trackId, authorId: w.oc.id });
    const added = await post(w.oc, `/paper/author-assign/${paper.id}`, { author_id: eve.id });
    expect(added.status).toBe(200);
    const row = await t.ctx.db
      .selectFrom("paper_authors")
      .select(["user_id", "email"])
      .where("id", "=", added.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: null, email: eve.email });
    expect((await get(eve, "/paper/co-author-invitations")).body.result).toEqual([]);
    expect((await post(eve, `/paper/co-author-confirm/${paper.id}`)).status).toBe(404);

    await verify(eve);
    expect((await get(eve, "/paper/co-author-invitations")).body.result).toEqual([
      expect.objectContaining({ paper_id: paper.id }),
    ]);
  });
});
