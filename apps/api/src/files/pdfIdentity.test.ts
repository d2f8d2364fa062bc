import { describe, expect, it } from "vitest";
import { stripPdfIdentity } from "./pdfIdentity.js";

const xmp =
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
  `<rdf:RDF><rdf:Description><dc:creator><rdf:Seq><rdf:li>Reinhold Readerman</rdf:li></rdf:Seq></dc:creator>` +
  `<xmp:CreatorTool>Readerman's Word</xmp:CreatorTool></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
const pdf = (info: string) =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/Metadata 5 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
      `4 0 obj<<${info}>>endobj\n` +
      `5 0 obj<</Type/Metadata/Subtype/XML/Length ${xmp.length}>>stream\n${xmp}\nendstream endobj\n` +
      "6 0 obj<</Length 20>>stream\nBT /Author (x) Tj ET\nendstream endobj\n" +
      "trailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n",
    "latin1",
  );

describe("stripPdfIdentity", () => {
  it("blanks Author, Creator and Producer (literal and hex strings) and the XMP packet, keeping every offset", () => {
    const original = pdf(
      "/Title (A review)/Author (Reinhold \\(Rei\\) Readerman (PhD))/Creator<FEFF0052>/Producer (Readerman Upstream stream\n PDF 1.0)",
    );
    const stripped = stripPdfIdentity(original);
    const text = stripped.toString("latin1");
    expect(stripped.length).toBe(original.length);
    expect(text).not.toMatch(/Readerman|Reinhold|0052/);
    expect(text).toContain("/Title (A review)");
    expect(text).toMatch(/\/Author \( +\)\/Creator<20202020>\/Producer \( +\)>>/);
    expect(text).toContain('<?xpacket end="w"?>');
    // the text of a page's content stream is data, not metadata: untouched
    expect(text).toContain("BT /Author (x) Tj ET");
    // the cross-reference offsets stay right: every "n 0 obj" is where it was
    const offsets = (s: string) => [...s.matchAll(/\d+ 0 obj/g)].map((m) => m.index);
    expect(offsets(text)).toEqual(offsets(original.toString("latin1")));
  });

  it("leaves a PDF without identity metadata as it is", () => {
    const plain = pdf("/Title (Notes)");
    const noXmp = Buffer.from(plain.toString("latin1").replace(xmp, " ".repeat(xmp.length)), "latin1");
    expect(stripPdfIdentity(noXmp).equals(noXmp)).toBe(true);
  });
});
