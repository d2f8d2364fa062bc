import path from "node:path";

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailDomain: string;
  publicUrl: string;
  uploadLimitBytes: number;
  authRateLimit: number;
  /** Directory of the built web app; unset when the API runs alone (tests). */
  webDist?: string;
  /** Whether this process runs the outbox delivery worker. */
  runMailWorker: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** RESPONSE_CACHE_MB (0: off) and RESPONSE_CACHE_TTL_MS: see http/responseCache.ts */
  responseCache: { maxBytes: number; ttlMs: number };
}

export function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

function nonNegativeFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be zero or a positive number, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = intFromEnv(env.PORT, 3000, "PORT");
  return {
    port,
    host: env.HOST || "127.0.0.1",
    databaseUrl: env.DATABASE_URL || "sqlite:./data/conference.db",
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailDomain: env.MAIL_DOMAIN || "localhost",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    uploadLimitBytes: Math.round(intFromEnv(env.UPLOAD_LIMIT_MB, 20, "UPLOAD_LIMIT_MB") * 1024 * 1024),
    authRateLimit: intFromEnv(env.AUTH_RATE_LIMIT, 20, "AUTH_RATE_LIMIT"),
    webDist: env.WEB_DIST ?? path.resolve(import.meta.dirname, "../../web/dist"),
    runMailWorker: env.MAIL_WORKER !== "off",
    sessionTtlHours: intFromEnv(env.SESSION_TTL_HOURS, 24 * 7, "SESSION_TTL_HOURS"),
    logLevel: env.LOG_LEVEL || "info",
    responseCache: {
      maxBytes: Math.round(nonNegativeFromEnv(env.RESPONSE_CACHE_MB, 32, "RESPONSE_CACHE_MB") * 1024 * 1024),
      ttlMs: intFromEnv(env.RESPONSE_CACHE_TTL_MS, 5000, "RESPONSE_CACHE_TTL_MS"),
    },
  };
}
