import type { Page } from "@playwright/test";
import { login, registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import {
  createPaperConference,
  submitPaperViaApi,
  updateConferenceSettings,
  type PaperConference,
} from "../support/papers.js";
import { sideNav } from "../support/ui.js";

// Delivery snags, walked as a person would: a country chosen by keyboard alone, the All Papers
// actions within reach on a laptop and a phone, deadlines that name their time zone, and the
// side navigation running the whole height of a long page.

test.describe("a searchable select, by keyboard only", () => {
  for (const key of ["Enter", "Tab"] as const) {
    test(`typing a country's full name and pressing ${key} picks it, not a longer name that contains it`, async ({
      page,
    }) => {
      await page.goto("/signup");
      const country = page.getByRole("combobox", { name: "Country", exact: true });
      await country.focus();
      await page.keyboard.type("India");
      // the exact match comes first and is highlighted
      const first = page.getByRole("option").first();
      await expect(first).toHaveText("India");
      await expect(first).toHaveAttribute("data-combobox-selected", "true");
      await expect(page.getByRole("option", { name: "British Indian Ocean Territory" })).toBeVisible();
      await page.keyboard.press(key);
      await expect(country).toHaveValue("India");
      await expect(page.getByRole("listbox")).toBeHidden();
      // the form takes it: submitting does not complain about the country
      await page.getByRole("button", { name: "Signup" }).click();
      await expect(page.getByText("Country is required.")).toBeHidden();
    });
  }
});

test.describe("a conference with papers", () => {
  test.describe.configure({ mode: "serial" });
  let conf: PaperConference;
  let author: Awaited<ReturnType<typeof registerUser>>;

  test.beforeAll(async () => {
    conf = await createPaperConference(["Systems"]);
    author = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
    const token = await login(author.email, author.password);
    for (let i = 1; i <= 25; i += 1) {
      await submitPaperViaApi(token, {
        conf_id: conf.id,
        track_id: conf.tracks[0]!.id,
        paper_title: `A considerably long paper title about engines, number ${i}`,
      });
    }
  });

  async function openAllPapers(page: Page, width: number) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/conference/papers/${conf.id}`);
    await expect(page.getByRole("table", { name: "All papers" })).toBeVisible();
  }

  for (const width of [1280, 375]) {
    test(`All Papers: every action button of a row is reachable at ${width} px`, async ({ signedInPage }) => {
      const page = await signedInPage(conf.chair);
      await openAllPapers(page, width);
      const row = page.getByRole("row").filter({ hasText: "number 1" }).first();
      for (const name of ["Final Review", "Block Paper", "Send Mail to author"]) {
        const button = row.getByRole("button", { name, exact: true });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
        if (width === 1280) {
          // at laptop width the table fits: nothing is cut off at the right edge
          const box = (await button.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(1280);
        }
      }
      await row.getByRole("button", { name: "Send Mail to author", exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  }

  test("a signed-in first visit fetches each file once, the frame's beside the entry, the first papers with the page and the whole page after", async ({
    signedInPage,
  }) => {
    const page = await signedInPage(conf.chair);
    const assets: string[] = [];
    const pageSizes: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/assets/")) assets.push(url.pathname);
      if (url.pathname === `/api/paper/all/${conf.id}/0`) pageSizes.push(url.searchParams.get("per_page")!);
    });
    await openAllPapers(page, 1280);
    await expect(page.getByText("Showing 8 of 25 papers; more appear as you scroll.")).toBeVisible();
    // the first 50 came with the page, in the screen the server rendered and as its answers
    // (the browser asked no other), the whole page once the list had shown
    await expect.poll(() => pageSizes).toEqual(["500"]);
    // the frame's files (build/deferEntry.ts) were asked for once, by the shell's preloads: the
    // app's own loader found them and did not ask again
    const frame = (await page.locator("script[data-frame]").getAttribute("data-frame"))!.split(" ");
    expect(frame.some((f) => f.endsWith(".css")) && frame.some((f) => f.endsWith(".js"))).toBe(true);
    for (const file of frame) expect(assets).toContain(file);
    // and so was the screen's own chunk (data-routes)
    await expect(page.locator('link[rel="modulepreload"][href*="/AllPapersPage-"]')).toHaveCount(1);
    expect(assets.filter((file, i) => assets.indexOf(file) !== i)).toEqual([]);
  });

  test("the side navigation runs the full height of a long page", async ({ signedInPage }) => {
    const page = await signedInPage(author);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/conference/mypapers/${conf.id}`);
    await expect(
      page.getByText("A considerably long paper title about engines, number 1", { exact: true }),
    ).toBeVisible();
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(pageHeight).toBeGreaterThan(1600);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const nav = (await sideNav(page).boundingBox())!;
    const navbar = await page.evaluate(() => {
      const el =
        document.querySelector("nav[aria-label='Main']")!.closest(".mantine-AppShell-navbar") ??
        document.querySelector("nav[aria-label='Main']")!;
      const rect = el.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, viewport: window.innerHeight };
    });
    expect(nav.y).toBeGreaterThanOrEqual(0);
    expect(navbar.bottom).toBeGreaterThanOrEqual(navbar.viewport - 1);
  });

  test("a deadline names its time zone and the UTC instant, and counts down within 48 hours", async ({
    signedInPage,
  }) => {
    // 30 hours from now, written as Berlin wall-clock time
    const at = new Date(Date.now() + 30 * 3600_000);
    const berlin = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(at);
    await updateConferenceSettings(conf, { last_submission_date: berlin, timezone_for_deadline: "Europe/Berlin" });
    const page = await signedInPage(author);
    await page.goto(`/conference/mypapers/${conf.id}`);
    const utc = at.toISOString().slice(0, 16).replace("T", " ");
    const line = page.getByText(/^Last submission date:/);
    await expect(line).toContainText(`${berlin} Europe/Berlin`);
    await expect(line).toContainText(`${utc} UTC`);
    await expect(line).toContainText(/closes in 1 d 5 h|closes in 1 d 6 h/);
  });
});
