// Answer schema of GET /conference/pc/{confId} (answers/conferencePc.ts).
import { z } from "zod";
import type { ConferencePc } from "../../answers/conferencePc.js";
import type { Assert, Same } from "./agree.js";

const pcStatus = z.enum(["invited", "accepted", "declined", "awaiting email verification"]);

const pcMember = z.strictObject({
  user_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  affiliation: z.string().nullable(),
  status: pcStatus,
  tracks: z.array(
    z.strictObject({ track_id: z.number(), track_name: z.string(), status: pcStatus, quota: z.number().nullable() }),
  ),
  load: z.number(),
  bids: z.number(),
  quota: z.number().nullable(),
  conflicts: z.number(),
  publications: z.number(),
  reviews_done: z.number(),
  reviews_late: z.number(),
});

export const conferencePcAnswer = z.strictObject({ conf_id: z.number(), members: z.array(pcMember) });

type _Agrees = Assert<Same<z.output<typeof conferencePcAnswer>, ConferencePc>>;
