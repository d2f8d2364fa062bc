import { PAPER_STATUS_LABELS, REPORT_FILTERS, describeAnswer, paperStatusLabel } from "@symposia/domain";
import { conferenceDecisions, currentReviewForm } from "../reviewForms/index.js";
import { fieldStatistics } from "./fieldStatistics.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { type ConferenceAccess, assertAllowed, canViewReports, type reviewerDataFor } from "../../policy/index.js";
import { reviewsAsSeenBy } from "./reportReviews.js";
import { type CsvCell, toCsv } from "../../files/csv.js";
import { extraFieldCells, fieldsOf, presenterOf } from "../submissionForm/index.js";
import * as reports from "./reportsRepository.js";
import { loadConferenceAccess, requireConference } from "../../access/index.js";

const NOT_REPORT_VIEWER =
  "Only the conference chairs, the organising committee or an administrator may see the reports.";

async function requireReportAccess(ctx: AppContext, user: AuthUser, confId: number): Promise<ConferenceAccess> {
  await requireConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  assertAllowed(canViewReports(access), NOT_REPORT_VIEWER);
  return access;
}

/** The count behind each filter button, in the buttons' order. */
export async function reportCounts(ctx: AppContext, user: AuthUser, confId: number) {
  await requireReportAccess(ctx, user, confId);
  const { byStatus, missing } = await reports.statusCounts(ctx.db, confId);
  const total = byStatus.reduce((sum, r) => sum + r.count, 0);
  return REPORT_FILTERS.map((f) => ({
    status: f.value,
    label: f.label,
    count:
      f.value === 1000 ? total : f.value === 1010 ? missing : (byStatus.find((r) => r.status === f.value)?.count ?? 0),
  }));
}

/** Per track (every track, in order), the review entries the caller may read and how many are submitted. */
function reviewProgress(
  tracks: readonly { track_id: number; track_name: string }[],
  papers: readonly { id: number; track_id: number }[],
  visible: ReadonlyMap<number, readonly { reviewed_at: string | null }[]>,
) {
  const perTrack = new Map<number, { track_id: number; track_name: string; assigned: number; submitted: number }>();
  for (const t of tracks) {
    if (!perTrack.has(t.track_id))
      perTrack.set(t.track_id, { track_id: t.track_id, track_name: t.track_name, assigned: 0, submitted: 0 });
  }
  for (const paper of papers) {
    const entry = perTrack.get(paper.track_id);
    const reviews = visible.get(paper.id) ?? [];
    if (!entry) continue;
    entry.assigned += reviews.length;
    entry.submitted += reviews.filter((r) => r.reviewed_at !== null).length;
  }
  return [...perTrack.values()];
}

const NOT_DECIDED = "Not decided";
const STATUS_ORDER = [0, 18, 20, 35, 25, 30];

export async function reportCharts(ctx: AppContext, user: AuthUser, confId: number) {
  const access = await requireReportAccess(ctx, user, confId);
  const [perTrack, decisions, list, form, confFacts, papers] = await Promise.all([
    reports.papersPerTrackAndStatus(ctx.db, confId),
    reports.decisionCounts(ctx.db, confId),
    conferenceDecisions(ctx.db, confId),
    currentReviewForm(ctx.db, confId),
    reports.reviewVisibilityFacts(ctx.db, confId),
    reports.csvPapers(ctx.db, confId, 1000),
  ]);
  // the review figures count only the reviews the caller may read (the review list's predicate)
  const { visible } = await reviewsAsSeenBy(ctx.db, user, access, confFacts, papers);
  const progress = reviewProgress(perTrack, papers, visible);
  const submittedReviews = papers.flatMap((p) => (visible.get(p.id) ?? []).filter((r) => r.reviewed_at !== null));
  // One entry per track with a count per status label: the shape of a stacked bar chart.
  const tracks = new Map<number, { track_id: number; track_name: string; counts: Record<string, number> }>();
  for (const row of perTrack) {
    const entry = tracks.get(row.track_id) ?? { track_id: row.track_id, track_name: row.track_name, counts: {} };
    if (row.status !== null && Number(row.count) > 0) entry.counts[paperStatusLabel(row.status)] = Number(row.count);
    tracks.set(row.track_id, entry);
  }
  const decisionCount = (d: string | null) => Number(decisions.find((r) => r.decision === d)?.count ?? 0);
  const assigned = progress.reduce((s, r) => s + r.assigned, 0);
  const submitted = progress.reduce((s, r) => s + r.submitted, 0);
  return {
    status_labels: STATUS_ORDER.map((s) => PAPER_STATUS_LABELS[s]!),
    papers_per_track: [...tracks.values()],
    // the conference's own list, then labels papers still carry from an older list
    decisions: [
      ...list.map((d) => ({ decision: d.label, count: decisionCount(d.label) })),
      ...decisions
        .filter((r) => r.decision !== null && !list.some((d) => d.label === r.decision))
        .map((r) => ({ decision: r.decision!, count: Number(r.count) })),
      { decision: NOT_DECIDED, count: decisionCount(null) },
    ],
    // per field of the current form: submitted answers' average and distribution (drafts never count)
    review_fields: fieldStatistics(
      form.fields,
      submittedReviews.map((r) => r.answers),
    ),
    review_progress: { assigned, submitted, per_track: progress },
  };
}

