// A full page load of a screen the app lists first answers for (the conference list, All Papers,
// Review Papers, Edit Conference, the public CFP pages), answered with that screen already in the
// page: on a slow phone it shows once the page and its stylesheets have arrived, instead of after
// the app's ~300 KB of code has, and the app's first render then adopts it (React's hydration):
// the same elements become live. The web app renders it (apps/web/src/server/renderScreen.tsx,
// built to apps/web/dist-server); this file finds the caller, answers the screen's API calls and
// puts the result, with those answers, into index.html.
//
// The caller is the browser session in the `symposia_session` cookie, which the app writes beside
// its stored token (apps/web/src/lib/auth/sessionCookie.ts) and which only this page reads: the API
// authenticates every call by its bearer header alone. Each API call of the screen is made through
// the API itself (inject), with that session as its bearer token (none without one), so the page
// holds exactly what the caller's own calls would answer: the same permissions, conflicts and
// anonymity. A visitor without a session (no cookie, or one whose session has ended) gets the
// public screens rendered; anything else (a signed-in screen then, a screen not rendered on the
// server, a render that fails) gets the plain page, which the app renders itself as before.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type {
  HandedToTheApp,
  RenderedScreen,
  ScreenAnswers,
  ScreenRenderContext,
  SignedInSession,
} from "@symposia/domain";
import type { AppContext } from "../context.js";
import { sanitizeRichText } from "../files/sanitizeHtml.js";
import { type AuthUser, sessionCaller } from "./auth.js";
import { hasVerifiedEmail } from "./authRepository.js";
import type { RenderPage } from "./staticAssets.js";

const SESSION_COOKIE = "symposia_session";
/** The window's width the app last reported (apps/web/src/lib/viewport.ts). */
const VIEWPORT_COOKIE = "symposia_viewport";
/** Without a reported width: a phone's for a browser that says it is a mobile one, else a desktop's. */
const GUESSED_WIDTH = { phone: 375, desktop: 1280 };

/** The web app's server entry (apps/web/src/server/renderScreen.tsx). */
export interface ScreenRenderer {
  renderScreen(url: string, context: ScreenRenderContext): Promise<RenderedScreen | null>;
}

/**
 * How the web app's pages get their first screen: through the server entry built next to the web
 * app (dist-server beside dist); undefined when there is none (the app then renders every screen).
 */
export function webAppPageRenderer(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string | undefined,
): RenderPage | undefined {
  if (!webDist) return undefined;
  const entry = path.resolve(webDist, "../dist-server/renderScreen.js");
  const index = path.join(webDist, "index.html");
  if (!fs.existsSync(entry) || !fs.existsSync(index)) return undefined;
  const template = new PageTemplate(fs.readFileSync(index, "utf8"));
  // loaded at the first page asked for: a process that serves none (an API-only deployment behind
  // another web server, the load benchmark) does not hold React's server renderer and the screens
  let renderer: Promise<ScreenRenderer> | undefined;
  return async (request) => {
    if (request.method !== "GET") return null;
    try {
      renderer ??= import(pathToFileURL(entry).href) as Promise<ScreenRenderer>;
      return await renderedPage(app, ctx, await renderer, template, request);
    } catch (error) {
      // the plain page, which the app renders itself (a database that is down, a broken build):
      // a page load never fails for want of its first screen
      request.log.error({ err: error }, "server render of the first screen failed");
      return null;
    }
  };
}

/** The value of the cookie `name` in a Cookie header, decoded, if any. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token in a Cookie header, if any. */
function sessionTokenFrom(cookieHeader: string | undefined): string | null {
  return cookieValue(cookieHeader, SESSION_COOKIE);
}

/** The width of the caller's window to lay the screen out for: reported by the app, or guessed. */
function viewportWidthOf(request: FastifyRequest): number {
  const reported = Number(cookieValue(request.headers.cookie, VIEWPORT_COOKIE));
  if (Number.isInteger(reported) && reported >= 200 && reported <= 10_000) return reported;
  return /\bMobi/.test(request.headers["user-agent"] ?? "") ? GUESSED_WIDTH.phone : GUESSED_WIDTH.desktop;
}

/**
 * index.html with a rendered screen in it: the screen's HTML in #root, inert (nothing in it can be
 * focused, clicked or typed into until the app has adopted it, so nothing typed meanwhile is lost)
 * with the window width it was laid out for (which the app's adopting render uses too), the API's
 * answers it was rendered with and whose they are (a JSON block, `#symposia-answers`:
 * public/shell.js hands them to the app in place of asking again when the stored session is that
 * caller's, so the app adopts the screen with the very same answers), and
 * the stylesheets it needs linked in the head (render-blocking on purpose: the screen must not
 * paint unstyled). Which
 * stylesheets those are the build wrote into the shell's script (build/deferEntry.ts): the app's
 * own (data-styles), the signed-in frame's (data-frame) and each route's (data-routes).
 */
