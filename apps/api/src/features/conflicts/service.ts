// Conflicts of interest as data: declare, remove, waive, list and explain. The rules of
// who may do what are here; whether a pair IS conflicted is policy/conflicts.ts alone.
//
// Suggested conflicts (same affiliation) are confirmed by declaring them (POST /paper/conflict,
// source chair) and dismissed by waiving them (POST /paper/conflict-waive); a waiver covers the
// pair's detected conflicts and its suggestion together, and `waived: false` undoes it.
import type {
  ConflictDeclareInput,
  ConflictEntry,
  ConflictExplanation,
  ConflictWaiveInput,
  ConflictWithReview,
  DeclaredConflictInput,
  PcMember,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, fieldError, forbidden, notFound } from "../../http/errors.js";
import {
  type ConflictIndex,
  type ConflictPerson,
  type PaperViewer,
  actsAsChair,
  assertAllowed,
  canViewAllPapers,
  isDeclaredSource,
} from "../../policy/index.js";
import { conflictDeclarationRefusal } from "../../policy/conflicts.js";
import * as repo from "./repository.js";
import {
  type PaperContext,
  loadConferenceAccess,
  loadPaperAs,
  requireConference,
  requireVisibleConference,
} from "../../access/index.js";

type Trx = Transaction<Database>;

const NOT_LIST_READER =
  "Only the paper's authors, the conference chairs, the organising committee and an administrator may see its conflicts.";
const NOT_DECLARER =
  "Only the paper's authors, its chairs, or a reviewer about themselves may declare a conflict on this paper.";
const NOT_REMOVER = "Only the author who declared a conflict (before the deadline) or a chair may remove it.";
const NOT_WAIVER = "Only a chair of this paper who is not conflicted with it may waive a conflict.";
const NOT_EXPLAINER = "Only the chairs of this paper may see why someone is conflicted with it.";

/** A chair of the paper for conflict purposes: runs it, did not write it, is not conflicted with it. */
const chairSide = (viewer: PaperViewer, paper: { track_id: number }) => actsAsChair(viewer, paper);

/**
 * The person rows of everyone the chairs' list covers: the PC, whoever has a stored row or an
 * assignment, and those of the paper's listed authors who hold a role in the conference (PC or
 * organising committee). The other authors are left out: the paper's authors are not conflicts of
 * the paper with itself.
 */
async function candidates(trx: Trx, paper: { id: number; conf_id: number }) {
  const [pc, stored, reviewers, listed, organisers] = await Promise.all([
    repo.pcMembers(trx, paper.conf_id),
    repo.storedConflicts(trx, paper.id),
    repo.reviewerIds(trx, paper.id),
    repo.listedAuthorIds(trx, paper.id),
    repo.organiserIds(trx, paper.conf_id),
  ]);
  const withRole = new Set([...pc.map((p) => p.id), ...organisers]);
  return repo.findPeople(trx, [
    ...pc.map((p) => p.id),
    ...stored.map((s) => s.user_id),
    ...reviewers,
    ...listed.filter((id) => withRole.has(id)),
  ]);
}

const entriesOf = (
  index: ConflictIndex,
  paperId: number,
  person: ConflictPerson & { first_name: string; last_name: string },
): ConflictEntry[] =>
  index
    .reasons(paperId, person)
    .map((r) => ({ user_id: person.id, first_name: person.first_name, last_name: person.last_name, ...r }));

/** GET /conference/pc-members/{confId}: for anyone who may see the conference (and so submit to it). */
export async function listPcMembers(ctx: AppContext, user: AuthUser, confId: number): Promise<PcMember[]> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const rows = await repo.pcMembers(ctx.db, confId);
  return rows.map((r) => ({ id: r.id, first_name: r.first_name, last_name: r.last_name, affiliation: r.affiliation }));
}

/** GET /paper/conflicts/{paperId}: everything for the chairs; an author's own declarations for the authors. */
export async function listConflicts(ctx: AppContext, user: AuthUser, paperId: number): Promise<ConflictEntry[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    if (viewer.isAuthor) {
      const rows = (await repo.storedConflicts(trx, paper.id)).filter((r) => r.source === "author");
      const people = new Map(
        (
          await repo.findPeople(
            trx,
            rows.map((r) => r.user_id),
          )
        ).map((p) => [p.id, p]),
      );
      return rows.map((r) => ({
        user_id: r.user_id,
        first_name: people.get(r.user_id)?.first_name ?? "",
        last_name: people.get(r.user_id)?.last_name ?? "",
        conflict_type: r.conflict_type as ConflictEntry["conflict_type"],
        source: "author",
        reason: r.reason,
        waived: false,
        waived_reason: null,
      }));
    }
    assertAllowed(chairSide(viewer, paper), NOT_LIST_READER);
    const index = await repo.conflictIndexFor(trx, [paper.id]);
    return (await candidates(trx, paper)).flatMap((person) => entriesOf(index, paper.id, person));
  });
}

