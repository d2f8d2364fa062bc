import type { Page } from "@playwright/test";
import { apiCall, apiOk, login, registerUser, type Account } from "../support/api.js";
import { conferenceAction, createConference } from "../support/conferences.js";
import { baseUrl } from "../support/env.js";
import { expect, test } from "../support/fixtures.js";
import { linkIn, waitForMail, type ReceivedMail } from "../support/mailbox.js";
import {
  createPaperConference,
  submitPaperViaApi,
  updateConferenceSettings,
  type PaperConference,
} from "../support/papers.js";
import { autoAssign, inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi, createTpcConference } from "../support/tpc.js";
import { confirmWith, submitLogin } from "../support/ui.js";

// The mails that ask someone to act (lead reviewer, the proposer's approved / rejected, a listed
// co-author's Confirm / Decline) reach the real SMTP peer, and their link works for a visitor who is
// not signed in: the login, then the link's own page (its query kept), where the action succeeds.
test.describe.configure({ timeout: 150_000 });

/** Opens a mailed link in a signed-out browser, signs in on the Login screen and expects to land on the link's page. */
async function followSignedOut(page: Page, link: string, account: { email: string; password: string }): Promise<void> {
  const target = new URL(link);
  // the link points at this site's public address, which the server was started with
  expect(target.origin).toBe(new URL(baseUrl()).origin);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
  await submitLogin(page, account.email, account.password);
  await expect
    .poll(() => {
      const here = new URL(page.url());
      return `${here.pathname}${here.search}`;
    })
    .toBe(`${target.pathname}${target.search}`);
}

function fromConference(mail: ReceivedMail, acronym: string): void {
  expect(mail.headerFrom).toMatch(new RegExp(`^"?${acronym} via Symposia"? <no-reply@`));
}

test("an Auto Assign run's mail (assignments released), followed signed out, leads through the login to Review Papers with the run's papers", async ({
  page,
}) => {
  const author = await registerUser({ first_name: "Agnes", last_name: "Author" });
  const reviewer = await registerUser({ first_name: "Ravi", last_name: "Runreviewer" });
  const conf = await createPaperConference(["Graphics"]);
  const track = conf.tracks[0]!;
  await updateConferenceSettings(conf, { is_assignment_submitted_papers_to_program_committee_enabled: 1 });
  await inviteTpc(conf.chairToken, conf.id, track.id, [reviewer]);
  await answerInvitationViaApi(reviewer, conf.id, "ACCEPT");
  const token = await login(author.email, author.password);
  const titles = ["Shadows Without Rays", "Fur in Real Time"];
  for (const paper_title of titles)
    await submitPaperViaApi(token, { conf_id: conf.id, track_id: track.id, paper_title });
  await autoAssign(conf.chairToken, track.id, 1);

  const mail = await waitForMail(reviewer.email, { subject: new RegExp(`^${conf.acronym}: 2 new papers to review$`) });
  fromConference(mail, conf.acronym);
  for (const title of titles) expect(mail.text).toContain(title);
  await followSignedOut(page, linkIn(mail, /\/conference\/reviewPapers\//), reviewer);
  await expect(page.getByRole("heading", { name: `${conf.acronym} Review Papers` })).toBeVisible();
  const list = page.getByRole("table", { name: "Papers to review" });
  for (const title of titles)
    await expect(list.getByRole("row").filter({ hasText: title })).toContainText("Not reviewed yet");
});

test("the lead-reviewer mail, followed signed out, leads through the login to the discussion where the lead submits the meta-review", async ({
  page,
}) => {
  const author = await registerUser({ first_name: "Agnes", last_name: "Author" });
  const lead = await registerUser({ first_name: "Lena", last_name: "Leadreviewer" });
  const conf = await createPaperConference(["Networks"]);
  const track = conf.tracks[0]!;
  await inviteTpc(conf.chairToken, conf.id, track.id, [lead]);
  await answerInvitationViaApi(lead, conf.id, "ACCEPT");
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Routing Under Churn",
  });
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, { token: conf.chairToken, json: { reviewer_id: lead.id } });
  await apiOk("POST", `/paper/add-review/${paper.id}`, {
    token: await login(lead.email, lead.password),
    json: { reviewer_evaluation: 2, reviewer_confidence: 4, reviewer_remarks: "Solid, a few gaps." },
  });
  await apiOk("POST", `/paper/lead/${paper.id}`, { token: conf.chairToken, json: { reviewer_id: lead.id } });

  const mail = await waitForMail(lead.email, {
    subject: new RegExp(`you are the lead reviewer of paper ${paper.paper_sequence}$`),
  });
  fromConference(mail, conf.acronym);
  const link = linkIn(mail, /\/paper\/discussion\//);
  expect(new URL(link).pathname).toBe(`/paper/discussion/${paper.id}`);

  await followSignedOut(page, link, lead);
  await expect(page.getByRole("heading", { name: "Reviews and discussion" })).toBeVisible();
  await page.getByLabel("Meta-review", { exact: true }).fill("One review, and it holds: accept.");
  await page.getByLabel("Recommendation").selectOption("Accept");
  await page.getByRole("button", { name: "Submit meta-review" }).click();
  await expect(page.getByLabel("Submitted meta-review")).toContainText("Recommendation: Accept");
  // stored, as the chair reads it
  const stored = await apiOk<{ meta_review: { body: string } | null }>("GET", `/paper/meta-review/${paper.id}`, {
    token: conf.chairToken,
  });
  expect(JSON.stringify(stored)).toContain("One review, and it holds: accept.");
});

