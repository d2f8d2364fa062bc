// Text rules the request schemas and the screens share: characters a one-line field drops, the
// system's own sender mailboxes, and how word limits count words. No zod here (../zodFree.test.ts).

// Characters that have no place in a one-line field (names, titles, subjects, sender parts) and
// can disguise it: C0 controls (line breaks that forge mail headers or log lines, escapes) and the
// bidirectional overrides and isolates that make "‮fdp.exe" read as "exe.pdf".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_ONE_LINE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export const stripUnsafeChars = (value: string) => value.replace(UNSAFE_IN_ONE_LINE, "");

// Mailboxes of the system itself: a chair's mail must not pass for the site's own or the
// postmaster's. Compared without case, dots, dashes, underscores and a +tag.
const RESERVED_SENDERS = new Set([
  "noreply",
  "donotreply",
  "postmaster",
  "mailerdaemon",
  "root",
  "admin",
  "administrator",
  "abuse",
  "hostmaster",
  "webmaster",
  "security",
  "bounce",
  "bounces",
  "system",
]);

export const isReservedSender = (localPart: string) =>
  RESERVED_SENDERS.has(localPart.toLowerCase().split("+")[0]!.replace(/[._-]/g, ""));
export const RESERVED_SENDER_MESSAGE =
  "This sender is reserved for the system's own mail. Choose another, such as chairs.";

/** The words of a text as the word limits count them: runs of non-space characters. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/u).filter((w) => w !== "").length;
}
