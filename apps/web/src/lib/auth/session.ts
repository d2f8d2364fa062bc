import { useSyncExternalStore } from "react";
import type { HandedToTheApp, LoginUser as DomainLoginUser, SignedInSession } from "@symposia/domain";
import { serverRenderContext } from "../serverRender";
import { clearSessionCookie, writeSessionCookie } from "./sessionCookie";

// The spec stores the signed-in user as separate localStorage items; everything that reads or
// clears them goes through this file so the shape lives in one place.
export const SESSION_KEYS = [
  "access_token",
  "first_name",
  "last_name",
  "email",
  "id",
  "role",
  "email_verified",
] as const;

/** The signed-in user as the app keeps it: the login answer's user with its token. */
export type Session = SignedInSession;

/** What storeSession keeps: the login answer's user (an older stored session may lack email_verified). */
export type LoginUser = Omit<DomainLoginUser, "email_verified"> & { email_verified?: boolean };

/** The user a page's first screen was rendered for (never with a token). */
type RenderedUser = NonNullable<HandedToTheApp["session"]>;

const CHANGE_EVENT = "symposia:session";

export function getAccessToken(): string | null {
  const server = serverRenderContext();
  if (server) return server.session?.access_token ?? null;
  return localStorage.getItem("access_token") || null;
}

export function readSession(): Session | null {
  const token = getAccessToken();
  if (!token) return null;
  return {
    access_token: token,
    first_name: localStorage.getItem("first_name") ?? "",
    last_name: localStorage.getItem("last_name") ?? "",
    email: localStorage.getItem("email") ?? "",
    id: Number(localStorage.getItem("id") ?? 0),
    role: localStorage.getItem("role") ?? "USER",
    // a session stored before verification existed counts as verified (no banner)
    email_verified: localStorage.getItem("email_verified") !== "0",
  };
}

export function storeSession(user: LoginUser, accessToken: string): void {
  localStorage.setItem("access_token", accessToken);
  localStorage.setItem("id", String(user.id));
  storeUserFacts(user);
  writeSessionCookie(accessToken);
  notifyChange();
}

/** The user's name, address, role and the address's confirmation, as readSession reads them. */
function storeUserFacts(user: Omit<LoginUser, "id">): void {
  localStorage.setItem("first_name", user.first_name);
  localStorage.setItem("last_name", user.last_name ?? "");
  localStorage.setItem("email", user.email);
  localStorage.setItem("role", user.role);
  localStorage.setItem("email_verified", user.email_verified === false ? "0" : "1");
}

/**
 * The signed-in user as the server knew them when it rendered this page's first screen
 * (HandedToTheApp.session), kept in place of what was stored at login: a name, a role or an
 * address confirmed since (in another browser, say) shows from this page load on, and the first
 * render draws the server's screen exactly. The token stays the stored one.
 */
export function keepRenderedSession(user: RenderedUser): void {
  if (!getAccessToken()) return;
  storeUserFacts(user);
  notifyChange();
}

/** After the verify-email link worked (or the server says it already did): the banner goes. */
export function markEmailVerified(): void {
  if (!getAccessToken()) return;
  localStorage.setItem("email_verified", "1");
  notifyChange();
}

/** Keeps the stored name in step after the user edits their own profile. */
export function updateStoredName(first_name: string, last_name: string): void {
  localStorage.setItem("first_name", first_name);
  localStorage.setItem("last_name", last_name);
  notifyChange();
}

/** Logged out means no access_token; the spec clears all local storage on logout. */
export function signOut(): void {
  localStorage.clear();
  clearSessionCookie();
  notifyChange();
}

export function isAdmin(session: Pick<Session, "role"> | null): boolean {
  return session?.role === "ADMIN";
}

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange); // another tab signed in or out
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

// useSyncExternalStore needs a stable snapshot: the same object until something changed.
let cachedKey = "";
let cachedSession: Session | null = null;
function snapshot(): Session | null {
  const key = SESSION_KEYS.map((k) => localStorage.getItem(k) ?? "").join("\u0000");
  if (key !== cachedKey) {
    cachedKey = key;
    cachedSession = readSession();
  }
  return cachedSession;
}

/**
 * On the server, the caller the page was asked by (lib/serverRender.ts); in the browser, while the
 * server's screen is adopted (lib/serverScreen.ts), the stored session: a screen rendered for
 * another caller differs, and is drawn again.
 */
function serverSnapshot(): Session | null {
  const context = serverRenderContext();
  return context ? context.session : snapshot();
}

/** The signed-in user (from local storage), or null; re-renders on sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
