import { apiCall, login, registerUser, uniqueEmail, type Account } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { waitForMail } from "../support/mailbox.js";
import {
  MINIMAL_PDF,
  createPaperConference,
  submitPaperViaApi,
  updateConferenceSettings,
  utcLocal,
  type PaperConference,
} from "../support/papers.js";
import { chooseOption, confirmWith, textbox } from "../support/ui.js";
import type { Locator, Page } from "@playwright/test";

// Papers in the browser: an author submits, manages co-authors, edits and withdraws; a chair
// searches, sorts, blocks, mails authors and downloads; after the deadline the author's Edit and
// Submit are gone and the server refuses a forced edit. The steps build on each other.
test.describe.configure({ mode: "serial" });

let conf: PaperConference;
let ada: Account;
let charles: Account;
let otherAuthor: Account;
const submittedTitle = "Engines of Analysis";
const editedTitle = "Engines of Analysis, Revised";
const withdrawTitle = "A Paper to Withdraw";
let blockPaper: { id: number; paper_sequence: number };

test.beforeAll(async () => {
  conf = await createPaperConference(["Machine Learning", "Systems"]);
  ada = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
  charles = await registerUser({ first_name: "Charles", last_name: `Babbage${Date.now().toString(36)}` });
  otherAuthor = await registerUser({ first_name: "Alan", last_name: "Turing" });
  const adaToken = await login(ada.email, ada.password);
  const alanToken = await login(otherAuthor.email, otherAuthor.password);
  const [ml, systems] = conf.tracks;
  await submitPaperViaApi(adaToken, { conf_id: conf.id, track_id: ml!.id, paper_title: withdrawTitle });
  blockPaper = await submitPaperViaApi(alanToken, {
    conf_id: conf.id,
    track_id: systems!.id,
    paper_title: "Quantum Sorting Machines",
  });
  await submitPaperViaApi(alanToken, {
    conf_id: conf.id,
    track_id: systems!.id,
    paper_title: "Byzantine Consensus Revisited",
  });
});

const card = (page: Page, title: string): Locator => page.getByRole("article", { name: title, exact: true });
const row = (page: Page, title: string): Locator => page.getByRole("row").filter({ hasText: title });

async function chooseFile(page: Page, scope: Locator, name: string, data: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: /Paper File/ }).click();
  await (await chooser).setFiles({ name, mimeType: "application/octet-stream", buffer: data });
}

