// Every ability with a flag in an answer, for every role and every phase of the conference and the
// paper: the flag the caller is shown is true exactly when the write is not refused by the policy
// (a refusal is 403, 404 or 409; anything else, a success or a 422 on the body, is not the
// policy's), and a reason shown beside a closed ability is the write's own message. The flags and
// the writes ask the same can/why pair of the policy (rights.ts, discussion.ts, bidding.ts,
// cameraReady.ts), so they cannot drift.
import { CONFERENCE_STATUS, PAPER_STATUS, canAutoAssignNow, canManageTrackTpcNow } from "@symposia/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReviewWorld, review, type ReviewWorld } from "./reviews.world.js";
import { MINIMAL_PDF, conferencePayload, insertPaper, insertReviewerAssignment } from "./support/fixtures.js";
import { multipartBody } from "./support/multipart.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";
import { createUser, type TestUser } from "./support/factories.js";
import { nowIso } from "../src/db/time.js";

let t: TestApp;
let w: ReviewWorld;
/** a second SUPERCHAIR, assigned to the paper and then found conflicted with it */
let conflictedChair: TestUser;
/** asked by reviewer1 to subreview the paper */
let subreviewer: TestUser;
let subreviewId: number;
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
  subreviewer = await createUser(t.app, t.ctx, { first_name: "Sunniva", last_name: "Subreviewer" });
  const row = await t.ctx.db
    .insertInto("paper_subreviews")
    .values({
      paper_id: w.paper.id,
      review_id: w.assignment1,
      requested_by: w.reviewer1.id,
      subreviewer_id: subreviewer.id,
      status: "submitted",
      reviewer_evaluation: 1,
      reviewer_confidence: 3,
      reviewer_remarks: "Walked through.",
      submitted_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  subreviewId = row.id;
});
afterAll(async () => {
  await t.close();
});

const PAST = "2000-01-01 00:00";
const FUTURE = "2999-01-01 00:00";

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
  // every later phase of the conference open too, so each phase closes one thing
  is_paper_binding_enabled: 1,
  bidding_deadline: null,
  use_subviewers: 1,
  access_to_reviews_by_ordinary_pc_members: 1,
  leading_reviewers_can_update_metareviews: 1,
  author_response_start: PAST,
  author_response_end: FUTURE,
  timezone_for_deadline: "UTC",
  camera_ready_open: 1,
  camera_ready_deadline: null,
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

/** A phase of the later abilities: the open state with one thing changed (conference, paper or the discussion). */
interface LaterPhase {
  conference?: Record<string, unknown>;
  paper?: { status?: number };
  noFile?: boolean;
  /** every assignment of the paper has its review in (default: none has) */
  reviewsIn?: boolean;
  /** reviewer1 leads the paper; submitted: the meta-review was sent once */
  lead?: "none" | "named" | "submitted";
  /** the status of reviewer1's request to the subreviewer (default: submitted) */
  subreview?: string;
}

async function enterLater(phase: LaterPhase): Promise<void> {
  await enter({ conference: phase.conference, paper: phase.paper, noFile: phase.noFile });
  const db = t.ctx.db;
  await db
    .updateTable("paper_reviewers")
    .set({ reviewed_at: phase.reviewsIn ? nowIso() : null })
    .where("paper_id", "=", w.paper.id)
    .execute();
  await db.deleteFrom("paper_meta_reviews").where("paper_id", "=", w.paper.id).execute();
  if ((phase.lead ?? "named") !== "none") {
    const submitted = phase.lead === "submitted";
    await db
      .insertInto("paper_meta_reviews")
      .values({
        paper_id: w.paper.id,
        lead_user_id: w.reviewer1.id,
        assigned_by: w.chair.id,
        meta_review: submitted ? "Sent once." : null,
        recommendation: submitted ? "Accept" : null,
        submitted_at: submitted ? nowIso() : null,
        updated_at: nowIso(),
      })
      .execute();
  }
  await db
    .updateTable("paper_subreviews")
    .set({ status: phase.subreview ?? "submitted" })
    .where("id", "=", subreviewId)
    .execute();
}

type Answer = Awaited<ReturnType<typeof call>>;

