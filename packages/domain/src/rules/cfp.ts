// The call for papers (spec part 2 §5, §7): its size limit and the Manage CFP screen's confirmations.

/** Largest accepted CFP text (HTML); a whole CFP is a few tens of kilobytes. */
export const CFP_DETAILS_MAX_LENGTH = 200_000;

export const CFP_CONFIRMATIONS = {
  deleteMember: "Are you sure to delete this Organizing Committee?",
  save: "Are you sure to update the CFP details?",
} as const;
