/**
 * Every answer of the API. Error answers (success false) also carry `code`, a stable name of what
 * went wrong (e.g. "validation_failed", "not_found", "token_used") that clients may branch on; the
 * message is for people and may change.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  result: T;
  code?: string;
}
