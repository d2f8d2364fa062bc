import fs from "node:fs";
import path from "node:path";
import type { ReceivedMail as SharedReceivedMail } from "../../test-support/index.js";
import { mailDir } from "./env.js";

/** One mail as the SMTP peer received it (written by test-support's mailDirectorySink). */
export type ReceivedMail = Omit<SharedReceivedMail, "raw">;

/** Every mail received so far, oldest first. */
export function allMail(): ReceivedMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
}

/** Mail addressed to `to` (case-insensitive), oldest first. */
export function mailTo(to: string, subject?: RegExp): ReceivedMail[] {
  const address = to.toLowerCase();
  return allMail().filter(
    (m) => m.to.some((r) => r.toLowerCase() === address) && (!subject || subject.test(m.subject)),
  );
}

/**
 * Waits until a mail to `to` (optionally with a matching subject) has arrived at the SMTP peer
 * and answers the newest such mail. The outbox worker polls about once a second, so the default
 * timeout leaves room for a retry on a loaded machine.
 */
export async function waitForMail(
  to: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const found = mailTo(to, options.subject);
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) {
      const seen = allMail().map((m) => `${m.to.join(",")}: ${m.subject}`);
      throw new Error(
        `No mail to ${to}${options.subject ? ` with subject ${options.subject}` : ""} arrived. Received so far:\n${seen.join("\n") || "(none)"}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link in a mail's text (optionally the first one matching `pattern`). */
export function linkIn(mail: ReceivedMail, pattern?: RegExp): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = pattern ? links.find((l) => pattern.test(l)) : links[0];
  if (!link)
    throw new Error(`No link${pattern ? ` matching ${pattern}` : ""} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
