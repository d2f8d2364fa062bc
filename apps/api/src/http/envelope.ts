import type { Envelope } from "@symposia/domain";

export type { Envelope } from "@symposia/domain";

export function envelope<T>(result: T, message = "OK", success = true): Envelope<T> {
  return { success, message, result };
}

/** An error answer: the envelope with success false and the error's stable `code`. */
export function errorEnvelope<T>(code: string, message: string, result: T): Envelope<T> {
  return { success: false, message, result, code };
}