/** One ability: its flag for a caller (false where the caller is not shown it) and its write. */
interface Ability {
  phases: Record<string, LaterPhase>;
  callers?: () => Record<string, TestUser>;
  flag: (user: TestUser, phase: LaterPhase) => Promise<{ flag: boolean; reason?: string | null }>;
  write: (user: TestUser) => Promise<Answer>;
}

function walk(name: string, ability: Ability): void {
  const seen = { allowed: 0, refused: 0 };
  for (const [phaseName, phase] of Object.entries(ability.phases)) {
    it(`${name}: ${phaseName}`, async () => {
      for (const [role, user] of Object.entries((ability.callers ?? roles)())) {
        await enterLater(phase);
        const { flag, reason } = await ability.flag(user, phase);
        const write = await ability.write(user);
        const said = `${role} in ${phaseName}: flag ${flag}, write ${write.status} ${write.body?.message ?? ""}`;
        expect(flag, said).toBe(!refusedByPolicy(write.status));
        if (reason) expect(reason, said).toBe(write.body.message);
        seen[flag ? "allowed" : "refused"] += 1;
      }
    });
  }
  // a walk that never reaches an allowed (or a refused) case proves nothing
  it(`${name}: the walk reaches both outcomes`, () => {
    expect(seen.allowed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
}

const withSubreviewer = () => ({ ...roles(), subreviewer });

const get = (user: TestUser, path: string) => call(t.app, "GET", path, { token: user.token });
const post = (user: TestUser, path: string, body: unknown) => call(t.app, "POST", path, { token: user.token, body });

describe("the later abilities: flag = write outcome, for every role and phase", () => {
  const DISCUSSION_PHASES: Record<string, LaterPhase> = {
    reviewsIn: { reviewsIn: true },
    ownReviewOutstanding: {},
    reviewsVisibleBeforeOwn: { conference: { access_to_reviews_by_ordinary_pc_members: 0 } },
    pending: { reviewsIn: true, conference: { conference_status: CONFERENCE_STATUS.PENDING } },
    withdrawn: { reviewsIn: true, paper: { status: PAPER_STATUS.WITHDRAWN } },
    assignmentsUnreleased: {
      reviewsIn: true,
      conference: { is_assignment_submitted_papers_to_program_committee_enabled: 0 },
    },
  };
  const thread = async (user: TestUser) => {
    const res = await get(user, `/paper/comments/${w.paper.id}`);
    return res.status === 200 ? res.body.result : null;
  };

  walk("comment", {
    phases: DISCUSSION_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await thread(user))?.can_comment ?? false }),
    write: (user) => post(user, `/paper/comment/${w.paper.id}`, { comment: "Walked.", visibility: "pc" }),
  });

  walk("comment for the chairs only", {
    phases: DISCUSSION_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await thread(user))?.can_post_chairs_only ?? false }),
    write: (user) => post(user, `/paper/comment/${w.paper.id}`, { comment: "Walked.", visibility: "chairs" }),
  });

  walk("pin in discussion", {
    phases: DISCUSSION_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await thread(user))?.can_pin ?? false }),
    write: (user) => post(user, `/paper/discussion-pin/${w.paper.id}`, { in_discussion: 1 }),
  });

  let commentId = 0;
  walk("edit a comment", {
    phases: DISCUSSION_PHASES,
    callers: withSubreviewer,
    flag: async (user) => {
      // reviewer1's comment, written when they were in the discussion
      commentId ||= (
        await t.ctx.db
          .insertInto("paper_comments")
          .values({
            paper_id: w.paper.id,
            author_id: w.reviewer1.id,
            visibility: "pc",
            comment: "Mine.",
            comment_format: "text",
            created_at: nowIso(),
            updated_at: nowIso(),
            deleted_at: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const comment = (await thread(user))?.comments.find((c: { id: number }) => c.id === commentId);
      return { flag: comment?.can_edit ?? false };
    },
    write: (user) => post(user, `/paper/comment-update/${commentId}`, { comment: "Edited." }),
  });

  const META_PHASES: Record<string, LaterPhase> = {
    reviewsIn: { reviewsIn: true },
    reviewsOutstanding: {},
    noLead: { reviewsIn: true, lead: "none" },
    submittedMayUpdate: { reviewsIn: true, lead: "submitted" },
    submittedFinal: {
      reviewsIn: true,
      lead: "submitted",
      conference: { leading_reviewers_can_update_metareviews: 0 },
    },
    pending: { reviewsIn: true, conference: { conference_status: CONFERENCE_STATUS.PENDING } },
    blocked: { reviewsIn: true, conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
    withdrawn: { reviewsIn: true, paper: { status: PAPER_STATUS.WITHDRAWN } },
    assignmentsUnreleased: {
      reviewsIn: true,
      conference: { is_assignment_submitted_papers_to_program_committee_enabled: 0 },
    },
  };
  const metaReview = async (user: TestUser) => {
    const res = await get(user, `/paper/meta-review/${w.paper.id}`);
    return res.status === 200 ? res.body.result : null;
  };
  let recommendation = "";

  walk("write the meta-review", {
    phases: META_PHASES,
    flag: async (user) => {
      recommendation ||= (await metaReview(w.chair))!.recommendations[0];
      return { flag: (await metaReview(user))?.can_write ?? false };
    },
    write: (user) =>
      post(user, `/paper/meta-review/${w.paper.id}`, { meta_review: "Walked.", recommendation: recommendation }),
  });

  walk("choose the lead reviewer", {
    phases: META_PHASES,
    flag: async (user) => ({ flag: (await metaReview(user))?.can_choose_lead ?? false }),
    write: (user) => post(user, `/paper/lead/${w.paper.id}`, { reviewer_id: w.reviewer1.id }),
  });

  walk("respond to the reviews", {
    phases: {
      open: {},
      notYetOpen: { conference: { author_response_start: FUTURE } },
      closed: { conference: { author_response_end: PAST } },
      noWindow: { conference: { author_response_start: null, author_response_end: null } },
      pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
      blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
      accepted: { paper: { status: PAPER_STATUS.ACCEPTED } },
      withdrawn: { paper: { status: PAPER_STATUS.WITHDRAWN } },
    },
    flag: async (user) => {
      const res = await get(user, `/paper/response/${w.paper.id}`);
      return { flag: res.status === 200 ? res.body.result.can_respond : false };
    },
    write: (user) => post(user, `/paper/response/${w.paper.id}`, { response: "We thank the reviewers." }),
  });

  let asked = 0;
  walk("ask a subreviewer", {
    // the Review Papers list offers it where the conference uses subreviewers and can_review is true
    phases: { ...PHASES, noSubreviewers: { conference: { use_subviewers: 0 } } },
    flag: async (user, phase) => {
      const list = await get(user, `/paper/review-papers/${w.confId}`);
      const items: { id: number; can_review: boolean }[] = list.status === 200 ? list.body.result.data : [];
      const uses = (phase.conference?.use_subviewers ?? 1) === 1;
      return { flag: uses && (items.find((p) => p.id === w.paper.id)?.can_review ?? false) };
    },
    write: (user) => {
      asked += 1;
      return post(user, `/paper/subreviewer/${w.paper.id}`, { email: `asked${asked}@walk.test`, name: "Asked Person" });
    },
  });

  const SUBREVIEW_PHASES: Record<string, LaterPhase> = {
    ...PHASES,
    requested: { subreview: "requested" },
    draft: { subreview: "draft" },
    returned: { subreview: "returned" },
    approved: { subreview: "approved" },
  };
  const subreview = async (user: TestUser) => {
    const res = await get(user, `/paper/subreview/${subreviewId}`);
    return res.status === 200 ? res.body.result : null;
  };

  walk("write a subreview", {
    phases: SUBREVIEW_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await subreview(user))?.can_write ?? false }),
    write: (user) => post(user, `/paper/subreview/${subreviewId}`, { ...review(), draft: true }),
  });

  walk("send a subreview back", {
    phases: SUBREVIEW_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await subreview(user))?.can_decide ?? false }),
    write: (user) => post(user, `/paper/subreview-return/${subreviewId}`, { message: "Once more." }),
  });

  walk("approve a subreview", {
    phases: SUBREVIEW_PHASES,
    callers: withSubreviewer,
    flag: async (user) => ({ flag: (await subreview(user))?.can_decide ?? false }),
    write: (user) => post(user, `/paper/subreview-approve/${subreviewId}`, {}),
  });

  walk("bid", {
    phases: {
      open: {},
      biddingOff: { conference: { is_paper_binding_enabled: 0 } },
      deadlinePassed: { conference: { bidding_deadline: PAST } },
      pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
      accepted: { paper: { status: PAPER_STATUS.ACCEPTED } },
      withdrawn: { paper: { status: PAPER_STATUS.WITHDRAWN } },
      noFile: { noFile: true },
    },
    flag: async (user) => {
      const res = await call(t.app, "GET", `/paper/bidding/${w.confId}`, {
        token: user.token,
        query: { per_page: 100 },
      });
      if (res.status !== 200) return { flag: false };
      const listed = res.body.result.data.some((p: { id: number }) => p.id === w.paper.id);
      // the reason beside a closed list is what a bid on a listed paper is told
      return { flag: listed && res.body.result.open, reason: listed ? res.body.result.closed_reason : null };
    },
    write: (user) => post(user, `/paper/bid/${w.paper.id}`, { bid: "maybe" }),
  });

  const CAMERA_PHASES: Record<string, LaterPhase> = {
    open: { paper: { status: PAPER_STATUS.ACCEPTED } },
    notAccepted: {},
    rejected: { paper: { status: PAPER_STATUS.REJECTED } },
    withdrawn: { paper: { status: PAPER_STATUS.WITHDRAWN } },
    uploadsOff: { paper: { status: PAPER_STATUS.ACCEPTED }, conference: { camera_ready_open: 0 } },
    deadlinePassed: { paper: { status: PAPER_STATUS.ACCEPTED }, conference: { camera_ready_deadline: PAST } },
    pending: { paper: { status: PAPER_STATUS.ACCEPTED }, conference: { conference_status: CONFERENCE_STATUS.PENDING } },
  };
  const uploadFinal = (user: TestUser) => {
    const mp = multipartBody({ final_title: "Walked (final)" }, [
      { name: "final_file", fileName: "final.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
    ]);
    return call(t.app, "POST", `/paper/camera-ready/${w.paper.id}`, {
      token: user.token,
      body: mp.payload,
      headers: mp.headers,
    });
  };

  walk("upload the final version (its authors)", {
    phases: CAMERA_PHASES,
    callers: () => ({ author: w.author, coauthor: w.coauthor, subreviewer }),
    flag: async (user) => {
      const res = await get(user, `/paper/camera-ready/${w.paper.id}`);
      return res.status === 200
        ? { flag: res.body.result.open, reason: res.body.result.closed_reason }
        : { flag: false };
    },
    write: uploadFinal,
  });

  it("upload the final version: everyone else is refused, whatever `open` tells the paper's chairs of the authors", async () => {
    for (const [phaseName, phase] of Object.entries(CAMERA_PHASES)) {
      for (const [role, user] of Object.entries(roles())) {
        if (user === w.author || user === w.coauthor) continue;
        await enterLater(phase);
        const write = await uploadFinal(user);
        expect(refusedByPolicy(write.status), `${role} in ${phaseName}: ${write.status}`).toBe(true);
      }
    }
  });
});

