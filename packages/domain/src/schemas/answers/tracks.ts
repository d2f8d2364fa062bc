// Answer schemas of GET /track/all/{confId} and GET /track/{trackId} (answers/tracks.ts).
import { z } from "zod";
import type { Created, Track, TrackChairAdded } from "../../answers/tracks.js";
import type { Assert, Same } from "./agree.js";

const trackChair = z.strictObject({
  id: z.number(),
  track_id: z.number(),
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  awaiting_email_verification: z.boolean(),
});

/** A TPC member of a track (also what adding one answers). */
export const trackReviewer = z.strictObject({
  id: z.number(),
  track_id: z.number(),
  reviewer_id: z.number(),
  reviewer_first_name: z.string(),
  reviewer_last_name: z.string(),
  reviewer_email: z.string(),
  status: z.number(),
});

export const trackAnswer = z.strictObject({
  id: z.number(),
  conf_id: z.number(),
  track_name: z.string(),
  track_short_name: z.string(),
  track_description: z.string(),
  track_chair_data: z.array(trackChair),
  track_reviewer_data: z.array(trackReviewer),
});

/** GET /track/all/{confId} */
export const trackListAnswer = z.array(trackAnswer);

/** POST /track/ and POST /conference */
export const createdAnswer = z.strictObject({ id: z.number() });

/** POST /track/chair-assign/{trackId} */
export const trackChairAddedAnswer = z.strictObject({ id: z.number(), awaiting_email_verification: z.boolean() });

type _Agrees = [
  Assert<Same<z.output<typeof trackAnswer>, Track>>,
  Assert<Same<z.output<typeof createdAnswer>, Created>>,
  Assert<Same<z.output<typeof trackChairAddedAnswer>, TrackChairAdded>>,
];
