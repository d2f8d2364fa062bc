/** Every query key of the CFP feature. */
export const cfpKeys = {
  managed: (confId: number) => ["cfp", confId] as const,
  public: (confId: number | null) => ["public-cfp", confId] as const,
};
