/** "1 author" / "3 authors": the count and its noun, for the messages of calls that send mails. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

interface MailRun {
  preview: boolean;
  mails: readonly unknown[];
}

/**
 * The message of a call that mails a group of people with a preview first (camera-ready reminders,
 * review reminders): what the preview would do, that nobody needed a mail, or how many were sent.
 * One wording so the chairs read the same sentence shape from every such dialog.
 */
export function mailRunMessage(
  run: MailRun,
  words: { noun: string; wouldBe: string; none: string; sent: (people: string) => string },
): string {
  const people = countOf(run.mails.length, words.noun);
  if (run.preview) return `${people} would be ${words.wouldBe}.`;
  return run.mails.length === 0 ? words.none : words.sent(people);
}
