// Conference visibility is written as a predicate (policy/conferences.ts canViewConference, with
// hasTpcInvitation) and as its SQL twin for lists (features/conferences/repository.ts
// visibleConferenceIds). This test holds them to one rule: for every kind of standing and every
// conference status, the list contains a conference exactly when the predicate lets the caller see it.
import { CONFERENCE_STATUS } from "@symposia/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleConferenceIds } from "../src/features/conferences/repository.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertOcMember,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";
import { createTestApp, type TestApp } from "./support/testApp.js";
import { requireVisibleConference } from "../src/access/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("conference visibility: the predicate and the list query agree", () => {
  it("for every standing and every status", async () => {
    const owner = await createUser(t.app, t.ctx);
    const people: Record<string, TestUser> = {
      admin: await createAdmin(t.app, t.ctx),
      trackChair: await createUser(t.app, t.ctx),
      accepted: await createUser(t.app, t.ctx),
      pending: await createUser(t.app, t.ctx),
      declined: await createUser(t.app, t.ctx),
      oc: await createUser(t.app, t.ctx),
      stranger: await createUser(t.app, t.ctx),
      owner,
    };
    const confIds: { id: number; status: number }[] = [];
    for (const status of Object.values(CONFERENCE_STATUS)) {
      const conf = await insertConference(t.ctx, owner.id, { conference_status: status });
      const track = await insertTrack(t.ctx, conf.id);
      await insertTrackChair(t.ctx, track, people.trackChair!.id);
      await insertTpcMember(t.ctx, track, people.accepted!.id, 1);
      await insertTpcMember(t.ctx, track, people.pending!.id, 0);
      await insertTpcMember(t.ctx, track, people.declined!.id, 2);
      await insertOcMember(t.ctx, conf.id, {
        userId: people.oc!.id,
        email: people.oc!.email,
        first_name: "O",
        last_name: "C",
      });
      confIds.push({ id: conf.id, status });
    }
    for (const [who, user] of Object.entries(people)) {
      const role = who === "admin" ? "ADMIN" : "USER";
      const listed = new Set(
        (await visibleConferenceIds(t.ctx.db, { id: user.id, isAdmin: role === "ADMIN" }).execute()).map((r) => r.id),
      );
      for (const conf of confIds) {
        const visible = await requireVisibleConference(t.ctx.db, { id: user.id, role }, conf.id, conf.status).then(
          () => true,
          () => false,
        );
        expect(listed.has(conf.id), `${who} on a conference of status ${conf.status}`).toBe(visible);
      }
    }
    // the declined invitee sees only the Approved conference, the pending one all of them
    expect(confIds.filter((c) => c.status === CONFERENCE_STATUS.APPROVED)).toHaveLength(1);
  });
});
