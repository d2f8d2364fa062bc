/**
 * Splits `items` into slices of at most `size`, so a statement built from one slice (`where id in
 * (…)`, a multi-row insert) stays within SQLite's bound-parameter limit however many rows it covers.
 */
export function* chunksOf<I>(items: readonly I[], size: number): Generator<I[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * Runs `load` over `items` in chunks (see chunksOf) and concatenates what each chunk answers: the
 * rows a `where id in (…)` reads, or those a multi-row insert returns.
 */
export async function inChunks<T, I = number>(
  items: readonly I[],
  load: (chunk: I[]) => Promise<T[]>,
  size = 500,
): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunksOf(items, size)) out.push(...(await load(chunk)));
  return out;
}
