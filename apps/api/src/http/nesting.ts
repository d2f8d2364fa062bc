// No request of the API nests deeper than a few levels; a body nested thousands deep would
// overflow the stack of every recursive walk over it (the NUL check, validation, log serialisers)
// and answer 500. It is measured without recursion and refused as malformed first.

export const MAX_NESTING = 32;

/** True when arrays/objects in `value` nest deeper than `max` levels. */
export function nestsDeeperThan(value: unknown, max = MAX_NESTING): boolean {
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (child !== null && typeof child === "object") stack.push({ node: child, depth: depth + 1 });
    }
  }
  return false;
}
