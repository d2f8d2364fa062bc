import { forbidden } from "../http/errors.js";

/** Throws 403 with `message` unless `allowed`. */
export function assertAllowed(allowed: boolean, message = "You do not have permission to do this."): void {
  if (!allowed) throw forbidden(message);
}
