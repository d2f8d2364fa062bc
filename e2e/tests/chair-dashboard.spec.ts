import type { Page } from "@playwright/test";
import { apiOk, login, registerUser } from "../support/api.js";
import { expect as baseExpect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { autoAssign, inviteTpc } from "../support/reviews.js";
import { confirmWith } from "../support/ui.js";

// A chair runs a two-track workshop from the Dashboard: each step opens the dashboard, reads the
// phase to act on, and follows its next action to the screen that does it. The work those screens
// do and that this journey is not about (auto-assign, reviews, decisions) is arranged through the
// API; the assignments are released and every page of Edit Conference saved in the browser.

// the dashboard reads every list it counts: on a shared, busy machine it may take a while
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 45_000 });
const DAY = 86_400_000;
const PAPER_A = "Workshop Paper on Alpha";
const PAPER_B = "Workshop Paper on Beta";

const phaseCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/** Opens the dashboard and follows the next action of `phase`, which must be the one to act on now. */
async function followNextAction(page: Page, confId: number, phase: string, action: string): Promise<void> {
  await page.goto(`/conference/dashboard/${confId}`);
  await expect(page.getByRole("heading", { name: /Dashboard/, level: 1 })).toBeVisible();
  const card = phaseCard(page, phase);
  await expect(card.getByTestId(/^state-/)).toHaveText("open");
  const next = card.getByRole("link", { name: action });
  // the phase to act on now carries the filled (primary) button
  await expect(next).toHaveAttribute("data-variant", "filled");
  await next.click();
}

/** The update calls the page sends from now on. */
function countUpdates(page: Page, confId: number): { count: () => number } {
  let n = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === `/api/conference/update/${confId}`) n++;
  });
  return { count: () => n };
}

