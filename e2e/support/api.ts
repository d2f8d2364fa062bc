import type { UserSearchHit } from "@symposia/domain";
import { adminCredentials, baseUrl } from "./env.js";
import { linkIn, waitForMail } from "./mailbox.js";

/** The API's answer envelope (DESIGN.md section 2). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  result: T;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
}

export interface CallOptions {
  token?: string;
  /** JSON body */
  json?: unknown;
  /** multipart body: strings are fields, Blobs are files (`new Blob([bytes], {type})`, name in `filename`) */
  multipart?: Record<string, string | { blob: Blob; filename: string }>;
  query?: Record<string, string | number | undefined>;
}

/**
 * Calls the real API (`path` is relative to /api, e.g. "/users") and answers status and envelope
 * without throwing on 4xx: use `apiOk` when the call must succeed.
 */
export async function apiCall<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(`/api${path.startsWith("/") ? path : `/${path}`}`, baseUrl());
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(options.multipart)) {
      if (typeof value === "string") form.append(key, value);
      else form.append(key, value.blob, value.filename);
    }
    body = form;
  } else if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(
      `${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 300)}`,
    );
  }
  return { status: response.status, body: parsed };
}

/** Like apiCall, but fails loudly unless the call answered 200 with success true; answers `result`. */
export async function apiOk<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const { status, body } = await apiCall<T>(method, path, options);
  if (status !== 200 || !body.success) {
    throw new Error(`${method} ${path} answered ${status}: ${body.message} ${JSON.stringify(body.result)}`);
  }
  return body.result;
}

export interface Account {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
  password: string;
  role: "ADMIN" | "USER";
}

let sequence = 0;

/**
 * A unique email for this run, worker and call, so specs never collide when run in parallel or
 * repeatedly against one database. `tag` makes it readable in failure output.
 */
export function uniqueEmail(tag = "user"): string {
  sequence += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? "0";
  const stamp = Date.now().toString(36);
  const random = Math.random().toString(36).slice(2, 6);
  return `${tag}-${stamp}-w${worker}-${sequence}-${random}@example.com`.toLowerCase();
}

/**
 * Registers a user through POST /register and answers the account with its password. The user then
 * opens the mailed verify-email link, as an established user has; `verified: false`
 * leaves the address unproven (the banner shows, hand-typed roles do not attach).
 */
export async function registerUser(
  overrides: Partial<Omit<Account, "id" | "role">> = {},
  { verified = true } = {},
): Promise<Account> {
  const input = {
    first_name: "Ada",
    last_name: "Lovelace",
    email: uniqueEmail(),
    country: "Germany",
    affiliation: "University of Testing",
    password: "Passw0rd-e2e",
    ...overrides,
  };
  const result = await apiOk<{ id: number }>("POST", "/register", { json: input });
  if (verified) await verifyEmailFromMail(input.email);
  return { ...input, id: result.id, role: "USER" };
}

/** Opens the verify-email link mailed to `email` (through the API, as the page would). */
export async function verifyEmailFromMail(email: string): Promise<void> {
  const mail = await waitForMail(email, { subject: /confirm your email address/i });
  const token = new URL(linkIn(mail, /\/verify-email\?token=/)).searchParams.get("token")!;
  await apiOk("POST", "/verify_email", { json: { token } });
}

export interface Session {
  access_token: string;
  /** the login answer's user: the user-search fields plus the role */
  user: UserSearchHit & { role: "ADMIN" | "USER" };
}

/** POST /login; answers the token and the user as the login response carries them. */
export async function loginSession(email: string, password: string): Promise<Session> {
  return apiOk<Session>("POST", "/login", { json: { email, password } });
}

/** POST /login; answers the bearer token. */
export async function login(email: string, password: string): Promise<string> {
  return (await loginSession(email, password)).access_token;
}

let cachedAdminToken: string | undefined;

/** A bearer token of the admin that the global setup created (one login per worker). */
export async function adminToken(): Promise<string> {
  if (cachedAdminToken) {
    const probe = await apiCall("GET", "/users", { token: cachedAdminToken, query: { per_page: 10 } });
    if (probe.status === 200) return cachedAdminToken;
  }
  const { email, password } = adminCredentials();
  cachedAdminToken = await login(email, password);
  return cachedAdminToken;
}
