/** Every query key of the discussion feature (discussion, meta-review, response, subreviews). */
export const discussionKeys = {
  comments: (paperId: number) => ["discussion", "comments", paperId] as const,
  metaReview: (paperId: number) => ["discussion", "meta-review", paperId] as const,
  response: (paperId: number) => ["discussion", "response", paperId] as const,
  subreview: (id: number) => ["discussion", "subreview", id] as const,
};
