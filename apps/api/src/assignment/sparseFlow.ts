// Minimum-cost maximum flow over a sparse candidate graph: the flow of preferences.ts
// (source → paper → reviewer → sink) with the paper → reviewer arcs given as a list per paper
// (CSR) instead of a dense papers × reviewers matrix, so a 21,575 × 20,518 track costs memory in
// proportion to its candidate pairs, not to its 440 million pairs.
//
// Successive shortest paths with potentials (primal–dual): Dijkstra on reduced costs with a binary
// heap, stopped at the sink, then every shortest path of that length at once by depth-first search
// in the zero-reduced-cost subgraph (an explicit stack: paths can be long). Costs are integers, so
// reduced costs are exact. A generator: it yields its progress between pieces of work, so a caller
// can let the event loop breathe (progress polls, other requests) without a worker thread.

export interface SparseFlowProblem {
  P: number;
  R: number;
  /** paper p's arcs are arcStart[p] .. arcStart[p + 1] */
  arcStart: Int32Array;
  arcTo: Int32Array;
  arcCost: Float64Array;
  need: Int32Array;
  existingLoad: Int32Array;
  /** reviewer → sink capacity (cap on total load minus existing load, ≥ 0) */
  cap: Float64Array;
  /** all arc costs 0 (a plain maximum flow) */
  costless?: boolean;
  /** the convex load cost's unit: a reviewer's k-th unit of total load costs loadUnit · (2k − 1) */
  loadUnit?: number;
}

export interface SparseFlowResult {
  /** per arc: 1 when this run assigns it */
  x: Uint8Array;
  flowValue: number;
  phases: number;
}

/** Progress as flow found so far over the flow asked for. */
export interface FlowProgress {
  flow: number;
  demand: number;
}

const INF = Number.POSITIVE_INFINITY;
/** Papers to push paths from between two yields. */
const YIELD_EVERY = 2_000;

