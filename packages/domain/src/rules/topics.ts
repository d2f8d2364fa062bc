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

/**
 * How Auto Assign weighs the evenness of loads. `within_caps`: the largest total preference, loads
 * bounded only by the caps (the chair's max_papers_per_reviewer, members' quotas; without a cap,
 * the smallest largest load that covers every paper). `even`: a load-evenness term (0.01 preference
 * point per unit of load²) weighs against preference, so loads stay as even as the preferences allow.
 */
export const ASSIGNMENT_BALANCES = ["within_caps", "even"] as const;
export type AssignmentBalance = (typeof ASSIGNMENT_BALANCES)[number];
/**
 * `total`: the largest total preference. `fair`: first the largest lowest per-paper total (the
 * worst-served paper), then the total.
 */
export const ASSIGNMENT_OBJECTIVES = ["total", "fair"] as const;
export type AssignmentObjective = (typeof ASSIGNMENT_OBJECTIVES)[number];
export const DEFAULT_ASSIGNMENT_BALANCE: AssignmentBalance = "within_caps";
export const DEFAULT_ASSIGNMENT_OBJECTIVE: AssignmentObjective = "total";
/** A paper all of whose reviewers have an affinity below this counts as "low affinity" in the preview. */
export const DEFAULT_LOW_AFFINITY_THRESHOLD = 0.1;
