import type { PaperHistoryEntry } from "./api/getPaperHistory";

// The paper timeline in sentences ("Alice Author declared a conflict with Rolf Reviewer
// (Collaborator)"), never the recorded action's key. Each phrase follows the actor's name; the
// person the entry is about (subject_name) and the details that matter are woven in as text.

type Phrase = (e: PaperHistoryEntry, d: Record<string, unknown>) => string;

const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : null;
const someone = (e: PaperHistoryEntry) => e.subject_name ?? "a person";
const because = (reason: unknown) => (str(reason) ? `: “${str(reason)}”` : "");
const typed = (type: unknown) => (str(type) ? ` (${str(type)})` : "");

const PHRASES: Record<string, Phrase> = {
  "paper.submit": () => "submitted the paper",
  "paper.update": () => "edited the paper",
  "paper.author.add": (_e, d) => (str(d.email) ? `added ${str(d.email)} as a co-author` : "added a co-author"),
  "paper.author.delete": (_e, d) => (str(d.email) ? `removed the co-author ${str(d.email)}` : "removed a co-author"),
  "paper.author.confirm": () => "confirmed being a co-author",
  "paper.author.decline": () => "declined being a co-author",
  "paper.presenter": () => "chose who presents the paper",
  "paper.withdraw": (_e, d) => `withdrew the paper${because(d.reason)}`,
  "paper.block": (_e, d) => `blocked the paper${because(d.reason)}`,
  "paper.author_mail": (_e, d) => (str(d.subject) ? `mailed the authors (“${str(d.subject)}”)` : "mailed the authors"),
  "paper.reviewer.assign": (e, d) => `assigned ${someone(e)} as a reviewer${d.auto === true ? " (Auto Assign)" : ""}`,
  "paper.reviewer.remove": (e, d) => `removed the reviewer ${someone(e)}${str(d.reason) ? ` (${str(d.reason)})` : ""}`,
  "paper.lead": (e) => (e.subject_name ? `made ${e.subject_name} the lead reviewer` : "changed the lead reviewer"),
  "paper.conflict.declare": (e, d) =>
    `declared a conflict with ${someone(e)}${typed(d.conflict_type)}${because(d.reason)}`,
  "paper.conflict.remove": (e) => `removed the declared conflict with ${someone(e)}`,
  "paper.conflict.waive": (e, d) => `waived the detected conflict with ${someone(e)}${because(d.reason)}`,
  "paper.conflict.unwaive": (e) => `restored the detected conflict with ${someone(e)}`,
  "paper.decision": (_e, d) => (str(d.decision) ? `decided “${str(d.decision)}”` : "recorded the final decision"),
  "paper.notify": () => "notified the authors of the decision",
  "paper.camera_ready": () => "uploaded the final version",
  "paper.discussion.pin": () => "put the paper up for discussion",
  "paper.discussion.unpin": () => "took the paper off the discussion list",
  "review.submit": () => "submitted a review",
  "review.update": () => "updated a review",
  "review.decline": () => "declined to review the paper",
  "review.extension": (e) =>
    e.subject_name ? `extended the review deadline of ${e.subject_name}` : "extended a reviewer's deadline",
  "review.extension.remove": (e) =>
    e.subject_name ? `removed the deadline extension of ${e.subject_name}` : "removed a reviewer's deadline extension",
  "review.attachment": () => "attached a file to a review",
  "review.attachment.remove": () => "removed a review's attachment",
  "subreview.request": (e) => (e.subject_name ? `asked ${e.subject_name} for a subreview` : "asked for a subreview"),
  "subreview.draft": () => "saved a subreview draft",
  "subreview.submit": () => "submitted a subreview",
  "subreview.approve": () => "approved a subreview",
  "subreview.return": () => "returned a subreview for changes",
  "meta_review.submit": () => "wrote the meta-review",
  "meta_review.update": () => "updated the meta-review",
  "response.submit": () => "submitted the authors' response",
  "response.update": () => "updated the authors' response",
  "comment.add": () => "commented in the discussion",
  "comment.update": () => "edited a discussion comment",
  "comment.delete": () => "deleted a discussion comment",
};

/** "paper.some_new.thing" → "some new thing": an action this screen has no words for yet still reads as words. */
function fallbackPhrase(action: string): string {
  const words = action.split(".").slice(1).join(" ").replace(/_/g, " ").trim();
  return `recorded: ${words || action}`;
}

/** The entry as one sentence: who did what, to whom. */
export function historySentence(entry: PaperHistoryEntry): string {
  const details = entry.details ?? {};
  const phrase = (PHRASES[entry.action] ?? (() => fallbackPhrase(entry.action)))(entry, details);
  return `${entry.actor_name ?? "The system"} ${phrase}.`;
}
