import { describe, expect, it } from "vitest";
import { zipOf } from "./support/zip.js";
import { isPdf, sniffPaperFile } from "../src/files/sniff.js";

const LIMIT = 1024 * 1024;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("file checks by content", () => {
  it("a PDF starts with %PDF-", () => {
    expect(isPdf(Buffer.from("%PDF-1.7\n..."))).toBe(true);
    expect(isPdf(Buffer.from("<html>%PDF-1.7 later in the file"))).toBe(false);
    expect(sniffPaperFile(Buffer.from(" %PDF-1.4"), "paper.pdf", LIMIT)).toBeNull();
  });

  it("a DOCX is a ZIP whose central directory lists word/document.xml", () => {
    expect(sniffPaperFile(zipOf([{ name: "word/document.xml", data: "<w:document/>" }]), "paper.docx", LIMIT)).toBe(
      DOCX,
    );
    expect(
      sniffPaperFile(zipOf([{ name: "xl/workbook.xml", data: "word/document.xml" }]), "paper.docx", LIMIT),
    ).toBeNull();
    // the name only in a local header, no central directory: not a ZIP a reader would open
    const headerOnly = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from("word/document.xml"),
    ]);
    expect(sniffPaperFile(headerOnly, "paper.docx", LIMIT)).toBeNull();
  });

  it("refuses a DOCX whose declared uncompressed size is far beyond the upload limit (zip bomb)", () => {
    const bomb = zipOf([{ name: "word/document.xml", data: "<w:document/>", declaredSize: 11 * LIMIT }]);
    expect(sniffPaperFile(bomb, "paper.docx", LIMIT)).toBeNull();
    const big = zipOf([{ name: "word/document.xml", data: "<w:document/>", declaredSize: 5 * LIMIT }]);
    expect(sniffPaperFile(big, "paper.docx", LIMIT)).toBe(DOCX);
  });
});
