import type { Locator, Page } from "@playwright/test";
import { registerUser, uniqueEmail, type Account } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { linkIn, waitForMail } from "../support/mailbox.js";
import { answerInvitationViaApi, createTpcConference, type TpcConference } from "../support/tpc.js";
import { chooseOption, confirmWith, dialogSettled, loginThroughUi, textbox } from "../support/ui.js";

// The TPC in the browser: a chair invites three people by lines (one of them without an
// account, who gets a mail, sets a password and accepts on the conference card), adds a member by
// hand, runs Auto Assign and sees every paper with its reviewers, then removes and adds a reviewer
// by hand, and sees a conflict of interest explained. The steps build on each other.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const TRACK = "Vision";
const TITLES = ["Seeing in the dark", "Depth from focus", "Colour constancy revisited"];
let conf: TpcConference;
let kim: Account; // existing user, invited; also the author of the last paper
let lea: Account; // existing user, invited
const nina = { first: "Nina", last: "Newcomer", email: uniqueEmail("nina"), password: "Nina-Passw0rd-1" };
const hugo = { first: "Hugo", last: "Handadded", email: uniqueEmail("hugo") };

test.beforeAll(async () => {
  kim = await registerUser({ first_name: "Kim", last_name: "Known" });
  lea = await registerUser({ first_name: "Lea", last_name: "Later" });
  conf = await createTpcConference(TRACK, TITLES, kim);
});

const trackCard = (page: Page): Locator => page.getByRole("article", { name: TRACK, exact: true });

async function openTpcTracks(page: Page): Promise<void> {
  await page.goto(`/conference/tracks/list/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} TPC Tracks` })).toBeVisible();
}

