// The bare route the load benchmark compares the API with: Fastify answering, from memory, the very
// JSON the API gave for the same paths (no database, no auth, no validation). It holds the parsed
// objects and writes them per request with the API's own serialiser (http/jsonBytes.ts), so the
// ratio to it measures everything but the serialising. Started by
// bench/load.ts as `node --import tsx bench/loadBare.ts --bare-serve <bodies.json>`; importing this
// module does nothing else (it is a helper, not a scenario).
import fs from "node:fs";
import Fastify from "fastify";
import { jsonBytes } from "../apps/api/src/http/jsonBytes.js";

async function serve(bodiesFile: string): Promise<void> {
  const stored = JSON.parse(fs.readFileSync(bodiesFile, "utf8")) as Record<string, string>;
  const bodies = new Map(Object.entries(stored).map(([url, text]) => [url, JSON.parse(text) as unknown]));
  const app = Fastify({ logger: false });
  app.get("/health", async () => ({ ok: true }));
  app.get("/*", async (request, reply) => {
    const body = bodies.get(request.url);
    if (body === undefined) return reply.code(404).send({ success: false, message: "Not found", result: null });
    return reply.type("application/json; charset=utf-8").send(jsonBytes(body));
  });
  await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
}

const flag = process.argv.indexOf("--bare-serve");
if (flag >= 0) {
  const bodiesFile = process.argv[flag + 1]!;
  await serve(bodiesFile);
  process.on("SIGTERM", () => process.exit(0));
}
