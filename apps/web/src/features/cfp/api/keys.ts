/** Every query key of the CFP feature. */
export const cfpKeys = {
  managed: (confId: number) => ["cfp", confId] as const,
  public: (confId: number) => ["public-cfp", confId] as const,
};
