// What a browser receives: API answers compressed by negotiation, downloads that are
// compressed already passed through byte for byte, and the built web app served precompressed
// with caching a returning visitor can rely on.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/testApp.js";
import { insertPaper, MINIMAL_PDF } from "./support/fixtures.js";
import { buildWorld, paperFields, submitPaper, type PaperWorld } from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;
let dist: string;
const ASSET = "assets/index-AbC123.js";
const ASSET_TEXT = `export const greeting = ${JSON.stringify("hello world ".repeat(400))};\n`;
/** The HTML shell's script, inline in the built page (apps/web/build/inlineShell.ts). */
const SHELL_SCRIPT = "document.documentElement.dataset.shell = 'auth';";
const INDEX_HTML =
  `<!doctype html><html lang="en"><head><title>Symposia</title>` +
  `<script data-entry="/${ASSET}">${SHELL_SCRIPT}</script><script type="module" ` +
  `src="/${ASSET}"></script></head><body><div ` +
  `id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`;

beforeAll(async () => {
  // A tiny stand-in for apps/web/dist, laid out as the build writes it (.br and .gz beside).
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(dist, ASSET), ASSET_TEXT);
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(ASSET_TEXT));
  fs.writeFileSync(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(ASSET_TEXT));
  fs.writeFileSync(path.join(dist, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  t = await createTestApp({ webDist: dist });
  w = await buildWorld(t);
  for (let i = 0; i < 12; i += 1) {
    await insertPaper(t.ctx, {
      confId: w.confId,
      trackId: w.trackA,
      authorId: w.author.id,
      title: `A study of compressible answers, part ${i}`,
      withFile: false,
    });
  }
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function decode(raw: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString();
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url, headers });
}

