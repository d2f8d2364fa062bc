import { describe, expect, it } from "vitest";
import { richTextToPlain } from "./richTextToPlain.js";

describe("richTextToPlain", () => {
  it("decodes entities once: what the writer typed, never &lt; nor a second decoding", () => {
    expect(richTextToPlain("<p>a &lt; b &amp;&amp; c &gt; d &quot;q&quot; caf&eacute;&nbsp;ok</p>")).toBe(
      'a < b && c > d "q" café ok',
    );
    // the writer typed "&lt;" itself: it stays as typed
    expect(richTextToPlain("<p>write &amp;lt; for &lt;</p>")).toBe("write &lt; for <");
  });

  it("keeps paragraphs, line breaks and list items apart", () => {
    expect(richTextToPlain("<p>One</p><p>Two<br>three</p><ol><li><p>a</p></li><li>b</li></ol><p>end</p>")).toBe(
      "One\n\nTwo\nthree\n\n- a\n- b\n\nend",
    );
  });

  it("drops every tag, scripts and styles with their content, and writes a web link's address after its text", () => {
    const html =
      '<p><a href="https://x.org/p?a=1&amp;b=2">the paper</a> <a ' +
      'href="javascript:alert(1)">bad</a><script>alert(2)</script><style>p{}</style><img src=x ' +
      "onerror=alert(3)></p>";
    expect(richTextToPlain(html)).toBe("the paper (https://x.org/p?a=1&b=2) bad");
  });
});
