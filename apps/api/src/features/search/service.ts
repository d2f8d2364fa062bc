// GET /paper/search/{confId}: parse the query once, compile it for the caller's scope, and answer
// All Papers' rows (the papers list's own visibility and shaping) with the tags each may show.
import {
  type PaperSearchQuery,
  type PaperSearchResult,
  type SearchNode,
  canReviewPapers,
  canViewAllPapers,
  paperListQuerySchema,
  parseSearch,
  scoreSortKey,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { fieldError, forbidden, notFound } from "../../http/errors.js";
import { type ConferenceAccess, mayKnowAuthors, runsSomePapers } from "../../policy/index.js";
import { conflictedPaperIds, findPerson, requireVisibleConference } from "../../access/index.js";
import { phaseDeadline } from "../../policy/reviewPhase.js";
import { findPaperConference, listPapers, unreadableScoreIds } from "../papers/index.js";
import { currentReviewForm } from "../reviewForms/index.js";
import { fieldsOf } from "../submissionForm/index.js";
import { visibleTags } from "../tags/index.js";
import { type CompileContext, SearchCompiler } from "./conditionRepository.js";
import { committeePeopleMatching, scopePaperIds } from "./repository.js";

const NOT_ALLOWED = "You do not have permission to search these papers.";

function conflictTerms(node: SearchNode): string[] {
  if (node.kind === "term") return node.term.type === "conflict" ? [node.term.who] : [];
  if (node.kind === "not") return conflictTerms(node.child);
  if (node.kind === "and" || node.kind === "or") return node.children.flatMap(conflictTerms);
  return [];
}

/**
 * The papers of the scope each conflict: term's people are conflicted with: per person, the few
 * papers SQL finds a conflict rule could hold for, judged by the conflict index (never an index of
 * the whole scope).
 */
async function conflictIds(ctx: AppContext, confId: number, scopeIds: readonly number[], terms: readonly string[]) {
  const out = new Map<string, number[]>();
  if (terms.length === 0) return out;
  const scope = new Set(scopeIds);
  for (const who of new Set(terms)) {
    const people = await committeePeopleMatching(ctx.db, confId, who);
    const found = await Promise.all(people.map((person) => conflictedPaperIds(ctx.db, confId, person)));
    const conflicted = new Set(found.flat().filter((id) => scope.has(id)));
    out.set(
      who,
      scopeIds.filter((id) => conflicted.has(id)),
    );
  }
  return out;
}

export async function searchPapers(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  query: PaperSearchQuery,
): Promise<PaperSearchResult> {
  const conf = await findPaperConference(ctx.db, confId);
  if (!conf) throw notFound("Conference");
  const access: ConferenceAccess = (await requireVisibleConference(ctx.db, user, confId, conf.conference_status))!;
  const chairView = runsSomePapers(access);
  const scope = query.scope ?? (chairView ? "all" : "review");
  if (scope === "all" ? !chairView : !canReviewPapers(access)) throw forbidden(NOT_ALLOWED);
  const chairScope = scope === "all";
  if (!chairScope && scoreSortKey(query.order_by) !== null)
    throw fieldError("order_by", "Only the chairs' paper lists sort by scores.");

  const { tree, errors } = parseSearch(query.q);
  // the scope's reach, for the papers whose reviews and tags the caller may not read
  const scopeFilter = chairScope
    ? { confId, ...(canViewAllPapers(access) ? {} : { trackIds: access.chairTrackIds }) }
    : { confId, reviewerUserId: user.id };
  const conflictWho = conflictTerms(tree);
  const scopeIds = conflictWho.length ? await scopePaperIds(ctx.db, confId, scopeFilter) : [];
  const [hiddenIds, form, conflicts] = await Promise.all([
    // the caller's own papers and conflicts in the scope: SQL finds them, never a judgement per paper
    findPerson(ctx.db, user.id)
      .then((person) => conflictedPaperIds(ctx.db, confId, person))
      .then((conflicted) => unreadableScoreIds(ctx.db, scopeFilter, user.id, conflicted)),
    currentReviewForm(ctx.db, confId),
    conflictIds(ctx, confId, scopeIds, conflictWho),
  ]);
  const deadline = phaseDeadline(conf.review_deadline, conf.timezone_for_deadline);
  const compileContext: CompileContext = {
    db: ctx.db,
    userId: user.id,
    chairScope,
    knowsAuthors:
      chairScope ||
      mayKnowAuthors({ access, isAuthor: false, isAssignedReviewer: true, isConflicted: false }, { track_id: 0 }, conf),
    chairTagsEverywhere: canViewAllPapers(access),
    chairTrackIds: access.chairTrackIds,
    hiddenIds,
    scoreKeys: form.fields.filter((f) => f.type === "score").map((f) => f.key),
    fields: chairScope ? fieldsOf(conf) : [],
    reviewDeadline: deadline ? deadline.toISOString() : null,
    conflictIds: conflicts,
  };
  const compiler = new SearchCompiler(compileContext);
  const condition = compiler.compile(tree);
  const listQuery = {
    ...paperListQuerySchema.parse({}),
    order_by: query.order_by,
    order_type: query.order_type,
    per_page: query.per_page,
    page: query.page,
  };
  const { data, total } = await listPapers(ctx, user, confId, 0, listQuery, {
    reviewerScope: !chairScope,
    where: () => condition,
    tagsOf: (viewed) => visibleTags(ctx, viewed, user.id),
  });
  return {
    data: data.map((p) => ({ ...p, tags: p.tags ?? [] })),
    total,
    errors: [...errors, ...compiler.errors].sort((a, b) => a.position - b.position),
  };
}