export class PageTemplate {
  private readonly appStyles: string[];
  private readonly routeStyles = new Map<string, string[]>();

  constructor(private readonly indexHtml: string) {
    const shell = /<script\b[^>]*\bdata-entry="[^"]*"[^>]*>/.exec(indexHtml)?.[0] ?? "";
    const attribute = (name: string) => decodeEntities(new RegExp(`\\b${name}="([^"]*)"`).exec(shell)?.[1] ?? "");
    const css = (files: string[]) => files.filter((file) => file.endsWith(".css"));
    this.appStyles = css([...attribute("data-styles").split(" "), ...attribute("data-frame").split(" ")]);
    let routes: [string, boolean, string[]][] = [];
    try {
      routes = JSON.parse(attribute("data-routes") || "[]") as [string, boolean, string[]][];
    } catch {
      // without the list only the app's and the frame's stylesheets are linked
    }
    for (const [pattern, , files] of routes) this.routeStyles.set(pattern, css(files));
  }

  /** Null when index.html has no empty #root to fill (a build this server does not understand). */
  page(rootHtml: string, patterns: string[], viewportWidth: number, handed: HandedToTheApp): string | null {
    const root = '<div id="root"></div>';
    if (!this.indexHtml.includes(root)) return null;
    const styles = new Set([...this.appStyles, ...patterns.flatMap((pattern) => this.routeStyles.get(pattern) ?? [])]);
    const links = [...styles].map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
    return this.indexHtml
      .replace("</head>", () => `${links.join("")}</head>`)
      .replace(
        root,
        () =>
          `<div id="root" inert data-viewport-width="${viewportWidth}">${rootHtml}</div>` +
          // data, never run; "<" escaped, so no text in an answer can end the block
          `<script type="application/json" id="symposia-answers">${JSON.stringify(handed).replace(/</g, "\\u003c")}</script>`,
      );
  }
}

/**
 * The page at the request's address with its screen rendered for the session in its cookie, or
 * null when it is not to be rendered here (see the top of this file).
 */
export async function renderedPage(
  app: FastifyInstance,
  ctx: AppContext,
  renderer: ScreenRenderer,
  template: PageTemplate,
  request: FastifyRequest,
): Promise<string | null> {
  if (request.method !== "GET") return null;
  const token = sessionTokenFrom(request.headers.cookie);
  // a cookie that proves no session renders as a visitor who is not signed in
  const caller = token === null ? null : await sessionCaller(ctx, token);
  const authorization = caller && token ? { authorization: `Bearer ${token}` } : {};
  const answers: ScreenAnswers = {};
  const get = async (url: string) => {
    // only the API's own GETs, and nothing that would leave the API
    if (!url.startsWith("/api/")) return { status: 404, body: "" };
    const answer = await app.inject({ method: "GET", url, headers: { ...authorization, accept: "application/json" } });
    answers[url] = { status: answer.statusCode, body: answer.body };
    return answers[url];
  };
  const context: ScreenRenderContext = {
    session: caller && token ? await sessionOf(ctx, caller.user, token) : null,
    get,
    sanitizeHtml: sanitizeRichText,
    viewportWidth: viewportWidthOf(request),
  };
  // the router reads the path and query only: the origin is a constant, not the Host header
  const screen = await renderer.renderScreen(new URL(request.url, "http://localhost").href, context);
  const handed: HandedToTheApp = { for: context.session?.id ?? null, session: renderedAs(context.session), answers };
  return screen ? template.page(screen.html, screen.patterns, context.viewportWidth, handed) : null;
}

/**
 * The caller as the screen was rendered for them, which the app keeps in place of what it stored at
 * login (a name, a role or the email's confirmation may have changed since, elsewhere): its first
 * render then draws the server's screen exactly. Neither the token nor the id (the block's `for`).
 */
function renderedAs(session: SignedInSession | null): HandedToTheApp["session"] {
  if (!session) return null;
  const { first_name, last_name, email, role, email_verified } = session;
  return { first_name, last_name, email, role, email_verified };
}

/** The session as the app keeps it after a login (its LoginUser with the token). */
async function sessionOf(ctx: AppContext, user: AuthUser, token: string): Promise<SignedInSession> {
  return {
    access_token: token,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    id: user.id,
    role: user.role,
    email_verified: await hasVerifiedEmail(ctx.db, user.id),
  };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
