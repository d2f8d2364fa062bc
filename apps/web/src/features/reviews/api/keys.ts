/** Every query key of the reviews feature. */
export const reviewKeys = {
  papers: (confId: number) => ["review-papers", confId] as const,
};
