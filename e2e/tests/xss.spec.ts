// Stored XSS ("Bad input"): markup typed into every free-text field is shown as text on
// every screen that shows it, and never runs. The content security policy is bypassed here on
// purpose: the CSP is a second wall (tests/csp.spec.ts); this spec proves the first one, the
// rendering, holds on its own, so an injected handler WOULD run and be caught.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.js";
import { type XssWorld, armXssTrap, arrangeXssWorld } from "../support/xss.js";

test.use({ bypassCSP: true });
test.describe.configure({ mode: "serial" });

let world: XssWorld;

test.beforeAll(async () => {
  world = await arrangeXssWorld();
});

type Who = "chair" | "author" | "reviewer" | "admin" | "anonymous";

interface Screen {
  name: string;
  who: Who;
  url: (w: XssWorld) => string;
  /** stored payloads this screen shows; each must appear as literal text */
  shows: (keyof XssWorld["text"] | "cfpRich")[];
}

const SCREENS: Screen[] = [
  { name: "conference list", who: "chair", url: () => "/conference", shows: ["eventName"] },
  { name: "all conferences (admin)", who: "admin", url: () => "/conference/allConference", shows: ["eventName"] },
  { name: "conference details", who: "chair", url: (w) => `/conference/${w.confId}`, shows: ["eventName", "venue"] },
  { name: "edit conference", who: "chair", url: (w) => `/conference/editConference/${w.confId}`, shows: [] },
  { name: "tracks", who: "chair", url: (w) => `/conference/tracks/${w.confId}`, shows: ["trackName"] },
  { name: "manage CFP", who: "chair", url: (w) => `/conference/cfp/${w.confId}`, shows: ["committeeFirst"] },
  { name: "public CFP", who: "anonymous", url: (w) => `/cfp/${w.confId}`, shows: ["cfpRich"] },
  { name: "public CFP list", who: "anonymous", url: () => "/cfp-list", shows: ["eventName"] },
  { name: "my papers", who: "author", url: (w) => `/conference/mypapers/${w.confId}`, shows: ["paperTitle"] },
  {
    name: "all papers",
    who: "chair",
    url: (w) => `/conference/papers/${w.confId}`,
    shows: ["paperTitle", "authorFirst", "coauthorFirst", "reviewerFirst"],
  },
  { name: "TPC tracks", who: "chair", url: (w) => `/conference/tracks/list/${w.confId}`, shows: ["trackName"] },
  {
    name: "track papers",
    who: "chair",
    url: (w) => `/conference/trackPapers/${w.confId}/${w.trackId}`,
    shows: ["paperTitle"],
  },
  { name: "review papers", who: "reviewer", url: (w) => `/conference/reviewPapers/${w.confId}`, shows: ["paperTitle"] },
  {
    name: "discussion",
    who: "chair",
    url: (w) => `/paper/discussion/${w.paperId}`,
    shows: ["comment", "remarks", "cfpRich"],
  },
  { name: "reports", who: "chair", url: (w) => `/conference/reports/${w.confId}`, shows: [] },
  { name: "manage users", who: "admin", url: () => "/settings/manageUsers", shows: [] },
  // the newest entries: this world's, unless other journeys wrote many since (so nothing is required to show)
  { name: "audit log", who: "admin", url: () => "/settings/auditLog", shows: [] },
  { name: "profile", who: "author", url: () => "/user/profile", shows: ["authorFirst", "authorAffiliation"] },
];

async function signIn(
  page: Page,
  who: Who,
  signedInPage: (a: { email: string; password: string }) => Promise<Page>,
  admin: { email: string; password: string },
) {
  if (who === "anonymous") return;
  const account = who === "admin" ? admin : world[who];
  await signedInPage(account);
}

/** The literal text a payload must be shown as. */
const shownText = (key: Screen["shows"][number]) => (key === "cfpRich" ? "CfpRich" : world.text[key]);

async function expectClean(page: Page, problems: () => Promise<string[]>, screen: string) {
  // the screen has settled: its data calls are answered and rendered
  await page.waitForLoadState("networkidle");
  expect(await problems(), `${screen}: stored markup ran or was rendered as HTML`).toEqual([]);
}

for (const screen of SCREENS) {
  test(`${screen.name} shows stored markup as text and runs none of it`, async ({ page, signedInPage, admin }) => {
    const trap = await armXssTrap(page);
    await signIn(page, screen.who, signedInPage, admin);
    await page.goto(screen.url(world));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const key of screen.shows)
      await expect(page.getByText(shownText(key), { exact: false }).first()).toBeVisible();
    await expectClean(page, () => trap.problems(), screen.name);
  });
}

test("the paper's history dialog and the profile form keep the payloads inert", async ({ page, signedInPage }) => {
  const trap = await armXssTrap(page);
  await signedInPage(world.chair);
  await page.goto(`/conference/papers/${world.confId}`);
  await expect(page.getByText(world.text.paperTitle, { exact: false }).first()).toBeVisible();
  await page
    .getByRole("button", { name: /History of paper/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /History of paper/ });
  await expect(dialog.getByText(world.text.paperTitle, { exact: false })).toBeVisible();
  // the timeline tells who did what, and the actors' names are payloads too
  await expect(dialog.getByText(`${world.text.authorFirst} ${world.text.authorLast}`).first()).toBeVisible();
  await expect(dialog.getByText(/ decided “/)).toBeVisible();
  await expectClean(page, () => trap.problems(), "paper history");

  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  // names arrive in the edit form as values, character for character
  await expect
    .poll(() => page.locator("input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)))
    .toContain(world.chair.first_name);
  await expectClean(page, () => trap.problems(), "profile");
});

test("the trap itself catches markup that runs (a test that cannot fail is a defect)", async ({ page }) => {
  const trap = await armXssTrap(page);
  await page.goto(`/cfp-list`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    const div = document.createElement("div");
    div.innerHTML = '<img src=x onerror="window.__xss=1">';
    document.body.append(div);
  });
  await expect.poll(async () => (await trap.problems()).join("\n")).toContain("window.__xss was set");
});
