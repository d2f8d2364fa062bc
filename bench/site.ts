// The whole site as a visitor meets it, for the transfer and lighthouse scenarios: the built web
// app (apps/web/dist, built first when missing) served by the real server (the compiled
// dist/server.js in a child process, built first) over a throwaway SQLite file seeded with one Approved conference of 500 papers,
// its chair signed in (a session token a browser can store as the app does after login).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";
import { throwawaySqliteFile } from "../apps/api/test/support/throwawayDb.js";
import { apiServer, type Child } from "./loadProcess.js";
import { freePort } from "../test-support/index.js";
import type { BrowserContext, Page } from "puppeteer-core";
import { seedPapers, signedInAs } from "./papersSeed.js";

const REPO = path.resolve(import.meta.dirname, "..");
// BENCH_WEB_DIST=<dir> serves another build instead (e.g. an older commit's, to compare in turns)
export const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.join(REPO, "apps/web/dist");

export interface SignedInUser {
  token: string;
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
}

export interface Site {
  origin: string;
  confId: number;
  chair: SignedInUser;
  /** the site's administrator, signed in: bench/lighthouse.ts warms the server up as this user */
  admin: SignedInUser;
  /** the app's pages a visitor opens, by name */
  pages: { name: string; path: string; signedIn: boolean }[];
  stop(): Promise<void>;
}

/**
 * Debian's Chromium for the browser scenarios (CHROME_PATH overrides it), installed by the test
 * suite's own script when it is missing (apt-get, as root); null, with a line saying so, when
 * there is still none, so the scenario is skipped instead of failing the others.
 */
export function chromiumFor(scenario: string): string | null {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromePath) && !process.env.CHROME_PATH) {
    spawnSync("bash", [path.join(REPO, "scripts/ensure-chromium.sh")], {
      stdio: "inherit",
      env: { ...process.env, CHROMIUM_PATH: chromePath },
    });
  }
  if (fs.existsSync(chromePath)) return chromePath;
  console.log(`No Chromium at ${chromePath} (set CHROME_PATH): skipping ${scenario}.`);
  return null;
}

export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(WEB_DIST, "index.html")) && process.env.BENCH_REBUILD !== "1") {
    console.log(`using the existing build in apps/web/dist (BENCH_REBUILD=1 rebuilds it)`);
    return;
  }
  console.log("building the web app (npm run build -w @symposia/web)…");
  const built = spawnSync("npm", ["run", "build", "-w", "@symposia/web"], { cwd: REPO, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the web build failed");
}

export async function startSite(paperCount = 500): Promise<Site> {
  ensureWebBuild();
  const file = throwawaySqliteFile("symposia-site");
  const database = openDatabase(file.url);
  let server: Child | null = null;
  try {
    await migrateToLatest(database.db);
    const world = await seedPapers(database.db, paperCount);
    // A site in use has its administrator; without one the login page offers the first-run form
    //, which is not the page a visitor normally meets.
    const now = new Date().toISOString();
    const adminRow = await database.db
      .insertInto("users")
      .values({
        first_name: "Site",
        last_name: "Admin",
        email: "admin@bench.test",
        email_normalized: "admin@bench.test",
        country: "Germany",
        affiliation: "Bench Lab",
        password_hash: null,
        role: "ADMIN",
        status: 1,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const adminToken = await signedInAs(
      database.db,
      adminRow.id,
      now,
      new Date(Date.now() + 7 * 86_400_000).toISOString(),
    );
    // The seeded chair: the browser stores these items after a login (lib/auth/session.ts).
    const chairRow = await database.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .innerJoin("conferences", "conferences.created_by", "users.id")
      .select(["users.id", "users.first_name", "users.last_name", "users.email", "users.role"])
      .where("conferences.id", "=", world.confId)
      .executeTakeFirstOrThrow();
    await database.close();
    server = apiServer(file.url, await freePort(), { WEB_DIST: WEB_DIST, LOG_LEVEL: "error" });
    await server.start("/api/health");
    const running = server;
    const c = world.confId;
    return {
      origin: running.origin,
      confId: c,
      chair: { token: world.chairToken, ...chairRow, last_name: chairRow.last_name ?? "" },
      admin: {
        token: adminToken,
        id: adminRow.id,
        first_name: "Site",
        last_name: "Admin",
        email: "admin@bench.test",
        role: "ADMIN",
      },
      pages: [
        { name: "login", path: "/", signedIn: false },
        { name: "public CFP list", path: "/cfp-list", signedIn: false },
        { name: "public CFP page", path: `/cfp/${c}`, signedIn: false },
        { name: "conference list", path: "/conference/allConference", signedIn: true },
        { name: "All Papers (500)", path: `/conference/papers/${c}`, signedIn: true },
        { name: "Review Papers", path: `/conference/reviewPapers/${c}`, signedIn: true },
        { name: "Edit Conference", path: `/conference/editConference/${c}`, signedIn: true },
      ],
      async stop() {
        await running.stop();
        await file.drop();
      },
    };
  } catch (error) {
    await server?.stop();
    await database.close().catch(() => undefined);
    await file.drop();
    throw error;
  }
}

/**
 * A tab in a fresh browser context, as a visitor of `page` arrives: the chair's session in
 * localStorage for signed-in pages (none otherwise) and an empty HTTP cache, on about:blank.
 * The session is stored from a second tab of the same context, which is then closed: the returned
 * tab has never shown the app, so no earlier document of ours (kept in the back/forward cache, or
 * unloading) shares its frame when Lighthouse starts tracing. With the app visited in the same tab
 * first, one page in about seven failed at random with NO_NAVSTART (no navigation found in the trace).
 */
export async function visitorTab(context: BrowserContext, site: Site, page: Site["pages"][number]): Promise<Page> {
  // The session is stored from a document of the site that loads none of the app's code (the
  // icon): a page of the app would leave its entry script in the renderer's memory cache, which
  // clearing the HTTP cache does not empty, and the measured tab, when it shared that renderer,
  // then got the entry (~130 KB) for free: an LCP 0.8 s better than a first visit's.
  const setup = await context.newPage();
  await setup.goto(`${site.origin}/favicon.svg`, { waitUntil: "load" });
  await setup.evaluate(page.signedIn ? signInScript(site) : SIGN_OUT_SCRIPT);
  const cdp = await setup.createCDPSession();
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  const tab = await context.newPage();
  await setup.close();
  return tab;
}

/** The session cookie the app writes beside the stored token (apps/web/src/lib/auth/sessionCookie.ts). */
const SESSION_COOKIE = "symposia_session";

/** A script for the page that forgets any session, as the app's sign-out does. */
export const SIGN_OUT_SCRIPT = `localStorage.clear(); document.cookie = "${SESSION_COOKIE}=; Path=/; Max-Age=0";`;

/**
 * A script for the page that stores a user's session (the chair's by default) as the app does
 * after login: in localStorage, and as the cookie with which the server renders a signed-in first
 * screen.
 */
export function signInScript(site: Site, user: SignedInUser = site.chair): string {
  const items = {
    access_token: user.token,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    id: String(user.id),
    role: user.role,
  };
  const cookie = `${SESSION_COOKIE}=${encodeURIComponent(user.token)}; Path=/; SameSite=Strict`;
  return `for (const [k, v] of Object.entries(${JSON.stringify(items)})) localStorage.setItem(k, v); document.cookie = ${JSON.stringify(cookie)};`;
}
