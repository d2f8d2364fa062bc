// A subquery's rows as one column of the outer statement (PostgreSQL): a JSON array in the rows'
// order, as text, or null when there is none. Reading related rows this way keeps a read to one
// statement (each round trip costs the API process more than such index lookups) and costs one
// JSON.parse instead of a row object per row from pg.
import { type Expression, type RawBuilder, sql } from "kysely";

export function jsonRows(query: Expression<unknown>): RawBuilder<string | null> {
  // the alias names the row, never one of its columns
  return sql<string | null>`(select json_agg(json_rows)::text from (${query}) as json_rows)`;
}
