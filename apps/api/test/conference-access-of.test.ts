// Several people's standing on a conference read together (loadConferenceAccessOf, used for a
// discussion's mail recipients) must be each one's standing as loadConferenceAccess reads it for
// them alone: chairs, track chairs, TPC members, OC members, authors and strangers.
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadConferenceAccess, loadConferenceAccessOf } from "../src/access/conference.js";
import { nowIso } from "../src/db/time.js";
import { buildReviewWorld, type ReviewWorld } from "./reviews.world.js";
import { createTestApp, type TestApp } from "./support/testApp.js";

let t: TestApp;
let w: ReviewWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
  // one person in several places: chair of the other track and TPC member of the paper's
  await t.ctx.db
    .insertInto("tpc_members")
    .values({ track_id: w.trackId, user_id: w.otherTrackChair.id, status: 1, created_at: nowIso() })
    .execute();
});
afterAll(async () => {
  await t.close();
});

it("answers for each person what their own standing says", async () => {
  const everyone = [
    w.admin,
    w.chair,
    w.trackChair,
    w.otherTrackChair,
    w.oc,
    w.reviewer1,
    w.reviewer2,
    w.tpcMember,
    w.author,
    w.coauthor,
    w.outsider,
  ].map((u) => ({ id: u.id, role: u === w.admin ? "ADMIN" : "USER" }));
  const together = await loadConferenceAccessOf(t.ctx.db, everyone, w.confId);
  expect([...together.keys()]).toEqual(everyone.map((u) => u.id));
  for (const user of everyone)
    expect(together.get(user.id), `user ${user.id}`).toEqual(await loadConferenceAccess(t.ctx.db, user, w.confId));
  // the standing differs between them (the comparison above is not of empty standings)
  const distinct = new Set([...together.values()].map((access) => JSON.stringify(access)));
  expect(distinct.size).toBeGreaterThanOrEqual(5);
  expect(await loadConferenceAccessOf(t.ctx.db, [], w.confId)).toEqual(new Map());
});
