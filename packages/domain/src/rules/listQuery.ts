// The sort orders a list query accepts (order_type, orderTypeField in schemas/common.ts).
export const SORT_TYPES = ["asc", "desc"] as const;
