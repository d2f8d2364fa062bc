import path from "node:path";

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailDomain: string;
  /** MAIL_FROM: the sender of system mail (see mail/sender.ts); unset, no-reply@MAIL_DOMAIN */
  mailFrom?: string;
  publicUrl: string;
  uploadLimitBytes: number;
  /** AFFINITY_UPLOAD_LIMIT_MB: an affinity CSV file (streamed row by row, so it may be far larger) */
  affinityUploadLimitBytes: number;
  /** RESTORE_LIMIT_MB: a conference archive sent to restore (spooled to a temporary file) */
  restoreLimitBytes: number;
  /** AUTH_RATE_LIMIT: sign-in calls per minute per client address and email */
  authRateLimit: number;
  /** per minute per client address, whatever the emails (AUTH_RATE_LIMIT_PER_ADDRESS) */
  authRateLimitPerAddress: number;
  /** failed logins per hour per account, whatever the addresses; verify_email/resend per hour per signed-in user (AUTH_RATE_LIMIT_PER_ACCOUNT) */
  authRateLimitPerAccount: number;
  /** a reset or verification mail at most once per this many ms per account (RESET_MAIL_INTERVAL_MINUTES) */
  resetMailIntervalMs: number;
  /** TRUST_PROXY=1: the client address comes from X-Forwarded-For */
  trustProxy: boolean;
  /** UPLOAD_READ_CONCURRENCY and PAPER_UPLOAD_CONCURRENCY: see http/route.ts and features/papers/uploadQueue.ts */
  uploadReadConcurrency: number;
  paperUploadConcurrency: number;
  /** UPLOAD_IDLE_TIMEOUT_MS: an upload body that sends nothing this long is answered 408 (http/uploadGuard.ts) */
  uploadIdleTimeoutMs: number;
  /** HTTP_REQUEST_TIMEOUT_MS, HTTP_CONNECTION_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS: the server's own bounds (app.ts) */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number };
  /** PG_POOL_MAX and SQLITE_CACHE_MB: see db/connection.ts */
  pgPoolMax: number;
  sqliteCacheMb: number;
  /** Directory of the built web app; unset when the API runs alone (tests). */
  webDist?: string;
  /** Whether this process runs the outbox delivery worker. */
  runMailWorker: boolean;
  /**
   * Parse every answer against its route's answer schema (http/route.ts). Set by the test app
   * builder only: no variable turns it on, so production never pays for it.
   */
  checkAnswers: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** RESPONSE_CACHE_MB (0: off) and RESPONSE_CACHE_TTL_MS: see http/responseCache.ts */
  responseCache: { maxBytes: number; ttlMs: number };
}

/**
 * A numeric setting from the environment: unset or empty gives `fallback`; anything else must be
 * a finite number greater than zero (or zero too, with `allowZero`), or start-up fails naming the
 * variable. Every numeric setting goes through here, so a typo never becomes NaN at run time.
 */
export function numberFromEnv(
  value: string | undefined,
  fallback: number,
  name: string,
  { allowZero = false } = {},
): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !allowZero)) {
    throw new Error(`${name} must be ${allowZero ? "zero or " : ""}a positive number, got "${value}"`);
  }
  return n;
}

/** A count setting (slots, connections): as numberFromEnv, whole and at least 1. */
export const countFromEnv = (value: string | undefined, fallback: number, name: string): number =>
  Math.max(1, Math.floor(numberFromEnv(value, fallback, name)));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = numberFromEnv(env.PORT, 3000, "PORT");
  const authRateLimit = numberFromEnv(env.AUTH_RATE_LIMIT, 20, "AUTH_RATE_LIMIT");
  return {
    port,
    host: env.HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || "sqlite:./data/conference.db",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDomain: env.MAIL_DOMAIN || "localhost",
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    uploadLimitBytes: Math.round(numberFromEnv(env.UPLOAD_LIMIT_MB, 20, "UPLOAD_LIMIT_MB") * 1024 * 1024),
    affinityUploadLimitBytes: Math.round(
      numberFromEnv(env.AFFINITY_UPLOAD_LIMIT_MB, 500, "AFFINITY_UPLOAD_LIMIT_MB") * 1024 * 1024,
    ),
    restoreLimitBytes: Math.round(numberFromEnv(env.RESTORE_LIMIT_MB, 2048, "RESTORE_LIMIT_MB") * 1024 * 1024),
    authRateLimit,
    authRateLimitPerAddress: numberFromEnv(
      env.AUTH_RATE_LIMIT_PER_ADDRESS,
      5 * authRateLimit,
      "AUTH_RATE_LIMIT_PER_ADDRESS",
    ),
    authRateLimitPerAccount: numberFromEnv(
      env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      5 * authRateLimit,
      "AUTH_RATE_LIMIT_PER_ACCOUNT",
    ),
    resetMailIntervalMs:
      numberFromEnv(env.RESET_MAIL_INTERVAL_MINUTES, 5, "RESET_MAIL_INTERVAL_MINUTES", { allowZero: true }) * 60_000,
    trustProxy: env.TRUST_PROXY === "1",
    uploadReadConcurrency: countFromEnv(env.UPLOAD_READ_CONCURRENCY, 16, "UPLOAD_READ_CONCURRENCY"),
    paperUploadConcurrency: countFromEnv(env.PAPER_UPLOAD_CONCURRENCY, 4, "PAPER_UPLOAD_CONCURRENCY"),
    uploadIdleTimeoutMs: numberFromEnv(env.UPLOAD_IDLE_TIMEOUT_MS, 30_000, "UPLOAD_IDLE_TIMEOUT_MS"),
    http: {
      // a whole request, body included, within 5 minutes (a 20 MB upload at ~70 KB/s)
      requestTimeoutMs: numberFromEnv(env.HTTP_REQUEST_TIMEOUT_MS, 300_000, "HTTP_REQUEST_TIMEOUT_MS", {
        allowZero: true,
      }),
      // a connection on which no byte moves either way for 2 minutes is closed
      connectionTimeoutMs: numberFromEnv(env.HTTP_CONNECTION_TIMEOUT_MS, 120_000, "HTTP_CONNECTION_TIMEOUT_MS", {
        allowZero: true,
      }),
      // an idle keep-alive connection is kept this long (above the 60 s of common load balancers)
      keepAliveTimeoutMs: numberFromEnv(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 72_000, "HTTP_KEEP_ALIVE_TIMEOUT_MS", {
        allowZero: true,
      }),
    },
    pgPoolMax: countFromEnv(env.PG_POOL_MAX, 10, "PG_POOL_MAX"),
    sqliteCacheMb: numberFromEnv(env.SQLITE_CACHE_MB, 32, "SQLITE_CACHE_MB"),
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    runMailWorker: env.MAIL_WORKER !== "off",
    checkAnswers: false,
    sessionTtlHours: numberFromEnv(env.SESSION_TTL_HOURS, 24 * 7, "SESSION_TTL_HOURS"),
    logLevel: env.LOG_LEVEL || "info",
    responseCache: {
      maxBytes: Math.round(
        numberFromEnv(env.RESPONSE_CACHE_MB, 32, "RESPONSE_CACHE_MB", { allowZero: true }) * 1024 * 1024,
      ),
      ttlMs: numberFromEnv(env.RESPONSE_CACHE_TTL_MS, 5000, "RESPONSE_CACHE_TTL_MS"),
    },
  };
}