describe("API answers", () => {
  const list = () => `/api/paper/all/${w.confId}/0?per_page=50`;
  const auth = () => ({ authorization: `Bearer ${w.chair.token}` });

  it("are compressed with brotli, gzip or not at all, as the client asks, and say so in Vary", async () => {
    const plain = await get(list(), auth());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().result.data.length).toBe(12);

    for (const [accept, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await get(list(), { ...auth(), "accept-encoding": accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(expected);
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload, expected))).toEqual(plain.json());
      if (expected) expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it("are compressed alike when they come from the kept answers", async () => {
    expect(t.ctx.responseCache.enabled).toBe(true);
    const first = await get(list(), { ...auth(), "accept-encoding": "br" });
    const before = t.ctx.responseCache.size;
    const again = await get(list(), { ...auth(), "accept-encoding": "gzip" });
    expect(t.ctx.responseCache.size).toBe(before); // served from the kept answer, not stored anew
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(decode(again.rawPayload, "gzip")).toBe(decode(first.rawPayload, "br"));
  });

  it("from the kept answers are compressed once per encoding, then sent as kept", async () => {
    const url = `${list()}&order_by=paper_title`;
    const plain = await get(url, auth());
    const keptText = t.ctx.responseCache.usedBytes;
    const first = await get(url, { ...auth(), "accept-encoding": "br" });
    expect(first.headers["x-kept-answer"]).toBe("1");
    // the compressed bytes are kept beside the text
    const withBrotli = t.ctx.responseCache.usedBytes;
    expect(withBrotli - keptText).toBe(first.rawPayload.length);
    const again = await get(url, { ...auth(), "accept-encoding": "gzip, br" });
    expect(again.headers["x-kept-answer"]).toBe("1");
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers.vary).toContain("Accept-Encoding");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.ctx.responseCache.usedBytes).toBe(withBrotli);
    expect(decode(again.rawPayload, "br")).toBe(plain.body);
    // another encoding is compressed for itself; a client that accepts none gets the text
    const gzipped = await get(url, { ...auth(), "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(decode(gzipped.rawPayload, "gzip")).toBe(plain.body);
    const none = await get(url, auth());
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it("under 1 KB are sent as they are", async () => {
    const res = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json().result).toEqual({ database: "up" });
  });

  it("leave already-compressed downloads (a PDF) untouched, byte for byte", async () => {
    const pdf = Buffer.concat([MINIMAL_PDF, Buffer.from(`%${"a".repeat(8000)}\n`)]); // very compressible, yet a PDF
    const submitted = await submitPaper(t, w.author.token, paperFields(w), { fileName: "paper.pdf", data: pdf });
    expect(submitted.status).toBe(200);
    const paperId = (submitted.body.result as { id: number }).id;
    const res = await get(`/api/paper/file/${paperId}`, {
      authorization: `Bearer ${w.author.token}`,
      "accept-encoding": "br, gzip",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.compare(res.rawPayload, pdf)).toBe(0);
  });
});

describe("the built web app", () => {
  it("serves hashed assets precompressed by negotiation, immutable for a year, with Vary", async () => {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["", undefined],
    ] as const) {
      const res = await get(`/${ASSET}`, accept ? { "accept-encoding": accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"], accept).toMatch(/javascript/);
      expect(res.headers["cache-control"], accept).toBe("public, max-age=31536000, immutable");
      expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload, encoding), accept).toBe(ASSET_TEXT);
    }
  });

  it("answers a conditional request for an asset with 304, compressed or not", async () => {
    for (const accept of ["br", ""]) {
      const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
      const first = await get(`/${ASSET}`, headers);
      const etag = String(first.headers.etag);
      expect(etag).toBeTruthy();
      const again = await get(`/${ASSET}`, { ...headers, "if-none-match": etag });
      expect(again.statusCode, accept).toBe(304);
    }
    const br = await get(`/${ASSET}`, { "accept-encoding": "br" });
    const plain = await get(`/${ASSET}`);
    expect(br.headers.etag).not.toBe(plain.headers.etag); // different bytes, different validators
  });

  it("serves index.html, at / and for client-side routes, as no-cache with an ETag that revalidates", async () => {
    for (const url of ["/", "/conferences/12/papers"]) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["cache-control"], url).toBe("no-cache");
      expect(plain.headers["content-type"], url).toMatch(/text\/html/);
      expect(plain.body, url).toBe(INDEX_HTML);
      const etag = String(plain.headers.etag);
      expect(etag, url).toMatch(/^"/);

      const br = await get(url, { "accept-encoding": "br" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers["cache-control"], url).toBe("no-cache");
      expect(String(br.headers.vary), url).toMatch(/accept-encoding/i);
      expect(decode(br.rawPayload, "br"), url).toBe(INDEX_HTML);

      // the validator of either encoding revalidates the page, in either encoding
      for (const tag of [etag, String(br.headers.etag)]) {
        const revalidated = await get(url, { "accept-encoding": "br", "if-none-match": tag });
        expect(revalidated.statusCode, `${url} ${tag}`).toBe(304);
        expect(revalidated.rawPayload.length).toBe(0);
      }
      expect((await get(url, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
    }
  });

  it("allows the page's own inline script by its hash, and no other", async () => {
    const hash = crypto.createHash("sha256").update(SHELL_SCRIPT).digest("base64");
    for (const url of ["/", "/conferences/12/papers"]) {
      const policy = String((await get(url, { "accept-encoding": "br" })).headers["content-security-policy"]);
      expect(policy, url).toContain(`script-src 'self' 'sha256-${hash}';`);
      // a revalidation's 304 carries it too: the browser applies its headers to the kept page
      const etag = String((await get(url)).headers.etag);
      const revalidated = await get(url, { "if-none-match": etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(String(revalidated.headers["content-security-policy"]), url).toContain(`'sha256-${hash}'`);
      expect(policy.match(/script-src[^;]*/)![0], url).not.toContain("unsafe-inline");
    }
  });

  it("revalidates files that carry no hash (favicon)", async () => {
    const res = await get("/favicon.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the security headers on static files and the API's 404 in the envelope", async () => {
    const res = await get(`/${ASSET}`, { "accept-encoding": "br" });
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self';");
    const missing = await get("/api/no/such/route", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });
});
