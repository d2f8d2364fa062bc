// A full page load of a signed-in screen carries that screen's HTML, rendered as the caller of the
// session in its cookie (http/renderedPage.ts); anything else gets the plain page. The web app's
// real server entry is exercised by the browser journeys (e2e/tests/server-rendered.spec.ts); here
// a stand-in entry, laid out as the build writes it (dist-server beside dist), echoes what the
// server gave it: the session, the API's answers to the caller, the sanitiser.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HandedToTheApp } from "@symposia/domain";
import { PageTemplate } from "../src/http/renderedPage.js";
import { createTestApp, type TestApp } from "./support/testApp.js";
import { createUser } from "./support/factories.js";
import { buildWorld, type PaperWorld } from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;
let root: string;

const SHELL =
  `<script data-entry="/assets/index-A1.js" data-styles="/assets/index-A1.css" ` +
  `data-frame="/assets/AppLayout-F1.js /assets/restStyles-R1.css" data-routes="[[&quot;/conference&quot;,true,` +
  `[&quot;/assets/ConferenceListPage-C1.js&quot;,&quot;/assets/list-L1.css&quot;]],[&quot;/elsewhere&quot;,true,` +
  `[&quot;/assets/other-O1.css&quot;]]]">/* shell */</script>`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Symposia</title>${SHELL}</head><body><div id="root"></div></body></html>`;

/** Echoes, as HTML, what a screen rendered on the server could read. */
const STAND_IN_ENTRY = `
export async function renderScreen(url, context) {
  const { pathname } = new URL(url);
  if (pathname === "/conference/broken") throw new Error("a component threw");
  if (pathname === "/cfp-list") {
    const list = await context.get("/api/site/cfp-list");
    const echo = { session: context.session, listStatus: list.status, viewportWidth: context.viewportWidth };
    return { html: "<pre>" + JSON.stringify(echo) + "</pre>", patterns: ["/elsewhere"] };
  }
  if (!pathname.startsWith("/conference") || context.session === null) return null;
  const confId = pathname.split("/")[3];
  const papers = await context.get("/api/paper/all/" + confId + "/0?order_by=paper_sequence&order_type=asc&per_page=5&page=1");
  const outside = await context.get("http://example.com/steal");
  const echo = {
    session: context.session,
    papersStatus: papers.status,
    papersTotal: papers.status === 200 ? JSON.parse(papers.body).result.total : null,
    outsideStatus: outside.status,
    viewportWidth: context.viewportWidth,
    sanitized: context.sanitizeHtml('<b>kept</b><img src=x onerror="alert(1)"><script>alert(2)</script>'),
  };
  return { html: "<pre>" + JSON.stringify(echo).replace(/</g, "\\\\u003c") + "</pre>", patterns: ["/conference"] };
}
`;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-web-"));
  fs.mkdirSync(path.join(root, "dist"));
  fs.mkdirSync(path.join(root, "dist-server"));
  fs.writeFileSync(path.join(root, "dist", "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(root, "dist-server", "renderScreen.js"), STAND_IN_ENTRY);
  t = await createTestApp({ webDist: path.join(root, "dist") });
  w = await buildWorld(t);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, method: "GET" | "HEAD" = "GET", userAgent?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie === undefined ? {} : { cookie }), ...(userAgent ? { "user-agent": userAgent } : {}) },
  });

const sessionCookie = (token: string) => `theme=dark; symposia_session=${encodeURIComponent(token)}; other=1`;

interface Echo {
  session: { access_token: string; id: number; email: string; first_name: string; email_verified: boolean };
  papersStatus: number;
  papersTotal: number | null;
  outsideStatus: number;
  viewportWidth: number;
  sanitized: string;
}

/** The API's answers the page hands the app (#symposia-answers), and whose they are. */
function answersOf(body: string): HandedToTheApp {
  const block = /<script type="application\/json" id="symposia-answers">(.*?)<\/script>/.exec(body);
  expect(block, "the answers block after #root").not.toBeNull();
  return JSON.parse(block![1]!) as HandedToTheApp;
}

function echoOf(body: string): Echo {
  const match = /<div id="root" inert data-viewport-width="(\d+)"><pre>(.*?)<\/pre><\/div>/.exec(body);
  expect(match, "the rendered screen, inert, in #root with the width it was laid out for").not.toBeNull();
  const echo = JSON.parse(match![2]!) as Echo;
  expect(Number(match![1]), "the width on #root is the one the screen was rendered for").toBe(echo.viewportWidth);
  return echo;
}

describe("a signed-in screen rendered on the server", () => {
  it("carries the screen rendered as the cookie's caller, with the stylesheets it needs, never stored", async () => {
    const res = await page(`/conference/papers/${w.confId}`, sessionCookie(w.chair.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.etag).toBeUndefined();
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    const echo = echoOf(res.body);
    expect(echo.session).toMatchObject({
      access_token: w.chair.token,
      id: w.chair.id,
      email: w.chair.email,
      first_name: "Carla",
      email_verified: true,
    });
    // the screen's calls are the API's answers to that caller
    expect(echo.papersStatus).toBe(200);
    expect(typeof echo.papersTotal).toBe("number");
    // the API's GETs only
    expect(echo.outsideStatus).toBe(404);
    expect(echo.sanitized).toBe("<b>kept</b>");
    // the app's, the frame's and the route's stylesheets, linked in the head; no script added
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const links = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(["/assets/index-A1.css", "/assets/restStyles-R1.css", "/assets/list-L1.css"]);
    // the shell's script, and the answers the screen was rendered with, as data for the app
    expect(res.body.match(/<script/g)).toHaveLength(2);
    const { for: owner, session, answers } = answersOf(res.body);
    expect(owner).toBe(w.chair.id);
    // the caller as the screen was rendered for them, which the app keeps; never the token
    expect(session).toEqual({
      first_name: "Carla",
      last_name: "Chair",
      email: w.chair.email,
      role: "USER",
      email_verified: true,
    });
    expect(JSON.stringify(answersOf(res.body))).not.toContain(w.chair.token);
    const papersUrl = `/api/paper/all/${w.confId}/0?order_by=paper_sequence&order_type=asc&per_page=5&page=1`;
    expect(Object.keys(answers)).toEqual([papersUrl]);
    const direct = await t.app.inject({
      method: "GET",
      url: papersUrl,
      headers: { authorization: `Bearer ${w.chair.token}` },
    });
    expect(answers[papersUrl]).toEqual({ status: 200, body: direct.body });
  });

  it("hands over answers whose text holds markup as data that cannot end its block", () => {
    const template = new PageTemplate(INDEX_HTML);
    const body = JSON.stringify({ result: { title: "</script><script>alert(1)</script><!--" } });
    const handed = { for: 7, session: null, answers: { "/api/x": { status: 200, body } } };
    const html = template.page("<p>screen</p>", [], 1280, handed)!;
    const block = /<script type="application\/json" id="symposia-answers">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(block).not.toContain("<");
    expect(JSON.parse(block)).toEqual(handed);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("answers what the API answers the caller: a reviewer outside the conference is refused its papers", async () => {
    const echo = echoOf((await page(`/conference/papers/${w.confId}`, sessionCookie(w.stranger.token))).body);
    expect(echo.session.id).toBe(w.stranger.id);
    expect(echo.papersStatus).toBe(403);
    expect(echo.papersTotal).toBeNull();
  });

  it("lays the screen out for the width the app reported, or for a phone's or a desktop's by the user agent", async () => {
    const phone =
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36";
    const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36";
    const chair = sessionCookie(w.chair.token);
    const widthFor = async (cookie: string, userAgent?: string) =>
      echoOf((await page(`/conference/papers/${w.confId}`, cookie, "GET", userAgent)).body).viewportWidth;
    expect(await widthFor(`${chair}; symposia_viewport=820`, phone)).toBe(820);
    expect(await widthFor(chair, phone)).toBe(375);
    expect(await widthFor(chair, desktop)).toBe(1280);
    expect(await widthFor(chair)).toBe(1280);
    // a width no window has is not believed
    for (const reported of ["0", "-5", "1e9", "wide", "12.5", ""])
      expect(await widthFor(`${chair}; symposia_viewport=${reported}`, phone), reported).toBe(375);
  });

  it("tells the screen an unverified address, so the banner is in the first screen too", async () => {
    const unverified = await createUser(t.app, t.ctx, { verified: false });
    const echo = echoOf((await page(`/conference/papers/${w.confId}`, sessionCookie(unverified.token))).body);
    expect(echo.session.email_verified).toBe(false);
    expect(
      answersOf((await page(`/conference/papers/${w.confId}`, sessionCookie(unverified.token))).body).session,
    ).toMatchObject({ email: unverified.email, email_verified: false });
  });

  it("renders a public screen for a visitor without a session, whose calls carry no token", async () => {
    for (const cookie of [undefined, sessionCookie("ended-or-unknown")]) {
      const res = await page("/cfp-list", cookie);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const echo = echoOf(res.body) as unknown as { session: null; listStatus: number };
      expect(echo).toEqual({ session: null, listStatus: 200, viewportWidth: 1280 });
      // a visitor's answers, for a browser with no session stored
      expect(answersOf(res.body)).toMatchObject({ for: null, session: null });
      expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/other-O1.css">');
    }
  });

  it("gets the plain page for a signed-in screen without a session, for a HEAD, or for a screen not rendered on the server", async () => {
    const plain = await page("/conference");
    expect(plain.body).toBe(INDEX_HTML);
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.headers.etag).toBeDefined();
    expect((await page("/conference", "theme=dark")).body).toBe(INDEX_HTML);
    expect((await page("/conference", sessionCookie(w.chair.token), "HEAD")).headers["cache-control"]).toBe("no-cache");
    const notRendered = await page("/profile", sessionCookie(w.chair.token));
    expect(notRendered.body).toBe(INDEX_HTML);
    expect(notRendered.headers["cache-control"]).toBe("no-cache");
  });

  it("gets the plain page for a cookie that proves no session: unknown, malformed, an API token, signed out", async () => {
    for (const cookie of [
      sessionCookie("not-a-session"),
      "symposia_session=%E0%A4%A",
      "symposia_session=",
      sessionCookie("sym_0123456789abcdef"),
    ]) {
      const res = await page("/conference", cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(INDEX_HTML);
    }
    const leaving = await createUser(t.app, t.ctx);
    expect(echoOf((await page("/conference", sessionCookie(leaving.token))).body).session.id).toBe(leaving.id);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await page("/conference", sessionCookie(leaving.token))).body).toBe(INDEX_HTML);
  });

  it("gets the plain page when the render fails (the app renders the screen itself)", async () => {
    const res = await page("/conference/broken", sessionCookie(w.chair.token));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it("keeps the session cookie away from the API: a call with the cookie and no bearer header is not signed in", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/paper/all/${w.confId}/0`,
      headers: { cookie: sessionCookie(w.chair.token) },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("a server entry that cannot load", () => {
  it("leaves every page load the plain page, never an error", async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-web-"));
    fs.mkdirSync(path.join(broken, "dist"));
    fs.mkdirSync(path.join(broken, "dist-server"));
    fs.writeFileSync(path.join(broken, "dist", "index.html"), INDEX_HTML);
    fs.writeFileSync(path.join(broken, "dist-server", "renderScreen.js"), `throw new Error("a broken build");\n`);
    const other = await createTestApp({ webDist: path.join(broken, "dist") });
    try {
      const user = await createUser(other.app, other.ctx);
      for (let i = 0; i < 2; i += 1) {
        const res = await other.app.inject({
          method: "GET",
          url: "/conference",
          headers: { cookie: sessionCookie(user.token) },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(INDEX_HTML);
      }
    } finally {
      await other.close();
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
