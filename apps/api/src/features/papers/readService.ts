// Reading papers: GET /paper/all/{id}/{0|1}, GET /paper/{paperId} and GET /paper/file/{paperId}.
import {
  PAPER_SEARCH_MIN,
  type PaperListQuery,
  type PaperTag,
  REPORT_FILTER,
  parseSubmissionFileSlots,
  scoreSortKey,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { fieldError, forbidden, notFound } from "../../http/errors.js";
import {
  type ConflictIndex,
  type ConflictPerson,
  type PaperFacts,
  type PaperViewer,
  actsAsChair,
  assignmentsReleased,
  canViewAllPapers,
  canViewPaper,
  chairsTrack,
  isPaperAuthor,
  paperActionContext,
} from "../../policy/index.js";
import { extraFilesView, extraFilesOf, fieldsOf } from "../submissionForm/index.js";
import { downloadName } from "./files.js";
import { mayUseTags } from "../../policy/tags.js";
import { lateReviewRule } from "../../policy/reviewPhase.js";
import { currentReviewForm } from "../reviewForms/index.js";
import {
  type PageTags,
  type PaperFilter,
  type PaperPage,
  findPage,
  unreadableScoreIds,
  searchInput,
} from "./listRepository.js";
import { pageFacts, paperFacts, readPaperWithDetails } from "./pageRepository.js";
import * as repo from "./repository.js";
import { type ChairFacts, type PaperItem, byPaper, shapePaper } from "./shape.js";
import {
  type KnownAuthorRow,
  type PaperAuthorRow,
  conflictIndexAmong,
  conflictedPaperIds,
  loadPaperAs,
  loadPaperConferenceAccess,
  requireVisibleConference,
} from "../../access/index.js";

const NOT_ALLOWED = "You do not have permission to view these papers.";

/**
 * How a list is narrowed beyond the list's own query: the reviewer scope lists the papers assigned
 * to the caller (once assignments are released), and `where` adds a compiled search condition.
 */
export interface ListExtra {
  reviewerScope?: boolean;
  where?: PaperFilter["where"];
  /**
   * The tags each listed paper may show the caller (the tags feature's rules), for a caller with a
   * committee standing: handed in by the caller of the list, as tags build on papers.
   */
  tagsOf?: (
    viewed: ReadonlyMap<number, ListedPaper>,
    read?: ReadonlyMap<number, string | null>,
  ) => Promise<ReadonlyMap<number, PaperTag[]>>;
  /**
   * The tag rows of a page's papers (the tags feature's), read with the page where the page is one
   * statement (PostgreSQL), grouped per paper as JSON and handed to tagsOf as `read`.
   */
  tagRows?: PageTags["rows"];
}

/** A listed paper's facts and the caller's relation to it, as the tag rules read them. */
export interface ListedPaper {
  paper: PaperFacts;
  viewer: PaperViewer;
}

/** Which papers the caller may list in this scope, as a filter; 403 when none. */
async function listFilter(
  ctx: AppContext,
  user: AuthUser,
  scopeId: number,
  scopeType: 0 | 1,
  query: PaperListQuery,
  extra: ListExtra = {},
) {
  let confId = scopeId;
  let trackId: number | undefined;
  if (scopeType === 1) {
    const track = await repo.findTrack(ctx.db, scopeId);
    if (!track) throw notFound("Track");
    confId = track.conf_id;
    trackId = track.id;
  }
  const { conf, access: standing } = await loadPaperConferenceAccess(ctx.db, user, confId);
  if (!conf) throw notFound("Conference");
  // a conference the caller may not see answers like a missing one, never 403
  const access = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status, standing))!;

  const filter: PaperFilter = { confId, trackId, where: extra.where };
  if (extra.reviewerScope) {
    filter.reviewerUserId = user.id;
    // an assignment not yet released to the PC does not count for the reviewer (loadPaperAs)
    if (!assignmentsReleased(conf) && !canViewAllPapers(access)) filter.trackIds = [];
  } else if (query.created_by) {
    filter.authorUserId = user.id; // anyone may list their own papers
  } else if (!canViewAllPapers(access)) {
    // A track chair sees the papers of the tracks they chair, and nothing else.
    if (access.chairTrackIds.length === 0) throw forbidden(NOT_ALLOWED);
    if (trackId !== undefined && !chairsTrack(access, trackId)) throw forbidden(NOT_ALLOWED);
    if (trackId === undefined) filter.trackIds = access.chairTrackIds;
    // a track chair does not learn that a paper they are conflicted with exists (lists and counts)
    // (the conference's papers they are conflicted with; the filter keeps to their tracks anyway)
    const conflicted = await conflictedPaperIds(ctx.db, confId, user);
    if (conflicted.length) filter.excludeIds = conflicted;
  }
  if (query.topic_id !== undefined) filter.topicId = query.topic_id;
  if (query.camera_ready !== undefined) filter.cameraReady = query.camera_ready;
  if (query.field !== undefined) filter.field = chairFieldFilter(conf, query);
  if (query.status === REPORT_FILTER.MISSING_PAPER || query.missing_paper) filter.missingFile = true;
  if (query.status !== undefined && query.status !== REPORT_FILTER.ALL && query.status !== REPORT_FILTER.MISSING_PAPER)
    filter.status = query.status;
  const search = searchInput(query.param_search).trim();
  if (search.length >= PAPER_SEARCH_MIN) filter.search = search;
  return { filter, conf, access };
}

