import { ApiError } from "./api/errors";

interface FormWithErrors {
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts a 422's field errors (`result: {field: [messages]}`) next to the matching form fields.
 * Answers true when there were any, so the caller can skip a generic alert.
 */
export function applyServerFieldErrors(form: FormWithErrors, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fieldErrors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return false;
  form.setErrors(Object.fromEntries(entries.map(([field, messages]) => [field, messages[0]!])));
  return true;
}
