// The candidate reviewers of each paper: which paper → reviewer arcs the preference
// flow may use. Only members of the paper's group (track) are ever candidates. Small instances
// (few eligible pairs) get every eligible pair (the optimum is exact). Large ones get
//   - everyone who bid on the paper (yes, maybe; `no` too, but its arc carries the no-bid
//     penalty, so it is a last resort),
//   - the top `affinityK` members by imported affinity,
//   - the top `topicK` members by topic overlap (ties in a seeded order),
//   - `randomK` members drawn from a seeded sequence (so that every paper can reach the whole
//     committee through short alternating paths, and loads can even out),
//   - the reviewers the balanced assignment (assign.ts) gave it: with them, the balanced answer is
//     a flow of the candidate graph, so the coverage it reaches is always reachable here.
// Pairs outside the set have no bid, no affinity and at most the topic overlap of the top `topicK`
// that are in it, so they are rarely needed; preferences.ts widens a paper to every eligible
// member when it was left short or could only be filled with a `no` bid.
import { type Eligibility, inGroup, membersOf } from "./eligibility.js";
import { seededRandom } from "./random.js";

export interface CandidateOptions {
  topicK: number;
  affinityK: number;
  randomK: number;
  /** at most this many pairs (each paper × the members of its group): every eligible pair is a candidate */
  completeLimit: number;
}

export const DEFAULT_CANDIDATES: CandidateOptions = { topicK: 16, affinityK: 16, randomK: 8, completeLimit: 1_000_000 };

export interface CandidateFacts {
  P: number;
  R: number;
  /** the members of each paper's group: the only reviewers it may get */
  eligibility: Eligibility;
  /** reviewers that paper p may not get (conflicted, already on it), as reviewer indices */
  blocked: (p: number) => Iterable<number>;
  /** reviewer indices with a bid on p (any bid) */
  bidders: (p: number) => Iterable<number>;
  /** reviewer indices with an affinity score for p, with the score */
  affinity: (p: number) => Iterable<[number, number]>;
  /** topic ids of paper p */
  paperTopics: (p: number) => readonly number[];
  /** per group: topic id → the group's reviewer indices with that expertise */
  reviewersByTopic: readonly ReadonlyMap<number, readonly number[]>[];
  /** reviewer indices the balanced assignment gave p */
  balanced: (p: number) => Iterable<number>;
  seed: number;
}

/** Per paper, the candidate reviewer indices (sorted), as CSR. */
export interface CandidateSet {
  start: Int32Array;
  to: Int32Array;
}

/**
 * Builds the candidate lists. `complete` (a set of paper indices, or "all") gives those papers
 * every eligible member. Generator: yields the number of papers done now and then.
 */
export function* buildCandidates(
  facts: CandidateFacts,
  options: CandidateOptions,
  complete: ReadonlySet<number> | "all",
): Generator<number, CandidateSet> {
  const { P, R, eligibility: e } = facts;
  let pairs = 0;
  for (let p = 0; p < P; p++) pairs += membersOf(e, e.paperGroup[p]!).length;
  const everything = complete === "all" || pairs <= options.completeLimit;
  const random = seededRandom((facts.seed ^ 0x9e3779b9) >>> 0);
  const blockedStamp = new Int32Array(R).fill(-1);
  const seenStamp = new Int32Array(R).fill(-1);
  const overlap = new Int32Array(R);
  const chunks: Int32Array[] = [];
  const start = new Int32Array(P + 1);
  const list: number[] = [];
  let total = 0;
  for (let p = 0; p < P; p++) {
    for (const r of facts.blocked(p)) blockedStamp[r] = p;
    list.length = 0;
    const group = e.paperGroup[p]!;
    const members = membersOf(e, group);
    const member = (r: number) => inGroup(e, r, group);
    const add = (r: number) => {
      if (blockedStamp[r] === p || seenStamp[r] === p || !member(r)) return;
      seenStamp[r] = p;
      list.push(r);
    };
    if (everything || (complete as ReadonlySet<number>).has(p)) {
      for (const r of members) add(r);
    } else {
      for (const r of facts.bidders(p)) add(r);
      for (const r of facts.balanced(p)) add(r);
      topByScore(facts.affinity(p), options.affinityK, member, add);
      topicMatches(facts.reviewersByTopic[group]!, facts.paperTopics(p), options.topicK, overlap, random, add);
      // seeded random members of the group; a bounded number of draws, so a paper blocked for
      // almost everyone still ends (its other candidates and the widening cover it)
      const M = members.length;
      for (let draws = 0, taken = 0; taken < options.randomK && draws < options.randomK * 4 && M > 0; draws++) {
        const before = list.length;
        add(members[Math.floor(random() * M)]!);
        if (list.length > before) taken++;
      }
    }
    list.sort((a, b) => a - b);
    chunks.push(Int32Array.from(list));
    total += list.length;
    start[p + 1] = total;
    if (p % 1000 === 999) yield p + 1;
  }
  const to = new Int32Array(total);
  for (let p = 0; p < P; p++) to.set(chunks[p]!, start[p]!);
  return { start, to };
}

/** The k highest scores among the paper's group (ties: lower reviewer index first). */
function topByScore(
  scores: Iterable<[number, number]>,
  k: number,
  member: (r: number) => boolean,
  add: (r: number) => void,
): void {
  const all = [...scores].filter(([r]) => member(r));
  if (all.length <= k) {
    for (const [r] of all) add(r);
    return;
  }
  all.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  for (let i = 0; i < k; i++) add(all[i]![0]);
}

/**
 * The k members of the paper's group sharing the most topics with it; among equal overlaps, a
 * seeded random choice (so the same popular members are not everyone's candidates).
 */
function topicMatches(
  byTopic: ReadonlyMap<number, readonly number[]>,
  topics: readonly number[],
  k: number,
  count: Int32Array,
  random: () => number,
  add: (r: number) => void,
): void {
  if (topics.length === 0 || k <= 0) return;
  const touched: number[] = [];
  for (const t of topics) {
    for (const r of byTopic.get(t) ?? []) {
      if (count[r] === 0) touched.push(r);
      count[r]!++;
    }
  }
  // buckets by overlap, highest first
  const buckets: number[][] = Array.from({ length: topics.length + 1 }, () => []);
  for (const r of touched) {
    buckets[count[r]!]!.push(r);
    count[r] = 0;
  }
  let left = k;
  for (let c = topics.length; c > 0 && left > 0; c--) {
    const bucket = buckets[c]!;
    if (bucket.length <= left) {
      for (const r of bucket) add(r);
      left -= bucket.length;
      continue;
    }
    bucket.sort((a, b) => a - b); // a deterministic order before the seeded draw
    for (let i = 0; i < left; i++) {
      const j = i + Math.floor(random() * (bucket.length - i));
      const tmp = bucket[i]!;
      bucket[i] = bucket[j]!;
      bucket[j] = tmp;
      add(bucket[i]!);
    }
    left = 0;
  }
}
