// The Review Papers page under test (ReviewPapersPage, its custom-form and review-phase tests):
// one paper to review in conference 7 and a server that answers the page's reads, records every
// POST and confirms it with `postMessage`.
import type { ReviewField, ReviewPaper, ReviewPhaseInfo } from "@symposia/domain";
import ReviewPapersPage from "../features/reviews/pages/ReviewPapersPage";
import { jsonResponse, mockFetch, renderWithProviders, setupUser, signIn } from "./render";

/** A submitted paper of track 3 that the signed-in reviewer may review and has not yet. */
export const reviewPaper = (overrides: Partial<ReviewPaper> = {}): ReviewPaper => ({
  id: 11,
  paper_sequence: 1,
  paper_title: "Mutation testing at scale",
  keywords: "testing",
  abstract: "",
  track_id: 3,
  track_name: "Software Testing",
  status: 0,
  status_label: "Submitted",
  has_file: true,
  can_review: true,
  my_review: null,
  ...overrides,
});

interface ReviewPapersServer {
  /** what a POST answers */
  postMessage: string;
  /** the conference's review form, when the test's page reads it */
  form?: { version: number; fields: readonly ReviewField[] };
  /** the review phase, when the test's page reads it */
  phase?: ReviewPhaseInfo;
  /** what else a POST does on the server, e.g. take a paper off the list */
  onPost?: () => void;
  /** settings of conference 7 beyond its names, e.g. `use_subviewers` */
  conference?: Record<string, unknown>;
}

/** Signs in reviewer 9 and renders Review Papers of conference 7 listing `papers` (read on every request when a function). */
export function renderReviewPapers<P extends ReviewPaper>(papers: P[] | (() => P[]), server: ReviewPapersServer) {
  const list = () => (typeof papers === "function" ? papers() : papers);
  signIn({ id: 9 });
  const posts: { path: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    if (init?.method === "POST") {
      posts.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      server.onPost?.();
      return jsonResponse(200, { success: true, message: server.postMessage, result: {} });
    }
    if (url.pathname === "/api/paper/review-papers/7")
      return jsonResponse(200, { success: true, message: "", result: { data: list(), total: list().length } });
    if (server.form && url.pathname === "/api/conference/review-form/7")
      return jsonResponse(200, {
        success: true,
        message: "",
        result: { ...server.form, reviews_with_answers: 0, can_edit: false },
      });
    if (server.phase && url.pathname === "/api/conference/review-phase/7")
      return jsonResponse(200, { success: true, message: "", result: server.phase });
    if (url.pathname === "/api/paper/subreviews/11")
      return jsonResponse(200, { success: true, message: "", result: [] });
    return jsonResponse(200, {
      success: true,
      message: "",
      result: [{ id: 7, acronym_title: "ICT", event_name: "ICT", ...server.conference }],
    });
  });
  const view = renderWithProviders(<ReviewPapersPage />, {
    route: "/conference/reviewPapers/7",
    path: "/conference/reviewPapers/:confId?",
  });
  return { posts, user: setupUser(), ...view };
}
