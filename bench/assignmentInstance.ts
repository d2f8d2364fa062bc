// The synthetic track of the assignment benchmarks, one definition for the
// algorithm alone, the HTTP cases (which seed it into a database) and the optimality check.
// Conflicts: 100 institutions; a paper's author and 1% of the members share one (1% of pairs).
// Topics: 20; a paper has 1–3, a member 1–4. Bids: each member bids on about 40 papers, 10 yes
// and 15 maybe among papers sharing one of their topics, 15 no among any papers; never on a
// conflicted paper (bidding lists leave those out), nor on one `mayBid` refuses (a conference's
// member sees only their tracks' papers). Everything is drawn from a fixed seed.
import { seededRandom } from "../apps/api/src/assignment/random.js";
import type { Bid, PreferenceInput, PreferenceWeights } from "../apps/api/src/assignment/index.js";

export interface Scale {
  papers: number;
  reviewers: number;
  perPaper: number;
}

export const INSTITUTIONS = 100;
export const TOPICS = 20;
export const BIDS = { yes: 10, maybe: 15, no: 15 } as const;
/** the defaults the API uses (DEFAULT_ASSIGNMENT_WEIGHTS) */
export const WEIGHTS: PreferenceWeights = { yes: 10, maybe: 5, none: 0, no: -10, topic: 4, affinity: 4 };

export const reviewerInstitution = (r: number) => r % INSTITUTIONS;
export const paperInstitution = (p: number) => (p * 7919) % INSTITUTIONS;

export interface SyntheticTrack {
  /** paper i + 1's topics (1..TOPICS) */
  paperTopics: number[][];
  /** reviewer i + 1's topics */
  reviewerTopics: number[][];
  /** [paper id, reviewer id, bid] */
  bids: [number, number, Bid][];
}

const pick = (random: () => number, n: number) => Math.floor(random() * n);

function topicsOf(random: () => number, most: number): number[] {
  const count = 1 + pick(random, most);
  const set = new Set<number>();
  while (set.size < count) set.add(1 + pick(random, TOPICS));
  return [...set].sort((a, b) => a - b);
}

export function syntheticTrack(scale: Scale, mayBid?: (paper: number, reviewer: number) => boolean): SyntheticTrack {
  const random = seededRandom(16);
  const paperTopics = Array.from({ length: scale.papers }, () => topicsOf(random, 3));
  const reviewerTopics = Array.from({ length: scale.reviewers }, () => topicsOf(random, 4));
  const papersByTopic = Array.from({ length: TOPICS + 1 }, () => [] as number[]);
  paperTopics.forEach((ts, i) => ts.forEach((t) => papersByTopic[t]!.push(i + 1)));
  const bids: [number, number, Bid][] = [];
  for (let r = 1; r <= scale.reviewers; r++) {
    const mine = reviewerTopics[r - 1]!;
    const chosen = new Set<number>();
    const draw = (bid: Bid, count: number, fromTopics: boolean) => {
      for (let tries = 0, made = 0; made < count && tries < count * 20; tries++) {
        const pool = fromTopics ? papersByTopic[mine[pick(random, mine.length)]!]! : null;
        const paper = pool ? pool[pick(random, pool.length)]! : 1 + pick(random, scale.papers);
        if (paper === undefined || chosen.has(paper) || paperInstitution(paper) === reviewerInstitution(r)) continue;
        if (mayBid && !mayBid(paper, r)) continue;
        chosen.add(paper);
        bids.push([paper, r, bid]);
        made++;
      }
    };
    draw("yes", Math.min(BIDS.yes, scale.papers), true);
    draw("maybe", Math.min(BIDS.maybe, scale.papers), true);
    draw("no", Math.min(BIDS.no, scale.papers), false);
  }
  return { paperTopics, reviewerTopics, bids };
}

/** The track as the solver's input (papers 1..P, reviewers 1..R, nobody assigned yet). */
export function preferenceInput(scale: Scale, track = syntheticTrack(scale)): PreferenceInput {
  const byInstitution = Array.from({ length: INSTITUTIONS }, () => [] as number[]);
  for (let r = 1; r <= scale.reviewers; r++) byInstitution[reviewerInstitution(r)]!.push(r);
  const papers = Array.from({ length: scale.papers }, (_, i) => ({ id: i + 1, reviewerIds: [] as number[] }));
  const reviewers = Array.from({ length: scale.reviewers }, (_, i) => ({ id: i + 1, load: 0 }));
  const conflicts = new Map(papers.map((p) => [p.id, byInstitution[paperInstitution(p.id)]!]));
  const bids = new Map<number, Map<number, Bid>>();
  for (const [p, r, b] of track.bids) bids.set(p, (bids.get(p) ?? new Map<number, Bid>()).set(r, b));
  return {
    papers,
    reviewers,
    conflicts,
    reviewersPerPaper: scale.perPaper,
    seed: 1,
    bids,
    paperTopics: new Map(track.paperTopics.map((ts, i) => [i + 1, ts])),
    reviewerTopics: new Map(track.reviewerTopics.map((ts, i) => [i + 1, new Set(ts)])),
    weights: WEIGHTS,
  };
}
