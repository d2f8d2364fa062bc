// Answer schemas of the tag calls (answers/papers.ts, answers/search.ts).
import { z } from "zod";
import type { ConferenceTagCount } from "../../answers/search.js";
import type { Assert, Same } from "./agree.js";
import { paperTagAnswer } from "./papers.js";

/** POST /paper/tags/{paperId}: the paper's tags the caller sees. */
export const paperTagsAnswer = z.array(paperTagAnswer);

/** GET /conference/tags/{confId} */
export const conferenceTagsAnswer = z.array(
  z.strictObject({ name: z.string(), visibility: z.enum(["shared", "private", "chair"]), count: z.number() }),
);

type _Agrees = Assert<Same<z.output<typeof conferenceTagsAnswer>, ConferenceTagCount[]>>;
