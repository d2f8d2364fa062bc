// CSV as spreadsheets read it, one writer for every download (reports, the conference export, the
// proceedings' metadata): RFC 4180 quoting, CRLF line ends, and a text cell a spreadsheet would run
// as a formula (=, +, -, @, tab or carriage return first) prefixed with an apostrophe. A negative
// number or a lone "-" (a review's unanswered field) is read as itself by a spreadsheet, never as a
// formula, so it is written as it is: prefixing it would turn a score into text.
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN = /^(-|-?\d+(\.\d+)?)$/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) && !PLAIN.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The file: a header line and the rows. With a byte-order mark by default, so accented names
 * survive Excel; files meant for scripts (the proceedings' metadata) leave it out.
 */
export function toCsv(header: string[], rows: CsvCell[][], { byteOrderMark = true } = {}): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(","));
  return (byteOrderMark ? "\uFEFF" : "") + lines.join("\r\n") + "\r\n";
}
