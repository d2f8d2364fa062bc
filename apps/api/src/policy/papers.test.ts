import { PAPER_STATUS } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import {
  type PaperConferenceFacts,
  type PaperViewer,
  type ReviewerEntry,
  actsAsChair,
  authorChangeRefusal,
  blockRefusal,
  canBlock,
  canViewPaper,
  isPaperAuthor,
  mayKnowAuthors,
  paperActionContext,
  paperActions,
  reviewerDataFor,
  presenterRefusal,
  withdrawRefusal,
} from "./papers.js";
import { mayDecide, paperTakesDecision } from "./reviews.js";
import { canSetDecision } from "./rights.js";
import { viewer } from "./roles.testkit.js";

const ROLES: Record<string, PaperViewer> = {
  author: viewer({ isAuthor: true, isConflicted: true }),
  superchair: viewer({}, { permissions: ["SUPERCHAIR"] }),
  conflictedSuperchair: viewer({ isConflicted: true }, { permissions: ["SUPERCHAIR"] }),
  authorSuperchair: viewer({ isAuthor: true, isConflicted: true }, { permissions: ["SUPERCHAIR"] }),
  trackChair: viewer({}, { permissions: ["TRACKCHAIR"], chairTrackIds: [5] }),
  conflictedTrackChair: viewer({ isConflicted: true }, { permissions: ["TRACKCHAIR"], chairTrackIds: [5] }),
  reviewer: viewer({ isAssignedReviewer: true }, { permissions: ["REVIEWER"], tpcTrackIds: [5] }),
  conflictedReviewer: viewer(
    { isAssignedReviewer: true, isConflicted: true },
    { permissions: ["REVIEWER"], tpcTrackIds: [5] },
  ),
  admin: viewer({}, { isAdmin: true }),
};
const conf = (over: Partial<PaperConferenceFacts> = {}): PaperConferenceFacts => ({
  conference_status: 1,
  submission_update_allowed: 1,
  last_submission_date: null,
  timezone_for_deadline: "UTC",
  are_reviewier_names_visible_to_pc: 1,
  access_to_reviews_by_ordinary_pc_members: 1,
  are_track_chairs_allowed_reviews_to_authors: 1,
  reviewing_model: "Single-blind",
  author_response_start: null,
  author_response_end: null,
  ...over,
});
const CONFS = [
  conf({ author_selecting_presenter: 1 }),
  conf({ conference_status: 0 }),
  conf({ last_submission_date: "2000-01-01" }),
  conf({ submission_update_allowed: 0 }),
];
const paper = (status: number) => ({ id: 9, conf_id: 1, track_id: 5, status, created_by: 2 });

describe("the list flags and the writes agree, for every paper state and role", () => {
  for (const [role, v] of Object.entries(ROLES)) {
    it(role, () => {
      for (const c of CONFS) {
        for (const status of Object.values(PAPER_STATUS)) {
          const p = paper(status);
          const flags = paperActions(paperActionContext(c), v, p);
          // the writes (papers/actionService, authorService, submissionService) check exactly these
          expect(flags.edit).toBe(v.isAuthor && authorChangeRefusal(p, c) === null);
          expect(flags.authors).toBe(flags.edit);
          expect(flags.withdraw).toBe(v.isAuthor && withdrawRefusal(p, c) === null);
          expect(flags.block).toBe(canBlock(v) && blockRefusal(p) === null);
          expect(flags.mail_authors).toBe(canBlock(v));
          // submissionForm/presenter.ts refuses with the same function
          expect(flags.presenter).toBe(v.isAuthor && presenterRefusal(p, c.author_selecting_presenter === 1) === null);
          expect(
            canSetDecision({ viewer: v, paper: { ...p, has_file: true }, conferenceStatus: c.conference_status }),
          ).toBe(mayDecide(v, p) && paperTakesDecision({ ...p, has_file: true }) && c.conference_status === 1);
        }
      }
    });
  }
  it("nobody acts as chair on a paper they wrote or are conflicted with", () => {
    for (const role of ["author", "conflictedSuperchair", "authorSuperchair", "conflictedTrackChair"])
      expect(actsAsChair(ROLES[role]!, paper(0)), role).toBe(false);
    for (const role of ["superchair", "trackChair", "admin"])
      expect(actsAsChair(ROLES[role]!, paper(0)), role).toBe(true);
  });
});

describe("canViewPaper and mayKnowAuthors", () => {
  it("hides the paper from a conflicted reviewer and track chair, not from a conflicted SUPERCHAIR", () => {
    expect(canViewPaper(ROLES.conflictedReviewer!, paper(0))).toBe(false);
    expect(canViewPaper(ROLES.conflictedTrackChair!, paper(0))).toBe(false);
    expect(canViewPaper(ROLES.conflictedSuperchair!, paper(0))).toBe(true);
    expect(canViewPaper(ROLES.author!, paper(0))).toBe(true);
  });
  it("Double-blind hides the authors from reviewers only", () => {
    const blind = { reviewing_model: "Double-blind" };
    expect(mayKnowAuthors(ROLES.reviewer!, paper(0), blind)).toBe(false);
    for (const role of ["author", "superchair", "trackChair", "admin"])
      expect(mayKnowAuthors(ROLES[role]!, paper(0), blind), role).toBe(true);
    expect(mayKnowAuthors(ROLES.reviewer!, paper(0), { reviewing_model: "Single-blind" })).toBe(true);
    expect(mayKnowAuthors(ROLES.reviewer!, paper(0), { reviewing_model: "Open" })).toBe(true);
  });
});

