import { membersOf } from "./eligibility.js";
import type { Instance } from "./instance.js";

/**
 * Reviewers grouped by current load, so "a least-loaded reviewer" and "every reviewer at or below
 * level L" are cheap. Members of a level keep a deterministic order (swap-removal).
 */
export class LoadBuckets {
  private readonly levels: number[][] = [];
  private readonly pos: Int32Array;
  private lowest = 0;

  constructor(
    order: Int32Array,
    private readonly load: Int32Array,
  ) {
    this.pos = new Int32Array(load.length);
    for (const r of order) this.insert(r);
  }

  private level(l: number): number[] {
    while (this.levels.length <= l) this.levels.push([]);
    return this.levels[l]!;
  }

  private insert(r: number): void {
    const members = this.level(this.load[r]!);
    this.pos[r] = members.length;
    members.push(r);
    if (this.load[r]! < this.lowest) this.lowest = this.load[r]!;
  }

  private remove(r: number, level: number): void {
    const members = this.levels[level]!;
    const i = this.pos[r]!;
    const last = members.pop()!;
    if (last !== r) {
      members[i] = last;
      this.pos[last] = i;
    }
  }

  /** Moves r from the level of its old load to that of its current one (several bucket sets share one load array). */
  relevel(r: number, oldLoad: number): void {
    this.remove(r, oldLoad);
    this.insert(r);
  }

  /** The first reviewer, lowest load first, for which `accept` holds, at a load of at most `maxLevel`. */
  findLowest(accept: (r: number) => boolean, maxLevel = Number.MAX_SAFE_INTEGER): number {
    while (this.lowest < this.levels.length && this.levels[this.lowest]!.length === 0) this.lowest++;
    const top = Math.min(maxLevel, this.levels.length - 1);
    for (let l = this.lowest; l <= top; l++) {
      for (const r of this.levels[l]!) if (accept(r)) return r;
    }
    return -1;
  }

  minLoad(): number {
    while (this.lowest < this.levels.length && this.levels[this.lowest]!.length === 0) this.lowest++;
    return this.lowest;
  }

  maxLoad(): number {
    for (let l = this.levels.length - 1; l >= 0; l--) if (this.levels[l]!.length > 0) return l;
    return 0;
  }

  /** Reviewers with load ≥ level, highest first (a snapshot). */
  atOrAbove(level: number): number[] {
    const out: number[] = [];
    for (let l = this.levels.length - 1; l >= level; l--) out.push(...this.levels[l]!);
    return out;
  }
}

/**
 * The new assignments as slots: slot s belongs to paper slotPaper[s] and is held by reviewer
 * slotHolder[s]. Moving a slot to another reviewer is how loads are rebalanced.
 */
export class AssignmentState {
  readonly slotPaper: Int32Array;
  readonly slotHolder: Int32Array;
  /** CSR: the slots of paper p are slotStart[p] .. slotStart[p+1] */
  readonly slotStart: Int32Array;
  /** slots each reviewer holds, and each slot's position in that list */
  readonly held: number[][];
  private readonly heldPos: Int32Array;
  /** stamp[r] === currentStamp means r is blocked for the paper last stamped */
  private readonly stamp: Int32Array;
  private currentStamp = 0;
  private slotsFilled: Int32Array;
  /** every reviewer by load (the load range, the reviewers above a level) */
  readonly buckets: LoadBuckets;
  /** per group, its members by load (a paper's candidates); the same object as `buckets` without groups */
  private readonly groupBuckets: LoadBuckets[];

