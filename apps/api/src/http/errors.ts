// Typed errors with a stable code; the one error handler (errorHandler.ts) turns them into the
// envelope. Services throw these; routes never format errors themselves.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message = "The request is malformed.") => new AppError(400, "bad_request", message);
export const unauthorized = (message = "You are not signed in or your session has expired.") =>
  new AppError(401, "unauthorized", message);
export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, "forbidden", message);
export const notFound = (what = "Record") => new AppError(404, "not_found", `${what} not found.`);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const tooLarge = (message = "The upload is too large.") => new AppError(413, "too_large", message);
export const unsupportedType = (message = "Invalid file type. Please select a valid file.") =>
  new AppError(415, "unsupported_type", message);
/** A request body that stopped arriving (UPLOAD_IDLE_TIMEOUT_MS). */
export const requestTimeout = (message = "The request body stopped arriving. Please try again.") =>
  new AppError(408, "request_timeout", message);
/**
 * The client hung up before its answer: nobody reads what is sent back. 499 is the status proxies
 * log for it (nginx's "client closed request"); it keeps such requests apart from server errors.
 */
export const clientHungUp = (message = "The client closed the connection.") =>
  new AppError(499, "client_closed", message);
export const rateLimited = (message = "Too many attempts. Please wait a minute and try again.") =>
  new AppError(429, "rate_limited", message);

export function validationFailed(fields: FieldErrors, message?: string): AppError {
  const first = Object.values(fields)[0]?.[0];
  return new AppError(422, "validation_failed", message ?? first ?? "Validation failed.", fields);
}

/** One field's validation error, e.g. `fieldError("email", "The email has already been taken.")`. */
export function fieldError(field: string, message: string): AppError {
  return validationFailed({ [field]: [message] }, message);
}