describe("declining a review assignment: can_decline = the decline's outcome, for every role and phase", () => {
  // a paper of its own, since a decline ends the assignment (it is given back after each)
  let paper: { id: number };
  const assigned = () => [w.reviewer1, w.reviewer2, w.trackChair, w.author, conflictedChair];
  beforeAll(async () => {
    paper = await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackId,
      authorId: w.outsider.id,
      title: "Declined",
    });
    for (const user of assigned()) await insertReviewerAssignment(t.ctx, paper.id, user.id);
  });
  const seen = { allowed: 0, refused: 0 };
  const DECLINE_PHASES: Record<string, { conference?: Record<string, unknown>; reviewed?: boolean; status?: number }> =
    {
      open: {},
      reviewed: { reviewed: true },
      pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
      blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
      reviewingClosed: { conference: { permit_pc_members_to_enter_reviews: 0 } },
      withdrawn: { status: PAPER_STATUS.WITHDRAWN },
    };
  for (const [phaseName, phase] of Object.entries(DECLINE_PHASES)) {
    it(`decline: ${phaseName}`, async () => {
      for (const [role, user] of Object.entries(roles())) {
        await enter({ conference: phase.conference });
        await t.ctx.db
          .updateTable("papers")
          .set({ status: phase.status ?? PAPER_STATUS.SUBMITTED })
          .where("id", "=", paper.id)
          .execute();
        await t.ctx.db
          .updateTable("paper_reviewers")
          .set({ reviewed_at: phase.reviewed ? nowIso() : null })
          .where("paper_id", "=", paper.id)
          .execute();
        const list = await get(user, `/paper/review-papers/${w.confId}`);
        const items: { id: number; can_decline: boolean }[] = list.status === 200 ? list.body.result.data : [];
        const flag = items.find((p) => p.id === paper.id)?.can_decline ?? false;
        const write = await post(user, `/paper/decline-review/${paper.id}`, { reason: "Walked." });
        expect(flag, `${role} in ${phaseName}: flag ${flag}, write ${write.status} ${write.body?.message ?? ""}`).toBe(
          !refusedByPolicy(write.status),
        );
        seen[flag ? "allowed" : "refused"] += 1;
        if (write.status === 200) await insertReviewerAssignment(t.ctx, paper.id, user.id);
      }
    });
  }
  it("decline: the walk reaches both outcomes", () => {
    expect(seen.allowed).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });
});

