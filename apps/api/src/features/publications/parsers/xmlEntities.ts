// The named character entities DBLP's XML uses (its DTD declares ISO Latin-1's), which the XML
// parser leaves as text because it never reads a DTD (so no entity of a file can expand into
// another: the "billion laughs" attack has nothing to work with). Letters with an accent are built
// from the base letter and the combining mark rather than listed one by one.
const MARKS: Record<string, string> = {
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  tilde: "\u0303",
  ring: "\u030a",
  cedil: "\u0327",
  caron: "\u030c",
};
const OTHERS: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  szlig: "ß",
  aelig: "æ",
  AElig: "Æ",
  oslash: "ø",
  Oslash: "Ø",
  eth: "ð",
  ETH: "Ð",
  thorn: "þ",
  THORN: "Þ",
  times: "×",
  reg: "®",
  micro: "µ",
};

function named(name: string): string | undefined {
  if (OTHERS[name]) return OTHERS[name];
  const m = /^([A-Za-z])(acute|grave|circ|uml|tilde|ring|cedil|caron)$/.exec(name);
  return m ? `${m[1]}${MARKS[m[2]!]}`.normalize("NFC") : undefined;
}

/** Decodes named and numeric character references; an unknown name stays as it was. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "";
    }
    return named(ref) ?? whole;
  });
}
