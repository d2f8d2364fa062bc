// Topics, bidding and preference-aware auto-assignment: limits, bid values and the
// default preference weights.

export const TOPIC_NAME_MAX = 200;
export const MAX_TOPICS = 200;

export const BID_VALUES = ["yes", "maybe", "no", "conflict"] as const;
export type BidValue = (typeof BID_VALUES)[number];
/** A stored bid (a conflict bid is a declared conflict, not a stored bid). */
export type StoredBid = Exclude<BidValue, "conflict">;

export const BIDDING_MAX_PER_PAGE = 200;

/**
 * The preference weights of auto-assign. A pair's preference is
 *   bid weight (yes / maybe / none / no) + topic × (shared topics / paper's topics) + affinity × score.
 * The solver maximises the sum over assigned pairs; `no` bids are never used while any other
 * assignment is feasible, whatever the weights.
 */
export const DEFAULT_ASSIGNMENT_WEIGHTS = { yes: 10, maybe: 5, none: 0, no: -10, topic: 4, affinity: 4 } as const;
export type AssignmentWeights = { [K in keyof typeof DEFAULT_ASSIGNMENT_WEIGHTS]: number };
