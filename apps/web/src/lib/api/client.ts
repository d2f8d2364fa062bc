import { getAccessToken, signOut } from "../auth/session";
import { loginPathFor } from "../auth/nextPath";
import { notifyError } from "../../components/notify";
import { serverRenderContext } from "../serverRender";
import { takeEarlyAnswer } from "./earlyAnswers";
import { ApiError, NETWORK_ERROR_MESSAGE, NOT_AUTHORIZED_MESSAGE } from "./errors";

export { ApiError } from "./errors";

// The one place that talks HTTP to the API (spec part 1 §8, part 2 §8): base path, bearer token,
// JSON or multipart bodies, upload progress, the envelope, and the 601 / 401 / 199 error codes.

export const API_BASE = "/api";

/** Every answer of the API: `{ success, message, result }`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** `result` of a paged list. */
export interface Paged<T> {
  data: T[];
  total: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface UnauthorizedHandling {
  /** Show the global "not authorized" alert (default true); pages with their own alert pass false. */
  notify?: boolean;
  /** Wait before signing out and going to / (default 2000 ms; Change Password uses 6000). */
  delayMs?: number;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Given for uploads: the request goes through XMLHttpRequest and reports 0–100. */
  onUploadProgress?: (percent: number) => void;
  /** false for the calls that need no token (login, register, get_link, set_password, public pages). */
  auth?: boolean;
  /** How a 401 on a signed-in call is handled; "manual" leaves everything to the caller. */
  unauthorized?: UnauthorizedHandling | "manual";
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// ---- what happens after a 401 ------------------------------------------------------------

interface ClientHooks {
  navigate: (to: string) => void;
  onSignedOut: () => void;
}

const hooks: ClientHooks = {
  navigate: (to) => window.location.assign(to),
  onSignedOut: () => {},
};

/** The router and the query client plug in here (see app/router.tsx) so the client stays free of them. */
export function configureApiClient(partial: Partial<ClientHooks>): void {
  Object.assign(hooks, partial);
}

let pendingSignOut: ReturnType<typeof setTimeout> | null = null;

/** Signs out and goes to the login (which returns to this page) after `delayMs`; several 401s at once end in one sign-out. */
export function signOutAndRedirect(delayMs = 0): void {
  if (pendingSignOut) return;
  pendingSignOut = setTimeout(() => {
    pendingSignOut = null;
    signOut();
    hooks.onSignedOut();
    // back to this page after signing in again
    hooks.navigate(loginPathFor(`${window.location.pathname}${window.location.search}${window.location.hash}`));
  }, delayMs);
}

/** Test helper: forget a scheduled sign-out. */
export function resetApiClientState(): void {
  if (pendingSignOut) clearTimeout(pendingSignOut);
  pendingSignOut = null;
}

function handleUnauthorized(handling: RequestOptions["unauthorized"]): void {
  if (handling === "manual") return;
  const delayMs = handling?.delayMs ?? 2000;
  if (handling?.notify !== false && !pendingSignOut) notifyError(NOT_AUTHORIZED_MESSAGE, delayMs);
  signOutAndRedirect(delayMs);
}

// ---- building and answering requests -----------------------------------------------------

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function requestHeaders(options: RequestOptions, sendsToken: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers["Content-Type"] = "application/json";
  const token = getAccessToken();
  if (sendsToken && token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns a status and raw body into an envelope, or throws the spec's ApiError. */
function settle<T>(status: number, text: string, options: RequestOptions, sentToken: boolean): Envelope<T> {
  const body = parseBody(text);
  const envelope = body && typeof body === "object" ? (body as Partial<Envelope<unknown>>) : null;
  if (status >= 200 && status < 300) {
    if (!envelope || typeof envelope.success !== "boolean") {
      throw new ApiError(199, status, "The server sent an answer this app does not understand.", body);
    }
    return { success: envelope.success, message: envelope.message ?? "", result: envelope.result as T };
  }
  const message = envelope?.message || (typeof body === "string" && body) || `Request failed with status ${status}.`;
  if (status === 401) {
    if (sentToken) handleUnauthorized(options.unauthorized);
    throw new ApiError(401, status, message, envelope?.result ?? null);
  }
  throw new ApiError(199, status, message, envelope?.result ?? null);
}

function viaFetch<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions,
  sendsToken: boolean,
): Promise<Envelope<T>> {
  // a screen rendered on the server reads as its caller there, and never writes (nor signs out)
  const server = serverRenderContext();
  if (server) {
    if (method !== "GET") return Promise.reject(new ApiError(199, 0, "A server render only reads."));
    return server
      .get(url)
      .then((res) => settle<T>(res.status, res.body, { ...options, unauthorized: "manual" }, sendsToken));
  }
  // the first screen's answers may be on their way already (public/shell.js started them)
  const early =
    method === "GET" && options.body === undefined ? takeEarlyAnswer(url, sendsToken ? getAccessToken() : null) : null;
  return (
    early ??
    fetch(url, {
      method,
      headers: requestHeaders(options, sendsToken),
      body: encodeBody(options.body),
      signal: options.signal,
    })
  ).then(
    async (res) => settle<T>(res.status, await res.text(), options, sendsToken),
    (error: unknown) => {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(601, 0, NETWORK_ERROR_MESSAGE);
    },
  );
}

// fetch cannot report upload progress, so uploads with a progress callback use XMLHttpRequest.
function viaXhr<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions,
  sendsToken: boolean,
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(requestHeaders(options, sendsToken))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(settle<T>(xhr.status, xhr.responseText, options, sendsToken));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new ApiError(601, 0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new DOMException("The request was aborted.", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(encodeBody(options.body) as XMLHttpRequestBodyInit | undefined);
  });
}

/** Sends one API call and answers its envelope; failures throw ApiError (601 / 401 / 199). */
export function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const url = apiUrl(path, options.query);
  const sendsToken = options.auth !== false && getAccessToken() !== null;
  return options.onUploadProgress
    ? viaXhr<T>(method, url, options, sendsToken)
    : viaFetch<T>(method, url, options, sendsToken);
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T = unknown>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};

// ---- downloads ---------------------------------------------------------------------------

function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a file from a streaming API URL (with the bearer token) and saves it in the browser.
 * Errors are thrown like any other call; the spec only logs download failures, so callers may
 * simply `.catch(console.error)`.
 */
export async function apiDownload(
  path: string,
  fallbackName = "download",
  options: Pick<RequestOptions, "query" | "auth"> & { body?: unknown } = {},
): Promise<void> {
  const sendsToken = options.auth !== false && getAccessToken() !== null;
  const headers: Record<string, string> = {};
  const token = getAccessToken();
  if (sendsToken && token) headers.Authorization = `Bearer ${token}`;
  // a body (the bulk downloads' list of papers) makes it a POST
  const init: RequestInit =
    options.body === undefined
      ? { headers }
      : {
          method: "POST",
          headers: { ...headers, "Content-Type": "application/json" },
          body: JSON.stringify(options.body),
        };
  let res: Response;
  try {
    res = await fetch(apiUrl(path, options.query), init);
  } catch {
    throw new ApiError(601, 0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok) settle(res.status, await res.text(), {}, sendsToken);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filenameFrom(res.headers.get("content-disposition"), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
