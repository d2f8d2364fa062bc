import { apiOk, login, registerUser } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, expectNotified, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi, updateConferenceSettings, utcLocal } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";
import { confirmWith } from "../support/ui.js";

// The review discussion in the browser: two reviewers discuss a paper (names hidden from each other), the
// chair names a lead who writes the meta-review, the author responds within the word limit, and
// the chair decides with the reviews, the response, the meta-review and the discussion on one screen.
test.describe.configure({ timeout: 180_000 });

const TITLE = "Incremental Parsing Revisited";

test("two reviewers discuss, the lead writes a meta-review, the author responds, the chair decides on one screen", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Agnes", last_name: "Author" });
  const rita = await registerUser({ first_name: "Rita", last_name: "Alphareviewer" });
  const rolf = await registerUser({ first_name: "Rolf", last_name: "Betareviewer" });
  const conf = await createPaperConference(["Compilers"]);
  const track = conf.tracks[0]!;
  await updateConferenceSettings(conf, {
    are_reviewier_names_visible_to_pc: 0,
    author_response_start: utcLocal(-3600_000),
    author_response_end: utcLocal(24 * 3600_000),
    author_response_max_words: 12,
  });
  await inviteTpc(conf.chairToken, conf.id, track.id, [rita, rolf]);
  await answerInvitationViaApi(rita, conf.id, "ACCEPT");
  await answerInvitationViaApi(rolf, conf.id, "ACCEPT");
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: TITLE,
  });
  for (const reviewer of [rita, rolf]) {
    await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, {
      token: conf.chairToken,
      json: { reviewer_id: reviewer.id },
    });
  }
  await apiOk("POST", `/paper/add-review/${paper.id}`, {
    token: await login(rita.email, rita.password),
    json: { reviewer_evaluation: 3, reviewer_confidence: 4, reviewer_remarks: "A clear advance." },
  });
  await apiOk("POST", `/paper/add-review/${paper.id}`, {
    token: await login(rolf.email, rolf.password),
    json: { reviewer_evaluation: -2, reviewer_confidence: 3, reviewer_remarks: "The evaluation is too small." },
  });

  const page = await signedInPage(rita);
  await test.step("Rita opens the discussion from Review Papers and comments", async () => {
    await page.goto(`/conference/reviewPapers/${conf.id}`);
    await page.getByRole("link", { name: `Discussion of paper ${paper.paper_sequence}` }).click();
    await expect(page.getByRole("heading", { name: "Reviews and discussion" })).toBeVisible();
    // the paper itself is on the page: title, abstract and its file
    const about = page.getByRole("region", { name: "Paper" });
    await expect(about.getByRole("heading", { name: `${paper.paper_sequence}. ${TITLE}` })).toBeVisible();
    await expect(about.getByRole("button", { name: "Download PDF" })).toBeVisible();
    await page.getByLabel("Your comment").fill("Our scores are far apart: what would convince you?");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByLabel(/^Comment by/)).toContainText("Our scores are far apart");
  });

  await test.step("Rolf reads it as Reviewer A and answers", async () => {
    await signedInPage(rolf);
    await page.goto(`/paper/discussion/${paper.id}`);
    const comment = page.getByLabel("Comment by Reviewer A");
    await expect(comment).toContainText("Our scores are far apart");
    await expect(page.getByText("Alphareviewer")).toHaveCount(0);
    await page.getByLabel("Your comment").fill("A larger benchmark would.");
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByLabel("Comment by Reviewer B")).toContainText("A larger benchmark would.");
    // a word for the chairs alone, plain text that mentions a tag
    await page.getByLabel("Your comment").fill("For the chairs: their demo runs <script> from a lab I know well.");
    await page.getByLabel("Visible to").selectOption("chairs");
    await page.getByRole("button", { name: "Post comment" }).click();
    const forChairs = page.getByLabel("Comment by Reviewer B").filter({ hasText: "For the chairs" });
    await expect(forChairs).toContainText("their demo runs <script> from a lab I know well.");
  });

  await test.step("the chair names Rita the lead", async () => {
    await signedInPage(conf.chair);
    await page.goto(`/paper/discussion/${paper.id}`);
    await page.getByLabel("Lead reviewer").selectOption({ label: "Rita Alphareviewer" });
    await page.getByRole("button", { name: "Set lead" }).click();
    await expect(page.getByText("Lead reviewer: Rita Alphareviewer")).toBeVisible();
  });

  await test.step("the author reads the reviews and responds within the word limit", async () => {
    await signedInPage(author);
    await page.goto(`/conference/mypapers/${conf.id}`);
    await page.getByRole("link", { name: `Reviews and response of paper ${paper.paper_sequence}` }).click();
    await expect(page.getByText("The evaluation is too small.")).toBeVisible();
    await expect(page.getByText("Rolf")).toHaveCount(0);
    const response = page.getByLabel("Response");
    await response.fill("We ran the larger benchmark and it confirms every result we reported here.");
    await expect(page.getByText("13 / 12 words")).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit response" })).toBeDisabled();
    await response.fill("We ran the larger benchmark; it confirms our results.");
    await expect(page.getByText("9 / 12 words")).toBeVisible();
    await page.getByRole("button", { name: "Submit response" }).click();
    await expect(page.getByRole("button", { name: "Update response" })).toBeVisible();
  });

  await test.step("Rita writes the meta-review", async () => {
    await signedInPage(rita);
    await page.goto(`/paper/discussion/${paper.id}`);
    await expect(page.getByText("We ran the larger benchmark; it confirms our results.")).toBeVisible();
    // Rolf's chairs-only comment is not hers to read
    await expect(page.getByText("A larger benchmark would.")).toBeVisible();
    await expect(page.getByText("For the chairs")).toHaveCount(0);
    await page.getByLabel("Meta-review", { exact: true }).fill("The response settles the evaluation concern.");
    await page.getByLabel("Recommendation").selectOption("Accept");
    await page.getByRole("button", { name: "Submit meta-review" }).click();
    await expect(page.getByLabel("Submitted meta-review")).toContainText("Recommendation: Accept");
  });

  await test.step("the chair sees everything on one screen and decides", async () => {
    await signedInPage(conf.chair);
    await page.goto(`/paper/discussion/${paper.id}`);
    // the reviews, and (chairs) the reviews as they stood when the response arrived
    await expect(page.getByText("The evaluation is too small.")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Reviews before the authors' response" })).toBeVisible();
    await expect(page.getByText("We ran the larger benchmark; it confirms our results.")).toBeVisible();
    await expect(page.getByLabel("Submitted meta-review")).toContainText(
      "The response settles the evaluation concern.",
    );
    await expect(page.getByLabel("Comment by Rolf Betareviewer").first()).toContainText("A larger benchmark would.");
    const forChairs = page.getByLabel("Comment by Rolf Betareviewer").filter({ hasText: "For the chairs" });
    await expect(forChairs).toContainText("their demo runs <script> from a lab I know well.");
    await expect(forChairs.getByText("Chairs only")).toBeVisible();
    await page.getByLabel("Decision", { exact: true }).selectOption("Accept");
    await page.getByLabel("Final decision remark").fill("Accepted after the response.");
    await page.getByRole("button", { name: "Save decision" }).click();
    // the response period is still open: deciding ends it for this paper, so the chair confirms
    await confirmWith(page, "The authors' response period is still open");
    await expectNotified(page, "The final decision has been saved.");
  });

  await test.step("once decided, the author reads their response but can no longer change it", async () => {
    await signedInPage(author);
    await page.goto(`/paper/response/${paper.id}`);
    await expect(page.getByText("We ran the larger benchmark; it confirms our results.")).toBeVisible();
    await expect(page.getByRole("button", { name: /response/ })).toHaveCount(0);
  });
});

