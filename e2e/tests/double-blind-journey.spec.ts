import type { Locator, Page } from "@playwright/test";
import { apiOk, login, registerUser } from "../support/api.js";
import { uniqueAcronym } from "../support/conferences.js";
import { expect, expectNoSeriousA11yViolations, expectNotified, test } from "../support/fixtures.js";
import { linkIn, waitForMail } from "../support/mailbox.js";
import { MINIMAL_PDF, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { autoAssign, inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import {
  chooseOption,
  confirmWith,
  dialogSettled,
  submitLogin,
  textbox,
  nextMonthDay,
  pickNextMonthDate,
} from "../support/ui.js";

// A whole Double-blind conference, walked through the screens as people would: a user proposes it
// and the admins are mailed; the admin approves it; the chair adds a track; an author submits a
// paper listing a co-author (who is mailed); the assignments are released and the reviewer follows
// the mail's link while signed out, logs in and reviews without ever seeing who wrote the paper;
// the chair decides; the author reads the decision, uploads the final version, and the chair
// downloads the proceedings. Every screen is scanned with axe once its content has rendered.
// Set up through the API (their screens have journeys of their own): the Double-blind setting and
// the deadlines, the TPC invitation and its answer, auto-assign and the release switch.

const TRACK = "Privacy Engineering";
const TITLE = "Anonymous Credentials in Practice";
const FINAL_PDF = Buffer.concat([MINIMAL_PDF, Buffer.from("% camera-ready version\n")]);

const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

async function chooseFile(
  page: Page,
  scope: Locator,
  name: RegExp,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: "application/pdf", buffer: file.buffer });
}

