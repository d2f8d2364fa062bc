import { DEFAULT_DECISION, DEFAULT_DECISIONS, type DecisionDef, evaluationLabel, findDecision } from "@symposia/domain";

// The notification mail an author receives about a decision. Built only from what an author may
// read: the conference, the paper, the decision and the reviews' evaluations and remarks (the
// input type has no room for reviewer names or confidential remarks).

export type TemplateKind = "accepted" | "rejected" | "status";

export interface TemplatePaper {
  paper_sequence: number;
  paper_title: string;
  decision: string | null;
  final_decision_remark?: string | null;
}

export interface TemplateConference {
  event_name: string;
  acronym_title: string;
}

export interface AuthorVisibleReview {
  reviewer_evaluation: number | null;
  reviewer_remarks: string | null;
}

const outcomeOf = (decision: string | null, list: readonly DecisionDef[]) =>
  decision ? findDecision(list, decision)?.outcome : undefined;

/** Which template a paper gets in a bulk mailing: by the outcome of its decision in the conference's list. */
export function templateKindFor(
  decision: string | null,
  list: readonly DecisionDef[] = DEFAULT_DECISIONS,
): TemplateKind {
  const outcome = outcomeOf(decision, list);
  if (outcome === "accept") return "accepted";
  if (outcome === "reject") return "rejected";
  return "status";
}

/** The decision named in the mail: the paper's own when its outcome fits the template, else the list's first label of that outcome. */
function decisionFor(kind: TemplateKind, decision: string | null, list: readonly DecisionDef[]): string {
  if (kind === "status") return decision ?? DEFAULT_DECISION;
  const outcome = kind === "accepted" ? "accept" : "reject";
  if (outcomeOf(decision, list) === outcome) return decision!;
  const plain = kind === "accepted" ? "Accept" : "Reject";
  if (outcomeOf(plain, list) === outcome) return plain;
  return list.find((d) => d.outcome === outcome)?.label ?? plain;
}

function reviewsSection(reviews: AuthorVisibleReview[]): string[] {
  if (reviews.length === 0) return ["No reviews are available for this paper."];
  const lines = ["The reviewers' comments on your paper:"];
  reviews.forEach((review, i) => {
    lines.push(
      "",
      `Review ${i + 1}`,
      `Evaluation: ${evaluationLabel(review.reviewer_evaluation) || "Not given"}`,
      "Remarks:",
      (review.reviewer_remarks ?? "").trim(),
    );
  });
  return lines;
}

export function buildTemplate(
  kind: TemplateKind,
  paper: TemplatePaper,
  conference: TemplateConference,
  reviews: AuthorVisibleReview[],
  decisions: readonly DecisionDef[] = DEFAULT_DECISIONS,
): { heading: string; message: string } {
  const decision = decisionFor(kind, paper.decision, decisions);
  const paperLine = `Paper ${paper.paper_sequence}: "${paper.paper_title}"`;
  const conferenceName = `${conference.event_name} (${conference.acronym_title})`;
  const opening =
    kind === "accepted"
      ? [`We are pleased to inform you that your paper submitted to ${conferenceName} has been accepted.`]
      : kind === "rejected"
        ? [
            `Thank you for submitting your paper to ${conferenceName}. We regret to inform you that it could not be accepted.`,
            "We received many strong submissions and hope the reviewers' comments below are useful to you.",
          ]
        : [`This is an update on your paper submitted to ${conferenceName}.`];
  const heading =
    kind === "accepted"
      ? `${conference.acronym_title}: your paper ${paper.paper_sequence} has been accepted`
      : kind === "rejected"
        ? `${conference.acronym_title}: decision on your paper ${paper.paper_sequence}`
        : `${conference.acronym_title}: update on your paper ${paper.paper_sequence}`;
  const message = [
    "Dear author(s),",
    "",
    ...opening,
    "",
    paperLine,
    `Decision: ${decision}`,
    "",
    ...reviewsSection(reviews),
    "",
    "Kind regards,",
    `The ${conference.acronym_title} programme chairs`,
  ].join("\n");
  return { heading, message };
}

/**
 * Fills the bulk mailing's placeholders for one paper. `{reviews}` becomes the reviews
 * as an author may read them when the conference releases reviews to authors (`reviews` given),
 * and nothing otherwise.
 */
export function fillPlaceholders(
  text: string,
  paper: TemplatePaper,
  conference: TemplateConference,
  reviews: AuthorVisibleReview[] | null = null,
): string {
  const values: Record<string, string> = {
    "{paper_number}": String(paper.paper_sequence),
    "{paper_title}": paper.paper_title,
    "{decision}": paper.decision ?? DEFAULT_DECISION,
    "{conference}": `${conference.event_name} (${conference.acronym_title})`,
    "{reviews}": reviews ? reviewsSection(reviews).join("\n") : "",
  };
  return text.replace(/\{(paper_number|paper_title|decision|conference|reviews)\}/g, (m) => values[m] ?? m);
}