test("a chair invites three people by lines; the one without an account sets a password and accepts", async ({
  signedInPage,
  browser,
  baseURL,
}) => {
  const page = await signedInPage(conf.chair);
  await openTpcTracks(page);

  await test.step("send three lines and read the report line by line", async () => {
    await trackCard(page)
      .getByRole("button", { name: `TPC Invitation for ${TRACK}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `TPC Invitation: ${TRACK}` });
    await dialog
      .getByRole("textbox", { name: "Members to invite" })
      .fill(
        [
          `${nina.first}, ${nina.last}, ${nina.email}, Portugal, Lisbon Vision Lab`,
          `Kim, Known, ${kim.email}, Germany, Known Institute`,
          `Lea,, ${lea.email}, France, Later Lab`,
        ].join("\n"),
      );
    await dialog.getByRole("button", { name: "Send Invitations" }).click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: "3 invited, 0 already a member, 0 already invited, 0 invalid." }),
    ).toBeVisible();
    const report = dialog.getByRole("table", { name: "Invitation report" });
    await expect(report.getByRole("row").filter({ hasText: nina.email })).toContainText("an account was created");
    await expect(report.getByRole("row", { name: /Invited/ })).toHaveCount(3);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // the card lists the three invitations
    await expect(trackCard(page).getByText("Invited")).toHaveCount(3);
  });

  await test.step("the newcomer follows the mailed link, sets a password, signs in and accepts on the card", async () => {
    const mail = await waitForMail(nina.email, { subject: /invitation to the programme committee/ });
    const link = linkIn(mail, /\/reset-password\?token=/);
    const context = await browser.newContext({ baseURL });
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest.getByRole("heading", { name: "Set new password" })).toBeVisible();
    await textbox(guest, "New password").fill(nina.password);
    await textbox(guest, "Confirm password").fill(nina.password);
    await guest.getByRole("button", { name: "Set password" }).click();
    await expect(guest).toHaveURL(/\/$/);
    await loginThroughUi(guest, nina.email, nina.password);
    await guest.getByRole("button", { name: "Accept TPC Invitation" }).click();
    await guest.getByRole("button", { name: `ACCEPT ${TRACK}` }).click();
    await expect(guest.getByText(`You are now a TPC member of the track ${TRACK}.`)).toBeVisible();
    await expect(guest.getByRole("button", { name: "Accept TPC Invitation" })).toHaveCount(0);
    await context.close();
  });

  // Kim and Lea accept too (their side of the card is the same journey as Nina's)
  await answerInvitationViaApi(kim, conf.id, "ACCEPT");
  await answerInvitationViaApi(lea, conf.id, "ACCEPT");
});

test("the chair adds a member by hand", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await openTpcTracks(page);
  await trackCard(page)
    .getByRole("button", { name: `Manage TPC Members of ${TRACK}` })
    .click();
  const dialog = page.getByRole("dialog", { name: `Manage TPC Members: ${TRACK}` });
  const form = dialog.getByRole("form", { name: "Add a TPC member by hand" });
  await textbox(form, "First name").fill(hugo.first);
  await textbox(form, "Last name").fill(hugo.last);
  await textbox(form, "Email").fill(hugo.email);
  await chooseOption(form, "Country", "Spain");
  await textbox(form, "Affiliation").fill("Hand Lab");
  await form.getByRole("button", { name: "Add Member" }).click();
  const members = dialog.getByRole("region", { name: "TPC Members" });
  await expect(members.getByText(hugo.email)).toBeVisible();
  for (const person of [nina.email, kim.email, lea.email]) await expect(members.getByText(person)).toBeVisible();
  await expect(members.getByText("Invited")).toHaveCount(0);
});

test("Auto Assign gives every paper its reviewers, and Track Papers shows them", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await openTpcTracks(page);
  await expectNoSeriousA11yViolations(page, { label: "TPC Tracks" });
  await trackCard(page)
    .getByRole("button", { name: `Auto Assign ${TRACK}` })
    .click();
  const dialog = await dialogSettled(page, `Auto Assign: ${TRACK}`);
  await expect(dialog.getByTestId("auto-assign-papers")).toHaveText("3");
  await expect(dialog.getByTestId("auto-assign-members")).toHaveText("4");
  const perPaper = dialog.getByRole("textbox", { name: "Number of reviewers per paper" });
  await perPaper.fill("0");
  await expect(dialog.getByRole("button", { name: "Assign Reviewers" })).toBeDisabled();
  await perPaper.fill("2");
  await dialog.getByRole("button", { name: "Assign Reviewers" }).click();
  const outcome = dialog.getByRole("status");
  await expect(outcome).toContainText("Assignments made: 6");
  await expect(outcome).toContainText("Reviewer load: 1 to 2");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await trackCard(page)
    .getByRole("button", { name: `All Papers of ${TRACK}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/conference/trackPapers/${conf.id}/${conf.track.id}$`));
  const table = page.getByRole("table", { name: "Track papers" });
  for (const paper of conf.papers) {
    const row = table.getByRole("row").filter({ hasText: paper.title });
    await expect(row.getByRole("cell", { name: "0 of 2 reviewed" })).toBeVisible();
  }
  // Kim is the author of the last paper (Authors column) and never its reviewer (Reviewers column)
  const lastRow = table.getByRole("row").filter({ hasText: TITLES[2]! });
  await expect(lastRow.getByRole("cell").nth(2)).toContainText("Kim Known");
  await expect(lastRow.getByRole("cell").nth(3)).not.toContainText("Kim Known");
});

test("the chair removes a reviewer and adds one by hand; a conflict of interest is explained", async ({
  signedInPage,
}) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/trackPapers/${conf.id}/${conf.track.id}`);
  const table = page.getByRole("table", { name: "Track papers" });
  const first = conf.papers[0]!;
  const row = table.getByRole("row").filter({ hasText: first.title });
  await expect(row.getByRole("cell", { name: "0 of 2 reviewed" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: "Track Papers" });

  await row.getByRole("button", { name: `Manage Reviewers of paper ${first.paper_sequence}` }).click();
  const dialog = await dialogSettled(page, `Manage Reviewers: ${first.paper_sequence}. ${first.title}`);
  await expectNoSeriousA11yViolations(page, { include: "[role=dialog]", label: "Manage Reviewers" });
  const reviewers = dialog.getByRole("region", { name: "Reviewers" });
  const removeButtons = reviewers.getByRole("button", { name: /^Remove reviewer / });
  await expect(removeButtons).toHaveCount(2);
  const removedName = ((await removeButtons.first().getAttribute("aria-label")) ?? "").replace("Remove reviewer ", "");
  await removeButtons.first().click();
  await confirmWith(page, "Are you sure to remove this Reviewer?", "Remove");
  await expect(dialog.getByRole("alert").filter({ hasText: "The reviewer has been removed." })).toBeVisible();
  await expect(removeButtons).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "0 of 1 reviewed" })).toBeVisible();

  // add the same person back through the TPC member search (more than 1 character, by prefix)
  const search = dialog.getByRole("textbox", { name: "Search TPC members" });
  await search.fill(removedName.slice(0, 2));
  await dialog.getByRole("button", { name: `Add ${removedName} as reviewer` }).click();
  await confirmWith(page, "Are you sure to add this TPC member as Reviewer?", "Add");
  await expect(dialog.getByRole("alert").filter({ hasText: "The reviewer has been assigned." })).toBeVisible();
  await expect(removeButtons).toHaveCount(2);
  await expect(row.getByRole("cell", { name: "0 of 2 reviewed" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Kim wrote the last paper: Kim is shown greyed with the reason instead of an Add that would
  // fail (the server's 409 for the same pair is covered by the API tests)
  const last = conf.papers[2]!;
  const lastRow = table.getByRole("row").filter({ hasText: last.title });
  await lastRow.getByRole("button", { name: `Manage Reviewers of paper ${last.paper_sequence}` }).click();
  const lastDialog = page.getByRole("dialog", { name: `Manage Reviewers: ${last.paper_sequence}. ${last.title}` });
  await lastDialog.getByRole("textbox", { name: "Search TPC members" }).fill("Kim");
  const members = lastDialog.getByRole("list", { name: "Matching TPC members" });
  await expect(members.getByRole("button", { name: "Add Kim Known as reviewer" })).toBeDisabled();
  await expect(members.getByText(/Conflict of interest:/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(lastDialog).toBeHidden();

  // the list is scanned by keyboard: j moves to the first paper, Enter opens its reviewers
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.keyboard.press("j");
  await expect(table.getByRole("row").filter({ hasText: first.title })).toHaveAttribute("aria-current", "true");
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("dialog", { name: `Manage Reviewers: ${first.paper_sequence}. ${first.title}` }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // a column hidden stays hidden on the next visit (remembered for this chair)
  await page.getByRole("button", { name: "Columns" }).click();
  await page.getByRole("checkbox", { name: "Authors" }).uncheck();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: "Authors" })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole("row").filter({ hasText: first.title })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Authors" })).toHaveCount(0);
  await expect(page.getByRole("status", { name: "Result counts" })).toHaveText(`${conf.papers.length} papers`);
});