/** Who declares, as which source; 403 for anyone else. */
function declarerSource(context: PaperContext, user: AuthUser, targetId: number): "author" | "chair" | "reviewer" {
  const { viewer, paper, conf } = context;
  if (viewer.isAuthor) {
    const refusal = conflictDeclarationRefusal(conf);
    if (refusal) throw conflict(refusal);
    return "author";
  }
  if (chairSide(viewer, paper)) return "chair";
  if (targetId === user.id && viewer.isAssignedReviewer) return "reviewer";
  throw forbidden(NOT_DECLARER);
}

const NOT_ON_PC = "Choose someone from the conference's programme committee list.";

/**
 * Whom an author may name in a declaration: the people GET /conference/pc-members shows them, and
 * anyone the paper's authors already declared (a dialog sends its list again). Any other id is
 * refused like an unknown one, so a declaration never tells an author the name behind an id.
 */
async function authorMayName(trx: Trx, paper: { id: number; conf_id: number }, userId: number): Promise<boolean> {
  const [pc, stored] = await Promise.all([repo.pcMembers(trx, paper.conf_id), repo.storedConflicts(trx, paper.id)]);
  return pc.some((p) => p.id === userId) || stored.some((row) => row.source === "author" && row.user_id === userId);
}

async function declare(
  trx: Trx,
  ctx: AppContext,
  user: AuthUser,
  paper: { id: number; conf_id: number },
  source: "author" | "chair" | "reviewer",
  input: ConflictDeclareInput,
): Promise<void> {
  const target = await repo.findPerson(trx, input.user_id);
  if (source === "author" && (!target || !(await authorMayName(trx, paper, input.user_id))))
    throw fieldError("user_id", NOT_ON_PC);
  if (!target) throw fieldError("user_id", "No such user.");
  await repo.saveDeclaration(trx, {
    paper_id: paper.id,
    user_id: target.id,
    conflict_type: input.conflict_type,
    source,
    reason: input.reason ?? "",
    created_by: user.id,
  });
  await recordAudit(trx, {
    actorId: user.id,
    action: "paper.conflict.declare",
    entityType: "paper",
    entityId: paper.id,
    confId: paper.conf_id,
    details: { user_id: target.id, conflict_type: input.conflict_type, source, reason: input.reason ?? "" },
  });
  // the TPC feature drops the pair's unreviewed assignment (features/tpc/reactions.ts)
  await ctx.events.publish(trx, { type: "conflict.declared", paper, userId: target.id, actorId: user.id });
}

/**
 * A TPC member declares their own conflict while bidding (a `conflict` bid), source
 * reviewer; the member need not be assigned yet. The bidding feature checked they may bid on it.
 */
export async function declareOwnConflict(
  trx: Trx,
  ctx: AppContext,
  user: AuthUser,
  paper: { id: number; conf_id: number },
  reason: string,
): Promise<void> {
  await declare(trx, ctx, user, paper, "reviewer", { user_id: user.id, conflict_type: "Other", reason });
}

/** The TPC member takes back the conflict they declared while bidding (source reviewer), with its history entry. */
export async function withdrawOwnConflict(
  trx: Trx,
  user: AuthUser,
  paper: { id: number; conf_id: number },
): Promise<void> {
  await repo.deleteDeclarations(trx, paper.id, user.id, ["reviewer"]);
  await recordAudit(trx, {
    actorId: user.id,
    action: "paper.conflict.remove",
    entityType: "paper",
    entityId: paper.id,
    confId: paper.conf_id,
    details: { user_id: user.id, sources: ["reviewer"] },
  });
}

/** POST /paper/conflict/{paperId} */
export async function declareConflict(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: ConflictDeclareInput,
): Promise<ConflictEntry[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await loadPaperAs(trx, user, paperId);
    const source = declarerSource(context, user, input.user_id);
    await declare(trx, ctx, user, context.paper, source, input);
    const index = await repo.conflictIndexFor(trx, [paperId]);
    const person = (await repo.findPerson(trx, input.user_id))!;
    return entriesOf(index, paperId, person).filter((e) => e.source === source);
  });
}

/**
 * The conflicts an author lists in the submission or edit dialog, inside that call's transaction:
 * the list replaces the authors' earlier declarations (the dialog shows them all, ticked).
 */
