// A reviewer's PDF names its maker in its metadata more often than in its text: the document
// information dictionary's /Author, /Creator and /Producer (a word processor that says whose copy
// it is), and the XMP packet (dc:creator, xmp:CreatorTool, pdf:Producer). Before such a file
// reaches someone who may not know who reviewed (the authors, other reviewers), those values are
// blanked in place. Every value keeps its length, so the cross-reference table's byte offsets stay
// right and the file opens as before; nothing else of the file changes.
//
// What this cannot reach: metadata inside compressed object streams (PDF 1.5+ may put the
// information dictionary there). The README says so; the reviewer is told at upload.

const IDENTITY_KEYS = /\/(Author|Creator|Producer)(?=[\s(<])\s*([(<])/g;
// Bounds that keep a crafted file from costing more than a linear pass: metadata values are short.
const MAX_VALUE_BYTES = 4096;
const MAX_KEYS = 1000;

/** The [start, end) ranges between each "stream" keyword and its "endstream": a key there is only data. */
function streamRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf("stream", from);
    if (start < 0) return ranges;
    // the keyword itself: right after a dictionary's ">>" and before an end of line (not "endstream",
    // not a word inside a value such as "/Producer (Upstream)")
    const before = text.slice(Math.max(0, start - 8), start).trimEnd();
    if (!before.endsWith(">>") || !/^stream\r?\n/.test(text.slice(start, start + 8))) {
      from = start + 6;
      continue;
    }
    const end = text.indexOf("endstream", start + 6);
    ranges.push([start, end < 0 ? text.length : end]);
    if (end < 0) return ranges;
    from = end + 9;
  }
}

/** The [start, end) ranges of the XMP packets' XML (x:xmpmeta, or the older x:xapmeta). */
function xmpRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const tag of ["x:xmpmeta", "x:xapmeta"]) {
    let from = 0;
    for (;;) {
      const start = text.indexOf(`<${tag}`, from);
      if (start < 0) break;
      const close = text.indexOf(`</${tag}`, start);
      const end = close < 0 ? -1 : text.indexOf(">", close);
      if (end < 0) break;
      ranges.push([start, end + 1]);
      from = end + 1;
    }
  }
  return ranges;
}

/** The end (exclusive) of the literal string whose "(" is at `open`: nested parentheses, backslash escapes. */
function literalEnd(text: string, open: number): number {
  let depth = 0;
  const limit = Math.min(text.length, open + MAX_VALUE_BYTES);
  for (let i = open; i < limit; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

/** A copy of the PDF with the identity values of its information dictionaries and XMP packets blanked. */
export function stripPdfIdentity(data: Buffer): Buffer {
  const text = data.toString("latin1");
  const out = Buffer.from(data);
  const streams = streamRanges(text);
  // streams come in file order: one pointer walks them alongside the keys
  let next = 0;
  let seen = 0;
  for (const m of text.matchAll(IDENTITY_KEYS)) {
    if (++seen > MAX_KEYS) break;
    while (next < streams.length && streams[next]![1] <= m.index) next++;
    if (next < streams.length && streams[next]![0] <= m.index) continue;
    const open = m.index + m[0].length - 1;
    if (m[2] === "(") {
      const end = literalEnd(text, open);
      if (end > 0) out.fill(0x20, open + 1, end - 1);
    } else if (text[open + 1] !== "<") {
      // a hex string: its digits become "20" pairs (spaces), whitespace stays
      const close = text.indexOf(">", open);
      let digit = 0;
      for (let i = open + 1; close > 0 && i < close && i < open + MAX_VALUE_BYTES; i++) {
        if (/[0-9A-Fa-f]/.test(text[i]!)) out[i] = digit++ % 2 === 0 ? 0x32 : 0x30;
      }
    }
  }
  // the XMP packet: its XML becomes spaces (a blank packet is a valid, empty one)
  for (const [start, end] of xmpRanges(text)) out.fill(0x20, start, end);
  return out;
}
