import type { Page } from "@playwright/test";
import { type Account, apiOk, login, registerUser } from "../support/api.js";
import { expect, expectNotified, test } from "../support/fixtures.js";
import {
  createPaperConference,
  submitPaperViaApi,
  updateConferenceSettings,
  type PaperConference,
} from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { textbox } from "../support/ui.js";

// Reviews a reviewer can trust, walked in the browser: a score nobody chose is never stored (the
// untouched review is refused with the scores' names), no timed page reload throws away what the
// reviewer has opened or typed since, and a subreviewer can be asked from the reviewer's own row
// before their own review and approved once the subreview is in.
test.describe.configure({ timeout: 120_000 });

const row = (page: Page, text: string) =>
  page.getByRole("table", { name: "Papers to review" }).getByRole("row").filter({ hasText: text });

interface ReviewWorld {
  conf: PaperConference;
  reviewer: Account;
  papers: { id: number; paper_sequence: number; title: string }[];
}

/** A conference whose one TPC member is assigned to each of `titles` (papers of one author). */
async function reviewWorld(titles: string[], settings: Record<string, number> = {}): Promise<ReviewWorld> {
  const author = await registerUser({ first_name: "Alma", last_name: "Author" });
  const reviewer = await registerUser({ first_name: "Rhea", last_name: "Reviewer" });
  const conf = await createPaperConference(["Systems"]);
  const track = conf.tracks[0]!;
  if (Object.keys(settings).length > 0) await updateConferenceSettings(conf, settings);
  await inviteTpc(conf.chairToken, conf.id, track.id, [reviewer]);
  await answerInvitationViaApi(reviewer, conf.id, "ACCEPT");
  const authorToken = await login(author.email, author.password);
  const papers = [];
  for (const title of titles) {
    const paper = await submitPaperViaApi(authorToken, { conf_id: conf.id, track_id: track.id, paper_title: title });
    await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, {
      token: conf.chairToken,
      json: { reviewer_id: reviewer.id },
    });
    papers.push({ id: paper.id, paper_sequence: paper.paper_sequence, title });
  }
  return { conf, reviewer, papers };
}

/** The reviewer's entry on a paper as its chair reads it. */
async function reviewAsChair(world: ReviewWorld, paperId: number) {
  type Entry = { user_id: number; reviewer_evaluation: number | null; reviewer_remarks: string | null };
  const paper = await apiOk<{ reviewed_count: number; paper_reviewer_data: Entry[] }>("GET", `/paper/${paperId}`, {
    token: world.conf.chairToken,
  });
  return {
    reviewed: paper.reviewed_count,
    entry: paper.paper_reviewer_data.find((r) => r.user_id === world.reviewer.id),
  };
}

