import { z } from "zod";
import { DASHBOARD_DEFAULT_MIN_BIDS } from "../answers/dashboard.js";

/** GET /conference/dashboard/{confId}?min_bids=N: the bid reminder threshold the counts use. */
export const dashboardQuerySchema = z.object({
  min_bids: z.coerce
    .number({ error: "min_bids must be a number." })
    .int("min_bids must be a whole number.")
    .min(1, "min_bids must be at least 1.")
    .max(100_000, "min_bids must be at most 100000.")
    .optional()
    .default(DASHBOARD_DEFAULT_MIN_BIDS),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
