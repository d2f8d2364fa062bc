// The built web app (apps/web/dist) on /, with the caching a returning visitor needs:
// - files under assets/ carry a content hash in their name, so they never change: a year,
//   immutable (the browser does not even revalidate them);
// - index.html (and the SPA fallback that answers client-side routes with it) names those
//   hashed files, so it must be revalidated on every visit: no-cache with an ETag, which turns a
//   returning visit into a 304 of a few hundred bytes;
// - other files (favicon, robots.txt) are revalidated too.
// The build writes .br and .gz next to each text asset (apps/web/scripts/precompress.mjs);
// @fastify/static picks the one the request accepts and sends it with Content-Encoding.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { addVary, etagForEncoding } from "./compression.js";
import { allowScriptHashes, inlineScriptHashes } from "./inlineScripts.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
/** A page with the caller's own screen in it. */
export const PRIVATE_PAGE = "private, no-store";

/** Build output whose names carry a content hash (Vite's assetsDir). */
const HASHED_DIR = "assets";

export interface WebApp {
  /**
   * Answers with index.html (no-cache, ETag, 304 on a matching If-None-Match), or with the page
   * `renderPage` made for this request: that one is the caller's own, so it is never stored.
   */
  sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** A page for this request with its first screen in it (http/renderedPage.ts), or null for the plain one. */
export type RenderPage = (request: FastifyRequest) => Promise<string | null>;

/** Registers the built SPA when `dist` holds one; null when there is nothing to serve. */
export function serveWebApp(app: FastifyInstance, dist: string | undefined, renderPage?: RenderPage): WebApp | null {
  if (!dist || !fs.existsSync(path.join(dist, "index.html"))) return null;
  const root = path.resolve(dist);
  void app.register(fastifyStatic, {
    root,
    prefix: "/",
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false, // set below, per file
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep);
      res.setHeader("cache-control", relative[0] === HASHED_DIR ? IMMUTABLE : REVALIDATE);
      if (/\.(br|gz)$/.test(filePath) || hasCompressedSibling(filePath)) res.setHeader("vary", "Accept-Encoding");
    },
  });

  const indexHtml = fs.readFileSync(path.join(root, "index.html"));
  const etag = `"${crypto.createHash("sha256").update(indexHtml).digest("base64url").slice(0, 27)}"`;
  // Any encoding of this page is the same page: a validator of any of them revalidates.
  const validators = new Set([etag, etagForEncoding(etag, "br"), etagForEncoding(etag, "gzip")]);
  // The page's own inline scripts (the HTML shell's), allowed by hash in its policy.
  const scriptHashes = inlineScriptHashes(indexHtml.toString("utf8"));
  const policies = new Map<string, string>();
  const webApp: WebApp = {
    async sendIndex(request, reply) {
      // On a 304 too: the browser takes the 304's headers for the page it has kept, and a policy
      // without the hashes would refuse the shell's script (a blank page on a revisit).
      const policy = reply.raw.getHeader("content-security-policy");
      if (typeof policy === "string" && scriptHashes.length) {
        let withHashes = policies.get(policy);
        if (withHashes === undefined) policies.set(policy, (withHashes = allowScriptHashes(policy, scriptHashes)));
        void reply.header("content-security-policy", withHashes);
      }
      const rendered = renderPage ? await renderPage(request) : null;
      if (rendered !== null) {
        // the caller's data: kept by no cache, and a stored plain page is not this one
        addVary(reply, "Cookie");
        return reply.header("cache-control", PRIVATE_PAGE).type("text/html; charset=utf-8").send(rendered);
      }
      void reply.header("cache-control", REVALIDATE).header("etag", etag);
      if (matchesIfNoneMatch(request.headers["if-none-match"], validators)) {
        // A 304 is sent uncompressed whatever the request accepts; Vary still names the header.
        addVary(reply, "Accept-Encoding");
        return reply.code(304).send();
      }
      return reply.type("text/html; charset=utf-8").send(indexHtml);
    },
  };
  app.get("/", (request, reply) => webApp.sendIndex(request, reply));
  return webApp;
}

/** Built files do not change while the server runs: look each one up once. */
const siblingKnown = new Map<string, boolean>();
function hasCompressedSibling(filePath: string): boolean {
  let known = siblingKnown.get(filePath);
  if (known === undefined) {
    known = fs.existsSync(`${filePath}.br`) || fs.existsSync(`${filePath}.gz`);
    siblingKnown.set(filePath, known);
  }
  return known;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/ prefixes do not matter. */
export function matchesIfNoneMatch(header: string | undefined, validators: Set<string>): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => validators.has(tag.trim().replace(/^W\//, "")));
}
