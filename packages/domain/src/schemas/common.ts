import { z } from "zod";
import { isCountryName } from "../options/countries.js";

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

// Characters that have no place in a one-line field (names, titles, subjects, sender parts) and
// can disguise it: C0 controls (line breaks that forge mail headers or log lines, escapes) and the
// bidirectional overrides and isolates that make "‮fdp.exe" read as "exe.pdf" (issue 15).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_ONE_LINE = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export const stripUnsafeChars = (value: string) => value.replace(UNSAFE_IN_ONE_LINE, "");

/** `schema` after dropping C0 controls and bidirectional overrides from a string input. */
// The cast keeps the field's input type (a preprocess reads as `unknown`), so forms typed with
// z.input still see a string field.
export const oneLine = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? stripUnsafeChars(v) : v), schema) as unknown as z.ZodType<z.output<T>, z.input<T>>;

/** requiredText / optionalText for one-line fields: see UNSAFE_IN_ONE_LINE. */
export const oneLineText = (label: string, max = 255) => oneLine(requiredText(label, max));
export const optionalOneLineText = (label: string, max = 255) => oneLine(optionalText(label, max));

// Mailboxes of the system itself: a chair's mail must not pass for the site's own or the
// postmaster's. Compared without case, dots, dashes, underscores and a +tag.
const RESERVED_SENDERS = new Set(["noreply", "donotreply", "postmaster", "mailerdaemon", "root", "admin", "administrator", "abuse", "hostmaster", "webmaster", "security", "bounce", "bounces", "system"]);

export const isReservedSender = (localPart: string) => RESERVED_SENDERS.has(localPart.toLowerCase().split("+")[0]!.replace(/[._-]/g, ""));
export const RESERVED_SENDER_MESSAGE = "This sender is reserved for the system's own mail. Choose another, such as chairs.";

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

export const passwordField = (label = "Password") =>
  z
    .string({ error: `${label} is required.` })
    .min(8, `${label} must be at least 8 characters.`)
    .max(200, `${label} must be at most 200 characters.`);

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
    (v) => (v === true || v === "true" ? 1 : v === false || v === "false" ? 0 : typeof v === "string" && v !== "" ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: `${label} must be 0 or 1.` }),
  );

export const dateField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date in the format YYYY-MM-DD.`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${label} is not a valid date.`);

export const SORT_TYPES = ["asc", "desc"] as const;
export const orderTypeField = z
  .string()
  .optional()
  .transform((v) => (v ?? "asc").toLowerCase())
  .pipe(z.enum(SORT_TYPES, { error: "order_type must be asc or desc." }));

export function todayIn(timeZone = "UTC"): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return parts; // en-CA formats as YYYY-MM-DD
}
