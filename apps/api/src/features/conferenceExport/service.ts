// GET /conference/export/{confId}: the conference's papers for the chairs, as HotCRP paper JSON
// (so a chair can move back, and our own import reads it) or as one CSV row per paper with its
// reviews as the caller may read them.
import { PAPER_STATUS, type PaperReviewer, type ReviewField } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";
import { currentReviewForm } from "../reviewForms/index.js";
import { conferenceReviewsAsSeenBy } from "../reviews/index.js";
import { viewersOf, visibleTags } from "../tags/index.js";
import * as repo from "./repository.js";

/** Ours onto HotCRP's conflict type names. */
const HOTCRP_CONFLICT: Record<string, string> = {
  Collaborator: "collaborator",
  "Advisor or advisee": "advisor",
  "Same institution": "institution",
  Personal: "personal",
};

export type ExportFormat = "hotcrp-json" | "csv";

async function gather(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "export"));
  const papers = await repo.papersOf(ctx.db, confId);
  const ids = papers.map((p) => p.id);
  const [authors, topics, conflicts] = await Promise.all([
    repo.authorsOf(ctx.db, ids),
    repo.topicsOf(ctx.db, ids),
    repo.conflictsOf(ctx.db, ids),
  ]);
  return { access, conference, papers, authors, topics, conflicts };
}

export async function exportHotcrpJson(ctx: AppContext, user: AuthUser, confId: number) {
  const { conference, papers, authors, topics, conflicts } = await gather(ctx, user, confId);
  // the tags the caller may see on each paper (their own private ones included), as HotCRP writes them
  const viewed = await viewersOf(
    ctx.db,
    user,
    confId,
    papers.map((p) => p.id),
  );
  const tags = await visibleTags(ctx, viewed, user.id);
  const doc = {
    papers: papers.map((p) => ({
      object: "paper",
      pid: p.external_id && /^\d+$/.test(p.external_id) ? Number(p.external_id) : p.paper_sequence,
      title: p.paper_title,
      abstract: p.abstract,
      status: p.status === PAPER_STATUS.WITHDRAWN ? "withdrawn" : "submitted",
      submitted: p.status !== PAPER_STATUS.WITHDRAWN,
      withdrawn: p.status === PAPER_STATUS.WITHDRAWN,
      authors: authors
        .filter((a) => a.paper_id === p.id)
        .map((a) => ({ email: a.email, first: a.first_name, last: a.last_name, affiliation: a.affiliation })),
      topics: topics.filter((t) => t.paper_id === p.id).map((t) => t.name),
      pc_conflicts: Object.fromEntries(
        conflicts.filter((c) => c.paper_id === p.id).map((c) => [c.email, HOTCRP_CONFLICT[c.conflict_type] ?? "other"]),
      ),
      ...(p.decision ? { decision: p.decision } : {}),
      ...(tags.get(p.id)?.length
        ? { tags: tags.get(p.id)!.map((t) => (t.value === null ? t.name : `${t.name}#${t.value}`)) }
        : {}),
      ...(p.keywords ? { keywords: p.keywords } : {}),
    })),
    contacts: await contactsOf(ctx, confId),
  };
  return { fileName: `${conference.acronym_title}-hotcrp.json`, body: JSON.stringify(doc, null, 2) };
}

/**
 * The people HotCRP's contacts carry, as the import reads them back: the accepted PC members of the
 * conference's tracks with `roles` ["pc"], their chairs with ["chair"], and ["chair", "pc"] (HotCRP's
 * own order) for a chair also on the PC. The caller runs the conference (only its chairs and an
 * administrator export it), who sees every track's PC and chairs; a member or chair held awaiting
 * email verification holds no role yet and is left out, as is a deleted account.
 */
async function contactsOf(ctx: AppContext, confId: number) {
  const [committee, chairs] = await Promise.all([repo.committeeOf(ctx.db, confId), repo.trackChairsOf(ctx.db, confId)]);
  const people = new Map<string, { person: (typeof committee)[number]; roles: Set<string> }>();
  const add = (person: (typeof committee)[number], role: string) => {
    const key = person.email.toLowerCase();
    const entry = people.get(key) ?? { person, roles: new Set<string>() };
    entry.roles.add(role);
    people.set(key, entry);
  };
  for (const m of committee) add(m, "pc");
  for (const c of chairs) add(c, "chair");
  return [...people.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, { person, roles }]) => ({
      email: person.email,
      first: person.first_name,
      last: person.last_name,
      affiliation: person.affiliation,
      roles: ["chair", "pc"].filter((r) => roles.has(r)),
    }));
}

/** Who wrote a review, as the caller may know it: the anonymity model may hide the name ("Reviewer N") or the email. */
function reviewerOf(r: PaperReviewer, n: number): string {
  if (r.first_name === null) return `Reviewer ${n}`;
  const name = `${r.first_name} ${r.last_name ?? ""}`.trim();
  return r.email === null ? name : `${name} <${r.email}>`;
}

/** One field's answers of a paper's submitted reviews, in the order of its reviewers ("-": not answered). */
function answersOf(field: ReviewField, reviews: readonly PaperReviewer[]): string {
  return reviews
    .map((r) => {
      const value = r.answers[field.key];
      if (value === null || value === undefined || value === "") return "-";
      return typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
    })
    .join(" | ");
}

export async function exportCsvRows(ctx: AppContext, user: AuthUser, confId: number) {
  const { access, conference, papers, authors, topics } = await gather(ctx, user, confId);
  const [form, visible] = await Promise.all([
    currentReviewForm(ctx.db, confId),
    conferenceReviewsAsSeenBy(ctx.db, user, access, confId, papers),
  ]);
  const header = [
    "paper",
    "external_id",
    "title",
    "track",
    "status",
    "decision",
    "authors",
    "author_emails",
    "topics",
    "abstract",
    "reviews_assigned",
    "reviews_submitted",
    "reviewers",
    ...form.fields.map((f) => `review_${f.key}`),
  ];
  const rows = papers.map((p) => {
    const mine = authors.filter((a) => a.paper_id === p.id);
    // the reviews the caller may read: none of a paper they are conflicted with, and an author's view of their own
    const reviews = visible.get(p.id) ?? [];
    const submitted = reviews.filter((r) => r.reviewed_at !== null);
    return [
      p.paper_sequence,
      p.external_id,
      p.paper_title,
      p.track_name,
      p.status,
      p.decision,
      mine.map((a) => `${a.first_name} ${a.last_name}`.trim()).join("; "),
      mine.map((a) => a.email).join("; "),
      topics
        .filter((t) => t.paper_id === p.id)
        .map((t) => t.name)
        .join("; "),
      p.abstract,
      reviews.length,
      submitted.length,
      submitted.map((r, i) => reviewerOf(r, i + 1)).join(" | "),
      ...form.fields.map((f) => answersOf(f, submitted)),
    ];
  });
  return { fileName: `${conference.acronym_title}-papers.csv`, header, rows };
}
