// Answer schemas of the topic calls (answers/topics.ts).
import { z } from "zod";
import type { MyTopics, Topic } from "../../answers/topics.js";
import type { Assert, Same } from "./agree.js";

const topic = z.strictObject({ id: z.number(), name: z.string() });

/** GET and POST /conference/topics/{confId} */
export const topicsAnswer = z.array(topic);

/** GET and POST /conference/my-topics/{confId} */
export const myTopicsAnswer = z.strictObject({ topic_ids: z.array(z.number()), tpc_track_ids: z.array(z.number()) });

type _Agrees = [Assert<Same<z.output<typeof topic>, Topic>>, Assert<Same<z.output<typeof myTopicsAnswer>, MyTopics>>];