describe("configuring the conference: can_update and the review form's and decisions' can_edit = the write's outcome", () => {
  const CONFERENCE_PHASES: Record<string, LaterPhase> = {
    approved: {},
    pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
    rejected: { conference: { conference_status: CONFERENCE_STATUS.REJECTED } },
    blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
  };
  const canUpdate = async (user: TestUser) => {
    const res = await get(user, `/conference/${w.confId}`);
    return { flag: res.status === 200 ? (res.body.result[0].can_update as boolean) : false };
  };

  walk("change the conference's settings", {
    phases: CONFERENCE_PHASES,
    flag: canUpdate,
    write: (user) => {
      const settings = conferencePayload({ timezone_for_deadline: "UTC", timezone_for_session: "UTC" });
      const mp = multipartBody(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])));
      return call(t.app, "POST", `/conference/update/${w.confId}`, {
        token: user.token,
        body: mp.payload,
        headers: mp.headers,
      });
    },
  });

  walk("export the conference", {
    phases: CONFERENCE_PHASES,
    flag: canUpdate,
    write: (user) =>
      call(t.app, "GET", `/conference/export/${w.confId}`, { token: user.token, query: { format: "csv" } }),
  });

  let fields: unknown;
  walk("change the review form", {
    phases: CONFERENCE_PHASES,
    flag: async (user) => {
      fields ??= (await get(w.admin, `/conference/review-form/${w.confId}`)).body.result.fields;
      const res = await get(user, `/conference/review-form/${w.confId}`);
      return { flag: res.status === 200 ? (res.body.result.can_edit as boolean) : false };
    },
    write: (user) => post(user, `/conference/review-form/${w.confId}`, { fields }),
  });

  let decisions: unknown;
  walk("change the decision list", {
    phases: CONFERENCE_PHASES,
    flag: async (user) => {
      decisions ??= (await get(w.admin, `/conference/decisions/${w.confId}`)).body.result.decisions.map(
        ({ papers: _papers, ...d }: { papers: number }) => d,
      );
      const res = await get(user, `/conference/decisions/${w.confId}`);
      return { flag: res.status === 200 ? (res.body.result.can_edit as boolean) : false };
    },
    write: (user) => post(user, `/conference/decisions/${w.confId}`, { decisions, replacements: {} }),
  });

  // the Submission page offers its topics and form by can_update; each write sends back what is stored
  walk("edit the topics", {
    phases: CONFERENCE_PHASES,
    flag: canUpdate,
    write: async (user) => {
      const topics = (await get(w.admin, `/conference/topics/${w.confId}`)).body.result;
      return post(user, `/conference/topics/${w.confId}`, {
        topics: topics.map(({ id, name }: { id: number; name: string }) => ({ id, name })),
      });
    },
  });

  walk("change the submission form's fields", {
    phases: CONFERENCE_PHASES,
    flag: canUpdate,
    write: async (user) => {
      const { fields } = (await get(w.admin, `/conference/submission-fields/${w.confId}`)).body.result;
      return post(user, `/conference/submission-fields/${w.confId}`, { fields });
    },
  });

  walk("change the submission form's file slots", {
    phases: CONFERENCE_PHASES,
    flag: canUpdate,
    write: async (user) => {
      const { slots } = (await get(w.admin, `/conference/submission-file-slots/${w.confId}`)).body.result;
      return post(user, `/conference/submission-file-slots/${w.confId}`, { slots });
    },
  });
});

