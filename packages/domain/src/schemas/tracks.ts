// Request schemas of the tracks feature (Config Tracks screen and its calls, spec part 2 §7).
import { z } from "zod";
import { idField, oneLineText, optionalOneLineText, optionalText } from "./common.js";

const trackFields = {
  track_name: oneLineText("Track name", 200),
  track_short_name: optionalOneLineText("Track short name", 50),
  track_description: optionalText("Track description", 5000),
};

/** POST /track/ */
export const trackCreateSchema = z.object({ conf_id: idField("conf_id"), ...trackFields });

/** POST /track/update/{confId}: the path carries the conference, the body the track. */
export const trackUpdateSchema = z.object({ track_id: idField("track_id"), ...trackFields });

/** The Add/Edit Track modal's fields (the web form derives its schema from this). */
export const trackFormSchema = z.object(trackFields);

/** POST /track/chair-assign/{trackId} */
export const chairAssignSchema = z.object({ chair_id: idField("chair_id") });

export type TrackCreateInput = z.infer<typeof trackCreateSchema>;
export type TrackUpdateInput = z.infer<typeof trackUpdateSchema>;
export type TrackFormInput = z.input<typeof trackFormSchema>;