// A subreviewer finds the request from the side menu and writes on the
// conference's own form (an extra required score field); the asker approves it as their review.
test("a subreviewer reaches their page from the menu and fills the conference's own field", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Arno", last_name: "Author" });
  const rita = await registerUser({ first_name: "Rita", last_name: "Asker" });
  const sam = await registerUser({ first_name: "Sam", last_name: "Subreader" });
  const conf = await createPaperConference(["Compilers"]);
  const track = conf.tracks[0]!;
  await updateConferenceSettings(conf, { use_subviewers: 1 });
  const fields = [
    {
      key: "reviewer_evaluation",
      label: "Evaluation",
      type: "score",
      required: true,
      visibility: "authors",
      scale: [
        { value: -1, label: "Reject" },
        { value: 1, label: "Accept" },
      ],
    },
    { key: "reviewer_remarks", label: "Remarks", type: "text", required: true, visibility: "authors" },
    {
      key: "artifact",
      label: "Artifact quality",
      type: "score",
      required: true,
      visibility: "pc",
      scale: [
        { value: 1, label: "Poor" },
        { value: 2, label: "Fair" },
        { value: 3, label: "Excellent" },
      ],
    },
  ];
  await apiOk("POST", `/conference/review-form/${conf.id}`, { token: conf.chairToken, json: { fields } });
  await inviteTpc(conf.chairToken, conf.id, track.id, [rita]);
  await answerInvitationViaApi(rita, conf.id, "ACCEPT");
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Subreviewed Parsing",
  });
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, { token: conf.chairToken, json: { reviewer_id: rita.id } });
  const ritaToken = await login(rita.email, rita.password);
  const asked = await apiOk<{ id: number }>("POST", `/paper/subreviewer/${paper.id}`, {
    token: ritaToken,
    json: { email: sam.email, name: "Sam Subreader" },
  });

  const page = await signedInPage(sam);
  await test.step("Sam opens Subreviews from the menu and the paper from the list", async () => {
    await page.goto("/conference");
    await page.getByRole("button", { name: "Conference" }).click();
    await page.getByRole("menuitem", { name: "Subreviews" }).click();
    await expect(page.getByRole("heading", { name: "Subreviews" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Subreviewed Parsing/ })).toContainText("Invited");
    await expectNoSeriousA11yViolations(page, { label: "Subreviews" });
    await page.getByRole("link", { name: `Open the subreview of paper #${paper.paper_sequence}` }).click();
    await expect(page.getByRole("heading", { name: `Subreview of paper #${paper.paper_sequence}` })).toBeVisible();
  });

  await test.step("Sam fills the conference's field and sends the review", async () => {
    await page.getByLabel("Evaluation").selectOption({ label: "Accept" });
    await page.getByLabel("Artifact quality").selectOption({ label: "Excellent" });
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Remarks is required.")).toBeVisible();
    await page.getByLabel("Remarks").fill("Solid parser, the artifact reproduces.");
    await page.getByRole("button", { name: "Send review" }).click();
    await expect(page.getByText("Status: Submitted")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: "Subreview" });
  });

  await test.step("Rita approves it: the conference's field is on her review", async () => {
    await apiOk("POST", `/paper/subreview-approve/${asked.id}`, { token: ritaToken });
    const seen = await apiOk<{ paper_reviewer_data: { user_id: number; answers: Record<string, unknown> }[] }>(
      "GET",
      `/paper/${paper.id}`,
      { token: conf.chairToken },
    );
    expect(seen.paper_reviewer_data.find((r) => r.user_id === rita.id)?.answers).toMatchObject({
      artifact: 3,
      reviewer_evaluation: 1,
      reviewer_remarks: "Solid parser, the artifact reproduces.",
    });
  });
});
