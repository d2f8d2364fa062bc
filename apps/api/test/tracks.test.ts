import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertOcMember,
  insertPaper,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";
import { loadConferenceAccess } from "../src/access/index.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface World {
  confId: number;
  trackId: number;
  admin: TestUser;
  superchair: TestUser;
  oc: TestUser;
  trackChair: TestUser;
  reviewer: TestUser;
  invitee: TestUser;
  author: TestUser;
  stranger: TestUser;
}

/** One conference (Approved unless told otherwise) with a person in every role around one track. */
async function world(conferenceStatus = 1): Promise<World> {
  const [admin, superchair, oc, trackChair, reviewer, invitee, author, stranger] = await Promise.all([
    createAdmin(t.app, t.ctx),
    createUser(t.app, t.ctx, { first_name: "Sue", last_name: "Perchair" }),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx, { first_name: "Tracy", last_name: "Chair" }),
    createUser(t.app, t.ctx, { first_name: "Rev", last_name: "Iewer" }),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
    createUser(t.app, t.ctx),
  ]);
  const { id: confId } = await insertConference(t.ctx, superchair.id, { conference_status: conferenceStatus });
  const trackId = await insertTrack(t.ctx, confId, "Software Testing");
  await insertOcMember(t.ctx, confId, { userId: oc.id, email: oc.email });
  await insertTrackChair(t.ctx, trackId, trackChair.id);
  await insertTpcMember(t.ctx, trackId, reviewer.id, 1);
  await insertTpcMember(t.ctx, trackId, invitee.id, 0);
  await insertPaper(t.ctx, { confId, trackId, authorId: author.id });
  return { confId, trackId, admin, superchair, oc, trackChair, reviewer, invitee, author, stranger };
}

const newTrack = (confId: number, name = `Track ${Math.random().toString(36).slice(2, 8)}`) => ({
  conf_id: confId,
  track_name: name,
  track_short_name: "ST",
  track_description: "Everything about testing.",
});

async function auditActions(confId: number): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom("audit_log")
    .select("action")
    .where("conf_id", "=", confId)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.action);
}

