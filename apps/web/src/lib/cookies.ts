// The app's own cookies (the session's for the server's first screen, the window's width): read
// only by page loads of this site, so each is SameSite=Strict, for the whole site, and Secure on
// https.

/** Sets cookie `name` (its value URI-encoded) for `maxAgeS` seconds; 0 removes it. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Strict${secure}`;
}
