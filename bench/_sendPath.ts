// What sending one answer costs, in-process: for each route of the load benchmark's read mix, the
// chair's answer is made once (SQLite, kept answers off), then written out the two ways, each many
// times, in turns: as the server did before it wrote bytes (JSON.stringify, the compression hook's
// and Fastify's Buffer.byteLength, the headers joined in front as Node's HTTP writer does, then the
// socket's encoding) and as it does now (jsonBytes, the bytes copied as the socket takes them).
// Not a scenario (its name starts with "_"):
//   node --import tsx bench/_sendPath.ts
//   REVIEWED=1 (the review period's world), TWO_BYTE=1 (one title of each list page with an em
//   dash and curly quotes: the seeded text is ASCII, a real conference's seldom is), N=400 (rounds)
import { jsonBytes } from "../apps/api/src/http/jsonBytes.js";
import { sqliteComputedReadApp } from "./computedReadApp.js";

const HEADERS =
  "HTTP/1.1 200 OK\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\n" +
  "content-length: 123456\r\nDate: Tue, 01 Dec 2026 19:00:00 GMT\r\nConnection: keep-alive\r\n\r\n";
const socketBytes = Buffer.allocUnsafe(8 * 1024 * 1024);
const rounds = Number(process.env.N ?? 400);

function microsPerCall(write: () => unknown): number {
  for (let i = 0; i < 50; i++) write();
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) write();
  return ((performance.now() - t0) / rounds) * 1000;
}

const { app, routes, chairToken, close } = await sqliteComputedReadApp();
try {
  for (const [name, paths] of Object.entries(routes)) {
    const res = await app.inject({ url: paths[0]!, headers: { authorization: `Bearer ${chairToken}` } });
    const answer = JSON.parse(res.body) as { result?: { data?: { paper_title: string }[] } };
    const first = answer.result?.data?.[0];
    if (process.env.TWO_BYTE && first) first.paper_title += " — “quoted”";
    const before = () => {
      const text = JSON.stringify(answer);
      Buffer.byteLength(text);
      Buffer.byteLength(text);
      return socketBytes.write(HEADERS + text, 0);
    };
    const after = () => {
      const bytes = jsonBytes(answer);
      socketBytes.write(HEADERS, 0);
      return bytes.copy(socketBytes, HEADERS.length);
    };
    const turns: string[] = [];
    for (let turn = 0; turn < 3; turn++)
      turns.push(`before ${microsPerCall(before).toFixed(0)}, after ${microsPerCall(after).toFixed(0)}`);
    console.log(`${name} (${(res.body.length / 1024).toFixed(0)} KB): ${turns.join(" | ")} µs`);
  }
} finally {
  await close();
}