test("a Double-blind conference from proposal to proceedings, through the screens, accessible on each", async ({
  admin,
  signedInPage,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const proposer = await registerUser({ first_name: "Petra", last_name: `Proposer${suffix}` });
  const author = await registerUser({ first_name: "Dora", last_name: `Writer${suffix}` });
  const coAuthor = await registerUser({ first_name: "Cora", last_name: `Partner${suffix}` });
  const reviewer = await registerUser({ first_name: "Rhea", last_name: `Referee${suffix}` });
  const acronym = uniqueAcronym("DBL");
  const page = await signedInPage(proposer);
  let confId = 0;
  let trackId = 0;
  const chairToken = await login(proposer.email, proposer.password);

  await test.step("a user proposes the conference and the admins are mailed", async () => {
    await page.goto("/conference/addConference");
    const form = page.getByRole("form", { name: "Add Conference" });
    await expect(form).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Add Conference" });
    await form.getByRole("textbox", { name: "Event Name", exact: true }).fill(`Workshop on Blind Review ${acronym}`);
    await form.getByRole("textbox", { name: "Acronym", exact: true }).fill(acronym);
    await form.getByRole("textbox", { name: "Event Web Page", exact: true }).fill("https://blind.example.org");
    await pickNextMonthDate(page, "Start Date", nextMonthDay(15));
    await pickNextMonthDate(page, "End Date", nextMonthDay(17));
    await form.getByRole("textbox", { name: "Your Role", exact: true }).fill("General Chair");
    await form.getByRole("textbox", { name: "Estimated No. of Submissions", exact: true }).fill("40");
    await chooseOption(form, "Primary Area", "Computing");
    await chooseOption(form, "Secondary Area", "Technology");
    await form.getByRole("textbox", { name: "Area Notes", exact: true }).fill("Privacy");
    await form.getByRole("textbox", { name: "Venue", exact: true }).fill("Old Library");
    await form.getByRole("textbox", { name: "City", exact: true }).fill("Braga");
    await form.getByRole("textbox", { name: "State", exact: true }).fill("Braga District");
    await chooseOption(form, "Country", "Portugal");
    await chooseOption(form, "Timezone", "(GMT+00:00) UTC");
    await form.getByRole("textbox", { name: "Contact Email", exact: true }).fill("chairs@blind.example.org");
    await form.getByRole("textbox", { name: "Organizer Phone", exact: true }).fill("+351 253 000 000");
    await form.getByRole("textbox", { name: "Event Organizer", exact: true }).fill("Blind Review Society");
    await form
      .getByRole("textbox", { name: "Organizer Web Page", exact: true })
      .fill("https://society.blind.example.org");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/conference\/allConference$/);
    await expect(card(page, acronym).getByText("Pending", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "conference list (proposer)" });

    const mail = await waitForMail(admin.email, {
      subject: new RegExp(`^${acronym}: a new conference awaits approval$`),
    });
    expect(mail.text).toContain(proposer.email);
    confId = Number(new URL(linkIn(mail, /\/conference\/\d+$/)).pathname.split("/").pop());
    expect(confId).toBeGreaterThan(0);
  });

  await test.step("the admin approves it on the conference list", async () => {
    await signedInPage(admin);
    await page.goto("/conference/allConference");
    await expect(card(page, acronym)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "conference list (admin)" });
    await card(page, acronym)
      .getByRole("button", { name: `Actions for ${acronym}` })
      .click();
    await page.getByRole("menuitem", { name: "Approve", exact: true }).click();
    await confirmWith(page, "Do you want to Approve this Conference?");
    await expect(card(page, acronym)).toContainText("Approved");
    // Double-blind, a deadline a week ahead and co-authors allowed (Edit Conference has its own journey);
    // the assignments stay unreleased until the chair switches them on.
    await updateConferenceSettings(
      { id: confId, chairToken },
      {
        reviewing_model: "Double-blind",
        last_submission_date: utcLocal(7 * 24 * 3600_000),
        timezone_for_deadline: "UTC",
        disable_multiple_authors: 0,
        is_assignment_submitted_papers_to_program_committee_enabled: 0,
      },
    );
  });

  await test.step("the chair adds a track and invites a TPC member", async () => {
    await signedInPage(proposer);
    await page.goto(`/conference/tracks/${confId}`);
    await expect(page.getByRole("heading", { name: `${acronym} Tracks` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Tracks" });
    await page.getByRole("button", { name: "Add Track", exact: true }).click();
    const dialog = await dialogSettled(page, "Add Track");
    await expectNoSeriousA11yViolations(page, { label: "Add Track dialog", include: '[role="dialog"]' });
    await textbox(dialog, "Track name").fill(TRACK);
    await textbox(dialog, "Track short name").fill("PRIV");
    await textbox(dialog, "Track description").fill("Papers on privacy engineering.");
    await dialog.getByRole("button", { name: "Add Track" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, TRACK)).toBeVisible();
    const tracks = await apiOk<{ id: number; track_name: string }[]>("GET", `/track/all/${confId}`, {
      token: chairToken,
    });
    trackId = tracks.find((t) => t.track_name === TRACK)!.id;
    await inviteTpc(chairToken, confId, trackId, [reviewer]);
    await answerInvitationViaApi(reviewer, confId, "ACCEPT");
  });

  await test.step("the author submits the paper listing a co-author, who is mailed", async () => {
    await signedInPage(author);
    await page.goto(`/conference/mypapers/${confId}`);
    await expect(page.getByRole("button", { name: "Submit Paper" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "My Papers (empty)" });
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = await dialogSettled(page, "Submit Paper");
    await expect(dialog.getByText("Double-blind review: anonymise your file")).toBeVisible();
    await chooseOption(dialog, "Track", TRACK);
    await textbox(dialog, "Paper Title").fill(TITLE);
    await textbox(dialog, "Keywords").fill("privacy");
    await textbox(dialog, "Abstract").fill("Credentials that reveal nothing more than needed.");
    await chooseFile(page, dialog, /Paper File/, { name: "paper.pdf", buffer: MINIMAL_PDF });
    const authors = dialog.getByRole("region", { name: "Authors" });
    await authors.getByRole("button", { name: "Add co-author" }).click();
    const row = authors.getByRole("group", { name: "Co-author 1" });
    await textbox(row, "First Name").fill(coAuthor.first_name);
    await textbox(row, "Last Name").fill(coAuthor.last_name);
    await textbox(row, "Email").fill(coAuthor.email);
    await chooseOption(row, "Country", "Spain");
    await textbox(row, "Affiliation").fill("University of Secrets");
    await expectNoSeriousA11yViolations(page, { label: "Submit Paper dialog", include: '[role="dialog"]' });
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, TITLE)).toContainText("Submitted");
    await expectNoSeriousA11yViolations(page, { label: "My Papers (submitted)" });
    const mail = await waitForMail(coAuthor.email, { subject: /you are listed as a co-author of paper/ });
    expect(mail.subject).toContain(acronym);
    expect(mail.text).toContain(TITLE);
  });

  await test.step("auto-assign, then the release mails the reviewer the link to Review Papers", async () => {
    await autoAssign(chairToken, trackId, 1);
    await updateConferenceSettings(
      { id: confId, chairToken },
      { is_assignment_submitted_papers_to_program_committee_enabled: 1 },
    );
    const mail = await waitForMail(reviewer.email, { subject: new RegExp(`^${acronym}: your papers to review$`) });
    expect(mail.text).toContain(TITLE);
    // the mail keeps the authors out too
    for (const name of [author.last_name, coAuthor.last_name]) expect(mail.text).not.toContain(name);
    const link = linkIn(mail, /\/conference\/reviewPapers\//);

    // signed out: the link leads through the login to Review Papers
    await page.goto("/api/health");
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Login" });
    await submitLogin(page, reviewer.email, reviewer.password);
    await expect(page).toHaveURL(new RegExp(`/conference/reviewPapers/${confId}$`));
    await expect(page.getByRole("heading", { name: `${acronym} Review Papers` })).toBeVisible();
  });

  await test.step("the reviewer reviews in the dialog, never seeing the authors, and the list refreshes itself", async () => {
    const paperRow = page.getByRole("table", { name: "Papers to review" }).getByRole("row").filter({ hasText: TITLE });
    await expect(paperRow).toContainText("Not reviewed yet");
    const main = page.getByRole("main");
    const expectNoAuthors = async (scope: Locator) => {
      for (const name of [author.last_name, coAuthor.last_name, author.email, coAuthor.email])
        await expect(scope).not.toContainText(name);
    };
    await expectNoAuthors(main);
    await expectNoSeriousA11yViolations(page, { label: "Review Papers" });
    let loads = 0;
    page.on("load", () => (loads += 1));

    await paperRow.getByRole("button", { name: /^Review paper/ }).click();
    const dialog = await dialogSettled(page, "Submit Review");
    await expect(dialog).toContainText(TITLE);
    await expectNoAuthors(dialog);
    const scores = dialog.getByRole("combobox");
    const count = await scores.count();
    expect(count).toBeGreaterThanOrEqual(2);
    // every score starts on "Choose…": nothing is picked for the reviewer
    for (let i = 0; i < count; i += 1) await expect(scores.nth(i).locator("option:checked")).toHaveText("Choose…");
    await expectNoSeriousA11yViolations(page, { label: "Submit Review dialog", include: '[role="dialog"]' });
    await dialog.getByRole("combobox", { name: "Evaluation" }).selectOption({ label: "Accept" });
    await dialog.getByRole("combobox", { name: "Confidence" }).selectOption({ label: "High" });
    // any further score the form has gets its first real choice
    for (let i = 0; i < count; i += 1) {
      const score = scores.nth(i);
      if ((await score.inputValue()) === "") await score.selectOption({ index: 1 });
      await expect(score).not.toHaveValue("");
    }
    await textbox(dialog, "Remarks").fill("A careful and well-evaluated design.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await confirmWith(page, "Are you sure to submit this review?");
    await expectNotified(page, "Your review has been submitted.");
    await expect(paperRow).toContainText("Accept");
    await expect(paperRow.getByRole("button", { name: /^Review paper/ })).toHaveText("Update Review");
    expect(loads).toBe(0);
    await expectNoAuthors(main);
    await expectNoSeriousA11yViolations(page, { label: "Review Papers (reviewed)" });
  });

  await test.step("the chair decides on Final Review with the conference's decision", async () => {
    await signedInPage(proposer);
    await page.goto(`/conference/papers/${confId}`);
    const paperRow = page.getByRole("table", { name: "All papers" }).getByRole("row").filter({ hasText: TITLE });
    await expect(paperRow).toContainText("1/1");
    await expectNoSeriousA11yViolations(page, { label: "All Papers" });
    await paperRow.getByRole("button", { name: "Final Review" }).click();
    const dialog = await dialogSettled(page, "Final Review");
    await expect(
      dialog.getByRole("article", { name: `Review by ${reviewer.first_name} ${reviewer.last_name}` }),
    ).toContainText("Accept");
    await expectNoSeriousA11yViolations(page, { label: "Final Review dialog", include: '[role="dialog"]' });
    await dialog.getByRole("combobox", { name: "Decision" }).selectOption("Accept");
    await textbox(dialog, "Final decision remark").fill("The reviewer supports it.");
    await dialog.getByRole("button", { name: "Submit Final Review" }).click();
    await confirmWith(page, "Are you sure to submit the Final Review?");
    await expect(dialog).toBeHidden();
    await expect(paperRow.getByText("Accept", { exact: true })).toBeVisible();
    await updateConferenceSettings(
      { id: confId, chairToken },
      { camera_ready_open: 1, camera_ready_deadline: utcLocal(5 * 24 * 3600_000) },
    );
  });

  await test.step("the author reads the decision on My Papers and uploads the final version", async () => {
    await signedInPage(author);
    await page.goto(`/conference/mypapers/${confId}`);
    await expect(card(page, TITLE).getByText("Accept", { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "My Papers (decided)" });
    await card(page, TITLE).getByRole("button", { name: "Upload final version" }).click();
    const dialog = await dialogSettled(page, "Upload final version");
    await expect(dialog.getByText(/^Camera-ready deadline: .* UTC$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Upload final version dialog", include: '[role="dialog"]' });
    await chooseFile(page, dialog, /Final version \(PDF\)/, { name: "camera-ready.pdf", buffer: FINAL_PDF });
    await dialog.getByRole("button", { name: "Upload final version" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, TITLE).getByText("Final version uploaded")).toBeVisible();
  });

  await test.step("the chair downloads the proceedings", async () => {
    await signedInPage(proposer);
    await page.goto(`/conference/reports/${confId}`);
    await expect(page.getByText("1 of 1 accepted papers have their final version.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Reports" });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download proceedings" }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${acronym}-proceedings.zip`);
    expect(await zip.failure()).toBeNull();
  });
});
