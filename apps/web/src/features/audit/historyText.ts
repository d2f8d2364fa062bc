import type { PaperHistoryEntry } from "./api/getPaperHistory";

/** What each recorded action means, in the words of the screens. */
const ACTION_LABELS: Record<string, string> = {
  "paper.submit": "Submitted the paper",
  "paper.update": "Edited the paper",
  "paper.author.add": "Added a co-author",
  "paper.author.delete": "Removed a co-author",
  "paper.withdraw": "Withdrew the paper",
  "paper.block": "Blocked the paper",
  "paper.author_mail": "Sent a mail to the authors",
  "paper.reviewer.assign": "Assigned a reviewer",
  "paper.reviewer.remove": "Removed a reviewer",
  "review.submit": "Submitted a review",
  "review.update": "Updated a review",
  "paper.decision": "Recorded the final decision",
  "paper.notify": "Notified the authors",
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : null);

/** One line of detail under the action: whom or what it concerned (always rendered as text). */
export function entryDetail(entry: PaperHistoryEntry): string | null {
  const d = entry.details ?? {};
  switch (entry.action) {
    case "paper.reviewer.assign":
    case "paper.reviewer.remove":
      return entry.subject_name;
    case "paper.author.add":
      return text(d.email);
    case "paper.withdraw":
    case "paper.block":
      return text(d.reason) && `Reason: ${text(d.reason)}`;
    case "paper.decision":
      return text(d.decision) && `Decision: ${text(d.decision)}`;
    case "paper.author_mail":
      return text(d.subject) && `Subject: ${text(d.subject)}`;
    default:
      return null;
  }
}

/** "2026-11-22 14:05" in the reader's own time zone. */
export function entryTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