/**
 * The extra-field filter: on the chairs' lists only (every paper listed there is one the
 * caller manages, so chairs-only fields are theirs to filter), by a field the conference defines.
 */
function chairFieldFilter(
  conf: { additional_fields_submission_form?: string | null },
  query: PaperListQuery,
): NonNullable<PaperFilter["field"]> {
  if (query.created_by) throw fieldError("field", "Only the chairs' paper lists filter by submission fields.");
  const def = fieldsOf(conf).find((f) => f.key === query.field);
  if (!def) throw fieldError("field", "This conference has no such submission field.");
  const raw = query.field_value ?? "";
  if (def.type === "checkbox") {
    if (raw !== "true" && raw !== "false")
      throw fieldError("field_value", "A checkbox field is filtered by true or false.");
    return { key: def.key, value: raw === "true" };
  }
  return { key: def.key, value: raw };
}

/**
 * The score sort: a score field of the conference's form, on the chairs' lists only.
 * Every paper listed there is one the caller manages; the ones whose reviews they may not read
 * (written by them, or conflicted: reviewerDataFor) sort as unscored, so the order leaks nothing.
 */
async function scoreSort(
  ctx: AppContext,
  user: AuthUser,
  filter: PaperFilter,
  query: PaperListQuery,
): Promise<Partial<PaperPage>> {
  const key = scoreSortKey(query.order_by);
  if (key === null) return {};
  if (query.created_by) throw fieldError("order_by", "Only the chairs' paper lists sort by scores.");
  const form = await currentReviewForm(ctx.db, filter.confId);
  if (!form.fields.some((f) => f.key === key && f.type === "score"))
    throw fieldError("order_by", "The review form has no such score field.");
  const conflicted = await conflictedPaperIds(ctx.db, filter.confId, user);
  const hiddenScoreIds = await unreadableScoreIds(ctx.db, filter, user.id, conflicted);
  return { scoreKey: key, hiddenScoreIds };
}

