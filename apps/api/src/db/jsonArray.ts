// A list of values as one parameter on PostgreSQL: a JSON array, each of whose values finds its
// rows by an index of its own (rowsOfEach).
// A list passed as parameters `in ($1, …, $n)` gives a statement text per length, and for a long
// one PostgreSQL either plans every call for its values or, with the statement's generic plan,
// compares each row a scan meets with every parameter. Its estimates made it scan tables where an
// index finds the few rows: a list page's 50 reviewers' emails were compared with each of 6,000
// author rows (2.4 ms), and as an array `= any(…)` of unknown length the generic plan scanned every
// paper for their accounts (2 ms), instead of 50 lookups in an index each.
import { type Expression, type RawBuilder, sql } from "kysely";

/** The JSON text of `values` for rowsOfEach's parameter. */
export const jsonArrayParameter = (values: readonly (number | string)[]): string => JSON.stringify(values);

/**
 * The rows `rowsOf` selects for each value of the JSON array parameter `json` (a string of
 * jsonArrayParameter), the value given as an expression of `type`: a lookup per value (the
 * subquery is kept from being joined as a whole by `offset 0`, so each value runs it by index).
 */
export function rowsOfEach<R>(
  json: unknown,
  type: "integer" | "text",
  rowsOf: (value: RawBuilder<unknown>) => Expression<R>,
): RawBuilder<R> {
  const value = sql`asked.value::${sql.raw(type)}`;
  return sql<R>`select found.* from json_array_elements_text(${json}::json) as asked, lateral (${rowsOf(value)} offset 0) as found`;
}
