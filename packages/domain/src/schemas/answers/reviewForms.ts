// Answer schemas of the review form and decision list calls (answers/reviews.ts).
import { z } from "zod";
import type { DecisionsAnswer, DecisionsSaved, ReviewFormAnswer, ReviewFormSaved } from "../../answers/reviews.js";
import type { Assert, Same } from "./agree.js";
import { reviewFieldAnswer } from "./common.js";

const outcome = z.enum(["accept", "reject", "none"]);

/** GET /conference/review-form/{confId} */
export const reviewFormAnswer = z.strictObject({
  version: z.number(),
  fields: z.array(reviewFieldAnswer),
  reviews_with_answers: z.number(),
  can_edit: z.boolean(),
});

/** POST /conference/review-form/{confId} */
export const reviewFormSavedAnswer = z.strictObject({
  changed: z.boolean(),
  version: z.number(),
  fields: z.array(reviewFieldAnswer),
});

/** GET /conference/decisions/{confId} */
export const decisionsAnswer = z.strictObject({
  decisions: z.array(z.strictObject({ label: z.string(), outcome, papers: z.number() })),
  can_edit: z.boolean(),
});

/** POST /conference/decisions/{confId} */
export const decisionsSavedAnswer = z.strictObject({
  decisions: z.array(z.strictObject({ label: z.string(), outcome })),
});

type _Agrees = [
  Assert<Same<z.output<typeof reviewFormAnswer>, ReviewFormAnswer>>,
  Assert<Same<z.output<typeof reviewFormSavedAnswer>, ReviewFormSaved>>,
  Assert<Same<z.output<typeof decisionsAnswer>, DecisionsAnswer>>,
  Assert<Same<z.output<typeof decisionsSavedAnswer>, DecisionsSaved>>,
];
