import type { Locator, Page } from "@playwright/test";
import { login, registerUser } from "../support/api.js";
import {
  conferenceAction,
  conferencePayload,
  createConference,
  TINY_PNG,
  uniqueAcronym,
} from "../support/conferences.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { chooseOption, confirmWith, nextMonthDay, pickNextMonthDate } from "../support/ui.js";

// Journeys of a conference from proposal to approval, configuration and the public list;
// the public CFP list for visitors; an admin blocking and unblocking a conference.

const EIGHT_ACTIONS = [
  "Manage CFP",
  "Configuration",
  "Config Tracks",
  "TPC Members",
  "My Papers",
  "All Papers",
  "Reports",
  "Review Paper",
];

const card = (page: Page, acronym: string): Locator => page.getByRole("article", { name: acronym });

/** Runs an ADMIN dropdown action on a card and answers the spec's confirmation. */
async function adminAction(page: Page, acronym: string, label: string, confirmation: string): Promise<void> {
  await card(page, acronym)
    .getByRole("button", { name: `Actions for ${acronym}` })
    .click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
  await confirmWith(page, confirmation);
}

test("a user proposes a conference, an admin approves it, the chair configures it and the public sees it", async ({
  user,
  admin,
  signedInPage,
}) => {
  // A long journey through three sign-ins and five tabs of settings: give it the slow budget.
  test.slow();
  const acronym = uniqueAcronym("PRO");
  const eventName = `Conference on Careful Software ${acronym}`;
  const start = nextMonthDay(15);
  const end = nextMonthDay(17);
  let page = await signedInPage(user);
  let confId = 0;

  await test.step("the user fills in Add Conference and lands on the list with a Pending card", async () => {
    await page.goto("/conference/addConference");
    await expect(page.getByRole("heading", { name: "Add Conference" })).toBeVisible();
    await expect(page.getByText("are mandatory")).toBeVisible();
    const form = page.getByRole("form", { name: "Add Conference" });
    await form.getByRole("textbox", { name: "Event Name", exact: true }).fill(eventName);
    await form.getByRole("textbox", { name: "Acronym", exact: true }).fill(acronym);
    await form.getByRole("textbox", { name: "Event Web Page", exact: true }).fill("https://careful.example.org");
    await pickNextMonthDate(page, "Start Date", start);
    await pickNextMonthDate(page, "End Date", end);
    await form.getByRole("textbox", { name: "Your Role", exact: true }).fill("Programme Chair");
    await form.getByRole("textbox", { name: "Estimated No. of Submissions", exact: true }).fill("80");
    await chooseOption(form, "Primary Area", "Computing");
    await chooseOption(form, "Secondary Area", "Technology");
    await form.getByRole("textbox", { name: "Area Notes", exact: true }).fill("Software quality");
    await form.getByRole("textbox", { name: "Venue", exact: true }).fill("Riverside Centre");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Coimbra");
    await form.getByRole("textbox", { name: "State", exact: true }).fill("Coimbra District");
    await chooseOption(form, "Country", "Portugal");
    await chooseOption(form, "Timezone", "(GMT+00:00) UTC");
    await form.getByRole("textbox", { name: "Contact Email", exact: true }).fill("chairs@careful.example.org");
    await form.getByRole("textbox", { name: "Organizer Phone", exact: true }).fill("+351 239 000 000");
    await form.getByRole("textbox", { name: "Event Organizer", exact: true }).fill("Careful Software Society");
    await form
      .getByRole("textbox", { name: "Organizer Web Page", exact: true })
      .fill("https://society.careful.example.org");
    await form.getByRole("button", { name: "Submit" }).click();

    await expect(page).toHaveURL(/\/conference\/allConference$/);
    const mine = card(page, acronym);
    await expect(mine.getByText("Pending", { exact: true })).toBeVisible();
    await expect(mine.getByText(`${start} – ${end}`)).toBeVisible();
    // no action buttons before approval, and no admin dropdown for a chair
    for (const label of EIGHT_ACTIONS) await expect(mine.getByRole("link", { name: label })).toHaveCount(0);
    await expect(mine.getByRole("button", { name: `Actions for ${acronym}` })).toHaveCount(0);
  });

  await test.step("the admin approves it from the action dropdown", async () => {
    page = await signedInPage(admin);
    await page.goto("/conference/allConference");
    await adminAction(page, acronym, "Approve", "Do you want to Approve this Conference?");
    await expect(card(page, acronym).getByText("Approved", { exact: true })).toBeVisible();
  });

  await test.step("the creator sees the eight action buttons and opens Configuration", async () => {
    page = await signedInPage(user);
    await page.goto("/conference/allConference");
    const mine = card(page, acronym);
    await expect(mine.getByText("Approved", { exact: true })).toBeVisible();
    for (const label of EIGHT_ACTIONS) await expect(mine.getByRole("link", { name: label })).toBeVisible();
    await mine.getByRole("link", { name: "Configuration" }).click();
    await expect(page).toHaveURL(/\/conference\/editConference\/\d+$/);
    confId = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { name: "Edit Conference" })).toBeVisible();
  });

  await test.step("the chair edits settings across the tabs and uploads a logo", async () => {
    const form = page.getByRole("form", { name: "Edit Conference" });
    await expect(form.getByRole("textbox", { name: "Event Name", exact: true })).toHaveValue(eventName);
    await form.getByRole("textbox", { name: "Publisher", exact: true }).fill("Careful Press");
    const chooser = page.waitForEvent("filechooser");
    await form.getByRole("button", { name: "Logo", exact: true }).click();
    await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(form.getByRole("img", { name: "Logo preview" })).toBeVisible();

    await expect(form.getByRole("textbox", { name: "City", exact: true })).toHaveValue("Coimbra");
    await form
      .getByRole("textbox", { name: "Event Approval Email", exact: true })
      .fill("approvals@careful.example.org");
    await saveEditPage(page, "Conference");

    await form.getByRole("tab", { name: "Submission", exact: true }).click();
    // the tab's date fields become pickers when their chunk arrives, which moves the fields below
    // them: wait for it, so the click lands on the switch
    await expect(form.getByRole("button", { name: "Choose Abstract Submission Deadline in a calendar" })).toBeVisible();
    const abstracts = form.getByRole("switch", { name: "Pre-submission Abstract Allowed" });
    await expect(abstracts).not.toBeChecked(); // the spec's one default of 0
    await abstracts.check({ force: true });
    // one of three values
    // a plain (not searchable) Select: open it and pick the option
    await form
      .getByRole("combobox", { name: "Nature of Submission", exact: true })
      .or(form.getByRole("textbox", { name: "Nature of Submission", exact: true }))
      .click();
    await page.getByRole("option", { name: "Abstract, then full paper", exact: true }).click();
    await saveEditPage(page, "Submission");

    await form.getByRole("tab", { name: "Bidding and assignment", exact: true }).click();
    await form.getByRole("textbox", { name: "Number of Reviewers per Paper", exact: true }).fill("5");
    await saveEditPage(page, "Bidding and assignment");
    await form.getByRole("tab", { name: "Reviewing", exact: true }).click();
    await form.getByRole("switch", { name: "Use Subreviewers" }).uncheck({ force: true });
    await saveEditPage(page, "Reviewing");

    await page.goto("/conference/allConference");
    await expect(card(page, acronym).getByRole("img", { name: `${acronym} logo` })).toHaveAttribute(
      "src",
      /^data:image\/png;base64,/,
    );
  });

  await test.step("the details page shows the changes, also after a reload", async () => {
    await card(page, acronym).getByRole("link", { name: eventName }).click();
    await expect(page).toHaveURL(new RegExp(`/conference/${confId}$`));
    for (let i = 0; i < 2; i++) {
      await expect(page.getByRole("heading", { name: eventName })).toBeVisible();
      await expect(page.getByRole("img", { name: `${acronym} logo` })).toBeVisible();
      await expect(page.getByText(`From ${start} To ${end}`)).toBeVisible();
      const value = (key: string) => page.locator(`[data-setting="${key}"]`); // the dd of a labelled value
      await expect(value("publisher")).toHaveText("Careful Press");
      await expect(value("pre_submission_abstract_allowed")).toHaveText("Yes");
      await expect(value("use_subviewers")).toHaveText("No");
      await expect(value("number_of_reviewers_per_paper")).toHaveText("5");
      await expect(value("nature_of_submission")).toHaveText("Abstract, then full paper");
      await expect(value("event_approval_email")).toHaveText("approvals@careful.example.org");
      await expect(value("primary_area_id")).toHaveText("Computing");
      if (i === 0) await page.reload();
    }
    // Scoped to this feature's content: the shared header and breadcrumb are checked by their own journeys.
    await expectNoSeriousA11yViolations(page, { label: "conference details", include: "#conference-details" });
  });

  await test.step("the public CFP list shows the conference with its logo", async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto("/cfp-list");
    const publicCard = card(page, acronym);
    await expect(publicCard.getByText(eventName)).toBeVisible();
    await expect(publicCard.getByRole("img", { name: `${acronym} logo` })).toBeVisible();
    await expect(publicCard.getByRole("link", { name: "CFP" })).toHaveAttribute("href", `/cfp/${confId}`);
  });
});

