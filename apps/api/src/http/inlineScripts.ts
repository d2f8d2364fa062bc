// The built index.html carries the HTML shell's script inline (apps/web/build/inlineShell.ts), so
// a first visit does not wait for one more request before the app's files start. The page's
// Content-Security-Policy allows exactly the inline scripts of that built file, by their SHA-256
// (CSP3 hash sources): any other inline script, injected or not, is still refused.
import crypto from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP hash sources ('sha256-…') of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
}

/** The policy with the hash sources added to its script-src directive (unchanged when it has none). */
export function allowScriptHashes(policy: string, hashes: string[]): string {
  if (!hashes.length) return policy;
  return policy.replace(/(^|;)(\s*script-src(?![\w-])[^;]*)/, (_whole, start: string, directive: string) => {
    return `${start}${directive.trimEnd()} ${hashes.join(" ")}`;
  });
}
