import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP peer received it. */
export interface ReceivedMail {
  /** envelope sender */
  from: string;
  /** envelope recipients */
  to: string[];
  /** the From: header, e.g. "Symposia" <no-reply@localhost> */
  headerFrom: string;
  subject: string;
  messageId: string;
  text: string;
  receivedAt: string;
  /** the whole message as sent */
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that hands every received mail to `onMail`. Tests in one
 * process keep the mails in memory (SmtpPeer); the browser tests' peer writes them to a directory
 * (mailDirectorySink), because Playwright's workers cannot share the runner's memory.
 */
export async function startSmtpServer(
  onMail: (mail: ReceivedMail) => void,
  port = 0,
): Promise<{ port: number; url: string; stop: () => Promise<void> }> {
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
        onMail(
          parseMail(
            raw,
            session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP peer that keeps what it receives in memory, for tests that run in one process. */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  private stopServer: (() => Promise<void>) | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    const server = await startSmtpServer((mail) => this.received.push(mail), port);
    this.port = server.port;
    this.stopServer = server.stop;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  async stop(): Promise<void> {
    if (this.stopServer) await this.stopServer();
    this.stopServer = null;
  }
}

/** Writes each mail as one JSON file into `dir` (numbered in order of arrival), without `raw`. */
export function mailDirectorySink(dir: string): (mail: ReceivedMail) => void {
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return ({ raw: _raw, ...mail }) => {
    const name = `${String(++sequence).padStart(6, "0")}.json`;
    // Write then rename, so a reader never sees a half-written file.
    const tmp = path.join(dir, `.${name}.tmp`);
    fs.writeFileSync(tmp, JSON.stringify(mail));
    fs.renameSync(tmp, path.join(dir, name));
  };
}

function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
      .exec(head)?.[1]
      ?.replace(/\r?\n[ \t]+/g, " ")
      .trim() ?? "";
  return {
    from,
    to,
    headerFrom: decodeHeader(header("From")),
    subject: decodeHeader(header("Subject")),
    messageId: header("Message-ID"),
    text: decodeBody(rest.join("\n\n"), head),
    receivedAt: new Date().toISOString(),
    raw,
  };
}

/** RFC 2047 encoded words (nodemailer uses them for non-ASCII subjects). */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function decodeBody(body: string, head: string): string {
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}
