// CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, a byte-order mark so accented
// names survive Excel, and cells a spreadsheet would run as a formula prefixed with an apostrophe
// (a lone negative number or "-" is not one).
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative number, or "-" (a review's unanswered field), is read as itself, never as a formula. */
const PLAIN = /^(-|-?\d+(\.\d+)?)$/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) && !PLAIN.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
