// Every ability with a list flag, for every role and every phase of the conference and the paper:
// the flag the caller is shown is true exactly when the write is not refused by the policy (a
// refusal is 403, 404 or 409; anything else, a success or a 422 on the body, is not the policy's).
// The flags and the writes ask the same can/why pair of policy/rights.ts, so they cannot drift.
import { CONFERENCE_STATUS, PAPER_STATUS } from "@symposia/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReviewWorld, review, type ReviewWorld } from "./reviews.world.js";
import { insertReviewerAssignment } from "./support/fixtures.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { nowIso } from "../src/db/time.js";

let t: TestApp;
let w: ReviewWorld;
/** a second SUPERCHAIR, assigned to the paper and then found conflicted with it */
let conflictedChair: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildReviewWorld(t);
  // a chair who also reviews the paper, and an author assigned to their own paper
  await insertReviewerAssignment(t.ctx, w.paper.id, w.trackChair.id);
  await insertReviewerAssignment(t.ctx, w.paper.id, w.author.id);
  conflictedChair = await createUser(t.app, t.ctx, { first_name: "Conny", last_name: "Conflicted" });
  const now = nowIso();
  await t.ctx.db
    .insertInto("conference_permissions")
    .values({ conf_id: w.confId, user_id: conflictedChair.id, permission: "SUPERCHAIR", created_at: now })
    .execute();
  await insertReviewerAssignment(t.ctx, w.paper.id, conflictedChair.id);
  await t.ctx.db
    .insertInto("paper_conflicts")
    .values({
      paper_id: w.paper.id,
      user_id: conflictedChair.id,
      conflict_type: "Collaborator",
      source: "chair",
      created_by: w.chair.id,
      created_at: now,
      updated_at: now,
      waived_reason: null,
    })
    .execute();
});
afterAll(async () => {
  await t.close();
});

const PAST = "2000-01-01 00:00";

/** Each phase sets the conference and the paper from the open state. */
const PHASES: Record<string, { conference?: Record<string, unknown>; paper?: { status?: number }; noFile?: boolean }> =
  {
    open: {},
    pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
    blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
    reviewingClosed: { conference: { permit_pc_members_to_enter_reviews: 0 } },
    hardDeadlinePassed: { conference: { review_deadline: PAST, review_hard_deadline: PAST } },
    assignmentsUnreleased: { conference: { is_assignment_submitted_papers_to_program_committee_enabled: 0 } },
    accepted: { paper: { status: PAPER_STATUS.ACCEPTED } },
    withdrawn: { paper: { status: PAPER_STATUS.WITHDRAWN } },
    noFile: { noFile: true },
  };

const OPEN_CONFERENCE = {
  conference_status: CONFERENCE_STATUS.APPROVED,
  permit_pc_members_to_enter_reviews: 1,
  review_deadline: null,
  review_hard_deadline: null,
  is_assignment_submitted_papers_to_program_committee_enabled: 1,
};

let fileRow: Record<string, unknown> | undefined;

async function enter(phase: (typeof PHASES)[string]): Promise<void> {
  const db = t.ctx.db;
  fileRow ??= await db.selectFrom("paper_files").selectAll().where("paper_id", "=", w.paper.id).executeTakeFirst();
  await db
    .updateTable("conferences")
    .set({ ...OPEN_CONFERENCE, ...phase.conference })
    .where("id", "=", w.confId)
    .execute();
  await db
    .updateTable("papers")
    .set({ status: phase.paper?.status ?? PAPER_STATUS.SUBMITTED })
    .where("id", "=", w.paper.id)
    .execute();
  await db.deleteFrom("paper_files").where("paper_id", "=", w.paper.id).execute();
  if (!phase.noFile && fileRow) {
    const { id: _id, ...row } = fileRow;
    await db
      .insertInto("paper_files")
      .values(row as never)
      .execute();
  }
}

const refusedByPolicy = (status: number) => status === 403 || status === 404 || status === 409;

const roles = (): Record<string, TestUser> => ({
  admin: w.admin,
  superchair: w.chair,
  trackChairReviewing: w.trackChair,
  otherTrackChair: w.otherTrackChair,
  oc: w.oc,
  reviewer: w.reviewer1,
  tpcMember: w.tpcMember,
  authorAssigned: w.author,
  coauthorUnconfirmed: w.coauthor,
  outsider: w.outsider,
  conflictedSuperchairReviewing: conflictedChair,
});

describe("list flag = write outcome, for every ability, role and phase", () => {
  for (const [phaseName, phase] of Object.entries(PHASES)) {
    it(`review: ${phaseName}`, async () => {
      await enter(phase);
      for (const [role, user] of Object.entries(roles())) {
        const list = await call(t.app, "GET", `/paper/review-papers/${w.confId}`, { token: user.token });
        const items: { id: number; can_review: boolean; review_closed_reason: string | null }[] =
          list.status === 200 ? list.body.result.data : [];
        const item = items.find((p) => p.id === w.paper.id);
        const flag = item?.can_review ?? false;
        // a draft: the same checks as a submitted review, without changing what others see
        const write = await call(t.app, "POST", `/paper/add-review/${w.paper.id}`, {
          token: user.token,
          body: { ...review(), draft: true },
        });
        expect(flag, `${role} in ${phaseName}: flag ${flag}, write ${write.status} ${write.body?.message ?? ""}`).toBe(
          !refusedByPolicy(write.status),
        );
        // the reason shown beside a closed review is the write's own refusal
        if (item?.review_closed_reason)
          expect(item.review_closed_reason, `${role} in ${phaseName}`).toBe(write.body.message);
      }
    });

    it(`final decision: ${phaseName}`, async () => {
      await enter(phase);
      for (const [role, user] of Object.entries(roles())) {
        const detail = await call(t.app, "GET", `/paper/${w.paper.id}`, { token: user.token });
        const flag: boolean = detail.status === 200 ? detail.body.result.actions.final_review : false;
        const write = await call(t.app, "POST", `/paper/final-review/${w.paper.id}`, {
          token: user.token,
          body: { decision: "Accept", final_decision_remark: "Walked." },
        });
        expect(flag, `${role} in ${phaseName}: flag ${flag}, write ${write.status} ${write.body?.message ?? ""}`).toBe(
          !refusedByPolicy(write.status),
        );
        // a decision that went through is undone for the next caller
        if (write.status === 200) await enter(phase);
      }
    });
  }
});
