import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { apiOk, login, registerUser, type Account } from "../support/api.js";
import { createConference } from "../support/conferences.js";
import { expect, expectNoSeriousA11yViolations, expectNotified, test } from "../support/fixtures.js";
import { mailTo, waitForMail } from "../support/mailbox.js";
import { MINIMAL_PDF, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { autoAssign, inviteTpc, reviewerEmailsOf } from "../support/reviews.js";
import { chooseOption, confirmWith, textbox } from "../support/ui.js";

// The whole conference, from approval to the authors' notification mail and the
// reports. Through the UI: approval, tracks, the organising committee, both submissions, accepting
// the TPC invitations, every review, every decision, the notifications (one by hand, one in bulk)
// and the reports with their charts and CSV. Through the API (their screens belong to the TPC
// feature): proposing the conference and its deadline, the TPC invitation lines and auto-assign.

const TRACK = "Software Testing";
const OTHER_TRACK = "Formal Methods";
const PAPER_A = "Mutation Testing at Scale";
const PAPER_B = "Flaky Tests Considered Harmful";
const SECRET = "Confidential: I know the authors' lab.";

const card = (page: Page, acronym: string): Locator => page.getByRole("article", { name: acronym });
const row = (page: Page, table: string, title: string): Locator =>
  page.getByRole("table", { name: table }).getByRole("row").filter({ hasText: title });

async function chooseFile(page: Page, scope: Locator, name: string, data: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: /Paper File/ }).click();
  await (await chooser).setFiles({ name, mimeType: "application/pdf", buffer: data });
}

async function submitPaperInUi(page: Page, confId: number, title: string): Promise<void> {
  await page.goto(`/conference/mypapers/${confId}`);
  await page.getByRole("button", { name: "Submit Paper" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Paper" });
  await chooseOption(dialog, "Track", TRACK);
  await textbox(dialog, "Paper Title").fill(title);
  await textbox(dialog, "Keywords").fill("testing");
  await textbox(dialog, "Abstract").fill(`The abstract of ${title}.`);
  await chooseFile(page, dialog, "paper.pdf", MINIMAL_PDF);
  await dialog.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: title, exact: true })).toContainText("Submitted");
}

interface ReviewInput {
  title: string;
  evaluation: string;
  confidence: string;
  remarks: string;
  confidential?: string;
}

