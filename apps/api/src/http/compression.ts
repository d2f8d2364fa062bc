// Compression of the answers the server builds in memory (API JSON, the SPA's index.html, CSV
// reports), negotiated by the request's Accept-Encoding. Built assets are compressed once at build
// time and served as files (http/staticAssets.ts); those are streams and pass through untouched.
//
// Why these choices:
// - Levels are cheap ones, chosen by size (compressionLevel): up to 64 KB brotli 4 and gzip 6,
//   which cost a fraction of a millisecond there. Above, brotli's cost grows much faster than its
//   gain: on a 1 MB paper list quality 2 takes about 60% of quality 4's time for 2% more bytes, and
//   beyond 2 MB quality 1 about a third of quality 2's for 15% more (docs/performance.md, "Load").
//   gzip keeps level 6 up to 256 KB (its level 1 sends a quarter more there), then level 1.
// - Answers under 1 KB are sent as they are: the headers cost more than the bytes saved.
// - Only text-like types are compressed. PDF, ZIP, DOCX and images are compressed already;
//   compressing them again burns CPU for nothing, so downloads pass through byte for byte.
// - The work runs on libuv's thread pool (async zlib), so a large answer never blocks the loop.
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = "br" | "gzip";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|problem\+json|manifest\+json)|image\/svg\+xml)/i;

/** Whether answers of this Content-Type are worth compressing (text, JSON, SVG; not PDF/ZIP/images). */
export function isCompressibleType(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli if acceptable, else gzip,
 * else none. Honours q-values (`br;q=0` refuses brotli) and `*`.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: Encoding) => q.get(name) ?? q.get("*") ?? 0;
  const br = weight("br");
  const gz = weight("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return null;
}

/** The brotli quality or gzip level for an answer of this many bytes (see the top of this file). */
export function compressionLevel(bytes: number, encoding: Encoding): number {
  const KB = 1024;
  if (encoding === "gzip") return bytes <= 256 * KB ? 6 : 1;
  if (bytes <= 64 * KB) return 4;
  return bytes <= 2048 * KB ? 2 : 1;
}

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: compressionLevel(body.length, "br"),
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: compressionLevel(body.length, "gzip") });
}

/** Adds a token to the Vary header without repeating it. */
export function addVary(reply: FastifyReply, token: string): void {
  const current = reply.getHeader("vary");
  const list =
    current === undefined
      ? []
      : String(current)
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean);
  if (list.includes("*") || list.some((v) => v.toLowerCase() === token.toLowerCase())) return;
  void reply.header("vary", [...list, token].join(", "));
}

/**
 * A strong ETag names one representation's exact bytes, so the compressed answer gets its own
 * (`"abc"` becomes `"abc-br"`); a weak one stays as it is (same meaning, either encoding).
 */
export function etagForEncoding(etag: string, encoding: Encoding): string {
  if (etag.startsWith("W/") || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/** Who wants a request's answer once it is compressed (the kept answers keep it: http/route.ts). */
const compressedAnswerTakers = new WeakMap<FastifyRequest, (encoding: Encoding, bytes: Buffer) => void>();

/** Hands this request's answer, once compressed, to `take` (not called when it goes out as it is). */
export function whenAnswerCompressed(request: FastifyRequest, take: (encoding: Encoding, bytes: Buffer) => void): void {
  compressedAnswerTakers.set(request, take);
}

/**
 * Sends bytes compressed earlier with `encoding` (a kept answer's): the hook below leaves them as
 * they are, so the headers it would set are set here.
 */
export function sendCompressed(reply: FastifyReply, contentType: string, encoding: Encoding, bytes: Buffer) {
  addVary(reply, "Accept-Encoding");
  return reply.type(contentType).header("content-encoding", encoding).send(bytes);
}

export function installCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload; // streams: files, already handled
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader("content-encoding")) return payload;
    if (!isCompressibleType(reply.getHeader("content-type") as string | undefined)) return payload;
    // measured without copying: most answers of a client that accepts no encoding go out as they are
    const length = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (length < COMPRESSION_THRESHOLD_BYTES) return payload;
    // The answer to this URL can now differ by Accept-Encoding: shared caches must key on it.
    addVary(reply, "Accept-Encoding");
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const compressed = await compress(typeof payload === "string" ? Buffer.from(payload) : payload, encoding);
    compressedAnswerTakers.get(request)?.(encoding, compressed);
    const etag = reply.getHeader("etag");
    if (typeof etag === "string") void reply.header("etag", etagForEncoding(etag, encoding));
    void reply.header("content-encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}
