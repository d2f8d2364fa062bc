import { describe, expect, it } from "vitest";
import { SUBMISSION_TEMPLATES_MAX, templateLinks, templateLinksProblem } from "./submissionTemplates.js";

describe("submission template links", () => {
  it("refuses an address with a broken %-escape, naming its line, and accepts well-formed escapes", () => {
    expect(templateLinksProblem("LaTeX | https://example.org/a.zip\nhttps://example.org/%E0%A4%A")).toMatch(
      /^Line 2: /,
    );
    expect(templateLinksProblem("Word | https://example.org/a%ZZ.docx")).toMatch(/^Line 1: /);
    expect(templateLinksProblem("https://example.org/IEEE%20LaTeX.zip\nnot a link, kept as a note")).toBeNull();
  });

  it("refuses more links than the pages show instead of dropping the rest", () => {
    const many = Array.from({ length: SUBMISSION_TEMPLATES_MAX + 1 }, (_, i) => `https://example.org/${i}.zip`).join(
      "\n",
    );
    expect(templateLinksProblem(many)).toMatch(/At most 50/);
  });

  it("shows a stored broken address as written rather than failing", () => {
    expect(templateLinks("https://example.org/%E0%A4%A")).toEqual([
      { label: "%E0%A4%A", url: "https://example.org/%E0%A4%A" },
    ]);
    expect(templateLinks("javascript:alert(1)\nhttps://example.org/IEEE%20LaTeX.zip")).toEqual([
      { label: "IEEE LaTeX.zip", url: "https://example.org/IEEE%20LaTeX.zip" },
    ]);
  });
});
