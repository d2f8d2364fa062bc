// A reviewer as a paper list names them: their name, or "Reviewer" when the server left it out
// (an anonymous review, for a caller who may not know who wrote it).
export const reviewerName = (r: { first_name?: string | null; last_name?: string | null }): string =>
  `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || "Reviewer";
