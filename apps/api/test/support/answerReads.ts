// The chairs' reads that look inside stored JSON answers (review answers, submission field
// answers): PostgreSQL casts that text to jsonb there, so one stored document it refuses fails
// each of them for the whole conference. Tests of text the database cannot hold ask them all.
import type { FastifyInstance } from "fastify";
import { call } from "./testApp.js";

/**
 * Each read's status, by what it is: the dashboard, All Papers searched and sorted by scores, and,
 * with `field` (a submission field's key and a value to look for), searched and filtered by it.
 */
export async function chairsAnswerReads(
  app: FastifyInstance,
  token: string,
  confId: number,
  field?: { key: string; value: string },
): Promise<Record<string, number>> {
  const search = (q: string) => call(app, "GET", `/paper/search/${confId}`, { token, query: { q, scope: "all" } });
  const list = (query: Record<string, string>) => call(app, "GET", `/paper/all/${confId}/0`, { token, query });
  const reads = {
    dashboard: await call(app, "GET", `/conference/dashboard/${confId}`, { token }),
    "All Papers searching by score spread": await search("spread:>=0"),
    "All Papers searching by average score": await search("score:evaluation>=-3"),
    "All Papers sorted by average score": await list({ order_by: "score:reviewer_evaluation", order_type: "desc" }),
    ...(field && {
      "All Papers searching by a submission field": await search(`field:${field.key}=${field.value}`),
      "All Papers filtered by a submission field": await list({ field: field.key, field_value: field.value }),
    }),
  };
  return Object.fromEntries(Object.entries(reads).map(([what, answer]) => [what, answer.status]));
}
