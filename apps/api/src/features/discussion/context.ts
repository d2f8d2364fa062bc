// One paper as a discussion participant sees it: the paper, the conference's discussion settings,
// the caller's PaperViewer (access/paper.ts, with the release rule) and their standing in the discussion. A
// subreviewer is let in here (and only here and in the subreviewers feature): the papers feature
// does not know them. Whoever may not see the paper gets the 404 of a paper that does not exist.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import {
  type DiscussionRole,
  type DiscussionStanding,
  type PaperViewer,
  assignmentsReleased,
  canViewPaper,
  discussionRole,
  releasedViewer,
} from "../../policy/index.js";
import * as repo from "./repository.js";
import { type CallerPerson, type PaperRow, findPaper, loadConferenceAccess, viewerOf } from "../../access/index.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface DiscussionContext {
  paper: PaperRow;
  conf: repo.DiscussionConference;
  viewer: PaperViewer;
  standing: DiscussionStanding;
  role: DiscussionRole | null;
  assignments: repo.Assignment[];
  subreview: Awaited<ReturnType<typeof repo.subreviewOf>>;
}

// every state but a withdrawn request (none yet): a sent-back subreviewer revises their review
const LIVE_SUBREVIEW = ["requested", "draft", "submitted", "returned", "approved"];
// a review the subreviewer has sent at least once (a draft is not sent)
const SENT_SUBREVIEW = ["submitted", "returned", "approved"];

export async function loadDiscussionPaper(
  db: Db,
  user: CallerPerson & Pick<AuthUser, "role">,
  paperId: number,
): Promise<DiscussionContext> {
  const paper = await findPaper(db, paperId);
  if (!paper) throw notFound("Paper");
  const [conf, access, assignments, subreview] = await Promise.all([
    repo.discussionSettings(db, paper.conf_id),
    loadConferenceAccess(db, user, paper.conf_id),
    repo.assignmentsOf(db, paperId),
    repo.subreviewOf(db, paperId, user.id),
  ]);
  if (!conf) throw notFound("Paper");
  // the release rule, as for the paper itself: an unreleased assignment does not count yet
  const viewer = releasedViewer(await viewerOf(db, user, access, paper, conf), paper, assignmentsReleased(conf));
  const isSubreviewer =
    subreview !== undefined && LIVE_SUBREVIEW.includes(subreview.status) && !viewer.isConflicted && !viewer.isAuthor;
  if (!canViewPaper(viewer, paper) && !isSubreviewer) throw notFound("Paper");
  const own = assignments.find((a) => a.user_id === user.id);
  const standing: DiscussionStanding = {
    ownReviewSubmitted: own?.reviewed_at != null,
    isSubreviewer,
    subreviewSubmitted: isSubreviewer && SENT_SUBREVIEW.includes(subreview!.status),
  };
  return {
    paper,
    conf,
    viewer,
    standing,
    role: discussionRole(viewer, paper, standing, conf),
    assignments,
    subreview: isSubreviewer ? subreview : undefined,
  };
}
