import { describe, expect, it } from "vitest";
import { escapeUnclosedOpeners, sanitizeWrittenRichText } from "./sanitizeHtml.js";

describe("rich text a person wrote", () => {
  it("keeps the words after an unclosed element whose content is dropped", () => {
    expect(sanitizeWrittenRichText("<p>The paper should not use <script> in the demo</p>")).toBe(
      "<p>The paper should not use &lt;script&gt; in the demo</p>",
    );
    expect(sanitizeWrittenRichText("<p>Put it in a <textarea or a <STYLE> block</p>")).toBe(
      "<p>Put it in a &lt;textarea or a &lt;STYLE&gt; block</p>",
    );
    expect(sanitizeWrittenRichText("<p>Before <!-- after</p>")).toBe("<p>Before &lt;!-- after</p>");
  });

  it("still removes complete elements whole, so nothing can run", () => {
    expect(sanitizeWrittenRichText("<p>See <script>alert(1)</script>this</p>")).toBe("<p>See this</p>");
    expect(sanitizeWrittenRichText("<p>a<script>x</script> <script>unclosed</p>")).toBe(
      "<p>a &lt;script&gt;unclosed</p>",
    );
    expect(sanitizeWrittenRichText("<p>x<!-- note -->y</p>")).toBe("<p>xy</p>");
    // an unclosed svg is kept as the text it is; nothing of it is markup any more
    expect(sanitizeWrittenRichText("<img src=x onerror=alert(1)><svg onload=alert(1)>")).toBe(
      "&lt;svg onload=alert(1)&gt;",
    );
  });

  it("leaves closed openers and other text as they are", () => {
    expect(escapeUnclosedOpeners("<style>p{}</style><scripts>")).toBe("<style>p{}</style><scripts>");
  });
});
