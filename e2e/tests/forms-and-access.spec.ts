import type { Page } from "@playwright/test";
import { apiOk, login, registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";

// Forms that accept what people type, pages that say when they are not for the caller, and the
// phone-width lists whose actions stay on screen.
test.describe.configure({ timeout: 120_000 });

/** A conference with one paper assigned to a reviewer who accepted the TPC invitation. */
async function reviewWorld() {
  const conf = await createPaperConference(["Systems"]);
  const track = conf.tracks[0]!;
  const author = await registerUser({ first_name: "Aurora", last_name: "Author" });
  const reviewer = await registerUser({ first_name: "Rex", last_name: "Reviewer" });
  await inviteTpc(conf.chairToken, conf.id, track.id, [reviewer]);
  await answerInvitationViaApi(reviewer, conf.id, "ACCEPT");
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Consensus Without Clocks",
  });
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, {
    token: conf.chairToken,
    json: { reviewer_id: reviewer.id },
  });
  return { conf, reviewer, paper };
}

/** The page's width fits the viewport: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
}

/** "YYYY-MM-DD" of `day` in the month `months` after the current one (UTC). */
function monthDay(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day)).toISOString().slice(0, 10);
}

test("typing 23 in a deadline's hour box gives 23, and a whole date-time typed is kept", async ({ signedInPage }) => {
  const { conf } = await reviewWorld();
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/editConference/${conf.id}`);
  await expect(page.getByRole("heading", { name: "Edit Conference" })).toBeVisible();
  const form = page.getByRole("form", { name: "Edit Conference" });
  await form.getByRole("tab", { name: "Reviewing", exact: true }).click();

  // picked: a day from the calendar, then 23 and 45 typed into the hour and minute boxes
  const deadline = form.getByRole("textbox", { name: "Review Deadline", exact: true });
  await form.getByRole("button", { name: "Choose Review Deadline in a calendar" }).click();
  await page.getByRole("button", { name: "Next month" }).click();
  const day = monthDay(1, 15);
  await page.getByRole("button", { name: day, exact: true }).click();
  await page.getByRole("spinbutton").first().click();
  await page.keyboard.type("23");
  await page.getByRole("spinbutton").nth(1).click();
  await page.keyboard.type("45");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(deadline).toHaveValue(`${day} 23:45`);

  // typed whole into the field
  const hard = form.getByRole("textbox", { name: "Hard Review Deadline", exact: true });
  const later = `${monthDay(2, 20)} 08:30`;
  await hard.fill(later);
  await hard.press("Tab");
  await expect(hard).toHaveValue(later);

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/conference/update/${conf.id}`);
  await form.getByRole("button", { name: "Save Reviewing" }).click();
  expect((await saved).status()).toBe(200);
  const [stored] = await apiOk<Record<string, unknown>[]>("GET", `/conference/${conf.id}`, { token: conf.chairToken });
  expect(String(stored!.review_deadline)).toContain(`${day} 23:45`);
  expect(String(stored!.review_hard_deadline)).toContain(later);
});

test("a reviewer opening All Papers reads that the page is not for them, and goes back", async ({ signedInPage }) => {
  const { conf, reviewer } = await reviewWorld();
  const page = await signedInPage(reviewer);
  await page.goto("/conference/allConference");
  await page.goto(`/conference/papers/${conf.id}`);
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/conference\/allConference$/);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Review Papers' review action and All Papers' actions are on screen without scrolling sideways", async ({
    signedInPage,
  }) => {
    const { conf, reviewer, paper } = await reviewWorld();
    const page = await signedInPage(reviewer);
    await page.goto(`/conference/reviewPapers/${conf.id}`);
    const review = page.getByRole("button", { name: `Review paper ${paper.paper_sequence}` });
    await expect(review).toBeVisible();
    await expectNoSidewaysScroll(page);
    const box = (await review.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await review.click();
    await expect(page.getByRole("dialog")).toBeVisible();

    const chairPage = await signedInPage(conf.chair);
    await chairPage.goto(`/conference/papers/${conf.id}`);
    const finalReview = chairPage.getByRole("button", { name: "Final Review" });
    await expect(finalReview).toBeVisible();
    const actions = (await finalReview.boundingBox())!;
    expect(actions.x + actions.width).toBeLessThanOrEqual(390);
    const mail = chairPage.getByRole("button", { name: "Send Mail to author" });
    const mailBox = (await mail.boundingBox())!;
    expect(mailBox.x + mailBox.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(chairPage);
  });
});