/** One review through the Submit Review dialog; the list refreshes itself after the posted review. */
async function reviewInUi(page: Page, review: ReviewInput): Promise<void> {
  const paperRow = row(page, "Papers to review", review.title);
  await paperRow.getByRole("button", { name: /^Review paper/ }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Review" });
  const evaluation = dialog.getByRole("combobox", { name: "Evaluation" });
  const confidence = dialog.getByRole("combobox", { name: "Confidence" });
  // nothing is chosen for the reviewer (the spec's reference client preselects Strong Accept and Expert)
  await expect(evaluation).toHaveValue("");
  await expect(confidence).toHaveValue("");
  await evaluation.selectOption({ label: review.evaluation });
  await confidence.selectOption({ label: review.confidence });
  await textbox(dialog, "Remarks").fill(review.remarks);
  if (review.confidential) await textbox(dialog, "Confidential remarks").fill(review.confidential);
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await confirmWith(page, "Are you sure to submit this review?");
  // each review's own notification (the previous review's may still be showing)
  await expectNotified(page, "Your review has been submitted.");
  await expect(row(page, "Papers to review", review.title)).toContainText(review.evaluation);
  await expect(row(page, "Papers to review", review.title).getByRole("button", { name: /^Review paper/ })).toHaveText(
    "Update Review",
  );
}

async function decideInUi(
  page: Page,
  title: string,
  decision: string,
  remark: string,
  expectedReviewers: Account[],
): Promise<void> {
  await row(page, "All papers", title).getByRole("button", { name: "Final Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Final Review" });
  for (const reviewer of expectedReviewers) {
    await expect(
      dialog.getByRole("article", { name: `Review by ${reviewer.first_name} ${reviewer.last_name}` }),
    ).toBeVisible();
  }
  const select = dialog.getByRole("combobox", { name: "Decision" });
  await expect(select).toHaveValue("No Decision");
  await select.selectOption(decision);
  await textbox(dialog, "Final decision remark").fill(remark);
  await dialog.getByRole("button", { name: "Submit Final Review" }).click();
  await confirmWith(page, "Are you sure to submit the Final Review?");
  await expect(dialog).toBeHidden();
}

test("a whole conference: approval, tracks and committee, submissions, TPC, reviews, decisions, notifications and reports", async ({
  admin,
  signedInPage,
}) => {
  test.setTimeout(240_000);
  const person = (first_name: string, last_name: string) =>
    registerUser({ first_name, last_name: `${last_name}${Date.now().toString(36)}` });
  const chair = await person("Chloe", "Chair");
  const authorA = await person("Anna", "Author");
  const authorB = await person("Bruno", "Writer");
  const rita = await person("Rita", "Reviewer");
  const rolf = await person("Rolf", "Referee");
  const chairToken = await login(chair.email, chair.password);
  const { id: confId, acronym } = await createConference(chairToken);
  let paperA = 0;
  let paperB = 0;

  const page = await signedInPage(admin);

  await test.step("the admin approves the conference", async () => {
    await page.goto("/conference/allConference");
    await card(page, acronym)
      .getByRole("button", { name: `Actions for ${acronym}` })
      .click();
    await page.getByRole("menuitem", { name: "Approve", exact: true }).click();
    await confirmWith(page, "Do you want to Approve this Conference?");
    await expect(card(page, acronym)).toContainText("Approved");
    // The submission deadline is a conference setting (Edit Conference belongs to its own journey).
    await updateConferenceSettings(
      { id: confId, chairToken },
      { last_submission_date: utcLocal(7 * 24 * 3600_000), timezone_for_deadline: "UTC" },
    );
  });

  await test.step("the chair sets up two tracks and the organising committee", async () => {
    await signedInPage(chair);
    await page.goto(`/conference/tracks/${confId}`);
    await expect(page.getByRole("heading", { name: `${acronym} Tracks` })).toBeVisible();
    for (const name of [TRACK, OTHER_TRACK]) {
      await page.getByRole("button", { name: "Add Track", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add Track" });
      await textbox(dialog, "Track name").fill(name);
      await textbox(dialog, "Track short name").fill(name.slice(0, 6));
      await textbox(dialog, "Track description").fill(`Papers on ${name.toLowerCase()}.`);
      await dialog.getByRole("button", { name: "Add Track" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
    }
    await page.goto(`/conference/cfp/${confId}`);
    const byHand = page.getByRole("form", { name: "Add a committee member by hand" });
    await textbox(byHand, "First name").fill("Olga");
    await textbox(byHand, "Last name").fill("Organiser");
    await textbox(byHand, "Email").fill(`olga.${acronym.toLowerCase()}@example.com`);
    await chooseOption(byHand, "Country", "Portugal");
    await textbox(byHand, "Affiliation").fill("Organising University");
    await textbox(byHand, "Sequence").fill("1");
    await byHand.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByRole("region", { name: "Organizing Committee" })).toContainText("Olga Organiser");
  });

  await test.step("two authors submit their papers", async () => {
    await signedInPage(authorA);
    await submitPaperInUi(page, confId, PAPER_A);
    await signedInPage(authorB);
    await submitPaperInUi(page, confId, PAPER_B);
  });

  await test.step("the chair invites the TPC, who accept, and auto-assign gives every paper both reviewers", async () => {
    const tracks = await apiOk<{ id: number; track_name: string }[]>("GET", `/track/all/${confId}`, {
      token: chairToken,
    });
    const trackId = tracks.find((t) => t.track_name === TRACK)!.id;
    await inviteTpc(chairToken, confId, trackId, [rita, rolf]);
    for (const reviewer of [rita, rolf]) {
      await signedInPage(reviewer);
      await page.goto("/conference/allConference");
      await card(page, acronym).getByRole("button", { name: "Accept TPC Invitation" }).click();
      await page.getByRole("button", { name: `ACCEPT ${TRACK}` }).click();
      await expect(card(page, acronym).getByRole("button", { name: "Accept TPC Invitation" })).toHaveCount(0);
    }
    await autoAssign(chairToken, trackId, 2);
    const papers = await apiOk<{ data: { id: number; paper_title: string }[] }>("GET", `/paper/all/${confId}/0`, {
      token: chairToken,
      query: { per_page: 50 },
    });
    const byTitle = (title: string) => papers.data.find((p) => p.paper_title === title)!.id;
    paperA = byTitle(PAPER_A);
    paperB = byTitle(PAPER_B);
    for (const id of [paperA, paperB])
      expect((await reviewerEmailsOf(chairToken, id)).sort()).toEqual([rita.email, rolf.email].sort());
  });

  await test.step("the reviewers submit their reviews on Review Papers", async () => {
    await signedInPage(rita);
    await page.goto(`/conference/reviewPapers/${confId}`);
    await expect(page.getByRole("heading", { name: `${acronym} Review Papers` })).toBeVisible();
    await expect(page.getByRole("table", { name: "Papers to review" }).getByRole("row")).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, { label: "Review Papers" });
    const remarks = "A convincing evaluation on real projects.";
    await reviewInUi(page, {
      title: PAPER_A,
      evaluation: "Strong Accept",
      confidence: "Expert",
      remarks,
      confidential: SECRET,
    });
    await reviewInUi(page, {
      title: PAPER_B,
      evaluation: "Reject",
      confidence: "High",
      remarks: "The flakiness model is not validated.",
    });
    await signedInPage(rolf);
    await page.goto(`/conference/reviewPapers/${confId}`);
    await reviewInUi(page, {
      title: PAPER_A,
      evaluation: "Accept",
      confidence: "Medium",
      remarks: "Clear and useful.",
    });
    await reviewInUi(page, {
      title: PAPER_B,
      evaluation: "Weak Reject",
      confidence: "Low",
      remarks: "Interesting but preliminary.",
    });
  });

  await test.step("the chair reads the reviews and decides both papers", async () => {
    await signedInPage(chair);
    await page.goto(`/conference/papers/${confId}`);
    await expect(row(page, "All papers", PAPER_A)).toContainText("2/2");
    await row(page, "All papers", PAPER_A).getByRole("button", { name: "Final Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Final Review" });
    const ritasReview = dialog.getByRole("article", { name: `Review by ${rita.first_name} ${rita.last_name}` });
    await expect(ritasReview).toContainText("Strong Accept");
    await expect(ritasReview).toContainText("Expert");
    await expect(ritasReview).toContainText(SECRET);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await decideInUi(page, PAPER_A, "Accept", "Both reviewers support it.", [rita, rolf]);
    await decideInUi(page, PAPER_B, "Reject", "Both reviewers have doubts.", [rita, rolf]);
    // the status reads as the conference's decision label
    await expect(row(page, "All papers", PAPER_A).getByText("Accept", { exact: true })).toBeVisible();
    await expect(row(page, "All papers", PAPER_B).getByText("Reject", { exact: true })).toBeVisible();
  });

  await test.step("the reports count the papers per filter and draw the charts", async () => {
    await page.goto(`/conference/reports/${confId}`);
    await expect(page.getByRole("heading", { name: `${acronym} Reports` })).toBeVisible();
    const filters = page.getByRole("group", { name: "Filter papers by status" });
    const countOf = (label: string) => filters.getByRole("button", { name: new RegExp(`^${label}`) });
    await expect(countOf("All")).toContainText("2");
    await expect(countOf("Submitted")).toContainText("0");
    // the decided filters are named with the conference's decision list (the default one here)
    await expect(countOf("Accept")).toContainText("1");
    await expect(countOf("Probably Reject / Reject")).toContainText("1");
    await expect(countOf("No Decision / Probably Accept")).toContainText("0");
    await expect(page.getByRole("combobox", { name: "Per page" })).toHaveValue("50");
    await expect(page.getByRole("table", { name: "Report papers" }).getByRole("row")).toHaveCount(3);

    const progress = page.getByRole("figure", { name: "Review progress" });
    await expect(progress).toContainText("4 of 4 reviews submitted (100%)");
    await expect(page.getByRole("figure", { name: "Decisions" })).toContainText("Accept: 1");
    await expect(page.getByRole("figure", { name: "Decisions" })).toContainText("Reject: 1");
    await expect(page.getByRole("figure", { name: "Papers per track and status" })).toContainText(
      `${TRACK}: 1 Probably Reject / Reject, 1 Accept`,
    );
    // A drawing has no accessible handle of its own: the recharts surface is found by its class.
    for (const chart of ["Papers per track and status", "Decisions"]) {
      await expect(page.getByRole("figure", { name: chart }).locator("svg.recharts-surface").first()).toBeVisible();
    }
    await expect(progress.locator("svg.recharts-surface").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Reports" });

    await countOf("Accept").click();
    await expect(page.getByRole("table", { name: "Report papers" }).getByRole("row")).toHaveCount(2);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const csv = fs.readFileSync((await (await download).path())!, "utf8");
    expect(csv).toContain(PAPER_A);
    expect(csv).not.toContain(PAPER_B);
  });

  await test.step("the chair notifies the accepted paper's author from its template", async () => {
    await row(page, "Report papers", PAPER_A)
      .getByRole("button", { name: /^Send notification/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Send Notification" });
    await expect(textbox(dialog, "Heading")).toHaveValue(new RegExp(`${acronym}: your paper \\d+ has been accepted`));
    const message = textbox(dialog, "Message");
    await expect(message).toHaveValue(/A convincing evaluation on real projects\./);
    await message.fill(`${await message.inputValue()}\n\nPlease upload the camera-ready version by next month.`);
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await confirmWith(page, "Send this notification to every author of paper");
    await expect(dialog).toBeHidden();
  });

  await test.step("and notifies the rejected papers in bulk, watching the progress bar", async () => {
    const filters = page.getByRole("group", { name: "Filter papers by status" });
    await filters.getByRole("button", { name: /^Probably Reject \/ Reject/ }).click();
    await page.getByRole("button", { name: "Notify all in this filter" }).click();
    const dialog = page.getByRole("dialog", { name: "Notify all authors" });
    await expect(dialog.getByRole("checkbox", { name: /Use each paper's decision template/ })).toBeChecked();
    await dialog.getByRole("button", { name: "Send to all" }).click();
    await confirmWith(page, 'Send 1 mail to the authors of 1 paper in "Probably Reject / Reject"?');
    await expect(page.getByRole("progressbar", { name: "Notification progress" })).toBeVisible();
    await expect(page.getByText("Done: 1 of 1 papers, 1 mails sent to the outbox.")).toBeVisible({ timeout: 20_000 });
  });

  await test.step("the authors' mail arrives at the SMTP peer, with the reviews but no reviewer names or confidential remarks", async () => {
    const accepted = await waitForMail(authorA.email, { subject: /has been accepted/ });
    expect(accepted.text).toContain(PAPER_A);
    expect(accepted.text).toContain("Please upload the camera-ready version by next month.");
    expect(accepted.text).toContain("Evaluation: Strong Accept");
    const rejected = await waitForMail(authorB.email, { subject: /decision on your paper/ });
    expect(rejected.text).toContain(PAPER_B);
    expect(rejected.text).toContain("Decision: Reject");
    expect(rejected.text).toContain("The flakiness model is not validated.");
    for (const mail of [accepted, rejected]) {
      for (const trace of [SECRET, rita.email, rita.last_name, rolf.email, rolf.last_name])
        expect(mail.text).not.toContain(trace);
    }
    expect(mailTo(authorB.email, /decision on your paper/)).toHaveLength(1);
  });
});
