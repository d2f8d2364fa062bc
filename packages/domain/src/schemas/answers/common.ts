// Pieces several answer schemas share: a review's answers, a review form's fields (as stored, so
// strict and without the form editor's input checks) and a page of a list.
import { z } from "zod";
import { REVIEW_FIELD_VISIBILITIES } from "../../options/forms.js";
import type { ReviewField } from "../reviewForm.js";
import type { ReviewAnswers } from "../../rules/reviewForm.js";
import type { Assert, Same } from "./agree.js";

export const reviewAnswersAnswer = z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()]));

const fieldBase = {
  key: z.string(),
  label: z.string(),
  description: z.string(),
  required: z.boolean(),
  visibility: z.enum(REVIEW_FIELD_VISIBILITIES),
};

export const reviewFieldAnswer = z.discriminatedUnion("type", [
  z.strictObject({
    ...fieldBase,
    type: z.literal("score"),
    scale: z.array(z.strictObject({ value: z.number(), label: z.string() })),
  }),
  z.strictObject({
    ...fieldBase,
    type: z.literal("text"),
    min_words: z.number().nullish(),
    max_words: z.number().nullish(),
  }),
  z.strictObject({ ...fieldBase, type: z.literal("select"), options: z.array(z.string()) }),
  z.strictObject({ ...fieldBase, type: z.literal("checkbox") }),
]);

/** A call that answers only its message (the envelope's result is null). */
export const noResultAnswer = z.null();

/** A page of a list: its items and how many there are in all. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  return z.strictObject({ data: z.array(item), total: z.number() });
}

type _Agrees = [
  Assert<Same<z.output<typeof reviewAnswersAnswer>, ReviewAnswers>>,
  Assert<Same<z.output<typeof reviewFieldAnswer>, ReviewField>>,
];