test("a chair runs a two-track workshop from the dashboard, submission to notification", async ({
  page,
  signedInPage,
}) => {
  test.setTimeout(240_000);
  const conf = await createPaperConference(["Alpha", "Beta"]);
  const [alpha, beta] = conf.tracks;
  await updateConferenceSettings(conf, {
    is_assignment_submitted_papers_to_program_committee_enabled: 0,
    number_of_reviewers_per_paper: 1,
  });
  const author = await registerUser({ first_name: "Wanda", last_name: "Writer" });
  const authorToken = await login(author.email, author.password);
  const a = await submitPaperViaApi(authorToken, { conf_id: conf.id, track_id: alpha!.id, paper_title: PAPER_A });
  const b = await submitPaperViaApi(authorToken, { conf_id: conf.id, track_id: beta!.id, paper_title: PAPER_B });
  const ann = await registerUser({ first_name: "Ann", last_name: "Alpha" });
  const bob = await registerUser({ first_name: "Bob", last_name: "Beta" });
  await inviteTpc(conf.chairToken, conf.id, alpha!.id, [ann]);
  await inviteTpc(conf.chairToken, conf.id, beta!.id, [bob]);
  await answerInvitationViaApi(ann, conf.id, "ACCEPT");
  await answerInvitationViaApi(bob, conf.id, "ACCEPT");

  await signedInPage(conf.chair);

  // submission: the dashboard's count and its list agree
  await page.goto(`/conference/dashboard/${conf.id}`);
  await expect(phaseCard(page, "Submission").getByRole("link", { name: "Submitted: 2" })).toBeVisible();
  await followNextAction(page, conf.id, "Submission", "Watch the submissions");
  await expect(page).toHaveURL(/\/conference\/papers\/\d+\?q=status%3Asubmitted$/);
  await expect(page.getByText(PAPER_A)).toBeVisible();
  await expect(page.getByText(PAPER_B)).toBeVisible();

  // submission and bidding close: the papers need reviewers
  await updateConferenceSettings(conf, { last_submission_date: utcLocal(-DAY), bidding_deadline: utcLocal(-DAY / 2) });
  await followNextAction(page, conf.id, "Assignment", "Assign reviewers (Auto Assign)");
  await expect(page.getByRole("heading", { name: /TPC Tracks/, level: 1 })).toBeVisible();
  await autoAssign(conf.chairToken, alpha!.id, 1);
  await autoAssign(conf.chairToken, beta!.id, 1);

  // releasing the assignments is done in Edit Conference, on its Bidding and assignment page
  await followNextAction(page, conf.id, "Assignment", "Release the assignments");
  await expect(page.getByRole("heading", { name: "Edit Conference", level: 1 })).toBeVisible();
  const updates = countUpdates(page, conf.id);
  await page.getByRole("tab", { name: "Bidding and assignment" }).click();
  await page.getByRole("switch", { name: "Assign Submitted Papers to the Programme Committee" }).check({ force: true });
  await page.getByRole("button", { name: "Save Bidding and assignment" }).click();
  await confirmWith(page, "every reviewer is mailed the papers assigned to them");
  await expect.poll(updates.count).toBe(1);
  await expect(page.getByText("Not saved yet")).toHaveCount(0);

  // reviewing: the missing reviews are a search of All Papers
  await followNextAction(page, conf.id, "Reviewing", "Remind reviewers of missing reviews");
  await expect(page).toHaveURL(/\?q=re%3Amissing$/);
  await expect(page.getByText(PAPER_A)).toBeVisible();
  await expect(page.getByText(PAPER_B)).toBeVisible();

  // reviewing and the response window close: the papers wait for decisions
  await updateConferenceSettings(conf, {
    review_deadline: utcLocal(-2 * DAY),
    review_hard_deadline: utcLocal(-DAY),
    author_response_start: utcLocal(-DAY / 2),
    author_response_end: utcLocal(-DAY / 4),
  });
  await followNextAction(page, conf.id, "Decisions", "Decide the papers");
  await expect(page).toHaveURL(/\?q=status%3Aundecided$/);
  await expect(page.getByText(PAPER_A)).toBeVisible();
  for (const [paper, decision] of [
    [a, "Accept"],
    [b, "Reject"],
  ] as const)
    await apiOk("POST", `/paper/final-review/${paper.id}`, {
      token: conf.chairToken,
      json: { decision, final_decision_remark: "Decided by the PC." },
    });

  // notification: the next action opens the screen that notifies the authors
  await followNextAction(page, conf.id, "Notification", "Notify the authors");
  await expect(page.getByRole("heading", { name: /Reports/, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Notify all in this filter" })).toBeVisible();
});

test("Edit Conference saves each of its pages with one update call", async ({ page, signedInPage }) => {
  test.setTimeout(180_000);
  const conf = await createPaperConference(["Main"]);
  await signedInPage(conf.chair);
  await page.goto(`/conference/editConference/${conf.id}`);
  await expect(page.getByRole("heading", { name: "Edit Conference", level: 1 })).toBeVisible();
  const updates = countUpdates(page, conf.id);
  const pages = [
    "Conference",
    "Submission",
    "Bidding and assignment",
    "Reviewing",
    "Discussion and response",
    "Decisions and notification",
    "Camera-ready",
  ];
  await expect(page.getByRole("tab")).toHaveText(pages);
  // the records are collapsed on the Conference page
  await expect(page.getByRole("button", { name: "Records (no effect)" })).toHaveAttribute("aria-expanded", "false");
  for (const [i, name] of pages.entries()) {
    await page.getByRole("tab", { name, exact: true }).click();
    if (name === "Camera-ready")
      await page.getByRole("switch", { name: "Camera-ready Upload Open" }).check({ force: true });
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/conference/update/${conf.id}`);
    await page.getByRole("button", { name: `Save ${name}` }).click();
    expect((await saved).status()).toBe(200);
    // no confirmation for a save that can be undone
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(updates.count).toBe(i + 1);
  }
  const [stored] = await apiOk<{ camera_ready_open: number; city: string }[]>("GET", `/conference/${conf.id}`, {
    token: conf.chairToken,
  });
  expect(stored!.camera_ready_open).toBe(1);
  expect(stored!.city).toBe("Lisbon");
});