export async function listPapers(
  ctx: AppContext,
  user: AuthUser,
  scopeId: number,
  scopeType: 0 | 1,
  query: PaperListQuery,
  extra: ListExtra = {},
) {
  const { filter, conf, access } = await listFilter(ctx, user, scopeId, scopeType, query, extra);
  const withTags = extra.tagsOf !== undefined && !query.created_by && mayUseTags(access);
  const pageTags = withTags && extra.tagRows ? { rows: extra.tagRows, userId: user.id } : undefined;
  const {
    ids,
    total,
    facts,
    tags: readTags,
  } = await findPage(
    ctx.db,
    filter,
    {
      orderBy: query.order_by === "paper_title" ? "paper_title" : "paper_sequence",
      orderType: query.order_type,
      perPage: query.per_page,
      page: query.page,
      ...(await scoreSort(ctx, user, filter, query)),
    },
    pageTags,
  );
  if (ids.length === 0) return { data: [], total };
  // The page's rows, authors, reviewers, topics, chairs' marks and stored conflicts in one read
  // (pageRepository), never one per paper.
  const slots = parseSubmissionFileSlots(conf.file_upload_fields_submission_form);
  const [page, extraFiles] = await Promise.all([
    facts ?? pageFacts(ctx.db, ids),
    slots.length ? extraFilesOf(ctx.db, ids) : Promise.resolve([]),
  ]);
  const { authors, reviewers, topics } = page;
  const position = new Map(ids.map((id, i) => [id, i]));
  const rows = page.rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const chairFacts: ChairFacts = { ...page.marks, isLate: lateReviewRule(conf) };
  // the conflicts asked below: the caller's, and those of the reviewers who submitted (flagged);
  // the page's rows, authors and stored conflicts are read already, so the conflict facts do not
  // read them again; the caller's person facts (email, affiliation, names) came with the session
  const index = await conflictIndexAmong(ctx.db, ids, [user, ...reviewedPeople(reviewers)], {
    papers: rows,
    authors: conflictAuthors(authors),
    coauthorYears: new Map([[conf.id, conf.conflict_coauthor_years]]),
    stored: page.stored,
  });
  const authorsBy = byPaper(authors);
  const reviewersBy = byPaper(reviewers);
  const actionContext = paperActionContext(conf);
  const data: PaperItem[] = [];
  const listed = new Map<number, ListedPaper>();
  for (const paper of rows) {
    const paperAuthors = authorsBy.get(paper.id) ?? [];
    const paperReviewers = reviewersBy.get(paper.id) ?? [];
    const viewer: PaperViewer = {
      access,
      isAuthor: isPaperAuthor(user.id, paper, paperAuthors),
      isAssignedReviewer: paperReviewers.some((r) => r.user_id === user.id),
      isConflicted: index.isConflicted(paper.id, user),
    };
    if (!canViewPaper(viewer, paper)) continue;
    listed.set(paper.id, { paper, viewer });
    const flagged = actsAsChair(viewer, paper) && hasConflictWithReview(index, paper.id, paperReviewers);
    const shaped = shapePaper(
      paper,
      paperAuthors,
      paperReviewers,
      viewer,
      conf,
      actionContext,
      flagged,
      topics.get(paper.id),
      chairFacts,
    );
    // the extra file slots' files (no names where the authors are hidden), set on the shaped
    // answer (a fresh object) rather than copied into another
    shaped.extra_files = extraFilesView(slots, extraFiles, paper.id, shaped.created_by !== null);
    data.push(shaped);
  }
  if (withTags) {
    const tags = await extra.tagsOf!(listed, readTags);
    for (const item of data) item.tags = tags.get(item.id) ?? [];
  }
  return { data, total };
}

/** An author row read by the access layer, as the answer's rows are (repo.authorsOf). */
function answerAuthorRow(a: PaperAuthorRow): repo.AuthorRow {
  return {
    id: a.id,
    paper_id: a.paper_id,
    author_first_name: a.first_name,
    author_last_name: a.last_name,
    author_email: a.email,
    user_id: a.user_id,
    confirmed: a.confirmed,
    is_presenter: a.is_presenter,
    email_normalized: a.email_normalized,
    affiliation: a.affiliation,
  };
}

