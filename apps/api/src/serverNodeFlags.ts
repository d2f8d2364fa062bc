// The V8 flags the server is started with (`npm start`, the production command in the README, the
// browser journeys' and the benchmarks' server). Unlike the heap's growing factor (heapGrowth.ts),
// the young generation's size is fixed when V8 sets up the heap, before any of our code runs, so
// only the command line (or NODE_OPTIONS) can set it.
//
// --max-semi-space-size=32: each request allocates its rows, answer objects and JSON and drops them
// at once. With V8's default 16 MB semi-spaces a busy server ran a scavenge every few dozen list
// pages, copying whatever the requests in flight still held; twice the room lets more of it die
// before a scavenge. Measured on the computed read mix (docs/performance.md): 10-15% more
// requests a second on PostgreSQL, list pages a fifth faster, for about 30 MB more at the peak.
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=32"];
