// How far V8 lets the server's heap grow before a full collection. V8 sets the next limit at the
// heap that survived the last collection times a factor it picks from how fast collections run
// (up to four times on a machine with memory to spare). A busy API allocates a great deal of
// short-lived garbage per request (rows, answer objects, JSON), so under load the heap grew to
// about 400 MB for far less that lives (docs/performance.md, "Memory of the computed path").
// A factor of 1.25 keeps it near 250 MB at the same throughput. It caps nothing: a run that needs
// more (Auto Assign at full size, a computed affinity job) still gets all it needs.
import v8 from "node:v8";

export const HEAP_GROWING_PERCENT = 25;
const FLAG = "--heap-growing-percent";

/**
 * Sets the heap's growing factor for this process, unless the operator chose one
 * (`node --heap-growing-percent=…` or NODE_OPTIONS). Answers whether it was set here.
 */
export function limitHeapGrowth(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string = process.env.NODE_OPTIONS ?? "",
): boolean {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => arg.startsWith(FLAG));
  if (chosen) return false;
  // read by V8 whenever it sets the next limit, so it takes effect from the next collection on
  v8.setFlagsFromString(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
