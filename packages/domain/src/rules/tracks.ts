// The Config Tracks screen's confirmation texts and refusal (spec part 2 §7).

export const TRACK_CONFIRMATIONS = {
  update: "Are you sure to Update this Track?",
  delete: "Are you sure to Delete this Track?",
  deleteChair: "Are you sure to delete this Track Chair?",
} as const;

export const TRACK_HAS_PAPERS_MESSAGE = "This track has papers and cannot be deleted.";
