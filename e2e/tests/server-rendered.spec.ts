import { expect, test } from "../support/fixtures.js";
import { login, registerUser, verifyEmailFromMail } from "../support/api.js";
import { conferenceAction, createConference } from "../support/conferences.js";
import { baseUrl } from "../support/env.js";
import { loginThroughUi, openMenuEntry } from "../support/ui.js";

// A full page load of a signed-in screen arrives with the screen in it, rendered by the server as
// the caller of the session cookie the app writes at login (apps/api/src/http/renderedPage.ts);
// the app's first render adopts it (the same elements become live). Signed out, the page is the
// plain one again; the public CFP pages arrive rendered for anyone.
const SESSION_COOKIE = "symposia_session";
const RENDERED = /<div id="root" inert data-viewport-width="\d+">/;

test("a signed-in screen arrives rendered, becomes the live app, and is the plain page again once signed out", async ({
  page,
  context,
}) => {
  const chair = await registerUser({ first_name: "Rosalind", last_name: "Franklin" });
  const { acronym } = await createConference(await login(chair.email, chair.password));

  await test.step("logging in stores the session cookie the server renders from", async () => {
    await loginThroughUi(page, chair.email, chair.password);
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.value).toBe(encodeURIComponent(await page.evaluate(() => localStorage.getItem("access_token")!)));
    expect(cookie?.sameSite).toBe("Strict");
  });

  await test.step("the page's own HTML holds the caller's screen, inert until the app takes over", async () => {
    const response = await page.goto("/conference");
    const html = await response!.text();
    expect(html).toMatch(RENDERED);
    const screen = html.slice(html.indexOf('<div id="root"'));
    expect(screen).toContain(acronym);
    expect(screen).toContain("Rosalind");
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
  });

  await test.step("the app adopts it, and it works", async () => {
    await expect(page.locator("#root[inert]")).toHaveCount(0);
    await expect(page.getByText(acronym, { exact: true }).first()).toBeVisible();
    await page.getByRole("link", { name: "Add Conference" }).click();
    await expect(page).toHaveURL(/\/conference\/addConference$/);
  });

  await test.step("signed out, the cookie is gone and the page is the plain one", async () => {
    await openMenuEntry(page, "Profile", "Logout");
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    const html = await (await page.request.get("/conference")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(acronym);
  });
});

test("a screen the caller may not use is rendered as the app shows it: no papers of a conference they do not chair", async ({
  signedInPage,
  context,
}) => {
  const chair = await registerUser();
  const { id } = await createConference(await login(chair.email, chair.password));
  const stranger = await registerUser({ first_name: "Sam", last_name: "Stranger" });
  const page = await signedInPage(stranger);
  const response = await page.goto(`/conference/papers/${id}`);
  const html = await response!.text();
  expect(html).toMatch(RENDERED);
  expect(html).toContain("You do not have access to this page");
  expect(html).not.toContain("Paper Title");
  await expect(page.locator("#root[inert]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(true);
});

test("a public screen arrives rendered for a visitor who is not signed in", async ({ page, context }) => {
  expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  const response = await page.goto("/cfp-list");
  const html = await response!.text();
  expect(html).toMatch(RENDERED);
  expect(html.slice(html.indexOf('<div id="root"'))).toContain("Call for Papers");
  await expect(page.locator("#root[inert]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Call for Papers", level: 1 })).toBeVisible();
});

test("the app adopts the server's screen: its very elements become live, on a desktop and on a phone", async ({
  signedInPage,
  context,
}) => {
  const chair = await registerUser();
  const { id, acronym } = await createConference(await login(chair.email, chair.password));
  await conferenceAction(id, "approve");
  // the server's heading, taken as soon as the page is parsed (before the app runs)
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector("#root h1");
    });
  });
  const page = await signedInPage(chair);
  const drawnAgain: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("first screen was drawn again")) drawnAgain.push(message.text());
  });
  const adopted = () =>
    page.evaluate(() => {
      const heading = (window as { serverHeading?: Element | null }).serverHeading;
      return heading ? heading.isConnected : null;
    });
  const collapse = page.getByRole("button", { name: "Collapse menu" });
  const burger = page.getByRole("button", { name: "Open navigation" });

  await test.step("a desktop: the server's heading is the live app's, with the answers it was rendered with", async () => {
    const asked: string[] = [];
    const listener = (request: { url(): string }) => asked.push(new URL(request.url()).pathname);
    page.on("request", listener);
    await page.goto("/conference");
    page.off("request", listener);
    // the page's answers are the app's: the browser asked none of the screen's calls again
    expect(asked.filter((path) => path.startsWith("/api/"))).toEqual([]);
    await expect(page.getByText(acronym, { exact: true }).first()).toBeVisible();
    expect(await adopted()).toBe(true);
    await expect(collapse).toBeVisible();
  });

  await test.step("a phone whose width the server had not been told: adopted, then laid out for the phone", async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await context.clearCookies({ name: "symposia_viewport" });
    const response = await page.goto("/conference");
    expect(await response!.text()).toContain('data-viewport-width="1280"');
    expect(await adopted()).toBe(true);
    await expect(burger).toBeVisible();
    await expect(collapse).toHaveCount(0);
  });

  await test.step("the next load is laid out for the width the app reported", async () => {
    const response = await page.reload();
    expect(await response!.text()).toContain('data-viewport-width="375"');
    expect(await adopted()).toBe(true);
    await burger.click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  await test.step("every screen the server renders is adopted as it is, on a phone and on a desktop", async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        "/conference",
        `/conference/papers/${id}`,
        `/conference/reviewPapers/${id}`,
        `/conference/editConference/${id}`,
        "/cfp-list",
        `/cfp/${id}`,
      ]) {
        const response = await page.goto(path);
        expect(await response!.text(), path).toContain("symposia-answers");
        expect(await adopted(), `${path} at ${width} px`).toBe(true);
      }
    }
  });
  expect(drawnAgain).toEqual([]);
});