describe("Auto Assign on the TPC screen: the button's rule (the domain's canAutoAssignNow) = the write's outcome", () => {
  walk("auto-assign a track", {
    phases: {
      approved: {},
      pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
      rejected: { conference: { conference_status: CONFERENCE_STATUS.REJECTED } },
      blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
    },
    // what the TPC screen asks: the caller's permissions and the conference's state from GET /conference/{id}
    flag: async (user) => {
      const res = await get(user, `/conference/${w.confId}`);
      if (res.status !== 200) return { flag: false };
      const conference = res.body.result[0];
      const standing = { isAdmin: user === w.admin, permissions: conference.permissions, isOcMember: false };
      return { flag: canAutoAssignNow(standing, conference.conference_status) };
    },
    write: (user) => post(user, `/track/paper-reviewer-auto-assign/${w.trackId}`, { preview: true }),
  });
});

const TPC_PHASES: Record<string, LaterPhase> = {
  approved: {},
  pending: { conference: { conference_status: CONFERENCE_STATUS.PENDING } },
  rejected: { conference: { conference_status: CONFERENCE_STATUS.REJECTED } },
  blocked: { conference: { conference_status: CONFERENCE_STATUS.BLOCKED } },
};

/** What the TPC and Programme Committee screens know of the caller: GET /conference/{id} and the track list. */
async function standingOf(user: TestUser) {
  const res = await get(user, `/conference/${w.confId}`);
  if (res.status !== 200) return null;
  const conference = res.body.result[0];
  const tracks = await get(user, `/track/all/${w.confId}`);
  const track = tracks.status === 200 ? tracks.body.result.find((tr: { id: number }) => tr.id === w.trackId) : null;
  return {
    status: conference.conference_status as number,
    facts: {
      isAdmin: user === w.admin,
      permissions: conference.permissions,
      isOcMember: (conference.oc_permissions as number[]).includes(user.id),
    },
    chairsTrack: (track?.track_chair_data ?? []).some((c: { user_id: number }) => c.user_id === user.id),
  };
}

