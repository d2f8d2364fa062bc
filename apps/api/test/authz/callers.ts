// The kinds of caller of the authorisation matrix, and how a row states its expectations compactly.
import type { World } from "./world.js";

export const CALLERS = [
  "anonymous",
  "stranger",
  "author",
  "coauthor",
  "reviewer",
  "tpcMember",
  "otherTrackChair",
  "trackChair",
  "ocMember",
  "superchair",
  "admin",
  "deactivated",
  // the same standings, conflicted with every paper of the world (a declared conflict)
  "conflictedChair",
  "conflictedTrackChair",
  "conflictedReviewer",
] as const;

export type CallerKey = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<CallerKey, "anonymous">;
export type Expectations = Record<CallerKey, number>;

/**
 * Who can see the paper at all (its authors, its assigned reviewer, the people who run it). A
 * conflicted SUPERCHAIR still sees it (not its reviews, and may not act on it: 403).
 */
export const PAPER_VIEWERS: readonly CallerKey[] = [
  "author",
  "coauthor",
  "reviewer",
  "trackChair",
  "ocMember",
  "superchair",
  "admin",
  "conflictedChair",
];

/**
 * The standing a conflicted caller has away from the world's papers: on every route that is not
 * about a paper they answer as this caller does.
 */
export const CONFLICTED_BASE: Partial<Record<CallerKey, CallerKey>> = {
  conflictedChair: "superchair",
  conflictedTrackChair: "trackChair",
  conflictedReviewer: "reviewer",
};
const standing = (c: CallerKey): CallerKey => CONFLICTED_BASE[c] ?? c;

export interface MatrixRequest {
  method: "GET" | "POST" | "DELETE";
  /** without the /api prefix */
  path: string;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** overrides the caller's own token (e.g. a throwaway session for logout) */
  token?: string;
}

export interface MatrixCase {
  /** "METHOD /api/url" exactly as the server's route table names it */
  route: string;
  /** what this row exercises when a route has several rows */
  variant?: string;
  build(w: World, caller: CallerKey): Promise<MatrixRequest>;
  expect: Expectations;
  /** the answer concerns conference A only: nothing of conference B may appear in it */
  scopedToConference?: boolean;
  /**
   * the answer lists the programme committee by name on purpose (authors pick whom to
   * declare a conflict with), so a TPC member's name in it says nothing about who reviewed
   */
  listsProgrammeCommittee?: boolean;
  /** the answer is a public route's JSON: no email address but the caller's own */
  publicAnswer?: boolean;
  /** an email a public answer may carry besides the caller's (login answers the one signing in) */
  answerEmail?(w: World): string;
  /** runs after the cell (e.g. renew a token the call revoked) */
  after?(w: World, caller: CallerKey): Promise<void>;
}

function fill(value: (caller: CallerKey) => number): Expectations {
  return Object.fromEntries(CALLERS.map((c) => [c, value(c)])) as Expectations;
}

/** A public route: the token is not even read, so every caller is answered alike. */
export const everyone = (status = 200): Expectations => fill(() => status);

/**
 * A route behind a token: anonymous and the deactivated user get 401; `allow` get `status`; every
 * other signed-in caller gets `deny`.
 */
export function signedIn(
  allow: readonly CallerKey[] | "all",
  deny = 403,
  status = 200,
  overrides: Partial<Expectations> = {},
): Expectations {
  return {
    ...fill((c) =>
      c === "anonymous" || c === "deactivated" ? 401 : allow === "all" || allow.includes(standing(c)) ? status : deny,
    ),
    ...overrides,
  };
}

/**
 * A route on one paper: `allow` get 200, the paper's other viewers 403 (they know the paper but may
 * not do this), and everyone else 404 (the paper does not exist for them).
 */
export function onPaper(allow: readonly CallerKey[]): Expectations {
  return fill((c) => {
    if (c === "anonymous" || c === "deactivated") return 401;
    if (allow.includes(c)) return 200;
    return PAPER_VIEWERS.includes(c) ? 403 : 404;
  });
}

export const ADMIN_ONLY: readonly CallerKey[] = ["admin"];
export const CONFIGURERS: readonly CallerKey[] = ["superchair", "admin"];
/** SUPERCHAIR, ADMIN or OC member (Config Tracks, All Papers, Reports). */
export const ORGANISERS: readonly CallerKey[] = ["superchair", "admin", "ocMember"];
/** Those who run the paper's track's TPC and decide its papers. */
export const TRACK_RUNNERS: readonly CallerKey[] = ["superchair", "admin", "ocMember", "trackChair"];
export const AUTHORS: readonly CallerKey[] = ["author", "coauthor"];
