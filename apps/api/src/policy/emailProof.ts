// Who may receive a role or an access granted by account or by email address.

/** What the rule needs of the account a role or an access is granted to. */
export interface AddressProofFacts {
  /** when the owner proved the address through a mailed link; null: not yet */
  email_verified_at: string | null;
  /** null: an account made for an invitee that nobody has opened yet */
  password_hash: string | null;
}

/**
 * The one rule for every path that grants a role or an access to an account (picked by id, typed
 * as an email, named as subreviewer, invited): the account receives it now only when its owner has
 * proven the address. Anyone can register someone else's address, so an unproven account receives
 * nothing: the grant is held, shown to the chair as awaiting email verification, and attached when
 * the owner opens the mailed link. An account made for an invitee that has no password yet counts
 * as proven: only a mailed link (which proves the address) ever opens it.
 */
export function mayReceiveRole(account: AddressProofFacts): boolean {
  return account.email_verified_at !== null || account.password_hash === null;
}