describe("GET /track/all/{confId} and GET /track/{trackId}", () => {
  it("lists tracks with chairs and TPC members (with invitation status) for the organisers", async () => {
    const w = await world();
    for (const who of [w.superchair, w.admin, w.oc, w.trackChair]) {
      const res = await call(t.app, "GET", `/track/all/${w.confId}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.result).toHaveLength(1);
      const track = res.body.result[0];
      expect(track).toMatchObject({
        id: w.trackId,
        conf_id: w.confId,
        track_name: "Software Testing",
        track_short_name: "Software",
        track_description: "About Software Testing",
      });
      expect(track.track_chair_data).toEqual([
        {
          id: expect.any(Number),
          track_id: w.trackId,
          user_id: w.trackChair.id,
          first_name: "Tracy",
          last_name: "Chair",
          email: w.trackChair.email,
          awaiting_email_verification: false,
        },
      ]);
      const reviewers = [...track.track_reviewer_data].sort((a: any, b: any) => b.status - a.status);
      expect(reviewers).toEqual([
        {
          id: expect.any(Number),
          track_id: w.trackId,
          reviewer_id: w.reviewer.id,
          reviewer_first_name: "Rev",
          reviewer_last_name: "Iewer",
          reviewer_email: w.reviewer.email,
          status: 1,
        },
        {
          id: expect.any(Number),
          track_id: w.trackId,
          reviewer_id: w.invitee.id,
          reviewer_first_name: "Test",
          reviewer_last_name: "User",
          reviewer_email: w.invitee.email,
          status: 0,
        },
      ]);
    }
  });

  it("answers the single track as an object", async () => {
    const w = await world();
    const res = await call(t.app, "GET", `/track/${w.trackId}`, { token: w.superchair.token });
    expect(res.status).toBe(200);
    expect(res.body.result.id).toBe(w.trackId);
    expect(res.body.result.track_chair_data[0].user_id).toBe(w.trackChair.id);
    expect(res.body.result.track_reviewer_data).toHaveLength(2);
    expect((await call(t.app, "GET", "/track/999999", { token: w.superchair.token })).status).toBe(404);
  });

  it("shows reviewers, authors and other users the tracks but not the TPC membership", async () => {
    const w = await world();
    for (const who of [w.reviewer, w.author, w.stranger]) {
      const res = await call(t.app, "GET", `/track/all/${w.confId}`, { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.result[0].track_name).toBe("Software Testing");
      expect(res.body.result[0].track_reviewer_data).toEqual([]);
      expect(
        (await call(t.app, "GET", `/track/${w.trackId}`, { token: who.token })).body.result.track_reviewer_data,
      ).toEqual([]);
    }
  });

  it("hides a conference that is not Approved from strangers (404) but not from the people involved", async () => {
    const w = await world(0);
    expect((await call(t.app, "GET", `/track/all/${w.confId}`, { token: w.stranger.token })).status).toBe(404);
    expect((await call(t.app, "GET", `/track/${w.trackId}`, { token: w.stranger.token })).status).toBe(404);
    for (const who of [w.admin, w.superchair, w.oc, w.trackChair, w.reviewer, w.invitee, w.author]) {
      const res = await call(t.app, "GET", `/track/all/${w.confId}`, { token: who.token });
      expect(res.status, `involved user ${who.email}`).toBe(200);
      expect(res.body.result).toHaveLength(1);
    }
  });

  it("needs a token and a known conference", async () => {
    const w = await world();
    expect((await call(t.app, "GET", `/track/all/${w.confId}`)).status).toBe(401);
    expect((await call(t.app, "GET", "/track/all/999999", { token: w.admin.token })).status).toBe(404);
    expect((await call(t.app, "GET", "/track/all/abc", { token: w.admin.token })).status).toBe(422);
  });
});

describe("POST /track/ (create)", () => {
  it("lets the SUPERCHAIR, an ADMIN and an OC member add tracks, and records an audit entry", async () => {
    const w = await world();
    for (const who of [w.superchair, w.admin, w.oc]) {
      const res = await call(t.app, "POST", "/track/", { token: who.token, body: newTrack(w.confId) });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("The track has been added.");
      expect(res.body.result.id).toEqual(expect.any(Number));
    }
    const list = await call(t.app, "GET", `/track/all/${w.confId}`, { token: w.superchair.token });
    expect(list.body.result).toHaveLength(4);
    expect((await auditActions(w.confId)).filter((a) => a === "track.create")).toHaveLength(3);
  });

  it("refuses track chairs, reviewers, authors and other users (403) and callers without a token (401)", async () => {
    const w = await world();
    for (const who of [w.trackChair, w.reviewer, w.author, w.stranger]) {
      const res = await call(t.app, "POST", "/track/", { token: who.token, body: newTrack(w.confId) });
      expect(res.status).toBe(403);
      expect(res.body.success).toBe(false);
    }
    expect((await call(t.app, "POST", "/track/", { body: newTrack(w.confId) })).status).toBe(401);
    const list = await call(t.app, "GET", `/track/all/${w.confId}`, { token: w.superchair.token });
    expect(list.body.result).toHaveLength(1);
  });

  it("requires track_name and refuses a duplicate name in the same conference, whatever its case", async () => {
    const w = await world();
    const missing = await call(t.app, "POST", "/track/", {
      token: w.superchair.token,
      body: { conf_id: w.confId, track_name: "   " },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.result.track_name).toEqual(["Track name is required."]);
    const dup = await call(t.app, "POST", "/track/", {
      token: w.superchair.token,
      body: newTrack(w.confId, "software TESTING"),
    });
    expect(dup.status).toBe(422);
    expect(dup.body.result.track_name[0]).toBe('A track named "software TESTING" already exists in this conference.');
    // The same name is fine in another conference.
    const other = await insertConference(t.ctx, w.superchair.id);
    expect(
      (
        await call(t.app, "POST", "/track/", {
          token: w.superchair.token,
          body: newTrack(other.id, "Software Testing"),
        })
      ).status,
    ).toBe(200);
  });

  it("answers 404 for an unknown conference and 409 while the conference is not Approved (ADMIN excepted)", async () => {
    const w = await world(0);
    expect((await call(t.app, "POST", "/track/", { token: w.admin.token, body: newTrack(999999) })).status).toBe(404);
    const pending = await call(t.app, "POST", "/track/", { token: w.superchair.token, body: newTrack(w.confId) });
    expect(pending.status).toBe(409);
    expect((await call(t.app, "POST", "/track/", { token: w.admin.token, body: newTrack(w.confId) })).status).toBe(200);
    // A stranger is not told that the pending conference exists.
    expect((await call(t.app, "POST", "/track/", { token: w.stranger.token, body: newTrack(w.confId) })).status).toBe(
      404,
    );
  });
});

describe("POST /track/update/{confId}", () => {
  it("updates the track named in the body and keeps its own name free to change case", async () => {
    const w = await world();
    const res = await call(t.app, "POST", `/track/update/${w.confId}`, {
      token: w.oc.token,
      body: {
        track_id: w.trackId,
        track_name: "SOFTWARE testing",
        track_short_name: "SWT",
        track_description: "New words",
      },
    });
    expect(res.status).toBe(200);
    const track = (await call(t.app, "GET", `/track/${w.trackId}`, { token: w.superchair.token })).body.result;
    expect(track).toMatchObject({
      track_name: "SOFTWARE testing",
      track_short_name: "SWT",
      track_description: "New words",
    });
    expect(await auditActions(w.confId)).toContain("track.update");
  });

  it("refuses a name another track of the conference has", async () => {
    const w = await world();
    await insertTrack(t.ctx, w.confId, "Formal Methods");
    const res = await call(t.app, "POST", `/track/update/${w.confId}`, {
      token: w.superchair.token,
      body: { track_id: w.trackId, track_name: "formal methods" },
    });
    expect(res.status).toBe(422);
    expect(res.body.result.track_name[0]).toMatch(/already exists/);
  });

  it("answers 404 for a track of another conference and leaves it unchanged", async () => {
    const w = await world();
    const other = await insertConference(t.ctx, w.superchair.id);
    const foreignTrack = await insertTrack(t.ctx, other.id, "Foreign");
    const res = await call(t.app, "POST", `/track/update/${w.confId}`, {
      token: w.superchair.token,
      body: { track_id: foreignTrack, track_name: "Hijacked" },
    });
    expect(res.status).toBe(404);
    const row = await t.ctx.db
      .selectFrom("tracks")
      .select("track_name")
      .where("id", "=", foreignTrack)
      .executeTakeFirstOrThrow();
    expect(row.track_name).toBe("Foreign");
  });

  it("refuses a track chair (403) even on their own track", async () => {
    const w = await world();
    const res = await call(t.app, "POST", `/track/update/${w.confId}`, {
      token: w.trackChair.token,
      body: { track_id: w.trackId, track_name: "Mine now" },
    });
    expect(res.status).toBe(403);
  });
});

describe("DELETE /track/{trackId}", () => {
  it("refuses to delete a track that holds papers (409) and keeps it", async () => {
    const w = await world();
    const res = await call(t.app, "DELETE", `/track/${w.trackId}`, { token: w.superchair.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This track has papers and cannot be deleted.");
    expect((await call(t.app, "GET", `/track/${w.trackId}`, { token: w.superchair.token })).status).toBe(200);
  });

  it("deletes an empty track with its chairs and TPC rows, which takes TRACKCHAIR and REVIEWER away", async () => {
    const w = await world();
    const empty = await insertTrack(t.ctx, w.confId, "Empty");
    const chair = await createUser(t.app, t.ctx);
    await insertTrackChair(t.ctx, empty, chair.id);
    await insertTpcMember(t.ctx, empty, chair.id, 1);
    expect((await loadConferenceAccess(t.ctx.db, { id: chair.id, role: "USER" }, w.confId)).permissions).toEqual([
      "TRACKCHAIR",
      "REVIEWER",
    ]);
    const res = await call(t.app, "DELETE", `/track/${empty}`, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The track has been deleted.");
    expect((await call(t.app, "GET", `/track/${empty}`, { token: w.admin.token })).status).toBe(404);
    expect((await loadConferenceAccess(t.ctx.db, { id: chair.id, role: "USER" }, w.confId)).permissions).toEqual([]);
    expect(await auditActions(w.confId)).toContain("track.delete");
    expect((await call(t.app, "DELETE", `/track/${empty}`, { token: w.admin.token })).status).toBe(404);
  });

  it("refuses the track's own chair and the SUPERCHAIR of another conference", async () => {
    const w = await world();
    const empty = await insertTrack(t.ctx, w.confId, "Empty");
    await insertTrackChair(t.ctx, empty, w.trackChair.id);
    const otherChair = await createUser(t.app, t.ctx);
    await insertConference(t.ctx, otherChair.id);
    expect((await call(t.app, "DELETE", `/track/${empty}`, { token: w.trackChair.token })).status).toBe(403);
    expect((await call(t.app, "DELETE", `/track/${empty}`, { token: otherChair.token })).status).toBe(403);
    expect((await call(t.app, "GET", `/track/${empty}`, { token: w.superchair.token })).status).toBe(200);
  });
});

describe("Track chairs", () => {
  it("assigns an active user, who gains TRACKCHAIR, and refuses the same chair twice (409)", async () => {
    const w = await world();
    const newcomer = await createUser(t.app, t.ctx, { first_name: "Nia", last_name: "Newcomer" });
    expect((await loadConferenceAccess(t.ctx.db, { id: newcomer.id, role: "USER" }, w.confId)).permissions).toEqual([]);
    const res = await call(t.app, "POST", `/track/chair-assign/${w.trackId}`, {
      token: w.superchair.token,
      body: { chair_id: newcomer.id },
    });
    expect(res.status).toBe(200);
    expect((await loadConferenceAccess(t.ctx.db, { id: newcomer.id, role: "USER" }, w.confId)).permissions).toEqual([
      "TRACKCHAIR",
    ]);
    const chairs = (await call(t.app, "GET", `/track/${w.trackId}`, { token: w.superchair.token })).body.result
      .track_chair_data;
    expect(chairs.map((c: any) => c.email)).toEqual([w.trackChair.email, newcomer.email]);
    const newChair = {
      first_name: "Nia",
      last_name: "Newcomer",
      email: newcomer.email,
      awaiting_email_verification: false,
    };
    expect(chairs[1]).toEqual({ id: res.body.result.id, track_id: w.trackId, user_id: newcomer.id, ...newChair });

    const twice = await call(t.app, "POST", `/track/chair-assign/${w.trackId}`, {
      token: w.oc.token,
      body: { chair_id: newcomer.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("This user is already a chair of this track.");
    expect(await auditActions(w.confId)).toContain("track.chair_assign");
  });

  it("refuses an inactive or unknown user as chair (422) and a missing chair_id", async () => {
    const w = await world();
    const inactive = await createUser(t.app, t.ctx, { status: 0 });
    for (const chair_id of [inactive.id, 999999]) {
      const res = await call(t.app, "POST", `/track/chair-assign/${w.trackId}`, {
        token: w.superchair.token,
        body: { chair_id },
      });
      expect(res.status).toBe(422);
      expect(res.body.result.chair_id).toEqual(["Choose an active user as the chair."]);
    }
    expect(
      (await call(t.app, "POST", `/track/chair-assign/${w.trackId}`, { token: w.superchair.token, body: {} })).status,
    ).toBe(422);
    expect(
      (
        await call(t.app, "POST", "/track/chair-assign/999999", {
          token: w.superchair.token,
          body: { chair_id: w.stranger.id },
        })
      ).status,
    ).toBe(404);
  });

  it("lets only track managers assign and remove chairs", async () => {
    const w = await world();
    for (const who of [w.trackChair, w.reviewer, w.stranger]) {
      expect(
        (
          await call(t.app, "POST", `/track/chair-assign/${w.trackId}`, {
            token: who.token,
            body: { chair_id: who.id },
          })
        ).status,
      ).toBe(403);
    }
    const record = await t.ctx.db
      .selectFrom("track_chairs")
      .select("id")
      .where("track_id", "=", w.trackId)
      .executeTakeFirstOrThrow();
    expect((await call(t.app, "DELETE", `/track/chair/${record.id}`, { token: w.trackChair.token })).status).toBe(403);
    // The SUPERCHAIR of another conference cannot remove it either.
    const otherChair = await createUser(t.app, t.ctx);
    await insertConference(t.ctx, otherChair.id);
    expect((await call(t.app, "DELETE", `/track/chair/${record.id}`, { token: otherChair.token })).status).toBe(403);
  });

  it("removes a chair by the chair record's id, which takes TRACKCHAIR away", async () => {
    const w = await world();
    const record = await t.ctx.db
      .selectFrom("track_chairs")
      .select("id")
      .where("track_id", "=", w.trackId)
      .executeTakeFirstOrThrow();
    const res = await call(t.app, "DELETE", `/track/chair/${record.id}`, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(
      (await call(t.app, "GET", `/track/${w.trackId}`, { token: w.admin.token })).body.result.track_chair_data,
    ).toEqual([]);
    expect((await loadConferenceAccess(t.ctx.db, { id: w.trackChair.id, role: "USER" }, w.confId)).permissions).toEqual(
      [],
    );
    expect(await auditActions(w.confId)).toContain("track.chair_remove");
    expect((await call(t.app, "DELETE", `/track/chair/${record.id}`, { token: w.admin.token })).status).toBe(404);
  });
});