test(
  "the admins' mail about a proposed conference, followed signed out, leads through the " +
    "login to its settings; the admin approves it from the list it links to",
  async ({ page, admin }) => {
    const proposer = await registerUser({ first_name: "Pia", last_name: "Proposer" });
    const conf = await createConference(await login(proposer.email, proposer.password));
    const mail = await waitForMail(admin.email, {
      subject: new RegExp(`^${conf.acronym}: a new conference awaits approval$`),
    });
    fromConference(mail, conf.acronym);
    expect(mail.text).toContain(proposer.email);

    await followSignedOut(page, linkIn(mail, new RegExp(`/conference/${conf.id}$`)), admin);
    await expect(page.getByText(`${conf.acronym} · Pending`)).toBeVisible();

    await page.goto(linkIn(mail, /\/conference\/allConference$/));
    const card = page.getByRole("article", { name: conf.acronym, exact: true });
    await card.getByRole("button", { name: `Actions for ${conf.acronym}` }).click();
    await page.getByRole("menuitem", { name: "Approve", exact: true }).click();
    await confirmWith(page, "Do you want to Approve this Conference?");
    await expect(card).toContainText("Approved");
    await waitForMail(proposer.email, { subject: new RegExp(`^${conf.acronym}: your conference is now Approved$`) });
  },
);

for (const outcome of [
  { action: "approve", label: "Approved" },
  { action: "reject", label: "Rejected" },
  { action: "block", label: "Blocked" },
] as const) {
  test(`the proposer's "${outcome.label}" mail, followed signed out, leads through the login to the conference showing it ${outcome.label}`, async ({
    page,
  }) => {
    const proposer = await registerUser({ first_name: "Pia", last_name: "Proposer" });
    const conf = await createConference(await login(proposer.email, proposer.password));
    await conferenceAction(conf.id, outcome.action);

    const mail = await waitForMail(proposer.email, {
      subject: new RegExp(`^${conf.acronym}: your conference is now ${outcome.label}$`),
    });
    fromConference(mail, conf.acronym);
    expect(mail.text).toContain(`Dear ${proposer.first_name}`);
    const link = linkIn(mail, new RegExp(`/conference/${conf.id}$`));

    await followSignedOut(page, link, proposer);
    await expect(page.getByRole("heading", { name: new RegExp(conf.acronym) })).toBeVisible();
    await expect(page.getByText(`${conf.acronym} · ${outcome.label}`)).toBeVisible();
  });
}

