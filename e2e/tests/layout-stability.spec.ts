import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.js";
import { login, registerUser } from "../support/api.js";
import { conferenceAction, createConference } from "../support/conferences.js";

// What a person sees first stays where it is while the rest of the page comes in (lazy widgets,
// settings rendered in slices, answers that arrive later): on a tall screen, where the whole first
// screen is in view, nothing already shown moves. The shifts are the browser's own layout-shift
// entries from the first paint on (the Cumulative Layout Shift of Core Web Vitals).
const TALL_SCREEN = { width: 1350, height: 940 };

/** Records every layout shift without recent input, from the first paint. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map((s) => (s.node?.textContent ?? "").slice(0, 40)),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function shiftsOf(page: Page): Promise<{ value: number; moved: string[] }[]> {
  return page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
}

test("Edit Conference keeps what is in view still while its settings and date pickers come in", async ({
  signedInPage,
}) => {
  const chair = await registerUser();
  const { id } = await createConference(await login(chair.email, chair.password));
  await conferenceAction(id, "approve");
  const page = await signedInPage(chair);
  await page.setViewportSize(TALL_SCREEN);
  await recordShifts(page);
  await page.goto(`/conference/editConference/${id}`);
  // the last of the page's settings, a date picker (loaded after the first paint), and the Save below them
  await expect(page.getByRole("button", { name: "Records (no effect)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Conference" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Start Date/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shifts = await shiftsOf(page);
  expect(
    shifts.reduce((sum, s) => sum + s.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.001);
});
