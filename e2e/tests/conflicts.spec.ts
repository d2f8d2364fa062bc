import type { Page } from "@playwright/test";
import { apiOk, login, registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { MINIMAL_PDF, createPaperConference, submitPaperViaApi, updateConferenceSettings } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { chooseOption, confirmWith, textbox } from "../support/ui.js";

// Conflicts in the browser: in a Double-blind conference an author declares a conflict with a
// PC member while submitting; the chair sees that member greyed with the reason in Manage
// Reviewers; the assigned reviewer's screens never show the author.
test.describe.configure({ timeout: 150_000 });

const TRACK = "Theory";
const TITLE = "Lattice Sieves in Practice";
const row = (page: Page, table: string, text: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: text });

test("an author declares a conflict while submitting; the chair sees it in Manage Reviewers; a Double-blind reviewer sees no author", async ({
  signedInPage,
}) => {
  // A distinctive author name, so its absence on the reviewer's screens means something.
  const author = await registerUser({
    first_name: "Adelheid",
    last_name: "Zyxwortauthor",
    affiliation: "Zyxwort Institute",
  });
  const petra = await registerUser({ first_name: "Petra", last_name: "Pcmember" });
  const rex = await registerUser({ first_name: "Rex", last_name: "Reviewer" });
  const conf = await createPaperConference([TRACK]);
  await updateConferenceSettings(conf, { reviewing_model: "Double-blind" });
  const track = conf.tracks[0]!;
  await inviteTpc(conf.chairToken, conf.id, track.id, [petra, rex]);
  await answerInvitationViaApi(petra, conf.id, "ACCEPT");
  await answerInvitationViaApi(rex, conf.id, "ACCEPT");
  const page = await signedInPage(author);

  await test.step("the author is told to anonymise the file and declares a conflict with Petra", async () => {
    await page.goto(`/conference/mypapers/${conf.id}`);
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Paper" });
    await expect(dialog.getByText("Double-blind review: anonymise your file")).toBeVisible();
    await chooseOption(dialog, "Track", TRACK);
    await textbox(dialog, "Paper Title").fill(TITLE);
    await textbox(dialog, "Abstract").fill("Sieving lattices, measured.");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: /Paper File/ }).click();
    await (await chooser).setFiles({ name: "sieves.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF });

    const conflicts = dialog.getByRole("group", { name: "Conflicts of interest" });
    await textbox(conflicts, "Filter PC members").fill("petra");
    await conflicts.getByRole("checkbox", { name: "Petra Pcmember" }).check();
    await conflicts
      .getByRole("combobox", { name: "Conflict type with Petra Pcmember" })
      .selectOption("Advisor or advisee");
    await textbox(conflicts, "Other collaborators").fill("Otto Outsider (Elsewhere University)");
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("article", { name: TITLE })).toBeVisible();
  });

  const papers = await apiOk<{ data: { id: number; paper_sequence: number; paper_title: string }[] }>(
    "GET",
    `/paper/all/${conf.id}/0`,
    { token: conf.chairToken },
  );
  const paper = papers.data.find((p) => p.paper_title === TITLE)!;

  await test.step("the chair sees the mode, and Petra greyed with the reason in Manage Reviewers", async () => {
    await signedInPage(conf.chair);
    await page.goto(`/conference/papers/${conf.id}`);
    await expect(page.getByText("Double-blind: reviewers do not see authors")).toBeVisible();
    await row(page, "All papers", TITLE)
      .getByRole("button", { name: `Conflicts of paper ${paper.paper_sequence}` })
      .click();
    const conflictsDialog = page.getByRole("dialog", { name: `Conflicts: ${paper.paper_sequence}. ${TITLE}` });
    await expect(row(page, `Conflicts of paper ${paper.paper_sequence}`, "Petra Pcmember")).toContainText(
      "Declared by an author",
    );
    await page.keyboard.press("Escape");
    await expect(conflictsDialog).toBeHidden();

    await page.goto(`/conference/trackPapers/${conf.id}/${track.id}`);
    await row(page, "Track papers", TITLE)
      .getByRole("button", { name: `Manage Reviewers of paper ${paper.paper_sequence}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Manage Reviewers: ${paper.paper_sequence}. ${TITLE}` });
    await textbox(dialog, "Search TPC members").fill("Petra");
    const members = dialog.getByRole("list", { name: "Matching TPC members" });
    await expect(members.getByText(/Conflict of interest: Advisor or advisee/)).toBeVisible();
    await expect(members.getByRole("button", { name: "Add Petra Pcmember as reviewer" })).toBeDisabled();

    await textbox(dialog, "Search TPC members").fill("Rex");
    await members.getByRole("button", { name: "Add Rex Reviewer as reviewer" }).click();
    await confirmWith(page, "Are you sure to add this TPC member as Reviewer?", "Add");
    await expect(dialog.getByRole("region", { name: "Reviewers" })).toContainText("Rex Reviewer");
  });

  await test.step("the reviewer's Review Papers and review dialog show no author", async () => {
    await signedInPage(rex);
    await page.goto(`/conference/reviewPapers/${conf.id}`);
    const paperRow = row(page, "Papers to review", TITLE);
    await expect(paperRow).toBeVisible();
    await expect(page.locator("body")).not.toContainText(author.last_name);
    await expect(page.locator("body")).not.toContainText("undefined");
    await paperRow.getByRole("button", { name: /^Review paper/ }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Review" });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText(author.last_name);
    await expect(dialog).not.toContainText(author.affiliation);
    // and the API answer behind the screen carries none of it either
    const list = await apiOk<unknown>("GET", `/paper/review-papers/${conf.id}`, {
      token: await login(rex.email, rex.password),
    });
    expect(JSON.stringify(list)).not.toContain(author.last_name);
  });
});

test("a TPC member declares a conflict from Review Papers and the unreviewed paper leaves their list", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Olga", last_name: "Ownpaper" });
  const tess = await registerUser({ first_name: "Tess", last_name: "Tpcmember" });
  const conf = await createPaperConference([TRACK]);
  const track = conf.tracks[0]!;
  await inviteTpc(conf.chairToken, conf.id, track.id, [tess]);
  await answerInvitationViaApi(tess, conf.id, "ACCEPT");
  const title = "Declared After Assignment";
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: title,
  });
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, { token: conf.chairToken, json: { reviewer_id: tess.id } });

  const page = await signedInPage(tess);
  await page.goto(`/conference/reviewPapers/${conf.id}`);
  await row(page, "Papers to review", title)
    .getByRole("button", { name: `Declare a conflict with paper ${paper.paper_sequence}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Declare conflict" });
  await dialog.getByRole("combobox", { name: /Conflict type/ }).selectOption("Personal");
  await textbox(dialog, "Reason").fill("My sister wrote it");
  await dialog.getByRole("button", { name: "Declare conflict" }).click();
  await confirmWith(page, "The paper will be removed from your list if you have not reviewed it.", "Declare conflict");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("No record found")).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
});
