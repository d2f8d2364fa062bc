// The approval workflow (part 1 §4): every action from every state, who may call it, and that a
// refused transition changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFERENCE_STATUS, CONFERENCE_STATUS_LABELS, type ConferenceTransition } from "@symposia/domain";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createAdmin, createUser, type TestUser } from "./support/factories.js";
import {
  insertConference,
  insertOcMember,
  insertTpcMember,
  insertTrack,
  insertTrackChair,
} from "./support/fixtures.js";

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.ctx);
  owner = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t.close();
});

const { PENDING, APPROVED, REJECTED, BLOCKED } = CONFERENCE_STATUS;
const ACTIONS: ConferenceTransition[] = ["approve", "reject", "block", "unblock"];

/** Expected next state, or null when the action is refused (409). Blocked starts from a block of Approved. */
const EXPECTED: Record<number, Record<ConferenceTransition, number | null>> = {
  [PENDING]: { approve: APPROVED, reject: REJECTED, block: BLOCKED, unblock: null },
  [APPROVED]: { approve: null, reject: null, block: BLOCKED, unblock: null },
  [REJECTED]: { approve: null, reject: null, block: null, unblock: null },
  [BLOCKED]: { approve: null, reject: null, block: null, unblock: APPROVED },
};

async function statusOf(id: number) {
  return t.ctx.db
    .selectFrom("conferences")
    .select(["conference_status", "status_before_block"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function mailsAbout(id: number) {
  return t.ctx.db
    .selectFrom("mail_outbox")
    .select(["to_address", "subject"])
    .where("context_type", "=", "conference_status")
    .where("context_id", "=", id)
    .execute();
}

async function auditCount(id: number) {
  const rows = await t.ctx.db
    .selectFrom("audit_log")
    .select("action")
    .where("entity_type", "=", "conference")
    .where("entity_id", "=", id)
    .execute();
  return rows.length;
}

describe("transitions from every state", () => {
  for (const from of [PENDING, APPROVED, REJECTED, BLOCKED]) {
    for (const action of ACTIONS) {
      const to = EXPECTED[from]![action];
      it(`${action} from ${from} → ${to === null ? "409" : to}`, async () => {
        const conf = await insertConference(t.ctx, owner.id, {
          conference_status: from,
          status_before_block: from === BLOCKED ? APPROVED : null,
        });
        const before = await statusOf(conf.id);
        const res = await call(t.app, "POST", `/conference/${action}/${conf.id}`, { token: admin.token });
        if (to === null) {
          expect(res.status).toBe(409);
          expect(res.body.success).toBe(false);
          expect(await statusOf(conf.id)).toEqual(before);
          expect(await auditCount(conf.id)).toBe(0);
          expect(await mailsAbout(conf.id)).toEqual([]);
        } else {
          expect(res.status).toBe(200);
          expect(res.body.success).toBe(true);
          expect(res.body.result.conference_status).toBe(to);
          expect((await statusOf(conf.id)).conference_status).toBe(to);
          const audit = await t.ctx.db
            .selectFrom("audit_log")
            .selectAll()
            .where("entity_id", "=", conf.id)
            .where("action", "=", `conference.${action}`)
            .execute();
          expect(audit).toHaveLength(1);
          expect(audit[0]!.actor_id).toBe(admin.id);
          // the proposer is told the outcome
          const mails = await mailsAbout(conf.id);
          expect(mails).toHaveLength(1);
          expect(mails[0]!.to_address).toBe(owner.email);
          expect(mails[0]!.subject).toContain(`is now ${CONFERENCE_STATUS_LABELS[to]}`);
        }
      });
    }
  }

  it("unblock restores the state held before the block (Pending stays Pending, Approved stays Approved)", async () => {
    for (const start of [PENDING, APPROVED]) {
      const conf = await insertConference(t.ctx, owner.id, { conference_status: start });
      expect((await call(t.app, "POST", `/conference/block/${conf.id}`, { token: admin.token })).status).toBe(200);
      expect(await statusOf(conf.id)).toEqual({ conference_status: BLOCKED, status_before_block: start });
      expect((await call(t.app, "POST", `/conference/unblock/${conf.id}`, { token: admin.token })).status).toBe(200);
      expect(await statusOf(conf.id)).toEqual({ conference_status: start, status_before_block: null });
    }
  });

  it("a full journey: Pending → Blocked → Pending → Approved → Blocked → Approved", async () => {
    const conf = await insertConference(t.ctx, owner.id, { conference_status: PENDING });
    const steps: [ConferenceTransition, number][] = [
      ["block", BLOCKED],
      ["unblock", PENDING],
      ["approve", APPROVED],
      ["block", BLOCKED],
      ["unblock", APPROVED],
    ];
    for (const [action, expected] of steps) {
      const res = await call(t.app, "POST", `/conference/${action}/${conf.id}`, { token: admin.token });
      expect(res.status, action).toBe(200);
      expect((await statusOf(conf.id)).conference_status).toBe(expected);
    }
  });

  it("answers 404 for an unknown conference", async () => {
    for (const action of ACTIONS) {
      expect((await call(t.app, "POST", `/conference/${action}/987654`, { token: admin.token })).status).toBe(404);
    }
  });
});

describe("who may call the transitions", () => {
  it("refuses every role but ADMIN (403), and anonymous callers (401), changing nothing", async () => {
    const conf = await insertConference(t.ctx, owner.id, { conference_status: PENDING });
    const chair = await createUser(t.app, t.ctx);
    const reviewer = await createUser(t.app, t.ctx);
    const oc = await createUser(t.app, t.ctx);
    const stranger = await createUser(t.app, t.ctx);
    const track = await insertTrack(t.ctx, conf.id);
    await insertTrackChair(t.ctx, track, chair.id);
    await insertTpcMember(t.ctx, track, reviewer.id, 1);
    await insertOcMember(t.ctx, conf.id, { userId: oc.id, email: oc.email });
    for (const action of ACTIONS) {
      for (const user of [owner, chair, reviewer, oc, stranger]) {
        const res = await call(t.app, "POST", `/conference/${action}/${conf.id}`, { token: user.token });
        expect(res.status, action).toBe(403);
      }
      expect((await call(t.app, "POST", `/conference/${action}/${conf.id}`)).status).toBe(401);
    }
    expect((await statusOf(conf.id)).conference_status).toBe(PENDING);
    expect(await auditCount(conf.id)).toBe(0);
  });

  it("hides a Rejected or Blocked conference from strangers and shows it again once unblocked", async () => {
    const stranger = await createUser(t.app, t.ctx);
    const conf = await insertConference(t.ctx, owner.id, { conference_status: APPROVED });
    const ids = async () =>
      ((await call(t.app, "GET", "/conference", { token: stranger.token })).body.result as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await ids()).toContain(conf.id);
    await call(t.app, "POST", `/conference/block/${conf.id}`, { token: admin.token });
    expect(await ids()).not.toContain(conf.id);
    await call(t.app, "POST", `/conference/unblock/${conf.id}`, { token: admin.token });
    expect(await ids()).toContain(conf.id);
  });
});