test("an author submits a paper with a PDF, adds co-authors by name and email, edits it and withdraws another", async ({
  signedInPage,
}) => {
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} My Papers` })).toBeVisible();
  await expect(card(page, withdrawTitle)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: "My Papers" });

  await test.step("submit a paper; a wrong file type is refused and cleared", async () => {
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Paper" });
    await chooseOption(dialog, "Track", "Machine Learning");
    await textbox(dialog, "Paper Title").fill(submittedTitle);
    await textbox(dialog, "Keywords").fill("engines, analysis");
    await textbox(dialog, "Abstract").fill("We show how engines analyse.");
    await chooseFile(page, dialog, "notes.txt", Buffer.from("plain text"));
    await expect(dialog.getByText("Invalid file type. Please select a valid file.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Paper File/ })).not.toContainText("notes.txt");
    await chooseFile(page, dialog, "engines.pdf", MINIMAL_PDF);
    await expect(dialog.getByRole("button", { name: /Paper File/ })).toContainText("engines.pdf");
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, submittedTitle)).toContainText("Machine Learning");
    await expect(card(page, submittedTitle)).toContainText("Submitted");
  });

  await test.step("add co-authors by name and email: one with an account, one without", async () => {
    await card(page, submittedTitle).getByRole("button", { name: "Authors" }).click();
    const dialog = page.getByRole("dialog", { name: /Authors of paper/ });
    // an author does not browse the site's accounts: the co-author is typed by email
    await expect(dialog.getByRole("combobox", { name: "Search users to add as author" })).toHaveCount(0);
    const form = dialog.getByRole("form", { name: "Add author by hand" });
    await textbox(form, "First Name").fill(charles.first_name);
    await textbox(form, "Last Name").fill(charles.last_name);
    await textbox(form, "Email").fill(charles.email);
    await chooseOption(form, "Country", "United Kingdom");
    await textbox(form, "Affiliation").fill("Analytical Engines Ltd");
    await form.getByRole("button", { name: "Add Author" }).click();
    await expect(dialog.getByText(`2. ${charles.first_name} ${charles.last_name}`)).toBeVisible();

    const graceEmail = uniqueEmail("grace");
    const byHand = dialog.getByRole("form", { name: "Add author by hand" });
    await textbox(byHand, "First Name").fill("Grace");
    await textbox(byHand, "Last Name").fill("Hopper");
    await textbox(byHand, "Email").fill(graceEmail);
    await chooseOption(byHand, "Country", "United States");
    await textbox(byHand, "Affiliation").fill("Navy");
    await byHand.getByRole("button", { name: "Add Author" }).click();
    await expect(dialog.getByText("3. Grace Hopper")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(card(page, submittedTitle)).toContainText(
      `Ada Lovelace, ${charles.first_name} ${charles.last_name}, Grace Hopper`,
    );
  });

  await test.step("edit the paper's title without replacing the file", async () => {
    await card(page, submittedTitle).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: /Edit Paper/ });
    await expect(textbox(dialog, "Paper Title")).toHaveValue(submittedTitle);
    await textbox(dialog, "Paper Title").fill(editedTitle);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, editedTitle)).toBeVisible();
    await expect(card(page, editedTitle).getByRole("button", { name: "Download" })).toBeVisible();
  });

  await test.step("withdraw the other paper with a reason and a confirmation", async () => {
    await card(page, withdrawTitle).getByRole("button", { name: "Withdraw" }).click();
    const dialog = page.getByRole("dialog", { name: "Withdraw Paper" });
    await textbox(dialog, "Reason").fill("Superseded by our revised work.");
    await dialog.getByRole("button", { name: "Withdraw" }).click();
    await confirmWith(page, "Are you sure to withdraw this Paper?");
    await expect(card(page, withdrawTitle)).toContainText("Withdrawn");
    await expect(card(page, withdrawTitle).getByRole("button", { name: "Withdraw" })).toHaveCount(0);
    await expect(card(page, withdrawTitle).getByRole("button", { name: "Edit" })).toHaveCount(0);
  });
});

test("a chair searches, sorts, blocks a paper, mails its authors and downloads a paper", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/papers/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} Papers` })).toBeVisible();
  await expect(row(page, "Quantum Sorting Machines")).toBeVisible();
  await expect(row(page, editedTitle)).toContainText(`${charles.first_name} ${charles.last_name}`);
  await expectNoSeriousA11yViolations(page, { label: "All Papers" });

  await test.step("search from three characters; clearing lists everything again", async () => {
    const search = textbox(page, "Search papers");
    await search.fill("Quantum");
    await expect(row(page, "Byzantine Consensus Revisited")).toHaveCount(0);
    await expect(row(page, "Quantum Sorting Machines")).toBeVisible();
    await search.fill("Tur"); // an author's name
    await expect(row(page, "Byzantine Consensus Revisited")).toBeVisible();
    await expect(row(page, editedTitle)).toHaveCount(0);
    await search.fill("");
    await expect(row(page, editedTitle)).toBeVisible();
  });

  await test.step("sort by title, both ways", async () => {
    const titles = page.getByRole("table", { name: "All papers" }).getByRole("row");
    await page.getByRole("button", { name: "Sort by Paper Title" }).click();
    await expect(titles.nth(1)).toContainText("A Paper to Withdraw");
    await page.getByRole("button", { name: "Sort by Paper Title" }).click();
    await expect(titles.nth(1)).toContainText("Quantum Sorting Machines");
    await page.getByRole("button", { name: "Sort by PaperID" }).click();
    await expect(titles.nth(1)).toContainText(withdrawTitle);
  });

  await test.step("block a paper with a reason", async () => {
    await row(page, "Quantum Sorting Machines").getByRole("button", { name: "Block Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Block Paper" });
    await textbox(dialog, "Reason").fill("Duplicate submission.");
    await dialog.getByRole("button", { name: "Block", exact: true }).click();
    await confirmWith(page, "Are you sure to block this Paper?");
    await expect(row(page, "Quantum Sorting Machines")).toContainText("Blocked");
    await expect(row(page, "Quantum Sorting Machines").getByRole("button", { name: "Block Paper" })).toHaveCount(0);
  });

  await test.step("mail the blocked paper's authors; the mail arrives", async () => {
    await row(page, "Quantum Sorting Machines").getByRole("button", { name: "Send Mail to author" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Mail to author" });
    await textbox(dialog, "Sender Email").fill("program-chairs");
    await textbox(dialog, "Subject").fill("Your paper was blocked");
    await textbox(dialog, "Message").fill("It duplicates another submission.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog).toBeHidden();
    const mail = await waitForMail(otherAuthor.email, { subject: /Your paper was blocked/ });
    expect(mail.from).toMatch(/^program-chairs@/);
    expect(mail.text).toContain("It duplicates another submission.");
  });

  await test.step("download a paper as <paper ID>.pdf", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: `Download paper ${blockPaper.paper_sequence}` }).click();
    expect((await download).suggestedFilename()).toBe(`${blockPaper.paper_sequence}.pdf`);
  });
});

test("after the deadline the author's Edit and Submit are gone and a forced edit is refused", async ({
  signedInPage,
}) => {
  await updateConferenceSettings(conf, { last_submission_date: utcLocal(-60_000) });
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await expect(card(page, editedTitle)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Paper" })).toHaveCount(0);
  await expect(card(page, editedTitle).getByRole("button", { name: "Edit" })).toHaveCount(0);
  // Authors stays open only to choose the presenter (author_selecting_presenter): the
  // author list itself can no longer change
  await card(page, editedTitle).getByRole("button", { name: "Authors" }).click();
  const authorsDialog = page.getByRole("dialog");
  await expect(authorsDialog.getByRole("button", { name: /^Make .* the presenter$/ }).first()).toBeVisible();
  await expect(authorsDialog.getByRole("button", { name: "Add Author" })).toHaveCount(0);
  await expect(authorsDialog.getByRole("button", { name: /^Delete author / })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(card(page, editedTitle).getByRole("button", { name: "Download" })).toBeVisible();

  const token = await login(ada.email, ada.password);
  const mine = await apiCall<{ data: { id: number; paper_title: string; track_id: number }[] }>(
    "GET",
    `/paper/all/${conf.id}/0`,
    { token, query: { created_by: "true" } },
  );
  const paper = mine.body.result.data.find((p) => p.paper_title === editedTitle)!;
  const forced = await apiCall("POST", "/paper/update", {
    token,
    multipart: {
      paper_id: String(paper.id),
      track_id: String(paper.track_id),
      paper_title: "Sneaky late change",
      abstract: "Late.",
      keywords: "",
    },
  });
  expect(forced.status).toBe(409);
  expect(forced.body.message).toBe("The submission deadline has passed.");
});
