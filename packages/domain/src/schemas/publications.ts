// Request schemas of the publication list (GET/POST /users/publications, DELETE /users/publication/{id}).
import { z } from "zod";
import {
  AFFINITY_TOP_K_MAX,
  PUBLICATION_ABSTRACT_MAX,
  PUBLICATION_COAUTHORS_MAX,
  PUBLICATION_FORMATS,
  PUBLICATION_TITLE_MAX,
  PUBLICATION_VENUE_MAX,
  PUBLICATION_YEAR_MAX,
  PUBLICATION_YEAR_MIN,
  PUBLICATIONS_MAX,
} from "../rules/publications.js";
import { oneLine, optionalOneLineText, optionalText, oneLineText } from "./common.js";

/** A co-author: a name, or { name, email }. */
const coauthorSchema = z.preprocess(
  (v) => (typeof v === "string" ? { name: v } : v),
  z.object(
    {
      name: oneLineText("Co-author name", 255),
      email: oneLine(
        z
          .string({ error: "Co-author email must be text." })
          .trim()
          .max(254, "Co-author email must be at most 254 characters."),
      ).optional(),
    },
    { error: "A co-author is a name or { name, email }." },
  ),
);

const yearField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" ? Number(v) : v),
  z
    .number({ error: "Year must be a number." })
    .int("Year must be a whole number.")
    .min(PUBLICATION_YEAR_MIN, `Year must be from ${PUBLICATION_YEAR_MIN} to ${PUBLICATION_YEAR_MAX}.`)
    .max(PUBLICATION_YEAR_MAX, `Year must be from ${PUBLICATION_YEAR_MIN} to ${PUBLICATION_YEAR_MAX}.`)
    .optional(),
);

/** One publication typed in by hand (or sent by a script). */
export const publicationInputSchema = z.object({
  title: oneLineText("Title", PUBLICATION_TITLE_MAX),
  abstract: optionalText("Abstract", PUBLICATION_ABSTRACT_MAX),
  year: yearField,
  venue: optionalOneLineText("Venue", PUBLICATION_VENUE_MAX),
  coauthors: z
    .array(coauthorSchema, { error: "coauthors must be a list of names." })
    .max(PUBLICATION_COAUTHORS_MAX, `At most ${PUBLICATION_COAUTHORS_MAX} co-authors.`)
    .optional()
    .default([]),
});

/**
 * POST /users/publications: multipart `file` with `format` (bibtex, dblp or orcid), or a JSON
 * body with `publications`. Which one arrived is checked by the service.
 */
export const publicationsAddSchema = z.object({
  format: z.enum(PUBLICATION_FORMATS, { error: "format must be bibtex, dblp or orcid." }).optional(),
  publications: z
    .array(publicationInputSchema, { error: "publications must be a list." })
    .min(1, "Add at least one publication.")
    .max(PUBLICATIONS_MAX, `At most ${PUBLICATIONS_MAX} publications per call.`)
    .optional(),
});

export type PublicationInput = z.output<typeof publicationInputSchema>;
export type PublicationsAddInput = z.output<typeof publicationsAddSchema>;

/** POST /conference/affinity-compute/{confId} */
export const affinityComputeSchema = z.object({
  top_k: z.coerce
    .number({ error: "top_k must be a number." })
    .int("top_k must be a whole number.")
    .min(1, "top_k must be at least 1.")
    .max(AFFINITY_TOP_K_MAX, `top_k must be at most ${AFFINITY_TOP_K_MAX}.`)
    .optional(),
});
export type AffinityComputeInput = z.output<typeof affinityComputeSchema>;
