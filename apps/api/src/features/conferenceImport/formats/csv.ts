// RFC 4180 CSV as spreadsheets and EasyChair write it (quoted cells, doubled quotes, CRLF or LF,
// a byte order mark), keeping each record's line number for refusals.

export interface CsvRecord {
  /** the line the record starts on (the header is line 1) */
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === "")) records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length > 0) endRecord();
  return records;
}

/** Header names as keys: lower-cased, spaces and punctuation folded, so "E-mail" and "email" meet. */
export const columnKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9#]+/g, " ")
    .trim();

/** Rows as objects by column key; the columns outside `known` are answered as ignored. */
export function csvObjects(
  text: string,
  known: readonly string[],
): { rows: { line: number; get: (col: string) => string }[]; header: string[]; ignored: string[] } {
  const [head, ...rest] = parseCsv(text);
  const header = (head?.cells ?? []).map(columnKey);
  const ignored = (head?.cells ?? []).filter((_, i) => !known.includes(header[i]!)).map((h) => h.trim());
  const rows = rest.map((r) => ({
    line: r.line,
    get: (col: string) => {
      const i = header.indexOf(col);
      return i < 0 ? "" : (r.cells[i] ?? "").trim();
    },
  }));
  return { rows, header, ignored };
}
