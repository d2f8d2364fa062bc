// Every route of the app in one place (spec part 1 §2 and part 2 §2).
//
// Conference screens are reached with the conference id in navigation state (as the spec says)
// AND carry it as an optional URL segment, so reload, bookmarks and links in mails work too.
// Read it with useConferenceId() (src/lib/useConferenceId.ts); build links with `paths.*`.

export const routePatterns = {
  login: "/",
  signup: "/signup",
  forgotPassword: "/forgotpassword",
  resetPassword: "/reset-password",
  /** The link of the verification mail: `/verify-email?token=…`. */
  verifyEmail: "/verify-email",
  /** The spec's `/:params` set-password route (only when a `token` query parameter is present). */
  setPasswordAnyPath: "/:params",
  publicCfp: "/cfp/:id",
  publicCfpList: "/cfp-list",
  /** The one-click Accept / Decline link of a TPC invitation mail: `/tpc-invitation?token=…&answer=accept|decline`. */
  tpcInvitationAnswer: "/tpc-invitation",

  conferenceRoot: "/conference",
  /** the chair's console: phases, states, counts and next actions */
  dashboard: "/conference/dashboard/:confId?",
  /** the conference's programme committee over all tracks */
  conferencePc: "/conference/pc/:confId?",
  allConference: "/conference/allConference",
  addConference: "/conference/addConference",
  editConference: "/conference/editConference/:confId?",
  tracks: "/conference/tracks/:confId?",
  tpcTracks: "/conference/tracks/list/:confId?",
  trackPapers: "/conference/trackPapers/:id/:trackid",
  myPapers: "/conference/mypapers/:confId?",
  allPapers: "/conference/papers/:confId?",
  conferenceReports: "/conference/reports/:confId?",
  reviewPapers: "/conference/reviewPapers/:confId?",
  bidding: "/conference/bidding/:confId?",
  manageCfp: "/conference/cfp/:confId?",
  /** chairs import papers, people and assignments from HotCRP or EasyChair files */
  conferenceImport: "/conference/import/:confId?",
  conferenceDetails: "/conference/:id",

  profile: "/user/profile",
  changePassword: "/user/changePassword",
  /** personal API tokens for scripts */
  apiTokens: "/user/api-tokens",
  manageUsers: "/settings/manageUsers",
  auditLog: "/settings/auditLog",
  manageUserGroups: "/settings/manageUserGroups",
  managePermissions: "/settings/managePermissions",
  manageGroupPermissions: "/settings/manageGroupPermissions",
  adminReport: "/reports/adminReport",

  /** one paper's reviews, response, meta-review and discussion (links in mails too) */
  paperDiscussion: "/paper/discussion/:paperId",
  /** the authors read the reviews and respond */
  paperResponse: "/paper/response/:paperId",
  /** the subreviewer's page */
  subreview: "/subreview/:subreviewId",
  /** the subreviewer's list of requests (the side menu's "Subreviews") */
  mySubreviews: "/subreviews",
} as const;

type Id = number | string;
const withConf = (base: string) => (confId?: Id | null) =>
  confId === undefined || confId === null || confId === "" ? base : `${base}/${confId}`;

export const paths = {
  login: () => "/",
  signup: () => "/signup",
  forgotPassword: () => "/forgotpassword",
  resetPassword: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  verifyEmail: () => "/verify-email",
  publicCfp: (confId: Id) => `/cfp/${confId}`,
  publicCfpList: () => "/cfp-list",

  conference: () => "/conference",
  dashboard: withConf("/conference/dashboard"),
  conferencePc: withConf("/conference/pc"),
  allConference: () => "/conference/allConference",
  addConference: () => "/conference/addConference",
  editConference: withConf("/conference/editConference"),
  tracks: withConf("/conference/tracks"),
  tpcTracks: withConf("/conference/tracks/list"),
  trackPapers: (confId: Id, trackId: Id) => `/conference/trackPapers/${confId}/${trackId}`,
  myPapers: withConf("/conference/mypapers"),
  allPapers: withConf("/conference/papers"),
  conferenceReports: withConf("/conference/reports"),
  reviewPapers: withConf("/conference/reviewPapers"),
  bidding: withConf("/conference/bidding"),
  manageCfp: withConf("/conference/cfp"),
  conferenceImport: withConf("/conference/import"),
  conferenceDetails: (confId: Id) => `/conference/${confId}`,

  profile: () => "/user/profile",
  changePassword: () => "/user/changePassword",
  apiTokens: () => "/user/api-tokens",
  manageUsers: () => "/settings/manageUsers",
  auditLog: () => "/settings/auditLog",
  manageUserGroups: () => "/settings/manageUserGroups",
  managePermissions: () => "/settings/managePermissions",
  manageGroupPermissions: () => "/settings/manageGroupPermissions",
  adminReport: () => "/reports/adminReport",
  paperDiscussion: (paperId: Id) => `/paper/discussion/${paperId}`,
  paperResponse: (paperId: Id) => `/paper/response/${paperId}`,
  subreview: (subreviewId: Id) => `/subreview/${subreviewId}`,
  mySubreviews: () => "/subreviews",
} as const;

/** Navigation state that carries the conference id the way the spec does (`conf_id` and `id`). */
export interface ConferenceNavState {
  conf_id: number;
  id: number;
}

export function conferenceNavState(confId: Id): ConferenceNavState {
  return { conf_id: Number(confId), id: Number(confId) };
}
