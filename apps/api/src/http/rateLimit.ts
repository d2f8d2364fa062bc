import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { rateLimited } from "./errors.js";
import { countHit, deleteStaleCounters } from "./rateLimitRepository.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rule {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The limits of the sign-in calls (login, register, get_link, set_password, verify_email, setup),
 * counted in the database so every process shares them: per client address and email, per
 * client address whatever the emails (one address spraying many accounts), and per account
 * whatever the addresses (many addresses guessing one account's password).
 */
export async function enforceAuthRateLimits(ctx: AppContext, request: FastifyRequest, body: unknown, userId: number | null): Promise<void> {
  const { config } = ctx;
  const email = typeof (body as { email?: unknown } | null)?.email === "string" ? (body as { email: string }).email.trim().toLowerCase() : "";
  const route = request.routeOptions.url ?? request.url;
  const rules: Rule[] = [
    { key: `addr-email:${request.ip}|${email}|${route}`, max: config.authRateLimit, windowMs: MINUTE },
    { key: `addr:${request.ip}`, max: config.authRateLimitPerAddress, windowMs: MINUTE },
  ];
  if (email) rules.push({ key: `account:${email}`, max: config.authRateLimitPerAccount, windowMs: HOUR });
  if (userId !== null) rules.push({ key: `user:${userId}`, max: config.authRateLimitPerAccount, windowMs: HOUR });
  // Every rule counts the hit (no short-circuit), so a refused attempt still uses up the budget.
  const counts = await Promise.all(rules.map((rule) => countHit(ctx.db, rule.key, rule.windowMs)));
  if (Math.random() < 0.002) await deleteStaleCounters(ctx.db, 24 * HOUR);
  if (counts.some((hits, i) => hits > rules[i]!.max)) throw rateLimited();
}

/**
 * True the first time in each interval for this target (a reset or verification mail per
 * account); callers answer the same either way, so the limit tells nobody anything.
 */
export async function firstInInterval(ctx: AppContext, key: string, intervalMs: number): Promise<boolean> {
  if (intervalMs <= 0) return true;
  return (await countHit(ctx.db, `once:${key}`, intervalMs)) === 1;
}
