// The web paths the dashboard links to (apps/web/src/app/paths.ts spells the same routes). A
// count links to the list whose total it is; the query names that list's filter.
type Id = number;

export const links = {
  editConference: (c: Id) => `/conference/editConference/${c}`,
  cfp: (c: Id) => `/conference/cfp/${c}`,
  papers: (c: Id, filter = "") => `/conference/papers/${c}${filter}`,
  tpcTracks: (c: Id) => `/conference/tracks/list/${c}`,
  committee: (c: Id) => `/conference/pc/${c}`,
  reports: (c: Id) => `/conference/reports/${c}`,
} as const;
