import { CONFERENCE_STATUS } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { responseWindow } from "./authorReviews.js";
import {
  discussionRole,
  mayPostVisibility,
  mayReadComment,
  reviewerLabel,
  whyNotRespond,
  whyNotWriteMetaReview,
  type DiscussionSettings,
} from "./discussion.js";
import type { PaperViewer } from "./papers.js";
import { subreviewerMayKnowAuthors } from "./subreviews.js";
import { viewer } from "./roles.testkit.js";

const conf = (over: Partial<DiscussionSettings> = {}): DiscussionSettings => ({
  are_reviewier_names_visible_to_pc: 0,
  access_to_reviews_by_ordinary_pc_members: 1,
  are_track_chairs_allowed_reviews_to_authors: 1,
  reviewing_model: "Double-blind",
  permit_subreviewers_participate_in_discussion: 1,
  leading_reviewers_can_update_metareviews: 1,
  use_subviewers: 1,
  are_submissions_anonymour_for_subreviewers: 1,
  author_response_start: null,
  author_response_end: null,
  timezone_for_deadline: "UTC",
  ...over,
});
const paper = { track_id: 5 };
const standing = (over = {}) => ({
  ownReviewSubmitted: false,
  isSubreviewer: false,
  subreviewSubmitted: false,
  ...over,
});

describe("discussionRole", () => {
  it("chairs who may see the reviews; never an author or a conflicted person", () => {
    expect(discussionRole(viewer({}, { permissions: ["SUPERCHAIR"] }), paper, standing(), conf())).toBe("chair");
    expect(discussionRole(viewer({}, { chairTrackIds: [5] }), paper, standing(), conf())).toBe("chair");
    expect(discussionRole(viewer({}, { chairTrackIds: [6] }), paper, standing(), conf())).toBeNull();
    expect(
      discussionRole(viewer({ isConflicted: true }, { permissions: ["SUPERCHAIR"] }), paper, standing(), conf()),
    ).toBeNull();
    expect(
      discussionRole(
        viewer({ isAuthor: true, isAssignedReviewer: true }),
        paper,
        standing({ ownReviewSubmitted: true }),
        conf(),
      ),
    ).toBeNull();
  });

  it("a reviewer after their own review when access_to_reviews_by_ordinary_pc_members is 1, at once when 0", () => {
    const r = viewer({ isAssignedReviewer: true });
    expect(discussionRole(r, paper, standing(), conf())).toBeNull();
    expect(discussionRole(r, paper, standing({ ownReviewSubmitted: true }), conf())).toBe("reviewer");
    expect(discussionRole(r, paper, standing(), conf({ access_to_reviews_by_ordinary_pc_members: 0 }))).toBe(
      "reviewer",
    );
  });

  it("a subreviewer only with the setting and a submitted subreview", () => {
    expect(discussionRole(viewer(), paper, standing({ isSubreviewer: true, subreviewSubmitted: true }), conf())).toBe(
      "subreviewer",
    );
    expect(discussionRole(viewer(), paper, standing({ isSubreviewer: true }), conf())).toBeNull();
    expect(
      discussionRole(
        viewer(),
        paper,
        standing({ isSubreviewer: true, subreviewSubmitted: true }),
        conf({ permit_subreviewers_participate_in_discussion: 0 }),
      ),
    ).toBeNull();
  });
});

it("chairs-only comments are read by chairs and their writer", () => {
  expect(mayReadComment("reviewer", 2, { visibility: "chairs", author_id: 1 })).toBe(false);
  expect(mayReadComment("reviewer", 1, { visibility: "chairs", author_id: 1 })).toBe(true);
  expect(mayReadComment("chair", 2, { visibility: "chairs", author_id: 1 })).toBe(true);
  expect(mayReadComment(null, 2, { visibility: "pc", author_id: 1 })).toBe(false);
  expect(mayReadComment("subreviewer", 2, { visibility: "chairs", author_id: 1 })).toBe(false);
});

it("every participant may write for the chairs only; nobody outside the discussion", () => {
  for (const role of ["chair", "reviewer", "subreviewer"] as const)
    expect(mayPostVisibility(role, "chairs")).toBe(true);
  expect(mayPostVisibility(null, "chairs")).toBe(false);
  expect(mayPostVisibility("reviewer", "everyone")).toBe(false);
});

it("reviewer labels run A..Z, AA..", () => {
  expect([0, 1, 25, 26, 27].map(reviewerLabel)).toEqual([
    "Reviewer A",
    "Reviewer B",
    "Reviewer Z",
    "Reviewer AA",
    "Reviewer AB",
  ]);
});

const metaRights = (
  v: PaperViewer,
  meta: { lead_user_id: number; submitted_at: string | null },
  reviews: { submitted: number; assigned: number },
  settings: ReturnType<typeof conf>,
) => ({
  viewer: v,
  paper: { track_id: 1 },
  conferenceStatus: CONFERENCE_STATUS.APPROVED,
  meta,
  reviews,
  conf: settings,
});

