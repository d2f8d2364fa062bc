// The mails that tell reviewers about their assignments. Each names the papers and links to the
// conference's Review Papers screen (a signed-out reviewer is sent through the login and back).
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export interface AssignedReviewer {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
}
export interface AssignedPaper {
  paper_sequence: number;
  paper_title: string;
}
interface ConferenceFacts {
  id: number;
  acronym_title: string;
  event_name: string;
}

export const reviewPapersLink = (config: AppConfig, confId: number) =>
  `${config.publicUrl}/conference/reviewPapers/${confId}`;

const paperLines = (papers: readonly AssignedPaper[]) =>
  papers.map((p) => `  - Paper ${p.paper_sequence}: ${p.paper_title}`).join("\n");

function assignmentText(
  config: AppConfig,
  me: AssignedReviewer,
  conf: ConferenceFacts,
  opening: string,
  papers: readonly AssignedPaper[],
): string {
  return [
    `Dear ${me.first_name} ${me.last_name},`.replace(/\s+,$/, ","),
    "",
    opening,
    "",
    paperLines(papers),
    "",
    `Read them and write your reviews on the Review Papers screen: ${reviewPapersLink(config, conf.id)}`,
    "",
    `— ${PRODUCT_NAME}`,
  ].join("\n");
}

/** Assignments released to the programme committee: every paper the reviewer has. */
export function releasedAssignmentsMail(
  config: AppConfig,
  me: AssignedReviewer,
  conf: ConferenceFacts,
  papers: readonly AssignedPaper[],
): OutgoingMail {
  return {
    to: me.email,
    subject: `${conf.acronym_title}: your papers to review`,
    text: assignmentText(
      config,
      me,
      conf,
      `The chairs of ${conf.event_name} have released the review assignments. You are asked to review:`,
      papers,
    ),
    contextType: "conference",
    contextId: conf.id,
    confId: conf.id,
    dedupeKey: `assignment-release:${conf.id}:${me.user_id}`,
  };
}

/** New assignments after the release (an Auto Assign run, or one added by hand): only the new papers. */
export function newAssignmentsMail(
  config: AppConfig,
  me: AssignedReviewer,
  conf: ConferenceFacts,
  papers: readonly AssignedPaper[],
  dedupeKey: string,
): OutgoingMail {
  const opening =
    papers.length === 1
      ? `A new paper of ${conf.event_name} has been assigned to you for review:`
      : `${papers.length} new papers of ${conf.event_name} have been assigned to you for review:`;
  return {
    to: me.email,
    subject:
      papers.length === 1
        ? `${conf.acronym_title}: a new paper to review`
        : `${conf.acronym_title}: ${papers.length} new papers to review`,
    text: assignmentText(config, me, conf, opening, papers),
    contextType: "paper_reviewer",
    confId: conf.id,
    dedupeKey,
  };
}

/** Groups assignment rows by reviewer, papers in their order. */
export function byReviewer<R extends AssignedReviewer & AssignedPaper>(rows: readonly R[]): R[][] {
  const groups = new Map<number, R[]>();
  for (const r of rows) groups.set(r.user_id, [...(groups.get(r.user_id) ?? []), r]);
  return [...groups.values()].map((papers) => [...papers].sort((a, b) => a.paper_sequence - b.paper_sequence));
}