test("a review with only the remarks typed is refused, naming the scores, and nothing is stored", async ({
  signedInPage,
}) => {
  const world = await reviewWorld(["Untouched Scores"]);
  const page = await signedInPage(world.reviewer);
  await page.goto(`/conference/reviewPapers/${world.conf.id}`);
  await row(page, "Untouched Scores")
    .getByRole("button", { name: /^Review paper/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Submit Review" });
  const evaluation = dialog.getByRole("combobox", { name: "Evaluation" });
  // nothing is preselected: the spec's reference client starts at Strong Accept and Expert
  await expect(evaluation).toHaveValue("");
  await expect(evaluation.locator("option:checked")).toHaveText("Choose…");
  await expect(dialog.getByRole("combobox", { name: "Confidence" })).toHaveValue("");
  await textbox(dialog, "Remarks").fill("I only wrote remarks.");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(dialog.getByText("Evaluation is required.")).toBeVisible();
  await expect(dialog.getByText("Confidence is required.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Please confirm" })).toHaveCount(0);
  expect(await reviewAsChair(world, world.papers[0]!.id)).toMatchObject({
    reviewed: 0,
    entry: { reviewer_evaluation: null, reviewer_remarks: null },
  });
  await expect(row(page, "Untouched Scores")).toContainText("Not reviewed yet");
});

test("a second review dialog opened right after Save Draft keeps its text: no page reload", async ({
  signedInPage,
}) => {
  const world = await reviewWorld(["First Drafted", "Second Opened"]);
  const page = await signedInPage(world.reviewer);
  // the clock is the page's own: fast-forwarding it fires every timer the app set (the old reload came 2 s after a save)
  await page.clock.install();
  let loads = 0;
  await page.goto(`/conference/reviewPapers/${world.conf.id}`);
  page.on("load", () => (loads += 1));

  await row(page, "First Drafted")
    .getByRole("button", { name: /^Review paper/ })
    .click();
  const first = page.getByRole("dialog", { name: "Submit Review" });
  await textbox(first, "Remarks").fill("Half of my first review.");
  await first.getByRole("button", { name: "Save Draft" }).click();
  await expectNotified(page, "Your draft has been saved; nobody else sees it until you submit.");
  await expect(first).toBeHidden();

  await row(page, "Second Opened")
    .getByRole("button", { name: /^Review paper/ })
    .click();
  const second = page.getByRole("dialog", { name: "Submit Review" });
  await expect(second).toContainText("Second Opened");
  await textbox(second, "Remarks").fill("Typed in the second dialog.");
  await page.clock.fastForward(10_000);

  await expect(second).toBeVisible();
  await expect(textbox(second, "Remarks")).toHaveValue("Typed in the second dialog.");
  expect(loads).toBe(0);
  // the list refreshed itself
  await expect(row(page, "First Drafted")).toContainText("Draft saved (not submitted)");

  // leaving the dialog with typed text asks first
  await page.keyboard.press("Escape");
  const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await expect(ask).toContainText("You have unsaved changes in this dialog.");
  await ask.getByRole("button", { name: "Keep editing" }).click();
  await expect(textbox(second, "Remarks")).toHaveValue("Typed in the second dialog.");
});

test("a subreviewer is asked from the reviewer's own row before their review, and approved once the subreview is in", async ({
  signedInPage,
}) => {
  // other reviews (and the discussion page's panel) open to a reviewer only after their own review
  const world = await reviewWorld(["Delegated Review"], {
    use_subviewers: 1,
    access_to_reviews_by_ordinary_pc_members: 1,
  });
  const sub = await registerUser({ first_name: "Sven", last_name: "Subreviewer" });
  const paper = world.papers[0]!;
  const page = await signedInPage(world.reviewer);
  await page.goto(`/conference/reviewPapers/${world.conf.id}`);
  await expect(row(page, "Delegated Review")).toContainText("Not reviewed yet");

  await test.step("the reviewer asks Sven from the paper's row", async () => {
    await row(page, "Delegated Review")
      .getByRole("button", { name: `Subreviewers of paper ${paper.paper_sequence}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Subreviewers of paper ${paper.paper_sequence}` });
    await textbox(dialog, "Subreviewer's email").fill(sub.email);
    await textbox(dialog, "Subreviewer's name").fill("Sven Subreviewer");
    await dialog.getByRole("button", { name: "Ask subreviewer" }).click();
    await expectNotified(page, "The subreviewer has been asked.");
    await expect(dialog).toContainText("Sven Subreviewer");
    await expect(dialog).toContainText("Invited");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  await test.step("Sven sends his review; the reviewer follows it and approves it as their own", async () => {
    const svenToken = await login(sub.email, sub.password);
    const [request] = await apiOk<{ id: number }[]>("GET", "/paper/my-subreviews", { token: svenToken });
    await apiOk("POST", `/paper/subreview/${request!.id}`, {
      token: svenToken,
      json: {
        answers: {
          reviewer_evaluation: -1,
          reviewer_confidence: 4,
          reviewer_remarks: "Sven finds the evaluation thin.",
        },
      },
    });
    await row(page, "Delegated Review")
      .getByRole("button", { name: `Subreviewers of paper ${paper.paper_sequence}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Subreviewers of paper ${paper.paper_sequence}` });
    await expect(dialog).toContainText("Submitted");
    await expect(dialog).toContainText("Sven finds the evaluation thin.");
    await dialog.getByRole("button", { name: "Approve as my review" }).click();
    await expect(page.getByText("The subreview is now your review.")).toBeVisible();
    await expect(dialog).toContainText("Approved");
    await page.keyboard.press("Escape");
    await expect(row(page, "Delegated Review")).toContainText("Weak Reject");
    await expect(row(page, "Delegated Review").getByRole("button", { name: /^Review paper/ })).toHaveText(
      "Update Review",
    );
    const stored = await reviewAsChair(world, paper.id);
    expect(stored).toMatchObject({
      reviewed: 1,
      entry: { reviewer_evaluation: -1, reviewer_remarks: "Sven finds the evaluation thin." },
    });
  });
});
