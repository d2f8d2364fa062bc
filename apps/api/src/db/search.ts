import { type RawBuilder, type SqlBool, sql } from "kysely";

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
export function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `lower(column) LIKE 'text%'`: case-insensitive prefix match on either engine. */
export function startsWithCi(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`${escapeLike(text)}%`} escape '\\'`;
}
