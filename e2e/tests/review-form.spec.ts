import type { Page } from "@playwright/test";
import { apiOk, login, registerUser } from "../support/api.js";
import { expect, expectNotified, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { confirmWith, textbox } from "../support/ui.js";

// The review form in the browser: a chair adds a score field to the review form in Edit Conference; a
// reviewer saves a draft (seen by nobody else), then submits; the chair sees the new field's chart
// in Reports, and on All Papers a column for it and the review marked late (the soft review
// deadline passed before it was submitted). Once the reviews are released, the author reads the
// new field (meant for authors) with its label and scale label, and never the PC-only field.
test.describe.configure({ timeout: 150_000 });

const TRACK = "Systems";
const TITLE = "Persistent Memory Allocators";
const row = (page: Page, table: string, text: string) =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: text });

test("a chair adds a score field; a reviewer saves a draft, then submits; the chair sees the field in Reports", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Aiko", last_name: "Author" });
  const rex = await registerUser({ first_name: "Rex", last_name: "Reviewer" });
  const conf = await createPaperConference([TRACK]);
  const track = conf.tracks[0]!;
  await inviteTpc(conf.chairToken, conf.id, track.id, [rex]);
  await answerInvitationViaApi(rex, conf.id, "ACCEPT");
  const { id: paperId } = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: TITLE,
  });
  await apiOk("POST", `/paper/reviewer-assign/${paperId}`, { token: conf.chairToken, json: { reviewer_id: rex.id } });
  // the soft deadline has passed: reviews are still taken, and shown late to the chairs
  await updateConferenceSettings(conf, { review_deadline: utcLocal(-3600_000), timezone_for_deadline: "UTC" });
  const page = await signedInPage(conf.chair);

  await test.step("the chair adds a Reproducibility score field on the Reviewing page", async () => {
    await page.goto(`/conference/editConference/${conf.id}`);
    const form = page.getByRole("form", { name: "Edit Conference" });
    await expect(form.getByRole("tab", { name: "Reviewing", exact: true })).toBeVisible({ timeout: 30_000 });
    await form.getByRole("tab", { name: "Reviewing", exact: true }).click();
    const designer = page.getByRole("group", { name: "Review form designer" });
    await expect(designer.getByRole("heading", { name: "Review Form (version 0)" })).toBeVisible();
    await designer.getByRole("button", { name: "Add field" }).click();
    const field = designer.getByRole("region", { name: "Review field 5" });
    await textbox(field, "Label").fill("Reproducibility");
    await textbox(field, "Key").fill("reproducibility");
    await field.getByRole("textbox", { name: /^Scale/ }).fill("1 = Not reproducible\n2 = Partly\n3 = Fully");
    await field.getByRole("combobox", { name: "Visible to" }).selectOption({ label: "Authors, PC and chairs" });
    await designer.getByRole("button", { name: "Save Review Form" }).click();
    await expectNotified(page, "The review form has been saved.");
    await expect(designer.getByRole("heading", { name: "Review Form (version 1)" })).toBeVisible();
  });

  await test.step("the reviewer saves a draft, which the chair does not see, then submits", async () => {
    await signedInPage(rex);
    await page.goto(`/conference/reviewPapers/${conf.id}`);
    await row(page, "Papers to review", TITLE)
      .getByRole("button", { name: /^Review paper/ })
      .click();
    let dialog = page.getByRole("dialog", { name: "Submit Review" });
    await dialog.getByRole("combobox", { name: "Reproducibility" }).selectOption({ label: "Partly" });
    await textbox(dialog, "Remarks").fill("Half written");
    await expect(dialog.getByTestId("words-reviewer_remarks")).toHaveText("2 words");
    // a draft may leave the scores unchosen; the list refreshes itself, without a page load
    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expectNotified(page, "Your draft has been saved; nobody else sees it until you submit.");
    await expect(row(page, "Papers to review", TITLE)).toContainText("Draft saved (not submitted)");

    const chairView = await apiOk<{
      reviewed_count: number;
      paper_reviewer_data: { answers: Record<string, unknown> }[];
    }>("GET", `/paper/${paperId}`, { token: conf.chairToken });
    expect(chairView.reviewed_count).toBe(0);
    expect(JSON.stringify(chairView.paper_reviewer_data)).not.toContain("Half written");

    await row(page, "Papers to review", TITLE)
      .getByRole("button", { name: /^Review paper/ })
      .click();
    dialog = page.getByRole("dialog", { name: "Submit Review" });
    await expect(dialog.getByRole("combobox", { name: "Reproducibility" })).toHaveValue("2");
    await expect(textbox(dialog, "Remarks")).toHaveValue("Half written");
    await expect(dialog.getByRole("combobox", { name: "Evaluation" })).toHaveValue("");
    await dialog.getByRole("combobox", { name: "Evaluation" }).selectOption({ label: "Accept" });
    await dialog.getByRole("combobox", { name: "Confidence" }).selectOption({ label: "High" });
    await dialog.getByRole("combobox", { name: "Reproducibility" }).selectOption({ label: "Fully" });
    await textbox(dialog, "Remarks").fill("Artifacts run as described; results match.");
    await textbox(dialog, "Confidential remarks").fill("Only for the committee.");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await confirmWith(page, "Are you sure to submit this review?");
    await expectNotified(page, "Your review has been submitted.");
  });

  await test.step("the chair sees the new field in Reports", async () => {
    await signedInPage(conf.chair);
    await page.goto(`/conference/reports/${conf.id}`);
    const chart = page.getByRole("figure", { name: "Review field: Reproducibility" });
    await expect(chart).toBeVisible();
    await expect(chart).toContainText("1 answer, average 3; Not reproducible: 0, Partly: 0, Fully: 1");
    await expect(
      page.getByRole("table", { name: "Report papers" }).getByRole("columnheader", { name: "Avg. Reproducibility" }),
    ).toBeVisible();
    await expect(row(page, "Report papers", TITLE)).toContainText("3.00");
  });

  await test.step("All Papers has a Reproducibility column with the average, and the review is marked late", async () => {
    await page.goto(`/conference/papers/${conf.id}`);
    const table = page.getByRole("table", { name: "All papers" });
    await expect(table.getByRole("button", { name: "Sort by Reproducibility" })).toBeVisible();
    const paperRow = row(page, "All papers", TITLE);
    await expect(paperRow.getByRole("cell", { name: "Reproducibility: average 3.00" })).toBeVisible();
    await expect(paperRow).toContainText("1 late");
    await paperRow.getByRole("button", { name: "Final Review" }).click();
    const review = page
      .getByRole("dialog", { name: "Final Review" })
      .getByRole("article", { name: "Review by Rex Reviewer" });
    await expect(review.getByText("Late", { exact: true })).toBeVisible();
  });

  await test.step("once the reviews are released, the author reads the new field with its label, never the PC-only one", async () => {
    await updateConferenceSettings(conf, { are_track_chairs_allowed_reviews_to_authors: 1 });
    await apiOk("POST", `/paper/final-review/${paperId}`, {
      token: conf.chairToken,
      json: { decision: "Accept", final_decision_remark: "Well done." },
    });
    await signedInPage(author);
    await page.goto(`/conference/mypapers/${conf.id}`);
    await page.getByRole("link", { name: /^Reviews and response of paper/ }).click();
    const review = page.getByRole("article", { name: "Review 1" });
    await expect(review).toContainText("Reproducibility: Fully (3)");
    await expect(review).toContainText("Artifacts run as described; results match.");
    await expect(review).not.toContainText("Confidential remarks");
    await expect(page.getByText("Only for the committee.")).toHaveCount(0);
  });
});
