// The routes of the review form, the decision list, review history and offline forms.
import { DEFAULT_DECISIONS, DEFAULT_REVIEW_FORM } from "@symposia/domain";
import { CONFIGURERS, type MatrixCase, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";

/** Whoever reviews or chairs the conference: TPC members, track chairs, SUPERCHAIR, OC, ADMIN. */
const FORM_READERS = [
  "reviewer",
  "tpcMember",
  "trackChair",
  "otherTrackChair",
  "ocMember",
  "superchair",
  "admin",
] as const;

export const reviewFormCases: MatrixCase[] = [
  {
    route: "GET /api/conference/review-form/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/review-form/${w.confId}` }),
    expect: signedIn(FORM_READERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/review-form/:confId",
    // the current form again: allowed callers get 200 and nothing changes for the next cell
    build: async (w) => ({
      method: "POST",
      path: `/conference/review-form/${w.confId}`,
      body: { fields: DEFAULT_REVIEW_FORM },
    }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/conference/decisions/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/decisions/${w.confId}` }),
    expect: signedIn(FORM_READERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/decisions/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/decisions/${w.confId}`,
      body: { decisions: DEFAULT_DECISIONS },
    }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/paper/review-history/:paperId/:reviewerId",
    // the history names the reviewer: the paper's deciders only
    build: async (w) => ({ method: "GET", path: `/paper/review-history/${w.paperId}/${w.users.reviewer.id}` }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/offline-review-form/:confId",
    // every signed-in caller gets a form of their own papers to review (none: an empty form)
    build: async (w) => ({ method: "GET", path: `/paper/offline-review-form/${w.confId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/offline-review-form/:confId",
    // a paper with blank answers: refused for everyone (the paper is decided), listed in the answer
    build: async (w) => ({
      method: "POST",
      path: `/paper/offline-review-form/${w.confId}`,
      body: { text: `==+== Paper: ${w.paperId}\n==*== Remarks [reviewer_remarks]\n\n` },
    }),
    expect: signedIn("all"),
  },
];