describe("Auto Assign over the whole conference: the Programme Committee button's rule = the write's outcome", () => {
  walk("auto-assign the conference", {
    phases: TPC_PHASES,
    flag: async (user) => {
      const standing = await standingOf(user);
      return { flag: standing !== null && canAutoAssignNow(standing.facts, standing.status) };
    },
    write: (user) => post(user, `/conference/auto-assign/${w.confId}`, { preview: true }),
  });
});

describe("Manage TPC Members and TPC Invitation: the TPC card's rule (canManageTrackTpcNow) = the write's outcome", () => {
  const flag = async (user: TestUser) => {
    const standing = await standingOf(user);
    return {
      flag: standing !== null && canManageTrackTpcNow(standing.facts, standing.chairsTrack, standing.status),
    };
  };
  let added = 0;
  walk("add a TPC member by hand", {
    phases: TPC_PHASES,
    flag,
    write: (user) => {
      added += 1;
      return post(user, `/track/reviewer/${w.trackId}`, {
        first_name: "Added",
        last_name: `Member${added}`,
        email: `added${added}@walk.test`,
        country: "Spain",
        affiliation: "Walk Lab",
      });
    },
  });

  let invited = 0;
  walk("invite to the TPC by lines", {
    phases: TPC_PHASES,
    flag,
    write: (user) => {
      invited += 1;
      return post(user, `/track/tpc-track-wise-invitation/${w.confId}/${w.trackId}`, {
        total_data: JSON.stringify([`Ina, Invitee${invited}, invited${invited}@walk.test, Germany, Lab`]),
      });
    },
  });
});