/** The answer's author rows as the conflict rules read them. */
function conflictAuthors(authors: readonly repo.AuthorRow[]): KnownAuthorRow[] {
  return authors.map((a) => ({
    paper_id: a.paper_id,
    user_id: a.user_id,
    email: a.author_email,
    email_normalized: a.email_normalized,
    affiliation: a.affiliation,
    first_name: a.author_first_name,
    last_name: a.author_last_name,
  }));
}

/** The reviewers hasConflictWithReview asks about, each once. */
function reviewedPeople(
  reviewers: readonly { user_id: number; email: string; reviewed_at: string | null }[],
): ConflictPerson[] {
  const people = new Map<number, ConflictPerson>();
  for (const r of reviewers)
    if (r.reviewed_at !== null) people.set(r.user_id, { id: r.user_id, email: r.email, affiliation: null });
  return [...people.values()];
}

/** A reviewer who already submitted a review of the paper is conflicted with it. */
function hasConflictWithReview(
  index: ConflictIndex,
  paperId: number,
  reviewers: readonly { user_id: number; email: string; reviewed_at: string | null }[],
): boolean {
  return reviewers.some(
    (r) =>
      r.reviewed_at !== null &&
      index.isConflicted(paperId, { id: r.user_id, email: r.email, affiliation: null } satisfies ConflictPerson),
  );
}

/** One paper with its file in base64 (as the spec says) and the streaming URL beside it. */
export async function getPaper(ctx: AppContext, user: AuthUser, paperId: number) {
  // on PostgreSQL the page's facts (paperFacts) are read with the paper's context, in one statement
  const {
    paper,
    conf,
    viewer,
    authors: authorRows,
    stored,
    extra: details,
  } = await loadPaperAs(ctx.db, user, paperId, { withPaper: readPaperWithDetails });
  const slots = parseSubmissionFileSlots(conf.file_upload_fields_submission_form);
  // the author rows were read with the caller's rights (loadPaperAs)
  const authors = authorRows.map(answerAuthorRow);
  const [{ reviewers, topics, marks, file }, extraFiles] = await Promise.all([
    paperFacts(ctx.db, paper.id, details),
    slots.length ? extraFilesOf(ctx.db, [paper.id]) : Promise.resolve([]),
  ]);
  const chairFacts: ChairFacts = { ...marks, isLate: lateReviewRule(conf) };
  const flagged =
    actsAsChair(viewer, paper) &&
    hasConflictWithReview(
      // the paper's row, authors and stored conflicts are read already (loadPaperAs)
      await conflictIndexAmong(ctx.db, [paper.id], reviewedPeople(reviewers), {
        papers: [paper],
        authors: authorRows,
        coauthorYears: new Map([[conf.id, conf.conflict_coauthor_years]]),
        stored,
      }),
      paper.id,
      reviewers,
    );
  // one paper: each review carries its own form version's field definitions the caller may read,
  // so Final Review reads an old review with the labels it was written against
  const shaped = shapePaper(
    paper,
    authors,
    reviewers,
    viewer,
    conf,
    paperActionContext(conf),
    flagged,
    topics.get(paper.id),
    chairFacts,
    { withFields: true },
  );
  return {
    ...shaped,
    extra_files: extraFilesView(slots, extraFiles, paper.id, shaped.created_by !== null),
    paper_file_data: file ? Buffer.from(file.data).toString("base64") : null,
    paper_file_download_name: file ? downloadName(paper.paper_sequence, file.mime_type) : null,
  };
}

export async function getPaperFile(ctx: AppContext, user: AuthUser, paperId: number) {
  const { paper } = await loadPaperAs(ctx.db, user, paperId, { forFile: true });
  const file = await repo.findFile(ctx.db, paper.id);
  if (!file) throw notFound("Paper file");
  return {
    data: Buffer.from(file.data),
    mimeType: file.mime_type,
    downloadName: downloadName(paper.paper_sequence, file.mime_type),
  };
}
