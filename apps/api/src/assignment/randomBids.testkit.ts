// Random bids for the solver's property tests: each member bids yes, maybe or no on each paper, or
// not at all (two chances in five), drawn from the test's seeded stream.
import type { Bid } from "./preferences.js";

const BID_VALUES: (Bid | null)[] = ["yes", "maybe", "no", null, null];

export function randomBids(
  papers: readonly { id: number }[],
  reviewers: readonly { id: number }[],
  next: () => number,
  values: readonly (Bid | null)[] = BID_VALUES,
): Map<number, Map<number, Bid>> {
  return new Map(
    papers.map((p) => [
      p.id,
      new Map(
        reviewers.flatMap((r) => {
          const b = values[Math.floor(next() * values.length)]!;
          return b ? [[r.id, b] as [number, Bid]] : [];
        }),
      ),
    ]),
  );
}
