import { formatInstant } from "../../lib/dateText";
import type { PaperHistoryEntry } from "./api/getPaperHistory";

/**
 * What each recorded action means, in the words of the screens: every action the API records (its
 * recordAudit calls), for the paper timeline and the admin's Audit Log alike. An entry made
 * automatically (`details.auto`, e.g. by Auto Assign) is labelled by its action's ".auto" key when
 * there is one.
 */
const ACTION_LABELS: Record<string, string> = {
  "user.register": "Registered",
  "user.set_password": "Set the password from a mailed link",
  "user.change_password": "Changed the password",
  "user.update": "Edited the profile",
  "user.delete": "Deleted the user",
  "conference.create": "Added the conference",
  "conference.update": "Edited the conference",
  "conference.approve": "Approved the conference",
  "conference.reject": "Rejected the conference",
  "conference.block": "Blocked the conference",
  "conference.unblock": "Unblocked the conference",
  "cfp.update": "Edited the call for papers",
  "cfp.circulate": "Circulated a call for papers by mail",
  "committee.add": "Added an organising committee member",
  "committee.remove": "Removed an organising committee member",
  "track.create": "Added the track",
  "track.update": "Edited the track",
  "track.delete": "Deleted the track",
  "track.chair_assign": "Assigned a track chair",
  "track.chair_remove": "Removed a track chair",
  "track.auto_assign": "Ran Auto Assign on the track",
  "conference.auto_assign": "Ran Auto Assign over the whole conference",
  "conference.auto_assign_undo": "Undid a conference-wide Auto Assign run",
  "tpc.invite": "Invited to a TPC",
  "tpc.invitation.accept": "Accepted a TPC invitation",
  "tpc.invitation.reject": "Declined a TPC invitation",
  "tpc.member.add": "Added a TPC member",
  "tpc.member.remove": "Removed a TPC member",
  "tpc.reminder": "Sent a reminder to the TPC",
  "paper.submit": "Submitted the paper",
  "paper.update": "Edited the paper",
  "paper.author.add": "Added a co-author",
  "paper.author.delete": "Removed a co-author",
  "paper.withdraw": "Withdrew the paper",
  "paper.block": "Blocked the paper",
  "paper.author_mail": "Sent a mail to the authors",
  "paper.reviewer.assign": "Assigned a reviewer",
  "paper.reviewer.assign.auto": "Assigned a reviewer (Auto Assign)",
  "paper.reviewer.remove": "Removed a reviewer",
  "review.submit": "Submitted a review",
  "review.update": "Updated a review",
  "review.decline": "Declined to review the paper",
  "review.extension": "Extended a reviewer's deadline",
  "review.extension.remove": "Removed a reviewer's deadline extension",
  "review.attachment": "Attached a file to a review",
  "review.attachment.remove": "Removed a review's attachment",
  "review.reminder": "Reminded reviewers of missing reviews",
  "paper.decision": "Recorded the final decision",
  "paper.notify": "Notified the authors",
  "notification.bulk": "Started notifying the authors of a conference",
};

/** The actions the API records (the ".auto" keys only refine a label), for an action filter. */
export const RECORDED_ACTIONS = Object.keys(ACTION_LABELS).filter((key) => !key.endsWith(".auto"));

/** The kinds of record the API writes entries against (audit_log.entity_type). */
const RECORD_TYPE_LABELS: Record<string, string> = {
  user: "User",
  conference: "Conference",
  cfp: "Call for papers",
  cfp_circulation: "CFP circulation",
  organizing_committee: "Committee member",
  track: "Track",
  track_chair: "Track chair",
  tpc_member: "TPC member",
  paper: "Paper",
  paper_review: "Review",
  notification_job: "Notification job",
};

export const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS);

export const recordTypeLabel = (entityType: string) => RECORD_TYPE_LABELS[entityType] ?? entityType;

export function actionLabel(entry: Pick<PaperHistoryEntry, "action" | "details">): string {
  const auto = entry.details?.auto === true ? ACTION_LABELS[`${entry.action}.auto`] : undefined;
  return auto ?? ACTION_LABELS[entry.action] ?? entry.action;
}

const plain = (value: unknown): string => {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== "object"))
    return value.map(plain).join(", ");
  return JSON.stringify(value);
};

/**
 * An entry's details as "key: value" lines, to be rendered as text (never as HTML): nested objects
 * (a track's before/after) as compact JSON, lists of plain values joined with commas.
 */
export function detailLines(details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (typeof details !== "object" || Array.isArray(details)) return [plain(details)];
  return Object.entries(details as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${plain(value)}`);
}

/** "2026-11-22 14:05 Europe/Berlin": in the reader's own time zone, named (lib/dateText.ts). */
export function entryTime(iso: string): string {
  return formatInstant(iso);
}
