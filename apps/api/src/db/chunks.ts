/**
 * Runs `load` over `ids` in chunks, so `where id in (…)` stays within SQLite's bound-parameter
 * limit however many rows a page or a report covers.
 */
export async function inChunks<T>(ids: readonly number[], load: (chunk: number[]) => Promise<T[]>, size = 500): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) out.push(...(await load(ids.slice(i, i + size))));
  return out;
}
