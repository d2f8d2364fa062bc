// Request schemas of topics, bidding and preference-aware auto-assignment; their limits,
// bid values and default weights are in ../rules/topics.ts.
import { z } from "zod";
import { BID_VALUES, BIDDING_MAX_PER_PAGE, MAX_TOPICS, TOPIC_NAME_MAX } from "../rules/topics.js";
import { flagField, idField, oneLineText } from "./common.js";

/** POST /conference/topics/{confId}: the whole ordered list; an entry with an id renames that topic, one without adds a topic; a topic left out is removed. */
export const topicsSaveSchema = z.object({
  topics: z
    .array(z.object({ id: idField("Topic").optional(), name: oneLineText("Topic name", TOPIC_NAME_MAX) }), {
      error: "topics must be a list of { id?, name }.",
    })
    .max(MAX_TOPICS, `A conference may have at most ${MAX_TOPICS} topics.`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((t, i) => {
        const key = t.name.trim().toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: "custom", path: [i, "name"], message: `The topic "${t.name}" is listed twice.` });
        seen.add(key);
      });
    }),
});

/** A list of topic ids: a JSON array (multipart) or an array (JSON body). Absent stays undefined. */
export const topicIdsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined;
    if (typeof v === "number") return [v];
    if (typeof v !== "string") return v;
    if (v.trim() === "") return [];
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(idField("Topic"), { error: "topic_ids must be a JSON array of topic ids." })
    .max(MAX_TOPICS, `At most ${MAX_TOPICS} topics.`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
);

/** POST /conference/my-topics/{confId} */
export const myTopicsSchema = z.object({ topic_ids: topicIdsField.transform((v) => v ?? []) });

/** POST /paper/bid/{paperId}: one of yes, maybe, no, conflict; empty (or absent) clears the bid. */
export const bidSchema = z.object({
  bid: z.preprocess(
    (v) => (v === undefined || v === null ? "" : typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(["", ...BID_VALUES], { error: "bid must be one of yes, maybe, no, conflict, or empty to clear it." }),
  ),
});

/** GET /paper/bidding/{confId} */
export const biddingQuerySchema = z.object({
  search: z.string().max(200, "search must be at most 200 characters.").optional(),
  topic_id: z.preprocess((v) => (v === "" ? undefined : v), idField("Topic").optional()),
  track_id: z.preprocess((v) => (v === "" ? undefined : v), idField("Track").optional()),
  /** only papers with this bid; "none" for papers without a bid */
  bid: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["yes", "maybe", "no", "none"], { error: "bid must be yes, maybe, no or none." }).optional(),
  ),
  page: z.coerce
    .number({ error: "page must be a number." })
    .int("page must be a whole number.")
    .min(1, "page must be at least 1.")
    .max(1_000_000)
    .optional()
    .default(1),
  per_page: z.coerce
    .number({ error: "per_page must be a number." })
    .int("per_page must be a whole number.")
    .min(1, "per_page must be at least 1.")
    .max(BIDDING_MAX_PER_PAGE, `per_page must be at most ${BIDDING_MAX_PER_PAGE}.`)
    .optional()
    .default(25),
});

/** POST /track/bid-reminder/{trackId}: mail the accepted members with fewer than min_bids bids. */
export const bidReminderSchema = z.object({
  min_bids: z.coerce
    .number({ error: "min_bids must be a number." })
    .int("min_bids must be a whole number.")
    .min(1, "min_bids must be at least 1.")
    .max(100_000),
  message: z.string().trim().max(20_000, "Message must be at most 20000 characters.").optional(),
});

/** POST /track/reviewer-quota/{trackId}; max_papers empty removes the member's own cap. */
export const reviewerQuotaSchema = z.object({
  reviewer_id: idField("Reviewer"),
  max_papers: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ error: "max_papers must be a number." })
      .int("max_papers must be a whole number.")
      .min(0, "max_papers must be at least 0.")
      .max(100_000)
      .optional(),
  ),
});

/** The preference weights of auto-assign (DEFAULT_ASSIGNMENT_WEIGHTS in ../rules/topics.ts explains them). */
const weight = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number.` })
    .min(-1000, `${label} must be at least -1000.`)
    .max(1000, `${label} must be at most 1000.`)
    .optional();
export const assignmentWeightsSchema = z.object({
  yes: weight("weight_yes"),
  maybe: weight("weight_maybe"),
  none: weight("weight_none"),
  no: weight("weight_no"),
  topic: weight("weight_topic"),
  affinity: weight("weight_affinity"),
});

/** POST /track/affinity/{trackId}: a CSV of paper_id,reviewer_email,score (score in [0, 1]). */
export const affinityImportSchema = z.object({
  csv: z.string({ error: "csv is required." }).max(20_000_000, "The CSV is too large."),
  /** 1: drop the track's earlier scores first */
  replace: flagField("replace").optional(),
});

export type TopicsSaveInput = z.output<typeof topicsSaveSchema>;
export type BidInput = z.output<typeof bidSchema>;
export type BiddingQuery = z.output<typeof biddingQuerySchema>;
