// Where a signed-out visitor wanted to go: the route guard sends them to the login with `?next=`
// (the page, its query and hash), and the login returns them there. Only a path of this app is
// followed, never another origin (`//evil.example`, `/\evil.example`, `https://…`).

export const NEXT_PARAM = "next";

/** The login's address that returns to `target` (a path with its query and hash). */
export function loginPathFor(target: string): string {
  return target && target !== "/" ? `/?${NEXT_PARAM}=${encodeURIComponent(target)}` : "/";
}

/** The path to go to after signing in, or null when `raw` is missing or not a path of this app. */
export function safeNextPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return null;
  // a control character (a browser drops tabs and line breaks, turning "/\t/x" into "//x") never belongs
  if ([...raw].some((c) => c.charCodeAt(0) < 32)) return null;
  return raw === "/" ? null : raw;
}