export async function declareFromDialog(
  trx: Trx,
  ctx: AppContext,
  user: AuthUser,
  paper: { id: number; conf_id: number },
  conflicts: readonly DeclaredConflictInput[],
): Promise<void> {
  const keep = new Set(conflicts.map((c) => c.user_id));
  for (const row of await repo.storedConflicts(trx, paper.id)) {
    if (row.source === "author" && !keep.has(row.user_id))
      await repo.deleteDeclarations(trx, paper.id, row.user_id, ["author"]);
  }
  for (const c of conflicts)
    await declare(trx, ctx, user, paper, "author", { user_id: c.user_id, conflict_type: c.conflict_type, reason: "" });
}

/** DELETE /paper/conflict/{paperId}/{userId} */
export async function removeConflict(ctx: AppContext, user: AuthUser, paperId: number, userId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer, conf } = await loadPaperAs(trx, user, paperId);
    let sources: string[];
    if (viewer.isAuthor) {
      const refusal = conflictDeclarationRefusal(conf);
      if (refusal) throw conflict(refusal);
      sources = ["author"];
    } else if (chairSide(viewer, paper)) {
      sources = ["author", "reviewer", "chair"];
    } else {
      throw forbidden(NOT_REMOVER);
    }
    const removed = await repo.deleteDeclarations(trx, paper.id, userId, sources);
    if (removed === 0) throw notFound("Conflict");
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.conflict.remove",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { user_id: userId, sources },
    });
  });
}

/** POST /paper/conflict-waive/{paperId}: waives (or, with waived false, restores) the pair's detected and suggested conflicts. */
export async function waiveConflict(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: ConflictWaiveInput,
): Promise<ConflictEntry[]> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    assertAllowed(actsAsChair(viewer, paper), NOT_WAIVER);
    const person = await repo.findPerson(trx, input.user_id);
    if (!person) throw fieldError("user_id", "No such user.");
    const index = await repo.conflictIndexFor(trx, [paper.id]);
    const computed = index.reasons(paper.id, person).filter((r) => !isDeclaredSource(r.source));
    if (computed.length === 0)
      throw conflict(
        "This person has no detected or suggested conflict with this paper to waive; a declared conflict is removed instead.",
      );
    for (const source of new Set(computed.map((c) => c.source as "detected" | "suggested"))) {
      const type = computed.find((c) => c.source === source)!.conflict_type;
      await repo.saveWaiver(trx, {
        paper_id: paper.id,
        user_id: person.id,
        source,
        conflict_type: type,
        waived: input.waived,
        reason: input.reason ?? null,
        by: user.id,
      });
    }
    await recordAudit(trx, {
      actorId: user.id,
      action: input.waived ? "paper.conflict.waive" : "paper.conflict.unwaive",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { user_id: person.id, reason: input.reason ?? null, reasons: computed.map((c) => c.reason) },
    });
    const after = await repo.conflictIndexFor(trx, [paper.id]);
    return entriesOf(after, paper.id, person);
  });
}

/** GET /paper/conflict-explain/{paperId}/{userId} */
export async function explainConflict(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  userId: number,
): Promise<ConflictExplanation> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  assertAllowed(chairSide(viewer, paper), NOT_EXPLAINER);
  const person = await repo.findPerson(ctx.db, userId);
  if (!person) throw notFound("User");
  const index = await repo.conflictIndexFor(ctx.db, [paper.id]);
  return {
    paper_id: paper.id,
    user_id: person.id,
    conflicted: index.isConflicted(paper.id, person),
    reasons: entriesOf(index, paper.id, person),
  };
}

/** GET /paper/conflicts-with-reviews/{confId}: reviewers conflicted with a paper they already reviewed (the chairs decide). */
export async function conflictsWithReviews(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
): Promise<ConflictWithReview[]> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  assertAllowed(
    canViewAllPapers(access),
    "Only the conference chairs, the organising committee and an administrator may see this list.",
  );
  const [rows, me] = await Promise.all([repo.reviewedAssignments(ctx.db, confId), repo.findPerson(ctx.db, user.id)]);
  const index = await repo.conflictIndexFor(ctx.db, [...new Set(rows.map((r) => r.paper_id))]);
  return (
    rows
      // a chair conflicted with a paper sees none of its reviewers
      .filter((r) => !(me && index.isConflicted(r.paper_id, me)))
      .flatMap((r) => {
        const person = { id: r.user_id, email: r.email, affiliation: r.affiliation };
        if (!index.isConflicted(r.paper_id, person)) return [];
        const reasons = index
          .reasons(r.paper_id, person)
          .filter((x) => x.source !== "suggested" && !x.waived)
          .map((x) => x.reason || x.conflict_type);
        return [
          {
            paper_id: r.paper_id,
            paper_sequence: r.paper_sequence,
            paper_title: r.paper_title,
            user_id: r.user_id,
            first_name: r.first_name,
            last_name: r.last_name,
            reasons,
          },
        ];
      })
  );
}
