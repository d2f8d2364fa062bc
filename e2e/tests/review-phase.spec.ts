import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../support/a11y.js";
import { apiOk, login, registerUser } from "../support/api.js";
import { expect, expectNotified, test } from "../support/fixtures.js";
import { waitForMail } from "../support/mailbox.js";
import { createPaperConference, submitPaperViaApi, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { confirmWith, textbox } from "../support/ui.js";

// The review-phase journey: a reviewer reads the instructions and the deadline with its
// time zone, declines a paper with a reason (the chair is mailed, the paper leaves the list); the
// chair previews the reminders and sends them, and what arrives is what the preview showed; the
// same dialog opens from the track's card, on that track.
test.describe.configure({ timeout: 150_000 });

const TRACK = "Systems";
const row = (page: Page, table: string, text: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: text });

test("a reviewer declines a paper; the chair previews and sends reminders", async ({ signedInPage }) => {
  const author = await registerUser({ first_name: "Aurora", last_name: "Author" });
  const rex = await registerUser({ first_name: "Rex", last_name: "Reviewer" });
  const rita = await registerUser({ first_name: "Rita", last_name: "Reviewer" });
  const conf = await createPaperConference([TRACK]);
  const track = conf.tracks[0]!;
  const deadline = utcLocal(5 * 24 * 3600_000);
  await updateConferenceSettings(conf, {
    review_deadline: deadline,
    timezone_for_deadline: "UTC",
    instructions: "Score <b>novelty</b> first.\nBe kind.",
  });
  await inviteTpc(conf.chairToken, conf.id, track.id, [rex, rita]);
  await answerInvitationViaApi(rex, conf.id, "ACCEPT");
  await answerInvitationViaApi(rita, conf.id, "ACCEPT");
  const authorToken = await login(author.email, author.password);
  const first = await submitPaperViaApi(authorToken, {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Caching at the Edge",
  });
  const second = await submitPaperViaApi(authorToken, {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Consensus Without Clocks",
  });
  for (const [paperId, reviewer] of [
    [first.id, rex],
    [second.id, rex],
    [first.id, rita],
  ] as const) {
    await apiOk("POST", `/paper/reviewer-assign/${paperId}`, {
      token: conf.chairToken,
      json: { reviewer_id: reviewer.id },
    });
  }

  await test.step("the reviewer sees the instructions and the deadline with its time zone, and declines a paper", async () => {
    const page = await signedInPage(rex);
    await page.goto(`/conference/reviewPapers/${conf.id}`);
    await expect(page.getByText(`Review deadline: ${deadline} UTC`)).toBeVisible();
    const instructions = page.getByLabel("Instructions for reviewers");
    await expect(instructions.locator("b", { hasText: "novelty" })).toBeVisible();
    await row(page, "Papers to review", "Consensus Without Clocks")
      .getByRole("button", { name: `Decline paper ${second.paper_sequence}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Decline to review" });
    await dialog.getByRole("button", { name: "Decline paper" }).click();
    await expect(dialog.getByText("Reason is required.")).toBeVisible();
    await textbox(dialog, "Reason").fill("I reviewed an earlier version for another venue.");
    await dialog.getByRole("button", { name: "Decline paper" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("You have declined to review this paper.")).toBeVisible();
    await expect(row(page, "Papers to review", "Consensus Without Clocks")).toHaveCount(0);
    await expect(row(page, "Papers to review", "Caching at the Edge")).toBeVisible();
    const mail = await waitForMail(conf.chair.email, { subject: /declined paper/ });
    expect(mail.text).toContain("I reviewed an earlier version for another venue.");
  });

  await test.step("the chair previews the reminders and sends them; each reviewer gets what the preview showed", async () => {
    const page = await signedInPage(conf.chair);
    await page.goto(`/conference/reports/${conf.id}`);
    await page.getByRole("button", { name: "Remind reviewers" }).click();
    const dialog = page.getByRole("dialog", { name: "Remind reviewers" });
    await expect(dialog.getByRole("button", { name: "Send reminders" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByLabel("Reminder preview");
    await expect(preview.getByText("2 mails would be sent:")).toBeVisible();
    const rexPreview = preview.getByLabel(`Reminder to ${rex.email}`);
    await expect(rexPreview).toContainText("Dear Rex Reviewer,");
    await expect(rexPreview).toContainText(`Paper ${first.paper_sequence}: Caching at the Edge`);
    // the declined paper is no longer Rex's to review
    await expect(rexPreview).not.toContainText("Consensus Without Clocks");
    await expect(rexPreview).toContainText(`The review deadline is ${deadline} UTC.`);
    const previewText = (await rexPreview.locator("p").last().innerText()).trim();

    await dialog.getByRole("button", { name: "Send reminders" }).click();
    await confirmWith(page, "Send 2 reminders?");
    await expectNotified(page, "A reminder has been sent to 2 reviewers.");
    await expect(dialog).toBeHidden();
    const received = await waitForMail(rex.email, { subject: /^Reminder: your reviews for / });
    expect(received.text.replace(/\r\n/g, "\n").trim()).toBe(previewText);
    await waitForMail(rita.email, { subject: /^Reminder: your reviews for / });
  });

  await test.step("the chair opens the same dialog from the track's card, on that track, and sees the preview", async () => {
    const page = await signedInPage(conf.chair);
    await page.goto(`/conference/tracks/${conf.id}`);
    await page.getByRole("button", { name: `Remind reviewers of ${TRACK}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remind reviewers" });
    await expect(dialog.getByRole("combobox", { name: "Track" })).toHaveValue(String(track.id));
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByLabel("Reminder preview");
    // both reviewers still owe the first paper's review
    await expect(preview.getByText("2 mails would be sent:")).toBeVisible();
    await expect(preview.getByLabel(`Reminder to ${rita.email}`)).toContainText(
      `Paper ${first.paper_sequence}: Caching at the Edge`,
    );
    await expectNoSeriousA11yViolations(page, { include: "[role=dialog]", label: "Remind reviewers from a track" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});
