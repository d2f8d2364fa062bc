/* eslint-disable no-empty-pattern -- Playwright requires a destructuring pattern for fixtures without dependencies */
import { test as base, expect, type Page } from "@playwright/test";
import { adminToken, loginSession, registerUser, type Account } from "./api.js";
import { adminCredentials, baseUrl } from "./env.js";
import { recordNotices } from "./notices.js";

export { expect };
export { expectNoSeriousA11yViolations } from "./a11y.js";
export { expectNotified } from "./notices.js";

/** What the web app keeps in localStorage after a login (spec part 1, section 3). */
type SessionKey = "access_token" | "first_name" | "last_name" | "email" | "id" | "role";

export interface Fixtures {
  /** A freshly registered USER (through the API), unique to this test. */
  user: Account;
  /** The admin account that the global setup created (email, password and a valid token). */
  admin: { email: string; password: string; token: string };
  /**
   * Signs `account` in without typing (logs in through the API and stores the session items and
   * cookie the web app stores after a login), then answers the test's page, still on a blank app page. The
   * login screen itself is covered by the accounts journeys.
   */
  signedInPage: (account: { email: string; password: string }) => Promise<Page>;
  /** Uncaught errors thrown in the page during the test; the test fails when any occurred. */
  noScriptErrors: void;
}

/**
 * A screen the server rendered (apps/api/src/http/renderedPage.ts) is inert until the app's first
 * render has adopted it, live: a person's click before then does nothing. The
 * journeys act as a person once the screen responds, so every load of a page waits for that (a
 * page the server did not render has nothing to wait for). e2e/tests/server-rendered.spec.ts
 * checks the rendered page itself.
 */
const waiting = new WeakSet<Page>();
function waitForTheLiveApp(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const untilLive = () => page.locator("#root[inert]").waitFor({ state: "detached" });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive();
    return response;
  };
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    context.on("page", waitForTheLiveApp);
    await recordNotices(context);
    await use(context);
  },

  page: async ({ page }, use) => {
    waitForTheLiveApp(page);
    await use(page);
  },

  // The server's port is picked by the global setup, after the config was read.
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },

  user: async ({}, use) => {
    await use(await registerUser());
  },

  admin: async ({}, use) => {
    await use({ ...adminCredentials(), token: await adminToken() });
  },

  signedInPage: async ({ page }, use) => {
    await use(async (account) => {
      const session = await loginSession(account.email, account.password);
      const items: Record<SessionKey, string> = {
        access_token: session.access_token,
        first_name: session.user.first_name,
        last_name: session.user.last_name,
        email: session.user.email,
        id: String(session.user.id),
        role: session.user.role,
      };
      // Any same-origin URL gives access to the app's localStorage; the health call is the
      // cheapest one (the SPA is not loaded twice).
      await page.goto("/api/health");
      await page.evaluate((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(items));
      // and the cookie the app writes beside them, from which the server renders a first screen
      await page.context().addCookies([
        {
          name: "symposia_session",
          value: encodeURIComponent(session.access_token),
          url: baseUrl(),
          sameSite: "Strict",
        },
      ]);
      return page;
    });
  },

  noScriptErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}\n${error.stack ?? ""}`));
      await use();
      expect(errors, "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