export const CSV_HEADER = [
  "Paper ID",
  "Title",
  "Keywords",
  "Track",
  "Status",
  "Decision",
  "Final decision remark",
  "Authors",
  "Reviews assigned",
  "Reviews submitted",
  "Average evaluation",
  "Reviews",
];

/** Who wrote a review (as the viewer may know it) and whether it is in. */
function describeReviewer(r: ReturnType<typeof reviewerDataFor>[number]): string {
  const who = r.first_name === null ? "Reviewer" : `${r.first_name} ${r.last_name ?? ""}`.trim() + ` <${r.email}>`;
  return r.reviewed_at === null ? `${who}: not reviewed yet` : who;
}

/**
 * The current filter as CSV: one line per paper with its authors, track, status, decision and
 * reviews. With `paperIds` (a bulk selection), only those papers of the conference, whatever their status.
 */
export async function reportCsv(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  status: number,
  { paperIds }: { paperIds?: readonly number[] } = {},
) {
  const access = await requireReportAccess(ctx, user, confId);
  const conference = await requireConference(ctx.db, confId);
  const confFacts = await reports.reviewVisibilityFacts(ctx.db, confId);
  const papers = await reports.csvPapers(ctx.db, confId, status, paperIds);
  const form = await currentReviewForm(ctx.db, confId);
  const defs = fieldsOf(confFacts);
  const presenterColumn = confFacts.author_selecting_presenter === 1;
  const { authors, visible: visibleByPaper } = await reviewsAsSeenBy(ctx.db, user, access, confFacts, papers);
  const rows: CsvCell[][] = papers.map((paper) => {
    const paperAuthors = authors.get(paper.id) ?? [];
    // Reviews, their counts and average go through the one visibility policy: a chair who
    // co-authored a paper sees it as an author, one conflicted with it sees none of its reviews.
    const visible = visibleByPaper.get(paper.id) ?? [];
    const scored = visible.filter((r) => r.reviewed_at !== null && r.reviewer_evaluation !== null);
    const average = scored.length
      ? Math.round((scored.reduce((s, r) => s + r.reviewer_evaluation!, 0) / scored.length) * 100) / 100
      : null;
    return [
      paper.paper_sequence,
      paper.paper_title,
      paper.keywords,
      paper.track_name,
      paperStatusLabel(paper.status),
      paper.decision ?? "No Decision",
      paper.final_decision_remark ?? "",
      paperAuthors
        .map(
          (a) =>
            `${a.first_name} ${a.last_name}`.trim() +
            ` <${a.email}> (${[a.affiliation, a.country].filter(Boolean).join(", ")})`,
        )
        .join("; "),
      visible.length,
      visible.filter((e) => e.reviewed_at !== null).length,
      average,
      visible.map(describeReviewer).join(" | "),
      // one column per field of the form: each submitted review's answer the viewer may read, in
      // the order of the Reviews column (a review that did not answer, or hides it, leaves "-")
      ...form.fields.map((field) =>
        visible
          .filter((r) => r.reviewed_at !== null)
          .map((r) => (field.key in r.answers ? describeAnswer(field, r.answers[field.key]) || "-" : "-"))
          .join(" | "),
      ),
      // the presenter (when authors choose one), then one column per extra field
      ...(presenterColumn ? [presenterOf(paperAuthors)] : []),
      ...extraFieldCells(defs, paper.submission_fields),
    ];
  });
  const filterLabel = paperIds
    ? "selection"
    : (REPORT_FILTERS.find((f) => f.value === status)?.label ?? String(status));
  const fileName = `${conference.acronym_title}-papers-${filterLabel}.csv`.replace(/[^A-Za-z0-9._-]+/g, "-");
  return {
    fileName,
    csv: toCsv(
      [
        ...CSV_HEADER,
        ...form.fields.map((f) => f.label),
        ...(presenterColumn ? ["Presenter"] : []),
        ...defs.map((d) => d.label),
      ],
      rows,
    ),
  };
}