test.describe("a listed co-author's mail", () => {
  let conf: PaperConference;
  let submitter: Account;

  test.beforeAll(async () => {
    conf = await createPaperConference(["Storage"]);
    submitter = await registerUser({ first_name: "Sam", last_name: "Submitter" });
  });

  /** A paper by the submitter that lists `coAuthor` (an account) as co-author; answers it with the mail. */
  async function listedOn(title: string, coAuthor: Account) {
    const token = await login(submitter.email, submitter.password);
    const paper = await submitPaperViaApi(token, {
      conf_id: conf.id,
      track_id: conf.tracks[0]!.id,
      paper_title: title,
    });
    await apiOk("POST", `/paper/author-assign/${paper.id}`, {
      token,
      json: {
        first_name: coAuthor.first_name,
        last_name: coAuthor.last_name,
        email: coAuthor.email,
        country: coAuthor.country,
        affiliation: coAuthor.affiliation,
      },
    });
    const mail = await waitForMail(coAuthor.email, {
      subject: new RegExp(`you are listed as a co-author of paper ${paper.paper_sequence}$`),
    });
    fromConference(mail, conf.acronym);
    expect(mail.text).toContain(title);
    return { paper, mail };
  }

  /** Whether the paper is theirs: an author reads it, a person merely listed on it does not. */
  async function isAuthorOf(account: Account, paperId: number): Promise<boolean> {
    const { status } = await apiCall("GET", `/paper/${paperId}`, {
      token: await login(account.email, account.password),
    });
    return status === 200;
  }

  test("Confirm, followed signed out, leads through the login to the request with Confirm ready; one click makes them an author", async ({
    page,
  }) => {
    const coAuthor = await registerUser({ first_name: "Cora", last_name: `Confirmer${Date.now().toString(36)}` });
    const title = "Log-Structured Merges, Gently";
    const { paper, mail } = await listedOn(title, coAuthor);
    const link = linkIn(mail, /answer=confirm/);
    expect(new URL(link).pathname).toBe(`/conference/mypapers/${conf.id}`);
    expect(new URL(link).searchParams.get("coauthor")).toBe(String(paper.id));

    await followSignedOut(page, link, coAuthor);
    const request = page.getByRole("group", { name: `Co-author request for ${title}` });
    await expect(request).toHaveAttribute("data-requested", "true");
    const confirm = request.getByRole("button", { name: "Confirm" });
    await expect(confirm).toBeFocused();
    expect(await isAuthorOf(coAuthor, paper.id)).toBe(false);
    await confirm.click();
    await expect(page.getByText("You are now an author of this paper.")).toBeVisible();
    await expect(page.getByRole("article", { name: title, exact: true })).toBeVisible();
    expect(await isAuthorOf(coAuthor, paper.id)).toBe(true);
  });

  test("Decline, followed signed out, leads through the login to the request with Decline ready; one click takes them off the paper", async ({
    page,
  }) => {
    const coAuthor = await registerUser({ first_name: "Dora", last_name: `Decliner${Date.now().toString(36)}` });
    const title = "Compaction Considered Harmful";
    const { paper, mail } = await listedOn(title, coAuthor);
    const link = linkIn(mail, /answer=decline/);
    expect(new URL(link).searchParams.get("coauthor")).toBe(String(paper.id));

    await followSignedOut(page, link, coAuthor);
    const request = page.getByRole("group", { name: `Co-author request for ${title}` });
    const decline = request.getByRole("button", { name: "Decline" });
    await expect(decline).toBeFocused();
    await decline.click();
    await expect(request).toBeHidden();
    await expect(page.getByRole("article", { name: title, exact: true })).toHaveCount(0);
    // off the paper: the submitter's view of it no longer lists them
    const seen = await apiOk("GET", `/paper/${paper.id}`, { token: await login(submitter.email, submitter.password) });
    expect(JSON.stringify(seen)).not.toContain(coAuthor.email);
    expect(await isAuthorOf(coAuthor, paper.id)).toBe(false);
  });
});

test("the Decline link of a TPC invitation declines it with one click, signed out, and works once", async ({
  page,
}) => {
  const author = await registerUser({ first_name: "Otto", last_name: "Author" });
  const conf = await createTpcConference("Haptics", ["Touch at a distance"], author);
  const invitee = await registerUser({ first_name: "Dana", last_name: "Declines" });
  await inviteTpc(conf.chairToken, conf.id, conf.track.id, [invitee]);
  const mail = await waitForMail(invitee.email, { subject: /invitation to the programme committee/ });
  fromConference(mail, conf.acronym);
  const decline = linkIn(mail, /\/tpc-invitation\?token=.*answer=decline/);

  await page.goto(decline);
  await expect(page.getByRole("heading", { name: "Decline the TPC invitation" })).toBeVisible();
  await expect(
    page.getByText(
      `You have declined the invitation to the TPC of the track ${conf.track.track_name} of ${conf.acronym}.`,
    ),
  ).toBeVisible();
  // declined for real: no membership and nothing left to answer
  const list = await apiOk<{ id: number; permissions: string[]; tpc_invitation: unknown[] }[]>("GET", "/conference", {
    token: await login(invitee.email, invitee.password),
  });
  const card = list.find((c) => c.id === conf.id);
  expect(card?.permissions ?? []).not.toContain("REVIEWER");
  expect(card?.tpc_invitation ?? []).toHaveLength(0);
  await page.goto(decline);
  await expect(page.getByText("This invitation link has already been used.")).toBeVisible();
});
