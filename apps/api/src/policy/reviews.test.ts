import { describe, expect, it } from "vitest";
import { canDecidePaper, canReview, canSetDecision, canViewReports, isAssignedReviewer, mayDecide, mayReview, paperTakesDecision, paperTakesReview } from "./reviews.js";
import { canViewPaperHistory } from "./audit.js";
import { access, viewer } from "./roles.testkit.js";

const paper = (status = 0, has_file = true) => ({ track_id: 5, status, has_file });

describe("reviews", () => {
  it("only the assigned reviewer who is not an author reviews, and only a paper with a file that takes reviews", () => {
    expect(isAssignedReviewer({ user_id: 1 }, 1)).toBe(true);
    expect(isAssignedReviewer(undefined, 1)).toBe(false);
    expect(mayReview({ user_id: 1 }, 1, true)).toBe(false);
    expect(canReview(paper(0), { user_id: 1 }, 1)).toBe(true);
    expect(canReview(paper(0, false), { user_id: 1 }, 1)).toBe(false);
    expect(paperTakesReview(paper(25))).toBe(false);
  });
});

describe("decisions and history", () => {
  it("SUPERCHAIR, ADMIN, OC and the paper's track chairs decide; not as authors, not when conflicted", () => {
    for (const acc of [{ isAdmin: true }, { permissions: ["SUPERCHAIR" as const] }, { isOcMember: true }, { chairTrackIds: [5] }]) {
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
    expect(canSetDecision(chair, paper(0), 1)).toBe(true);
    expect(canSetDecision(chair, paper(0), 0)).toBe(false);
    expect(canSetDecision(chair, paper(25), 1)).toBe(paperTakesDecision(paper(25)));
    expect(canSetDecision(chair, paper(0, false), 1)).toBe(false);
  });
  it("reports are All Papers' audience", () => {
    expect(canViewReports(access({ isOcMember: true }))).toBe(true);
    expect(canViewReports(access({ chairTrackIds: [5] }))).toBe(false);
  });
});
