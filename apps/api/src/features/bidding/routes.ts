import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { bidReminderSchema, bidSchema, biddingQuerySchema, idField } from "@symposia/domain";
import {
  bidPlacedAnswer,
  bidReminderAnswer,
  biddingPageAnswer,
  trackBidsAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { biddingList, placeBid, remindBidders, trackBids } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });
const paperIdParam = z.object({ paperId: idField("Paper") });
const trackIdParam = z.object({ trackId: idField("Track") });

/** Bidding; the call names are a public contract, spelled exactly. */
export function biddingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Bidding"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/bidding/:confId",
    answer: biddingPageAnswer,
    access: "user",
    tags,
    params: confIdParam,
    query: biddingQuerySchema,
    summary:
      "The caller's bidding list: submitted papers of their TPC tracks (never one they are " +
      "conflicted with), topic matches first, with their bid; paged and searchable.",
    handler: async ({ user, params, query }) => ({ result: await biddingList(ctx, user, params.confId, query) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/bid/:paperId",
    answer: bidPlacedAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: bidSchema,
    summary:
      "Bid yes, maybe, no, or conflict (declares a conflict, source reviewer); empty clears. 409 when bidding is closed.",
    handler: async ({ user, params, body }) => ({
      message: "Your bid has been saved.",
      result: await placeBid(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/bids/:trackId",
    answer: trackBidsAnswer,
    access: "user",
    tags,
    params: trackIdParam,
    summary:
      "A track's bids for its chairs: per paper and per member counts; each member's bids when is_viewing_bids_of_pc_members_chairs_enabled is 1.",
    handler: async ({ user, params }) => ({ result: await trackBids(ctx, user, params.trackId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/bid-reminder/:trackId",
    answer: bidReminderAnswer,
    access: "user",
    tags,
    params: trackIdParam,
    body: bidReminderSchema,
    summary: "Mail the track's accepted members who have fewer than min_bids bids (through the outbox).",
    handler: async ({ user, params, body }) => ({
      message: "The reminders have been queued.",
      result: await remindBidders(ctx, user, params.trackId, body.min_bids, body.message),
    }),
  });
}
