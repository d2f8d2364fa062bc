// What the user calls answer (apps/api/src/features/users).

/** A user as GET /users and GET /users/{id} answer (the profile screen and the Manage Users table). */
export interface UserProfile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
  /** 1 Active, 0 In-Active. */
  status: number;
}

/** A user as GET /search-users answers (the pickers). */
export interface UserSearchHit {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /**
   * false: the owner has not proven the address, so a role given to this account is held until
   * they verify it (the pickers say "awaiting email verification").
   */
  email_verified: boolean;
}

/** The signed-in user in POST /login's answer (and kept by the web app for the session). */
export interface LoginUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  /** false until the owner opens the mailed verify-email link */
  email_verified: boolean;
}

/** POST /login. */
export interface LoginResult {
  user: LoginUser;
  access_token: string;
}

/** POST /register: the new account, or null when the address was only invited (no account is told apart). */
export type Registered = { id: number } | null;

/** POST /verify_email. */
export interface EmailVerified {
  email_verified: boolean;
}

/** GET /setup: whether the site still needs its first administrator. */
export interface SetupState {
  needed: boolean;
}
