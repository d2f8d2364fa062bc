import { z } from "zod";
import { isCountryName } from "../options/countries.js";
import { SORT_TYPES } from "../rules/listQuery.js";
import { stripUnsafeChars } from "../rules/text.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRuleProblem } from "../rules/passwords.js";

// Building blocks shared by every request schema. Messages are written for people: the web app
// shows them next to the field.

export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (label: string, max = 255) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .default("");

/** `schema` after dropping C0 controls and bidirectional overrides from a string input. */
// The cast keeps the field's input type (a preprocess reads as `unknown`), so forms typed with
// z.input still see a string field.
export const oneLine = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? stripUnsafeChars(v) : v), schema) as unknown as z.ZodType<
    z.output<T>,
    z.input<T>
  >;

/** requiredText / optionalText for one-line fields: see stripUnsafeChars (rules/text.ts). */
export const oneLineText = (label: string, max = 255) => oneLine(requiredText(label, max));
export const optionalOneLineText = (label: string, max = 255) => oneLine(optionalText(label, max));

export const emailField = (label = "Email") =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} must be at most 254 characters.`)
    .pipe(z.email(`${label} must be a valid email address.`));

export const countryField = z
  .string({ error: "Country is required." })
  .trim()
  .min(1, "Country is required.")
  .refine(isCountryName, "Country must be chosen from the list.");

/**
 * A new password: the shared rule (rules/passwords.ts), so the form refuses what the server would.
 * The server also checks it against the full list of common and leaked passwords.
 */
export const passwordField = (label = "Password") =>
  z
    .string({ error: `${label} is required.` })
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters.`)
    .superRefine((password, ctx) => {
      const problem = passwordRuleProblem(password);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** A positive integer id, in a path, a query or a body (strings of digits are accepted). */
export const idField = (label = "Id") =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be positive.`)
    .max(2147483647, `${label} is out of range.`);

export const idParam = z.object({ id: idField() });

/** 0/1 flags arrive as numbers, "0"/"1" strings (multipart) or booleans. */
export const flagField = (label: string) =>
  z.preprocess(
    (v) =>
      v === true || v === "true"
        ? 1
        : v === false || v === "false"
          ? 0
          : typeof v === "string" && v !== ""
            ? Number(v)
            : v,
    z.union([z.literal(0), z.literal(1)], { error: `${label} must be 0 or 1.` }),
  );

export const dateField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in the format YYYY-MM-DD.`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label} is not a valid date.`,
    );

export const orderTypeField = z
  .string()
  .optional()
  .transform((v) => (v ?? "asc").toLowerCase())
  .pipe(z.enum(SORT_TYPES, { error: "order_type must be asc or desc." }));
