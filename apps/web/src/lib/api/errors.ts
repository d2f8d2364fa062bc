// The spec's shared error codes (part 1 section 8): a network failure is 601, an HTTP 401 is
// 401, and every other failure is 199. `status` keeps the real HTTP status (0 for network).
export type ApiErrorCode = 601 | 401 | 199;

export const NETWORK_ERROR_MESSAGE = "Your internet is unstable or disconnected.";
export const NOT_AUTHORIZED_MESSAGE =
  "You are not authorized to access this content.You will be logged out. Please login again!";
export const SESSION_EXPIRED_MESSAGE =
  "You do not have the permission or your session has been expired. Please login again to continue.";
export const SOMETHING_WENT_WRONG = "Something went wrong.";

/** Field errors of a 422: `{ field: [messages] }`. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The envelope's `result` (for a 422, the field errors). */
  readonly result: unknown;

  constructor(code: ApiErrorCode, status: number, message: string, result: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
    this.result = result;
  }

  /** The field errors of a 422, or an empty object. */
  get fieldErrors(): FieldErrors {
    if (this.status !== 422 || !this.result || typeof this.result !== "object" || Array.isArray(this.result)) return {};
    const out: FieldErrors = {};
    for (const [field, messages] of Object.entries(this.result as Record<string, unknown>)) {
      if (Array.isArray(messages)) out[field] = messages.map(String);
    }
    return out;
  }

  /** First message for `field` of a 422 (e.g. register's `result.email[0]`). */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message || "No message defined";
  if (error instanceof Error) return error.message;
  return SOMETHING_WENT_WRONG;
}