export function* sparseMinCostFlow(f: SparseFlowProblem): Generator<FlowProgress, SparseFlowResult> {
  const { P, R, arcStart, arcTo, need, existingLoad, cap } = f;
  const cost = (a: number) => (f.costless ? 0 : f.arcCost[a]!);
  const loadUnit = f.loadUnit ?? 1;
  const sinkCost = (r: number, flow: number) => (f.costless ? 0 : loadUnit * (2 * (existingLoad[r]! + flow) + 1));
  const arcPaper = new Int32Array(arcTo.length);
  for (let p = 0; p < P; p++) for (let a = arcStart[p]!; a < arcStart[p + 1]!; a++) arcPaper[a] = p;
  let demand = 0;
  for (let p = 0; p < P; p++) demand += need[p]!;

  const x = new Uint8Array(arcTo.length);
  const assigned: number[][] = Array.from({ length: R }, () => []); // arcs into r this run (reverse arcs)
  const flowR = new Int32Array(R);
  const got = new Int32Array(P);
  const N = P + R + 2;
  const SRC = 0;
  const SNK = P + R + 1;
  const rNode = (r: number) => 1 + P + r;
  const pi = new Float64Array(N);
  // initial potentials: shortest distances in the zero-flow graph (a DAG)
  const reached = new Uint8Array(R);
  for (let r = 0; r < R; r++) pi[rNode(r)] = INF;
  for (let p = 0; p < P; p++) {
    if (need[p]! <= 0) continue;
    for (let a = arcStart[p]!; a < arcStart[p + 1]!; a++) {
      const v = rNode(arcTo[a]!);
      reached[arcTo[a]!] = 1;
      if (cost(a) < pi[v]!) pi[v] = cost(a);
    }
  }
  let sinkBest = INF;
  for (let r = 0; r < R; r++) {
    if (!reached[r]) pi[rNode(r)] = 0;
    else if (cap[r]! > 0) sinkBest = Math.min(sinkBest, pi[rNode(r)]! + sinkCost(r, 0));
  }
  pi[SNK] = sinkBest === INF ? 0 : sinkBest;

  const dist = new Float64Array(N);
  const done = new Uint8Array(N);
  const heap = new MinHeap(N);
  const dead = new Uint8Array(N);
  const onPath = new Uint8Array(N);
  const next = new Int32Array(P); // current arc of each paper within a phase
  // the DFS stack: nodes, and for each step the arc used (≥ 0: paper → reviewer, forward)
  const stackNode = new Int32Array(N + 1);
  const stackArc = new Int32Array(N + 1);
  const stackIter = new Int32Array(N + 1);
  let flowValue = 0;
  let phases = 0;

  for (;;) {
    // Dijkstra on reduced costs, stopped when the sink is settled
    dist.fill(INF);
    done.fill(0);
    heap.clear();
    dist[SRC] = 0;
    heap.push(SRC, 0);
    const relax = (v: number, d: number) => {
      if (d < dist[v]!) {
        dist[v] = d;
        heap.push(v, d);
      }
    };
    while (heap.size > 0) {
      const u = heap.pop();
      if (done[u]) continue;
      done[u] = 1;
      if (u === SNK) break;
      const du = dist[u]!;
      if (u === SRC) {
        for (let p = 0; p < P; p++) if (got[p]! < need[p]!) relax(1 + p, du + pi[SRC]! - pi[1 + p]!);
      } else if (u <= P) {
        const p = u - 1;
        for (let a = arcStart[p]!; a < arcStart[p + 1]!; a++) {
          if (x[a]) continue;
          const v = rNode(arcTo[a]!);
          relax(v, du + cost(a) + pi[u]! - pi[v]!);
        }
      } else {
        const r = u - 1 - P;
        for (const a of assigned[r]!) relax(1 + arcPaper[a]!, du - cost(a) + pi[u]! - pi[1 + arcPaper[a]!]!);
        if (flowR[r]! < cap[r]!) relax(SNK, du + sinkCost(r, flowR[r]!) + pi[u]! - pi[SNK]!);
      }
    }
    if (dist[SNK] === INF) break;
    phases++;
    const dT = dist[SNK]!;
    for (let v = 0; v < N; v++) pi[v]! += Math.min(dist[v]!, dT);

    // every shortest path at once
    dead.fill(0);
    next.set(arcStart.subarray(0, P));
    let pushed = 0;
    for (let p = 0; p < P; p++) {
      while (got[p]! < need[p]! && !dead[1 + p] && pi[1 + p]! - pi[SRC]! === 0 && augmentFrom(p)) {
        got[p]!++;
        pushed++;
      }
      if (p % YIELD_EVERY === YIELD_EVERY - 1) yield { flow: flowValue + pushed, demand };
    }
    flowValue += pushed;
    yield { flow: flowValue, demand };
    if (pushed === 0) break; // cannot happen with exact potentials; a guard against a surprise
  }
  return { x, flowValue, phases };

  /** One path from paper p0 to the sink in the zero-reduced-cost subgraph; applies it. */
  function augmentFrom(p0: number): boolean {
    let depth = 0;
    stackNode[0] = 1 + p0;
    stackIter[0] = 0;
    onPath[1 + p0] = 1;
    while (depth >= 0) {
      const u = stackNode[depth]!;
      let advanced = false;
      if (u <= P) {
        const p = u - 1;
        for (; next[p]! < arcStart[p + 1]!; next[p]!++) {
          const a = next[p]!;
          const v = rNode(arcTo[a]!);
          if (x[a] || dead[v] || onPath[v]) continue;
          if (cost(a) + pi[u]! - pi[v]! !== 0) continue;
          stackArc[depth] = a;
          depth++;
          stackNode[depth] = v;
          stackIter[depth] = 0;
          onPath[v] = 1;
          advanced = true;
          break;
        }
      } else {
        const r = u - 1 - P;
        if (flowR[r]! < cap[r]! && sinkCost(r, flowR[r]!) + pi[u]! - pi[SNK]! === 0) {
          apply(depth, r);
          return true;
        }
        const list = assigned[r]!;
        for (; stackIter[depth]! < list.length; stackIter[depth]!++) {
          const a = list[stackIter[depth]!]!;
          const v = 1 + arcPaper[a]!;
          if (dead[v] || onPath[v]) continue;
          if (-cost(a) + pi[u]! - pi[v]! !== 0) continue;
          stackArc[depth] = a;
          depth++;
          stackNode[depth] = v;
          stackIter[depth] = 0;
          onPath[v] = 1;
          advanced = true;
          break;
        }
      }
      if (advanced) continue;
      // a dead end stays one for the rest of the phase
      onPath[u] = 0;
      dead[u] = 1;
      depth--;
      if (depth >= 0) {
        // the arc into u is useless: move past it
        const w = stackNode[depth]!;
        if (w <= P) next[w - 1]!++;
        else stackIter[depth]!++;
      }
    }
    return false;
  }

  /** Applies the path on the stack (nodes 0..depth, the last a reviewer r with room to the sink). */
  function apply(depth: number, r: number): void {
    for (let d = 0; d < depth; d++) {
      const u = stackNode[d]!;
      const a = stackArc[d]!;
      if (u <= P) {
        x[a] = 1;
        assigned[arcTo[a]!]!.push(a);
      } else {
        x[a] = 0;
        const list = assigned[u - 1 - P]!;
        const i = list.indexOf(a);
        list[i] = list[list.length - 1]!;
        list.pop();
      }
    }
    for (let d = 0; d <= depth; d++) onPath[stackNode[d]!] = 0;
    flowR[r]!++;
  }
}

/** Binary min-heap of (node, key) with lazy deletion (stale entries are skipped by the caller). */
class MinHeap {
  private nodes: Int32Array;
  private keys: Float64Array;
  size = 0;
  constructor(capacity: number) {
    this.nodes = new Int32Array(Math.max(16, capacity));
    this.keys = new Float64Array(Math.max(16, capacity));
  }
  clear(): void {
    this.size = 0;
  }
  push(node: number, key: number): void {
    if (this.size === this.nodes.length) {
      const nodes = new Int32Array(this.size * 2);
      nodes.set(this.nodes);
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.nodes = nodes;
      this.keys = keys;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.nodes[i] = this.nodes[parent]!;
      this.keys[i] = this.keys[parent]!;
      i = parent;
    }
    this.nodes[i] = node;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.nodes[0]!;
    const lastNode = this.nodes[--this.size]!;
    const lastKey = this.keys[this.size]!;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= lastKey) break;
      this.nodes[i] = this.nodes[child]!;
      this.keys[i] = this.keys[child]!;
      i = child;
    }
    this.nodes[i] = lastNode;
    this.keys[i] = lastKey;
    return top;
  }
}