describe("whyNotWriteMetaReview", () => {
  const lead = viewer({ isAssignedReviewer: true });
  const meta = { lead_user_id: 1, submitted_at: null };
  it("only the lead, once every review is in, and the update rule", () => {
    expect(whyNotWriteMetaReview(metaRights(lead, meta, { submitted: 2, assigned: 2 }, conf()))).toBeNull();
    expect(
      whyNotWriteMetaReview(
        metaRights(viewer({ isAssignedReviewer: true }, { userId: 2 }), meta, { submitted: 2, assigned: 2 }, conf()),
      )?.status,
    ).toBe(403);
    expect(whyNotWriteMetaReview(metaRights(lead, meta, { submitted: 1, assigned: 2 }, conf()))?.status).toBe(409);
    const submitted = { ...meta, submitted_at: "2026-01-01T00:00:00Z" };
    expect(whyNotWriteMetaReview(metaRights(lead, submitted, { submitted: 2, assigned: 2 }, conf()))).toBeNull();
    // nothing is written on a conference that is not Approved
    expect(
      whyNotWriteMetaReview({
        ...metaRights(lead, meta, { submitted: 2, assigned: 2 }, conf()),
        conferenceStatus: CONFERENCE_STATUS.BLOCKED,
      })?.status,
    ).toBe(409);
    expect(
      whyNotWriteMetaReview(
        metaRights(
          lead,
          submitted,
          { submitted: 2, assigned: 2 },
          conf({ leading_reviewers_can_update_metareviews: 0 }),
        ),
      )?.status,
    ).toBe(409);
  });
});

describe("the response window", () => {
  const at = new Date("2026-03-10T12:00:00Z");
  it("is read in the deadline time zone, open from start to end (exclusive)", () => {
    const window = { author_response_start: "2026-03-10 13:00", author_response_end: "2026-03-10 14:00" };
    // 12:00 UTC is 13:00 in Berlin (UTC+1 in March): open there; not yet open on the UTC clock; over in Tokyo (UTC+9)
    expect(responseWindow({ ...window, timezone_for_deadline: "Europe/Berlin" }, at).open).toBe(true);
    expect(responseWindow({ ...window, timezone_for_deadline: "UTC" }, at).open).toBe(false);
    expect(responseWindow({ ...window, timezone_for_deadline: "Asia/Tokyo" }, at).closed).toBe(true);
    expect(
      responseWindow(
        {
          author_response_start: "2026-03-10 12:00",
          author_response_end: "2026-03-10 13:00",
          timezone_for_deadline: "UTC",
        },
        at,
      ).open,
    ).toBe(true);
    expect(
      responseWindow(
        {
          author_response_start: "2026-03-10 11:00",
          author_response_end: "2026-03-10 12:00",
          timezone_for_deadline: "UTC",
        },
        at,
      ).open,
    ).toBe(false);
    expect(
      responseWindow(
        { author_response_start: null, author_response_end: "2026-03-10 13:00", timezone_for_deadline: "UTC" },
        at,
      ).open,
    ).toBe(false);
  });

  it("only authors, not on withdrawn or blocked papers", () => {
    const open = {
      author_response_start: "2026-03-10 11:00",
      author_response_end: "2026-03-10 13:00",
      timezone_for_deadline: "UTC",
      conference_status: CONFERENCE_STATUS.APPROVED,
    };
    expect(whyNotRespond(viewer({ isAuthor: true }), { status: 0 }, open, at)).toBeNull();
    expect(whyNotRespond(viewer(), { status: 0 }, open, at)?.status).toBe(403);
    expect(whyNotRespond(viewer({ isAuthor: true }), { status: 25 }, open, at)?.status).toBe(409);
    expect(whyNotRespond(viewer({ isAuthor: true }), { status: 30 }, open, at)?.status).toBe(409);
  });

  it("not once the paper is decided, even with the window still open", () => {
    const open = {
      author_response_start: "2026-03-10 11:00",
      author_response_end: "2026-03-10 13:00",
      timezone_for_deadline: "UTC",
      conference_status: CONFERENCE_STATUS.APPROVED,
    };
    for (const decided of [35, 20, 18]) {
      expect(whyNotRespond(viewer({ isAuthor: true }), { status: decided }, open, at)).toEqual({
        status: 409,
        message: expect.stringMatching(/decided/),
      });
    }
  });
});

it("subreviewers know the authors only outside Double-blind and with the setting off", () => {
  expect(
    subreviewerMayKnowAuthors({ are_submissions_anonymour_for_subreviewers: 0, reviewing_model: "Single-blind" }),
  ).toBe(true);
  expect(
    subreviewerMayKnowAuthors({ are_submissions_anonymour_for_subreviewers: 1, reviewing_model: "Single-blind" }),
  ).toBe(false);
  expect(
    subreviewerMayKnowAuthors({ are_submissions_anonymour_for_subreviewers: 0, reviewing_model: "Double-blind" }),
  ).toBe(false);
});
