import { apiOk, login, registerUser, type Account } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { linkIn, waitForMail } from "../support/mailbox.js";
import { answerInvitationViaApi, createTpcConference, type TpcConference } from "../support/tpc.js";
import { alertWith, submitLogin } from "../support/ui.js";

// People are told what to act on: the mail reaches the real SMTP peer from the conference's
// sender, and its link works for someone who is not signed in (login, then back to the page);
// a TPC invitation is answered with one click from the mail, without signing in.
test.describe.configure({ timeout: 120_000 });

let conf: TpcConference;
let author: Account;

test.beforeAll(async () => {
  author = await registerUser({ first_name: "Otto", last_name: "Author" });
  conf = await createTpcConference("Robotics", ["Grasping soft objects"], author);
});

test("a reviewer's assignment mail, followed while signed out, leads through the login back to Review Papers", async ({
  page,
}) => {
  const reviewer = await registerUser({ first_name: "Rita", last_name: "Reviewer" });
  await apiOk("POST", `/track/tpc-track-wise-invitation/${conf.id}/${conf.track.id}`, {
    token: conf.chairToken,
    json: { total_data: JSON.stringify([`Rita, Reviewer, ${reviewer.email}, Germany, Review Lab`]) },
  });
  await answerInvitationViaApi(reviewer, conf.id, "ACCEPT");
  const paper = conf.papers[0]!;
  await apiOk("POST", `/paper/reviewer-assign/${paper.id}`, {
    token: conf.chairToken,
    json: { reviewer_id: reviewer.id },
  });

  const mail = await waitForMail(reviewer.email, { subject: /assigned to you for review/ });
  expect(mail.headerFrom).toMatch(new RegExp(`^"?${conf.acronym} via Symposia"? <no-reply@`));
  const link = linkIn(mail, /\/conference\/reviewPapers\//);
  expect(new URL(link).pathname).toBe(`/conference/reviewPapers/${conf.id}`);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Login to manage conferences" })).toBeVisible();
  await submitLogin(page, reviewer.email, reviewer.password);
  await expect(page).toHaveURL(new RegExp(`/conference/reviewPapers/${conf.id}$`));
  await expect(page.getByRole("heading", { name: `${conf.acronym} Review Papers` })).toBeVisible();
  await expect(page.getByText(paper.title)).toBeVisible();
});

test("the Accept link of a TPC invitation makes the invitee a member with one click, signed out, and works once", async ({
  page,
}) => {
  const invitee = await registerUser({ first_name: "Ivo", last_name: "Invitee" });
  await apiOk("POST", `/track/tpc-track-wise-invitation/${conf.id}/${conf.track.id}`, {
    token: conf.chairToken,
    json: { total_data: JSON.stringify([`Ivo, Invitee, ${invitee.email}, Italy, Invite Lab`]) },
  });
  const mail = await waitForMail(invitee.email, { subject: /invitation to the programme committee/ });
  const accept = linkIn(mail, /\/tpc-invitation\?token=.*answer=accept/);
  expect(linkIn(mail, /\/tpc-invitation\?token=.*answer=decline/)).toContain("answer=decline");

  await page.goto(accept);
  await expect(page.getByRole("heading", { name: "Accept the TPC invitation" })).toBeVisible();
  await expect(
    alertWith(page, `You are now a TPC member of the track ${conf.track.track_name} of ${conf.acronym}.`),
  ).toBeVisible();
  // the token left the address bar at once
  expect(new URL(page.url()).searchParams.get("token")).toBeNull();
  await expectNoSeriousA11yViolations(page, { label: "one-click invitation answer" });

  // the membership is real: the invitee now reviews for the conference, with no invitation left open
  const token = await login(invitee.email, invitee.password);
  const list = await apiOk<{ id: number; permissions: string[]; tpc_invitation: unknown[] }[]>("GET", "/conference", {
    token,
  });
  const card = list.find((c) => c.id === conf.id);
  expect(card?.permissions).toContain("REVIEWER");
  expect(card?.tpc_invitation).toHaveLength(0);

  // the link works once
  await page.goto(accept);
  await expect(alertWith(page, "This invitation link has already been used.")).toBeVisible();
});
