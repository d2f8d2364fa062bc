import { membersOf } from "./eligibility.js";
import type { AssignmentState } from "./state.js";

/**
 * Alternating-path search in the residual graph of the assignment, the augmenting step of a
 * min-cost flow with a convex load cost. From reviewer u we may hand one of u's new slots (paper
 * p) to any reviewer who may take p; a path source → … → target moves one slot per step, so the
 * source loses one assignment, the target gains one, and everyone between keeps their load.
 *
 * Within a group the graph is complete minus the sparse blocked pairs, so the search runs on the
 * complement: a list of the group's unvisited members is scanned per expanded paper and every
 * member not blocked for that paper is visited and leaves the list. Each paper is expanded once and
 * each group's list built once per search, so a whole search costs O(members of the groups reached
 * + blocked pairs of the expanded papers), never O(papers × reviewers).
 */
export class PathFinder {
  private readonly visited: Int32Array;
  private readonly expanded: Int32Array;
  private readonly parentSlot: Int32Array;
  /** per group, its members not yet visited by this search: unvisited[groupBase[g] .. + unvisitedLen[g]) */
  private readonly unvisited: Int32Array;
  private readonly unvisitedLen: Int32Array;
  private readonly listEpoch: Int32Array;
  private readonly queue: Int32Array;
  private epoch = 0;
  /** elementary steps spent so far (the refinement's deterministic budget) */
  work = 0;
  /** paths applied so far */
  augmentations = 0;
  /** reviewers reached by the last failed search */
  reached: Int32Array = new Int32Array(0);

  constructor(private readonly state: AssignmentState) {
    const R = state.inst.reviewerCount;
    this.visited = new Int32Array(R);
    this.expanded = new Int32Array(state.inst.paperCount);
    this.parentSlot = new Int32Array(R);
    const e = state.inst.eligibility;
    this.unvisited = new Int32Array(e.members.length);
    this.unvisitedLen = new Int32Array(e.groupCount);
    this.listEpoch = new Int32Array(e.groupCount);
    this.queue = new Int32Array(R);
  }

  /**
   * Looks for a path from `source` to any reviewer whose load is at most `maxTargetLoad`; when one
   * exists, moves the slots along it and answers true.
   */
  improve(source: number, maxTargetLoad: number): boolean {
    const { state } = this;
    const epoch = ++this.epoch;
    const visited = this.visited;
    visited[source] = epoch;
    const queue = this.queue;
    let head = 0;
    let tail = 0;
    queue[tail++] = source;
    const e = state.inst.eligibility;

    while (head < tail) {
      const u = queue[head++]!;
      for (const slot of state.held[u]!) {
        const p = state.slotPaper[slot]!;
        if (this.expanded[p] === epoch) continue;
        this.expanded[p] = epoch;
        const stamp = state.stampBlocked(p);
        this.work += 1;
        const target = state.bucketsOf(p).findLowest((r) => {
          this.work += 1;
          return !state.isBlocked(r, stamp) && visited[r] !== epoch;
        }, maxTargetLoad);
        if (target >= 0) {
          this.parentSlot[target] = slot;
          this.augment(source, target);
          return true;
        }
        const g = e.paperGroup[p]!;
        // built on first need: most searches end at the first paper
        if (this.listEpoch[g] !== epoch) this.collectUnvisited(g, epoch);
        const base = e.memberStart[g]!;
        let len = this.unvisitedLen[g]!;
        let i = base;
        while (i < base + len) {
          this.work += 1;
          const v = this.unvisited[i]!;
          if (visited[v] === epoch) {
            // visited through another of its groups
            this.unvisited[i] = this.unvisited[base + --len]!;
            continue;
          }
          if (state.isBlocked(v, stamp)) {
            i++;
            continue;
          }
          visited[v] = epoch;
          this.parentSlot[v] = slot;
          queue[tail++] = v;
          this.unvisited[i] = this.unvisited[base + --len]!;
        }
        this.unvisitedLen[g] = len;
      }
    }
    this.reached = queue.slice(0, tail);
    return false;
  }

  private collectUnvisited(g: number, epoch: number): void {
    const members = membersOf(this.state.inst.eligibility, g);
    const base = this.state.inst.eligibility.memberStart[g]!;
    let n = 0;
    for (const r of members) if (this.visited[r] !== epoch) this.unvisited[base + n++] = r;
    this.unvisitedLen[g] = n;
    this.listEpoch[g] = epoch;
    this.work += members.length;
  }

  /** Walks the parents back from the target, moving each slot one step forward. */
  private augment(source: number, target: number): void {
    this.augmentations++;
    let r = target;
    while (r !== source) {
      const slot = this.parentSlot[r]!;
      const previous = this.state.slotHolder[slot]!;
      this.state.move(slot, r);
      r = previous;
    }
  }
}
