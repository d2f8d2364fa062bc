// Answer schemas of the bidding calls (answers/topics.ts).
import { z } from "zod";
import type { BidPlaced, BidReminderResult, BiddingPage, TrackBids } from "../../answers/topics.js";
import type { Assert, Same } from "./agree.js";

const storedBid = z.enum(["yes", "maybe", "no"]);

/** GET /paper/bidding/{confId} */
export const biddingPageAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.number(),
      paper_sequence: z.number(),
      paper_title: z.string(),
      abstract: z.string(),
      keywords: z.string().nullable(),
      track_id: z.number(),
      track_name: z.string(),
      topics: z.array(z.strictObject({ id: z.number(), name: z.string() })),
      topic_matches: z.number(),
      authors: z.array(
        z.strictObject({ first_name: z.string(), last_name: z.string(), affiliation: z.string().nullable() }),
      ),
      bid: storedBid.nullable(),
    }),
  ),
  total: z.number(),
  paper_count: z.number(),
  bid_count: z.number(),
  open: z.boolean(),
  closed_reason: z.string().nullable(),
  bidding_deadline_at: z.string().nullable(),
});

/** POST /paper/bid/{paperId} */
export const bidPlacedAnswer = z.strictObject({
  paper_id: z.number(),
  bid: z.enum(["yes", "maybe", "no", "conflict"]).nullable(),
});

/** GET /track/bids/{trackId} */
export const trackBidsAnswer = z.strictObject({
  details_visible: z.boolean(),
  papers: z.array(
    z.strictObject({
      paper_id: z.number(),
      paper_sequence: z.number(),
      paper_title: z.string(),
      yes: z.number(),
      maybe: z.number(),
      no: z.number(),
      bids: z.array(z.strictObject({ user_id: z.number(), bid: storedBid })).optional(),
    }),
  ),
  members: z.array(
    z.strictObject({
      user_id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      bid_count: z.number(),
      bids: z.array(z.strictObject({ paper_id: z.number(), bid: storedBid })).optional(),
    }),
  ),
});

/** POST /track/bid-reminder/{trackId} */
export const bidReminderAnswer = z.strictObject({ reminded: z.number() });

type _Agrees = [
  Assert<Same<z.output<typeof biddingPageAnswer>, BiddingPage>>,
  Assert<Same<z.output<typeof bidPlacedAnswer>, BidPlaced>>,
  Assert<Same<z.output<typeof trackBidsAnswer>, TrackBids>>,
  Assert<Same<z.output<typeof bidReminderAnswer>, BidReminderResult>>,
];
