// The session's token, also as a cookie, for one reader only: the server, when it answers a
// full page load of a signed-in screen, renders that screen's HTML as the caller (the browser
// sends no localStorage with a page request). The API never reads this cookie: every call still
// authenticates with the bearer header, so a request another site makes the browser send carries
// no credential, and SameSite=Strict keeps the cookie off cross-site page loads as well (a link
// followed from a mail gets the page the app renders itself). The token is readable by the page's
// script as it is in localStorage already, no more exposed than before.
import { writeCookie } from "../cookies";

export const SESSION_COOKIE = "symposia_session";

/** Kept a month; a cookie whose session has ended meanwhile only gets the page the app renders itself. */
const MAX_AGE_S = 60 * 60 * 24 * 30;

export function writeSessionCookie(token: string): void {
  writeCookie(SESSION_COOKIE, token, MAX_AGE_S);
}

export function clearSessionCookie(): void {
  writeCookie(SESSION_COOKIE, "", 0);
}

/** A session stored before the cookie existed (or a cookie the browser dropped) gets it again at start. */
export function syncSessionCookie(token: string | null): void {
  const current = document.cookie
    .split("; ")
    .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  if (token && current !== encodeURIComponent(token)) writeSessionCookie(token);
  else if (!token && current !== undefined) clearSessionCookie();
}
