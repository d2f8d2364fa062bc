/** Every query key of the TPC feature (the tracks themselves are keyed in lib/api/tracks.ts). */
export const tpcKeys = {
  assignmentCounts: (trackId: number) => ["tpc", "assignment-counts", trackId] as const,
  /** every page of a track's papers shares this prefix */
  trackPapers: (trackId: number) => ["track-papers", trackId] as const,
  trackPapersPage: (trackId: number, page: number) => [...tpcKeys.trackPapers(trackId), page] as const,
};
