import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { rateLimited } from "./errors.js";
import { countHit, deleteStaleCounters, peekHits } from "./rateLimitRepository.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rule {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * The limits of the sign-in calls (login, register, get_link, set_password, verify_email, setup),
 * counted in the database so every process shares them: every request counts per client address
 * and email, and per client address whatever the emails (one address spraying many accounts).
 * Guessing one account's password from many addresses is the login throttle's business below: a
 * per-account count of every call would let anyone lock an owner out, password reset included.
 */
export async function enforceAuthRateLimits(
  ctx: AppContext,
  request: FastifyRequest,
  body: unknown,
  userId: number | null,
): Promise<void> {
  const { config } = ctx;
  const email =
    typeof (body as { email?: unknown } | null)?.email === "string"
      ? (body as { email: string }).email.trim().toLowerCase()
      : "";
  const route = request.routeOptions.url ?? request.url;
  const rules: Rule[] = [
    { key: `addr-email:${request.ip}|${email}|${route}`, max: config.authRateLimit, windowMs: MINUTE },
    { key: `addr:${request.ip}`, max: config.authRateLimitPerAddress, windowMs: MINUTE },
  ];
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

/**
 * Once an account has more failed logins in the hour than AUTH_RATE_LIMIT_PER_ACCOUNT, from
 * whatever addresses, it is under attack: each client address may then fail on it at most this
 * many times an hour. The attacker's addresses are refused before the password is checked; an
 * address that has not failed there (the owner, elsewhere) still signs in, and the owner can always
 * reset the password (password reset is never counted per account).
 */
export const FAILED_LOGINS_PER_ADDRESS_ON_ATTACKED_ACCOUNT = 5;

const loginKeys = (address: string, email: string) => {
  const account = email.trim().toLowerCase();
  return {
    account: `login-failed:${account}`,
    fromAddress: `login-failed:${address}|${account}`,
    triesUnderAttack: `login-tries:${address}|${account}`,
  };
};

/** Before a login's password is checked: 429 for an address that has failed too often on an account under attack. */
export async function refuseAttackingAddress(ctx: AppContext, address: string, email: string): Promise<void> {
  const keys = loginKeys(address, email);
  if ((await peekHits(ctx.db, keys.account, HOUR)) <= ctx.config.authRateLimitPerAccount) return;
  const limit = FAILED_LOGINS_PER_ADDRESS_ON_ATTACKED_ACCOUNT;
  // the failures this address made, and its tries while the account is under attack (which bound
  // a burst of tries sent at once, before any of them has failed)
  const failed = await peekHits(ctx.db, keys.fromAddress, HOUR);
  const tries = await countHit(ctx.db, keys.triesUnderAttack, HOUR);
  if (failed >= limit || tries > limit) {
    throw rateLimited(
      "Too many failed sign-ins to this account from your network. Try again in an hour, or reset your password.",
    );
  }
}

/** A login refused for its credentials: counted against the account and against the address on it (successes never count). */
export async function recordFailedLogin(ctx: AppContext, address: string, email: string): Promise<void> {
  const keys = loginKeys(address, email);
  await Promise.all([countHit(ctx.db, keys.account, HOUR), countHit(ctx.db, keys.fromAddress, HOUR)]);
}
