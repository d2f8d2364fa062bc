import { describe, expect, it } from "vitest";
import {
  canDecidePaper,
  canViewReports,
  isAssignedReviewer,
  mayDecide,
  mayReview,
  paperTakesDecision,
  paperTakesReview,
} from "./reviews.js";
import { type ReviewRights, canReview, canSetDecision } from "./rights.js";
import type { PaperViewer } from "./papers.js";
import { canViewPaperHistory } from "./audit.js";
import { access, viewer } from "./roles.testkit.js";

const paper = (status = 0, has_file = true) => ({ id: 9, conf_id: 1, track_id: 5, status, has_file, created_by: 2 });
const OPEN = { open: true } as const;
const reviewRights = (
  p: ReturnType<typeof paper>,
  assignment: { user_id: number } | null,
  conferenceStatus = 1,
): ReviewRights => ({
  viewer: viewer({ isAssignedReviewer: assignment !== null }),
  paper: p,
  conferenceStatus,
  assignment: assignment && { id: 3, reviewed_at: null, ...assignment },
  window: OPEN,
});
const decisionRights = (v: PaperViewer, p: ReturnType<typeof paper>, conferenceStatus: number) => ({
  viewer: v,
  paper: p,
  conferenceStatus,
});

describe("reviews", () => {
  it("only the assigned reviewer who is not an author reviews, and only a paper with a file that takes reviews", () => {
    expect(isAssignedReviewer({ user_id: 1 }, 1)).toBe(true);
    expect(isAssignedReviewer(undefined, 1)).toBe(false);
    expect(mayReview({ user_id: 1 }, 1, true)).toBe(false);
    expect(canReview(reviewRights(paper(0), { user_id: 1 }))).toBe(true);
    expect(canReview(reviewRights(paper(0, false), { user_id: 1 }))).toBe(false);
    // the write answers 409 on a conference that is not Approved, so the flag is off there too
    expect(canReview(reviewRights(paper(0), { user_id: 1 }, 0))).toBe(false);
    expect(canReview({ ...reviewRights(paper(0), { user_id: 1 }), window: { open: false, reason: "closed" } })).toBe(
      false,
    );
    expect(paperTakesReview(paper(25))).toBe(false);
  });
});

describe("decisions and history", () => {
  it("SUPERCHAIR, ADMIN, OC and the paper's track chairs decide; not as authors, not when conflicted", () => {
    for (const acc of [
      { isAdmin: true },
      { permissions: ["SUPERCHAIR" as const] },
      { isOcMember: true },
      { chairTrackIds: [5] },
    ]) {
      expect(canDecidePaper(access(acc), paper())).toBe(true);
      expect(mayDecide(viewer({}, acc), paper())).toBe(true);
      expect(mayDecide(viewer({ isAuthor: true }, acc), paper())).toBe(false);
      expect(mayDecide(viewer({ isConflicted: true }, acc), paper())).toBe(false);
      expect(canViewPaperHistory(viewer({}, acc), paper())).toBe(true);
      expect(canViewPaperHistory(viewer({ isConflicted: true }, acc), paper())).toBe(false);
    }
    expect(canDecidePaper(access({ chairTrackIds: [6] }), paper())).toBe(false);
    expect(mayDecide(viewer({ isAssignedReviewer: true }, { tpcTrackIds: [5] }), paper())).toBe(false);
  });
  it("the decision is offered only when it would be accepted: Approved conference, decidable paper", () => {
    const chair = viewer({}, { permissions: ["SUPERCHAIR"] });
    expect(canSetDecision(decisionRights(chair, paper(0), 1))).toBe(true);
    expect(canSetDecision(decisionRights(chair, paper(0), 0))).toBe(false);
    expect(canSetDecision(decisionRights(chair, paper(25), 1))).toBe(paperTakesDecision(paper(25)));
    expect(canSetDecision(decisionRights(chair, paper(0, false), 1))).toBe(false);
  });
  it("reports are All Papers' audience", () => {
    expect(canViewReports(access({ isOcMember: true }))).toBe(true);
    expect(canViewReports(access({ chairTrackIds: [5] }))).toBe(false);
  });
});
