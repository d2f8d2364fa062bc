import type { LoginUser } from "./answers/users.js";

// What the API server hands the web app's server entry when it renders a page's first screen
// (apps/api/src/http/renderedPage.ts calls apps/web/src/server/renderScreen.tsx): the caller, a
// way to read the API as them, and the stored-HTML sanitiser the browser's DOMPurify stands for.

/** The signed-in user as the app keeps it after a login: the login answer's user with its token. */
export interface SignedInSession extends LoginUser {
  access_token: string;
}

export interface ScreenRenderContext {
  /** the caller, or null for a visitor who is not signed in (the public screens) */
  session: SignedInSession | null;
  /** A GET of an API URL as the caller (with their token, or none): the status and the raw body. */
  get(url: string): Promise<{ status: number; body: string }>;
  /** Stored rich text reduced to what may be shown. */
  sanitizeHtml(html: string): string;
  /**
   * The width of the caller's window in CSS pixels, for the screen's layout (the phone's frame or
   * the desktop's): the one the app last reported, or a guess from the browser's user agent.
   */
  viewportWidth: number;
}

/** The API's answers a screen was rendered with, by URL. */
export type ScreenAnswers = Record<string, { status: number; body: string }>;

/**
 * What a page with a rendered screen hands the app (the `#symposia-answers` JSON block after
 * #root): whose screen it is (the caller's id; null for a visitor), the caller as the server knew
 * them when it rendered (the login answer's user without its id, which is `for`; never the token),
 * and the API's answers the screen was rendered with. The app takes them only when `for` is the
 * stored session's user.
 */
export interface HandedToTheApp {
  for: number | null;
  session: Omit<LoginUser, "id"> | null;
  answers: ScreenAnswers;
}

/** A screen rendered on the server: the markup of #root and the route patterns matched, outermost first. */
export interface RenderedScreen {
  html: string;
  patterns: string[];
}