describe("reviewerDataFor", () => {
  const entry = (id: number, user_id: number, reviewed: boolean): ReviewerEntry => ({
    id,
    paper_id: 9,
    user_id,
    first_name: `R${user_id}`,
    last_name: "X",
    email: `r${user_id}@x.org`,
    reviewer_evaluation: reviewed ? 1 : null,
    reviewer_confidence: reviewed ? 3 : null,
    reviewer_remarks: reviewed ? `remarks ${user_id}` : null,
    reviewer_confidential_remarks: reviewed ? `secret ${user_id}` : null,
    reviewed_at: reviewed ? "2026-01-01" : null,
  });
  const me = viewer({ isAssignedReviewer: true }, { userId: 1, tpcTrackIds: [5] });
  it("a reviewer sees others only after submitting, and only when the setting allows it", () => {
    expect(
      reviewerDataFor(me, paper(0), [entry(1, 1, false), entry(2, 2, true)], conf()).map((e) => e.user_id),
    ).toEqual([1]);
    const after = reviewerDataFor(me, paper(0), [entry(1, 1, true), entry(2, 2, true)], conf());
    expect(after.map((e) => e.reviewer_confidential_remarks)).toEqual(["secret 1", "secret 2"]);
    expect(
      reviewerDataFor(
        me,
        paper(0),
        [entry(1, 1, true), entry(2, 2, true)],
        conf({ access_to_reviews_by_ordinary_pc_members: 0 }),
      ).map((e) => e.user_id),
    ).toEqual([1]);
    expect(
      reviewerDataFor(
        me,
        paper(0),
        [entry(1, 1, true), entry(2, 2, true)],
        conf({ are_reviewier_names_visible_to_pc: 0 }),
      )[1],
    ).toMatchObject({ user_id: null, email: null });
  });
  it("authors see released reviews only, names under Open only, never confidential remarks", () => {
    const entries = [entry(1, 1, true), entry(2, 2, false)];
    expect(reviewerDataFor(ROLES.author!, paper(0), entries, conf())).toEqual([]);
    const released = reviewerDataFor(ROLES.author!, paper(35), entries, conf());
    expect(released).toEqual([
      expect.objectContaining({
        user_id: null,
        first_name: null,
        reviewer_remarks: "remarks 1",
        reviewer_confidential_remarks: null,
      }),
    ]);
    expect(
      reviewerDataFor(ROLES.author!, paper(35), entries, conf({ are_track_chairs_allowed_reviews_to_authors: 0 })),
    ).toEqual([]);
    expect(reviewerDataFor(ROLES.author!, paper(35), entries, conf({ reviewing_model: "Open" }))[0]).toMatchObject({
      first_name: "R1",
      email: null,
    });
  });
  it("authors also see them, shaped the same, during the response window (undecided, not withdrawn or blocked)", () => {
    const entries = [entry(1, 1, true), entry(2, 2, false)];
    const window = conf({
      author_response_start: "2026-03-10 09:00",
      author_response_end: "2026-03-10 18:00",
      are_track_chairs_allowed_reviews_to_authors: 0,
    });
    const during = new Date("2026-03-10T12:00:00Z");
    expect(reviewerDataFor(ROLES.author!, paper(0), entries, window, during)).toEqual([
      expect.objectContaining({
        id: 1,
        user_id: null,
        reviewer_remarks: "remarks 1",
        reviewer_confidential_remarks: null,
      }),
    ]);
    expect(reviewerDataFor(ROLES.author!, paper(0), entries, window, new Date("2026-03-10T18:00:00Z"))).toEqual([]);
    expect(reviewerDataFor(ROLES.author!, paper(30), entries, window, during)).toEqual([]);
    // the window opens nothing for anyone else
    expect(reviewerDataFor(viewer({}), paper(0), entries, window, during)).toEqual([]);
  });
  it("a conflicted chair sees none; an unconflicted one everything", () => {
    const entries = [entry(1, 1, true)];
    expect(reviewerDataFor(ROLES.conflictedSuperchair!, paper(0), entries, conf())).toEqual([]);
    expect(reviewerDataFor(ROLES.superchair!, paper(0), entries, conf())[0]).toMatchObject({
      reviewer_confidential_remarks: "secret 1",
    });
  });
});

describe("isPaperAuthor (listed is not confirmed)", () => {
  const paper = { created_by: 1 };
  it("is the submitter, whatever the rows say", () => {
    expect(isPaperAuthor(1, paper, [])).toBe(true);
  });
  it("is an account whose row it confirmed, not one merely listed", () => {
    expect(isPaperAuthor(2, paper, [{ user_id: 2, confirmed: 1 }])).toBe(true);
    expect(isPaperAuthor(2, paper, [{ user_id: 2, confirmed: 0 }])).toBe(false);
    expect(
      isPaperAuthor(2, paper, [
        { user_id: 2, confirmed: false },
        { user_id: 3, confirmed: true },
      ]),
    ).toBe(false);
    expect(isPaperAuthor(2, paper, [{ user_id: null, confirmed: 1 }])).toBe(false);
  });
});
