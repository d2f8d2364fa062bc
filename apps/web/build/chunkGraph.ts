// The built chunks' static imports, as the build plugins read them (budget.ts, preloads.ts).

export interface ChunkImports {
  imports: string[];
}

/** `start` and every chunk it imports statically, directly or not (chunks missing from `chunks` are skipped). */
export function staticClosure(start: string, chunks: Map<string, ChunkImports>, into = new Set<string>()): Set<string> {
  if (into.has(start) || !chunks.has(start)) return into;
  into.add(start);
  for (const dep of chunks.get(start)!.imports) staticClosure(dep, chunks, into);
  return into;
}
