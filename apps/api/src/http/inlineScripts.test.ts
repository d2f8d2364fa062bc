import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { allowScriptHashes, inlineScriptHashes } from "./inlineScripts.js";

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("a page's inline scripts in its Content-Security-Policy", () => {
  it("hashes each inline script's text, not the scripts loaded from a file", () => {
    const html =
      `<head><script data-entry="/a.js">var a = 1;</script><script src="/b.js"></script>` +
      `<script type="module" src="/c.js"></script></head><body><script>\nvar b = "é";\n</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha("var a = 1;"), sha('\nvar b = "é";\n')]);
    expect(inlineScriptHashes("<head><script src=/x.js></script></head>")).toEqual([]);
  });

  it("adds the hashes to script-src only, leaving a policy without it as it is", () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";
    expect(allowScriptHashes(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x' 'sha256-y';style-src 'self' 'unsafe-inline'",
    );
    expect(allowScriptHashes("script-src 'self'", ["'sha256-x'"])).toBe("script-src 'self' 'sha256-x'");
    expect(allowScriptHashes("default-src 'self'", ["'sha256-x'"])).toBe("default-src 'self'");
    expect(allowScriptHashes("script-src-elem 'self'", ["'sha256-x'"])).toBe("script-src-elem 'self'");
    expect(allowScriptHashes(policy, [])).toBe(policy);
  });
});
