// An independent, deliberately naive solver for the unit tests: it builds the whole flow network
// explicitly and runs textbook algorithms on it, so it shares no code and no shortcut with the
// module under test. Only for tiny instances.
import type { AssignmentInput } from "./types.js";

interface Edge {
  to: number;
  cap: number;
  cost: number;
  rev: number;
}

class Network {
  readonly adj: Edge[][];
  constructor(n: number) {
    this.adj = Array.from({ length: n }, () => []);
  }
  add(from: number, to: number, cap: number, cost = 0): void {
    this.adj[from]!.push({ to, cap, cost, rev: this.adj[to]!.length });
    this.adj[to]!.push({ to: from, cap: 0, cost: -cost, rev: this.adj[from]!.length - 1 });
  }
  /** Successive shortest paths with Bellman–Ford: min-cost max-flow. */
  minCostMaxFlow(s: number, t: number): { flow: number; cost: number } {
    let flow = 0;
    let cost = 0;
    const n = this.adj.length;
    for (;;) {
      const dist = new Array<number>(n).fill(Infinity);
      const prev: [number, number][] = new Array(n);
      dist[s] = 0;
      for (let round = 0; round < n; round++) {
        let changed = false;
        for (let u = 0; u < n; u++) {
          if (dist[u] === Infinity) continue;
          this.adj[u]!.forEach((e, i) => {
            if (e.cap > 0 && dist[u]! + e.cost < dist[e.to]!) {
              dist[e.to] = dist[u]! + e.cost;
              prev[e.to] = [u, i];
              changed = true;
            }
          });
        }
        if (!changed) break;
      }
      if (dist[t] === Infinity) return { flow, cost };
      for (let v = t; v !== s;) {
        const [u, i] = prev[v]!;
        const e = this.adj[u]![i]!;
        e.cap -= 1;
        this.adj[v]![e.rev]!.cap += 1;
        v = u;
      }
      flow += 1;
      cost += dist[t]!;
    }
  }
}

export interface ReferenceAnswer {
  /** the most new assignments any valid answer can make */
  maxAssignments: number;
  /** the smallest possible sum of squared final loads among answers making maxAssignments */
  minSquareSum: number;
  /** the smallest possible largest final load among answers making maxAssignments */
  minMaxLoad: number;
}

function buildNetwork(input: AssignmentInput, loadCap: number | null, convex: boolean) {
  const P = input.papers.length;
  const R = input.reviewers.length;
  const s = 0;
  const t = 1 + P + R;
  const net = new Network(t + 1);
  input.papers.forEach((paper, pi) => {
    const need = Math.max(0, input.reviewersPerPaper - new Set(paper.reviewerIds).size);
    net.add(s, 1 + pi, need);
    const conflicts = new Set(input.conflicts.get(paper.id) ?? []);
    input.reviewers.forEach((reviewer, ri) => {
      if (!conflicts.has(reviewer.id) && !paper.reviewerIds.includes(reviewer.id)) net.add(1 + pi, 1 + P + ri, 1);
    });
  });
  input.reviewers.forEach((reviewer, ri) => {
    const room = loadCap === null ? P : Math.max(0, loadCap - reviewer.load);
    for (let j = 0; j < room; j++) {
      const l = reviewer.load + j;
      net.add(1 + P + ri, t, 1, convex ? (l + 1) ** 2 - l ** 2 : 0);
    }
  });
  return { net, s, t };
}

export function referenceSolve(input: AssignmentInput): ReferenceAnswer {
  const base = input.reviewers.reduce((sum, r) => sum + r.load ** 2, 0);
  const { net, s, t } = buildNetwork(input, null, true);
  const best = net.minCostMaxFlow(s, t);
  const maxExisting = input.reviewers.reduce((m, r) => Math.max(m, r.load), 0);
  let minMaxLoad = maxExisting;
  if (input.reviewers.length > 0) {
    for (;;) {
      const capped = buildNetwork(input, minMaxLoad, false);
      if (capped.net.minCostMaxFlow(capped.s, capped.t).flow === best.flow) break;
      minMaxLoad++;
    }
  }
  return { maxAssignments: best.flow, minSquareSum: base + best.cost, minMaxLoad };
}
