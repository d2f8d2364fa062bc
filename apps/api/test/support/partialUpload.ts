import net from "node:net";

/**
 * One HTTP upload over a raw socket that sends its headers and only the first bytes of its
 * multipart body, then goes silent: what a stalled or departed browser looks like to the server.
 * `answer` resolves with whatever the server wrote back before the connection ended.
 */
export class PartialUpload {
  readonly socket: net.Socket;
  readonly answer: Promise<{ status: number | null; text: string }>;

  constructor(
    port: number,
    urlPath: string,
    options: { token: string; fields: Record<string, string | number>; fileStart: Buffer; declaredLength?: number },
  ) {
    const boundary = "----partialupload7f3a";
    const head = Object.entries(options.fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("");
    const body = Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="paper_file"; filename="paper.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      options.fileStart,
    ]);
    const headers = [
      `POST ${urlPath} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      `Authorization: Bearer ${options.token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      // the body it promises is far longer than what it sends
      `Content-Length: ${options.declaredLength ?? 2 * 1024 * 1024}`,
      "",
      "",
    ].join("\r\n");
    this.socket = net.connect(port, "127.0.0.1");
    this.socket.on("connect", () => this.socket.write(Buffer.concat([Buffer.from(headers), body])));
    let received = "";
    this.socket.on("data", (d: Buffer) => (received += d.toString("latin1")));
    this.answer = new Promise((resolve) => {
      const done = () =>
        resolve({
          status: /^HTTP\/1\.1 (\d{3})/.exec(received) ? Number(/^HTTP\/1\.1 (\d{3})/.exec(received)![1]) : null,
          text: received,
        });
      this.socket.on("close", done);
      this.socket.on("error", () => undefined);
    });
  }

  /** The body of the answer (after the headers), parsed as JSON when it is JSON. */
  static bodyOf(text: string): unknown {
    const at = text.indexOf("\r\n\r\n");
    const rest = at < 0 ? "" : text.slice(at + 4);
    try {
      return JSON.parse(rest);
    } catch {
      return rest;
    }
  }

  /** The client hangs up (a closed tab, a lost connection). */
  hangUp(): void {
    this.socket.destroy();
  }

  connected(): Promise<void> {
    return new Promise((resolve) =>
      this.socket.connecting ? this.socket.once("connect", () => resolve()) : resolve(),
    );
  }
}
