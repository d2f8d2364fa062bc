import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { ReceivedMail } from "../support/mailbox.js";

/**
 * A real SMTP server on 127.0.0.1. It runs in the Playwright runner process, so test workers
 * cannot share its memory: every received mail is written as one JSON file into `dir`
 * (support/mailbox.ts reads them).
 */
export async function startSmtpPeer(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMail(raw, session.envelope.mailFrom ? session.envelope.mailFrom.address : "", session.envelope.rcptTo.map((r) => r.address));
        const name = `${String(++sequence).padStart(6, "0")}.json`;
        // Write then rename, so a reader never sees a half-written file.
        const tmp = path.join(dir, `.${name}.tmp`);
        fs.writeFileSync(tmp, JSON.stringify(mail));
        fs.renameSync(tmp, path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]+/g, " ").trim() ?? "";
  return {
    from,
    to,
    headerFrom: decodeHeader(header("From")),
    subject: decodeHeader(header("Subject")),
    messageId: header("Message-ID"),
    text: decodeBody(body, head),
    receivedAt: new Date().toISOString(),
  };
}

/** RFC 2047 encoded words (nodemailer uses them for non-ASCII subjects). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
    encoding.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(body: string, head: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}
