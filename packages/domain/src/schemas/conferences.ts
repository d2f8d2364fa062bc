// Request schemas of the conferences feature. The create and update schemas are built from the
// settings catalogue, so a setting added there is validated, stored and shown without a second list.
import { z } from "zod";
import { AREA_IDS } from "../options/areas.js";
import { CONFERENCE_CREATE_FIELDS, CONFERENCE_SETTINGS, type SettingDef } from "../options/conferenceSettings.js";
import { isValidTimezone } from "../options/timezones.js";
import { CONFERENCE_READ_ONLY_FIELDS, MAX_CIRCULATION_RANGE } from "../rules/conferences.js";
import { isBeforeToday, normalizeLocalDateTime } from "../rules/dates.js";
import { templateLinksProblem } from "../rules/submissionTemplates.js";
import { isReservedSender, RESERVED_SENDER_MESSAGE } from "../rules/text.js";
import { countryField, dateField, emailField, flagField, idField, oneLine } from "./common.js";

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "") ? null : v;
const blankToUndefined = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const text = (label: string, max: number) =>
  z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Web addresses become links on the details page: only http(s) (or a bare host) is accepted. */
const url = (label: string) =>
  text(label, 500).refine(
    (v) => /^https?:\/\/[^\s/?#]+\S*$/i.test(v) || /^(?![a-z][a-z0-9+.-]*:)[^\s/?#]+\.[^\s]+$/i.test(v),
    `${label} must be a web address such as https://example.org.`,
  );

const integer = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z
      .number({
        error: (iss) => (iss.input === undefined ? `${label} is required.` : `${label} must be a whole number.`),
      })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`),
  );

const area = (label: string) =>
  integer(label, 1, 2147483647).refine((v) => AREA_IDS.includes(v), `${label} must be chosen from the list.`);

const timezone = (label: string) => text(label, 64).refine(isValidTimezone, `${label} must be chosen from the list.`);

const emailList = (label: string) =>
  text(label, 2000)
    .transform((v) => v.split(/[\s,;]+/).filter(Boolean))
    .refine(
      (list) => list.every((e) => z.email().safeParse(e).success),
      `${label} must be email addresses separated by commas.`,
    )
    .refine((list) => list.length <= 20, `${label} may list at most 20 addresses.`)
    .transform((list) => list.join(", "));

const dateTime = (label: string) =>
  text(label, 20)
    .refine(
      (v) => normalizeLocalDateTime(v) !== null,
      `${label} must be a date and time in the format YYYY-MM-DD HH:mm.`,
    )
    .transform((v) => normalizeLocalDateTime(v)!);

/** One link a line; an address with a broken %-escape is refused (rules/submissionTemplates.ts). */
const templateLinksField = (label: string) =>
  text(label, 10000).superRefine((v, ctx) => {
    const problem = templateLinksProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: `${label}: ${problem}` });
  });

/** The validator of one setting's value when it is given (required or not). */
function valueSchema(def: SettingDef): z.ZodType {
  switch (def.kind) {
    case "text":
      return oneLine(text(def.label, 255));
    case "textarea":
      if (def.key === "submission_templates_for_authors") return templateLinksField(def.label);
      return text(def.label, 10000);
    case "url":
      return url(def.label);
    case "email":
      return emailField(def.label);
    case "emails":
      return emailList(def.label);
    case "int":
      return def.key === "estimated_no_of_submissions"
        ? integer(def.label, 1, 1_000_000)
        : integer(def.label, 1, 100_000);
    case "flag":
      return flagField(def.label);
    case "date":
      return dateField(def.label);
    case "datetime":
      return dateTime(def.label);
    case "area":
      return area(def.label);
    case "country":
      return countryField;
    case "timezone":
      return timezone(def.label);
    case "select":
      return z.enum(def.options as [string, ...string[]], {
        error: `${def.label} must be one of: ${(def.options ?? []).join(", ")}.`,
      });
  }
}

/** Optional settings: absent leaves the stored value, blank clears it (flags cannot be blank). */
function optionalSetting(def: SettingDef): z.ZodType {
  // a flag or a select always has one of its values: blank is refused, not stored
  if (def.kind === "flag" || def.kind === "select") return valueSchema(def).optional();
  return z.preprocess(blankToNull, valueSchema(def).nullable()).optional();
}

const settingByKey = new Map(CONFERENCE_SETTINGS.map((s) => [s.key, s]));

function datesInOrder(v: { start_date?: string | null; end_date?: string | null }, ctx: z.RefinementCtx) {
  const isDate = (d: unknown): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (isDate(v.start_date) && isDate(v.end_date) && v.end_date < v.start_date) {
    ctx.addIssue({ code: "custom", path: ["end_date"], message: "End Date cannot be before Start Date." });
  }
}

/** The hard review deadline cannot come before the (soft) review deadline. */
function reviewDeadlinesInOrder(
  v: { review_deadline?: unknown; review_hard_deadline?: unknown },
  ctx: z.RefinementCtx,
) {
  const soft = typeof v.review_deadline === "string" ? normalizeLocalDateTime(v.review_deadline) : null;
  const hard = typeof v.review_hard_deadline === "string" ? normalizeLocalDateTime(v.review_hard_deadline) : null;
  if (soft && hard && hard < soft) {
    ctx.addIssue({
      code: "custom",
      path: ["review_hard_deadline"],
      message: "Hard Review Deadline cannot be before Review Deadline.",
    });
  }
}

/** A date field that refuses days before today (new conferences). */
export const futureDateField = (label: string) =>
  dateField(label).refine((v) => !isBeforeToday(v), `${label} cannot be before today.`);

const createShape = Object.fromEntries(
  CONFERENCE_CREATE_FIELDS.map((key) => {
    const def = settingByKey.get(key)!;
    if (def.kind === "date") return [key, futureDateField(def.label)];
    return [key, def.required ? valueSchema(def) : z.preprocess(blankToNull, valueSchema(def).nullable()).optional()];
  }),
);

/** POST /conference (part 1 sections 3 and 5). */
export const conferenceCreateSchema = z
  .object(createShape)
  .superRefine((v, ctx) => datesInOrder(v as { start_date?: string; end_date?: string }, ctx));

const updateShape = Object.fromEntries(
  CONFERENCE_SETTINGS.map((def) => [def.key, def.required ? valueSchema(def) : optionalSetting(def)]),
);

/** Accepted in any form and dropped: the stored value stays. */
const ignoredShape = Object.fromEntries(
  CONFERENCE_READ_ONLY_FIELDS.map((key) => [
    key,
    z
      .unknown()
      .optional()
      .transform(() => undefined),
  ]),
);

/**
 * POST /conference/update/{id} (multipart fields, all strings). Required settings must be sent;
 * an optional one left out keeps its stored value. Whether a date lies in the past is checked by
 * the service against the stored value: an unchanged start date of a running conference is fine.
 */
export const conferenceUpdateSchema = z
  .object({
    ...ignoredShape,
    ...updateShape,
    remove_logo: flagField("remove_logo").optional(),
    remove_banner: flagField("remove_banner").optional(),
  })
  .superRefine((v, ctx) => {
    datesInOrder(v as { start_date?: string; end_date?: string }, ctx);
    reviewDeadlinesInOrder(v as { review_deadline?: unknown; review_hard_deadline?: unknown }, ctx);
  });

const senderLocalPart = z
  .string({ error: "Sender email is required." })
  .trim()
  .min(1, "Sender email is required.")
  .max(64, "Sender email must be at most 64 characters.")
  .regex(
    /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/,
    "Type only the part before the @, without spaces.",
  )
  .refine((v) => !isReservedSender(v), RESERVED_SENDER_MESSAGE);

const sequence = (label: string) => integer(label, 1, 2147483647);

/** POST /cfp-circulation-email/ (part 1 sections 2 and 3). */
export const cfpCirculationSchema = z
  .object({
    start_sequence: sequence("Start sequence"),
    end_sequence: sequence("End sequence"),
    sender_email: senderLocalPart,
    subject: oneLine(text("Subject", 200)),
    message: text("Message", 20000),
  })
  .superRefine((v, ctx) => {
    if (v.start_sequence > v.end_sequence) {
      ctx.addIssue({
        code: "custom",
        path: ["end_sequence"],
        message: "End sequence cannot be smaller than start sequence.",
      });
    } else if (v.end_sequence - v.start_sequence + 1 > MAX_CIRCULATION_RANGE) {
      ctx.addIssue({
        code: "custom",
        path: ["end_sequence"],
        message: `One circulation may reach at most ${MAX_CIRCULATION_RANGE} users.`,
      });
    }
  });

export const conferenceIdParam = z.object({ id: idField("Conference id") });

export type ConferenceCreateInput = z.infer<typeof conferenceCreateSchema>;
export type ConferenceUpdateInput = z.infer<typeof conferenceUpdateSchema>;
export type CfpCirculationInput = z.infer<typeof cfpCirculationSchema>;
