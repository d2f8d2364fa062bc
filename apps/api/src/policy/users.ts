// Account-level rules that are not about one conference.

/**
 * GET /search-users: only those who pick users for something they manage (ADMIN, or a chair,
 * track chair or organising-committee member of an Approved conference; proposing one opens
 * nothing). Others would be enumerating the site's accounts.
 */
export function canSearchUsers(caller: { role: string }, managesAnyConference: boolean): boolean {
  return caller.role === "ADMIN" || managesAnyConference;
}

/** Deactivating this account would leave the site with no active administrator (409). */
export function leavesNoActiveAdmin(change: {
  deactivating: boolean;
  self: boolean;
  targetRole: string;
  otherActiveAdmins: number;
}): boolean {
  return change.deactivating && change.self && change.targetRole === "ADMIN" && change.otherActiveAdmins === 0;
}