test("a page rendered for another session than the stored one is the stored session's screen once the app runs, even when its answers are slow", async ({
  signedInPage,
  context,
}) => {
  const stored = await registerUser({ first_name: "Stella", last_name: "Stored" });
  const other = await registerUser({ first_name: "Otto", last_name: "Other" });
  const { acronym: storedConference } = await createConference(await login(stored.email, stored.password));
  const { acronym: otherConference } = await createConference(await login(other.email, other.password));
  const page = await signedInPage(stored);
  // the cookie names the other session (as after a sign-in in a browser that kept an older cookie)
  await context.addCookies([
    { name: SESSION_COOKIE, value: encodeURIComponent(await login(other.email, other.password)), url: baseUrl() },
  ]);
  // and the stored session's answers take longer than the app waits for them
  await page.route("**/api/conference", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  const response = await page.goto("/conference");
  expect(await response!.text()).toContain(otherConference);
  // the page's answers were the other session's: the app asked its own and drew the screen itself
  await expect(page.getByText(storedConference, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(otherConference, { exact: true })).toHaveCount(0);
  await expect(page.locator("#root[inert]")).toHaveCount(0);
  await page.getByRole("link", { name: "Add Conference" }).click();
  await expect(page).toHaveURL(/\/conference\/addConference$/);
});

test("the address confirmed in another browser: the next page load drops the banner, and the screen is still adopted", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Una", last_name: "Confirmed" }, { verified: false });
  const page = await signedInPage(author);
  const drawnAgain: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("first screen was drawn again")) drawnAgain.push(message.text());
  });
  const banner = page.getByRole("region", { name: "Please confirm your email address" });

  await test.step("unconfirmed: the server's screen asks to confirm it, and the app adopts that screen", async () => {
    const html = await (await page.goto("/conference"))!.text();
    expect(html.slice(html.indexOf('<div id="root"'))).toContain("Please confirm your email address");
    await expect(page.locator("#root[inert]")).toHaveCount(0);
    await expect(banner).toBeVisible();
  });

  await test.step("confirmed elsewhere: the server's screen has no banner, and neither has the app's", async () => {
    await verifyEmailFromMail(author.email);
    const html = await (await page.goto("/conference"))!.text();
    expect(html.slice(html.indexOf('<div id="root"'))).not.toContain("Please confirm your email address");
    await expect(page.locator("#root[inert]")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "All Conference" })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("email_verified"))).toBe("1");
  });
  expect(drawnAgain).toEqual([]);
});
