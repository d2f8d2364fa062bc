import type { Groups } from "./types.js";

/**
 * The groups in index form (papers and reviewers numbered in ascending id order, as in
 * instance.ts). Without groups there is one group holding every reviewer, so the solver has one
 * code path and a track's answer is what it was before groups existed.
 */
export interface Eligibility {
  /** false when the input had no groups (one group of everyone) */
  grouped: boolean;
  groupCount: number;
  /** paper index → group index */
  paperGroup: Int32Array;
  /** CSR: the reviewer indices of group g, ascending, are members[memberStart[g] .. memberStart[g + 1]) */
  memberStart: Int32Array;
  members: Int32Array;
  /** CSR: the group indices of reviewer r are groupsOf[groupStart[r] .. groupStart[r + 1]) */
  groupStart: Int32Array;
  groupsOf: Int32Array;
}

export function indexGroups(paperIds: ArrayLike<number>, reviewerIds: ArrayLike<number>, groups?: Groups): Eligibility {
  const P = paperIds.length;
  const R = reviewerIds.length;
  const paperGroup = new Int32Array(P);
  if (!groups) {
    return {
      grouped: false,
      groupCount: 1,
      paperGroup,
      memberStart: Int32Array.of(0, R),
      members: Int32Array.from({ length: R }, (_, r) => r),
      groupStart: Int32Array.from({ length: R + 1 }, (_, r) => r),
      groupsOf: new Int32Array(R),
    };
  }
  // group ids that some paper has, numbered in ascending order; a reviewer's other groups do not matter
  const ids = new Set<number>();
  for (let p = 0; p < P; p++) {
    const g = groups.ofPaper.get(paperIds[p]!);
    if (g === undefined) throw new Error(`paper ${paperIds[p]} has no group`);
    ids.add(g);
  }
  const index = new Map([...ids].sort((a, b) => a - b).map((g, i) => [g, i]));
  for (let p = 0; p < P; p++) paperGroup[p] = index.get(groups.ofPaper.get(paperIds[p]!)!)!;
  const G = index.size;
  const byGroup: number[][] = Array.from({ length: G }, () => []);
  const groupStart = new Int32Array(R + 1);
  const groupsOf: number[] = [];
  for (let r = 0; r < R; r++) {
    const mine = [...new Set(groups.ofReviewer.get(reviewerIds[r]!) ?? [])]
      .flatMap((g) => (index.has(g) ? [index.get(g)!] : []))
      .sort((a, b) => a - b);
    for (const g of mine) byGroup[g]!.push(r);
    groupsOf.push(...mine);
    groupStart[r + 1] = groupsOf.length;
  }
  const memberStart = new Int32Array(G + 1);
  for (let g = 0; g < G; g++) memberStart[g + 1] = memberStart[g]! + byGroup[g]!.length;
  return {
    grouped: true,
    groupCount: G,
    paperGroup,
    memberStart,
    members: Int32Array.from(byGroup.flat()),
    groupStart,
    groupsOf: Int32Array.from(groupsOf),
  };
}

/** The reviewer indices of group g (a view, ascending). */
export const membersOf = (e: Eligibility, g: number): Int32Array =>
  e.members.subarray(e.memberStart[g]!, e.memberStart[g + 1]!);

/** Whether reviewer r belongs to group g (a reviewer is in few groups: a short scan). */
export function inGroup(e: Eligibility, r: number, g: number): boolean {
  if (!e.grouped) return true;
  for (let i = e.groupStart[r]!; i < e.groupStart[r + 1]!; i++) if (e.groupsOf[i] === g) return true;
  return false;
}
