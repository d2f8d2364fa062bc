import { describe, expect, it } from "vitest";
import { REVIEWING_CLOSED, firstSubmission, isLateReview, lateReviewRule, reviewWindow } from "./reviewPhase.js";

const conf = (over: Partial<Parameters<typeof reviewWindow>[0]> = {}) => ({
  permit_pc_members_to_enter_reviews: 1,
  review_deadline: null,
  review_hard_deadline: null,
  timezone_for_deadline: "UTC",
  ...over,
});

describe("review window", () => {
  it("is open by default and closed while the chairs keep reviewing closed", () => {
    expect(reviewWindow(conf(), null)).toEqual({ open: true });
    expect(reviewWindow(conf({ permit_pc_members_to_enter_reviews: 0 }), null)).toEqual({
      open: false,
      reason: REVIEWING_CLOSED,
    });
  });

  it("closes at the hard deadline's first second, in the deadline zone", () => {
    // 12:00 in Kolkata is 06:30 UTC
    const c = conf({ review_hard_deadline: "2027-03-01 12:00", timezone_for_deadline: "Asia/Kolkata" });
    expect(reviewWindow(c, null, new Date("2027-03-01T06:29:59.999Z")).open).toBe(true);
    const closed = reviewWindow(c, null, new Date("2027-03-01T06:30:00.000Z"));
    expect(closed).toEqual({
      open: false,
      reason: "The hard review deadline (2027-03-01 12:00 Asia/Kolkata) has passed; reviews are no longer accepted.",
    });
  });

  it("an extension replaces the hard deadline for that reviewer and paper", () => {
    const c = conf({ review_hard_deadline: "2027-03-01 12:00" });
    expect(reviewWindow(c, "2027-03-05 12:00", new Date("2027-03-03T00:00:00Z")).open).toBe(true);
    expect(reviewWindow(c, "2027-03-05 12:00", new Date("2027-03-05T12:00:00Z"))).toMatchObject({
      open: false,
      reason: expect.stringMatching(/^Your extended review deadline/),
    });
    // an extension does not reopen reviewing the chairs closed
    expect(
      reviewWindow(
        { ...c, permit_pc_members_to_enter_reviews: 0 },
        "2027-03-05 12:00",
        new Date("2027-03-03T00:00:00Z"),
      ).open,
    ).toBe(false);
  });

  it("marks a review late from the soft deadline on", () => {
    const c = conf({ review_deadline: "2027-03-01 00:00", timezone_for_deadline: "Europe/Berlin" });
    expect(isLateReview(c, "2027-02-28T22:59:59.999Z")).toBe(false);
    expect(isLateReview(c, "2027-02-28T23:00:00.000Z")).toBe(true);
    expect(isLateReview(conf(), "2030-01-01T00:00:00Z")).toBe(false);
    expect(isLateReview(c, null)).toBe(false);
  });

  it("judges lateness by the first submission, so an on-time review corrected after the deadline stays on time", () => {
    const late = lateReviewRule(conf({ review_deadline: "2027-03-01 00:00", timezone_for_deadline: "UTC" }));
    const corrected = { reviewed_at: "2027-03-05T10:00:00.000Z", first_submitted_at: "2027-02-20T10:00:00.000Z" };
    expect(late(firstSubmission(corrected))).toBe(false);
    expect(
      late(
        firstSubmission({ reviewed_at: "2027-03-05T10:00:00.000Z", first_submitted_at: "2027-03-02T10:00:00.000Z" }),
      ),
    ).toBe(true);
    // a review of before kept versions: its reviewed_at is all there is
    expect(late(firstSubmission({ reviewed_at: "2027-03-05T10:00:00.000Z", first_submitted_at: null }))).toBe(true);
    // not submitted (a draft only): never late, whatever its kept versions say
    expect(firstSubmission({ reviewed_at: null, first_submitted_at: "2027-03-05T10:00:00.000Z" })).toBeNull();
  });
});
