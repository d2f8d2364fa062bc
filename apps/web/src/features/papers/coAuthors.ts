// The co-authors typed on Submit Paper: each row is checked by the same schema the author call
// uses (authorAssignByHandSchema), then sent through POST /paper/author-assign once the paper
// exists, in the order shown. A row the server refuses is kept, with its reason, for another try.
import { authorAssignByHandSchema } from "@symposia/domain";
import { api } from "../../lib/api/client";
import { ApiError, errorMessage } from "../../lib/api/errors";

export interface CoAuthorRow {
  /** stable React key: rows move */
  key: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
}

/** Field messages of a row (first_name, ..., and "row" for the row as a whole). */
export type RowErrors = Partial<Record<keyof Omit<CoAuthorRow, "key"> | "row", string>>;

let nextKey = 0;
export const emptyCoAuthor = (): CoAuthorRow => ({
  key: `co-author-${++nextKey}`,
  first_name: "",
  last_name: "",
  email: "",
  country: "",
  affiliation: "",
});

export const rowLabel = (row: CoAuthorRow, index: number): string => {
  const name = [row.first_name, row.last_name].filter((s) => s.trim()).join(" ");
  return `Co-author ${index + 1}${name ? ` (${name}${row.email ? `, ${row.email}` : ""})` : ""}`;
};

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Each row's problems, by key; the submitter's email and a repeated email are refused as the server would. */
export function checkCoAuthors(rows: readonly CoAuthorRow[], submitterEmail: string): Record<string, RowErrors> {
  const errors: Record<string, RowErrors> = {};
  rows.forEach((row, i) => {
    const { key: _key, ...body } = row;
    const parsed = authorAssignByHandSchema.safeParse(body);
    const rowErrors: RowErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof RowErrors;
        rowErrors[field] ??= issue.message;
      }
    }
    if (!rowErrors.email && row.email.trim()) {
      if (sameEmail(row.email, submitterEmail)) rowErrors.email = "You are already an author of this paper.";
      else if (rows.slice(0, i).some((other) => sameEmail(other.email, row.email)))
        rowErrors.email = "This person is already listed above.";
    }
    if (Object.keys(rowErrors).length) errors[row.key] = rowErrors;
  });
  return errors;
}

/**
 * Adds the rows to the paper one by one, in order (so author_order follows the form). Answers the
 * rows not saved, each with its errors; an unexpected failure keeps every row from there on.
 */
export async function addCoAuthors(
  paperId: number,
  rows: readonly CoAuthorRow[],
): Promise<{ failed: CoAuthorRow[]; errors: Record<string, RowErrors> }> {
  const failed: CoAuthorRow[] = [];
  const errors: Record<string, RowErrors> = {};
  for (const row of rows) {
    const { key: _key, ...body } = row;
    try {
      const res = await api.post(`/paper/author-assign/${paperId}`, body);
      if (!res.success) {
        failed.push(row);
        errors[row.key] = { row: res.message };
      }
    } catch (error) {
      failed.push(row);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const rowErrors: RowErrors = {};
      for (const [field, messages] of Object.entries(fields)) rowErrors[field as keyof RowErrors] = messages[0];
      if (Object.keys(rowErrors).length === 0) rowErrors.row = errorMessage(error);
      errors[row.key] = rowErrors;
    }
  }
  return { failed, errors };
}