test("a signed-out visitor opens the public CFP list", async ({ page }) => {
  const chair = await registerUser();
  const token = await login(chair.email, chair.password);
  const shown = await createConference(token, { venue: "Glass Pavilion", city: "Braga", state: "Minho" });
  await conferenceAction(shown.id, "approve");
  const pending = await createConference(token);

  await page.goto("/cfp-list");
  await expect(page.getByRole("heading", { name: "Call for Papers" })).toBeVisible();
  const item = card(page, shown.acronym);
  await expect(item.getByText("Glass Pavilion, Braga, Minho, Portugal")).toBeVisible();
  await expect(item.getByRole("img", { name: `${shown.acronym} logo` })).toContainText(shown.acronym); // the acronym block
  const cfp = item.getByRole("link", { name: "CFP" });
  await expect(cfp).toHaveAttribute("href", `/cfp/${shown.id}`);
  await expect(cfp).toHaveAttribute("target", "_blank");
  await expect(card(page, pending.acronym)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/");
  await expectNoSeriousA11yViolations(page, { label: "public CFP list" });
});

test("an admin blocks an Approved conference and unblocks it again", async ({ admin, signedInPage }) => {
  const chair = await registerUser();
  const conf = await createConference(await login(chair.email, chair.password), conferencePayload());
  await conferenceAction(conf.id, "approve");

  const page = await signedInPage(admin);
  await page.goto("/conference/allConference");
  const item = card(page, conf.acronym);
  await expect(item.getByText("Approved", { exact: true })).toBeVisible();

  await adminAction(page, conf.acronym, "Block", "Do you want to Block this Conference?");
  await expect(item.getByText("Blocked", { exact: true })).toBeVisible();
  for (const label of EIGHT_ACTIONS) await expect(item.getByRole("link", { name: label })).toHaveCount(0);

  // From Blocked the dropdown offers exactly Unblock.
  await item.getByRole("button", { name: `Actions for ${conf.acronym}` }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Unblock"]);
  await page.getByRole("menuitem", { name: "Unblock" }).click();
  await confirmWith(page, "Do you want to Unblock this Conference?");
  await expect(item.getByText("Approved", { exact: true })).toBeVisible();
  await expect(item.getByRole("link", { name: "Manage CFP" })).toBeVisible();
});

/** Saves one page of Edit Conference (one update call each, no confirmation). */
async function saveEditPage(page: Page, name: string) {
  const saved = page.waitForResponse((r) => /\/api\/conference\/update\/\d+$/.test(new URL(r.url()).pathname));
  await page.getByRole("button", { name: `Save ${name}` }).click();
  expect((await saved).status()).toBe(200);
}
