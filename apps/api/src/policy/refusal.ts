import { AppError, conflict, forbidden } from "../http/errors.js";

/**
 * Why an ability is refused: 403 for who the caller is, 409 for the state of the thing (a closed
 * conference, a decided paper, a shut window), 404 where the caller may not even learn that the
 * thing exists (an author or a conflicted person asking about a discussion they are kept out of).
 * Every `whyNot*` of the policy answers one of these or null; the matching `can*` is
 * `whyNot*(…) === null`, so a list flag and its write cannot disagree.
 */
export interface Refusal {
  status: 403 | 404 | 409;
  message: string;
}

export const refusal = (status: Refusal["status"], message: string): Refusal => ({ status, message });

/** The refusal of a thing the caller may not know exists: the 404 of a missing one. */
export const hidden = (what: string): Refusal => refusal(404, `${what} not found.`);

/** The typed error a write throws for a refusal. */
export function refusalError(r: Refusal): AppError {
  if (r.status === 404) return new AppError(404, "not_found", r.message);
  return r.status === 403 ? forbidden(r.message) : conflict(r.message);
}

/** Throws the refusal's typed error unless `r` is null: how a write asserts a `whyNot*`. */
export function assertNoRefusal(r: Refusal | null): void {
  if (r) throw refusalError(r);
}