  constructor(
    readonly inst: Instance,
    reviewerOrder: Int32Array,
  ) {
    const P = inst.paperCount;
    this.slotStart = new Int32Array(P + 1);
    for (let p = 0; p < P; p++) this.slotStart[p + 1] = this.slotStart[p]! + inst.demand[p]!;
    const slots = this.slotStart[P]!;
    this.slotPaper = new Int32Array(slots);
    this.slotHolder = new Int32Array(slots).fill(-1);
    for (let p = 0; p < P; p++) this.slotPaper.fill(p, this.slotStart[p]!, this.slotStart[p + 1]!);
    this.slotsFilled = new Int32Array(P);
    this.held = Array.from({ length: inst.reviewerCount }, () => []);
    this.heldPos = new Int32Array(slots);
    this.stamp = new Int32Array(inst.reviewerCount);
    this.buckets = new LoadBuckets(reviewerOrder, inst.load);
    const e = inst.eligibility;
    if (!e.grouped) this.groupBuckets = [this.buckets];
    else {
      // each group's members in the seeded order of all reviewers, so ties break alike
      const rank = new Int32Array(inst.reviewerCount);
      reviewerOrder.forEach((r, i) => (rank[r] = i));
      this.groupBuckets = Array.from({ length: e.groupCount }, (_, g) => {
        const order = Int32Array.from(membersOf(e, g)).sort((a, b) => rank[a]! - rank[b]!);
        return new LoadBuckets(order, inst.load);
      });
    }
  }

  /** The members of paper p's group by load: where p's reviewers are looked for. */
  bucketsOf(p: number): LoadBuckets {
    return this.groupBuckets[this.inst.eligibility.paperGroup[p]!]!;
  }

  /** Changes r's load by `delta`, keeping every bucket set r is in in step. */
  private shift(r: number, delta: number): void {
    const load = this.inst.load;
    const old = load[r]!;
    load[r] = old + delta;
    this.buckets.relevel(r, old);
    const e = this.inst.eligibility;
    if (!e.grouped) return;
    for (let i = e.groupStart[r]!; i < e.groupStart[r + 1]!; i++) this.groupBuckets[e.groupsOf[i]!]!.relevel(r, old);
  }

  get slotCount(): number {
    return this.slotPaper.length;
  }

  /** Marks everyone who may not take paper p: conflicted, already on it, or holding one of its slots. */
  stampBlocked(p: number): number {
    const s = ++this.currentStamp;
    const { conflictStart, conflictIdx, fixedStart, fixedIdx } = this.inst;
    for (let i = conflictStart[p]!; i < conflictStart[p + 1]!; i++) this.stamp[conflictIdx[i]!] = s;
    for (let i = fixedStart[p]!; i < fixedStart[p + 1]!; i++) this.stamp[fixedIdx[i]!] = s;
    for (let i = this.slotStart[p]!; i < this.slotStart[p + 1]!; i++) {
      const holder = this.slotHolder[i]!;
      if (holder >= 0) this.stamp[holder] = s;
    }
    return s;
  }

  isBlocked(r: number, stampValue: number): boolean {
    return this.stamp[r] === stampValue;
  }

  /** Blocks r for the paper last stamped (after giving it one of the paper's slots). */
  block(r: number, stampValue: number): void {
    this.stamp[r] = stampValue;
  }

  /** Gives the next empty slot of paper p to reviewer r. */
  fill(p: number, r: number): void {
    const slot = this.slotStart[p]! + this.slotsFilled[p]!;
    this.slotsFilled[p] = this.slotsFilled[p]! + 1;
    this.slotHolder[slot] = r;
    this.heldPos[slot] = this.held[r]!.length;
    this.held[r]!.push(slot);
    this.shift(r, 1);
  }

  /** Moves slot s from its holder to reviewer r (loads change by -1 / +1). */
  move(slot: number, r: number): void {
    const from = this.slotHolder[slot]!;
    const list = this.held[from]!;
    const i = this.heldPos[slot]!;
    const last = list.pop()!;
    if (last !== slot) {
      list[i] = last;
      this.heldPos[last] = i;
    }
    this.shift(from, -1);
    this.slotHolder[slot] = r;
    this.heldPos[slot] = this.held[r]!.length;
    this.held[r]!.push(slot);
    this.shift(r, 1);
  }
}
