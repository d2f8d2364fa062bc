import { registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { mailTo, waitForMail } from "../support/mailbox.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi, createTpcConference } from "../support/tpc.js";
import { confirmWith, textbox } from "../support/ui.js";

// A bulk mail is sent only after the chair has seen and confirmed the number of recipients the
// server counted; the outcome stays in the dialog. Send Mail to a track's TPC: a member added
// after the TPC page was loaded is counted (the browser's own list would miss them).
test.describe.configure({ timeout: 150_000 });

test("Send Mail to the TPC previews the server's count, confirms it, and keeps the outcome in the dialog", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Otto", last_name: "Author" });
  const conf = await createTpcConference("Acoustics", ["Echoes in small rooms"], author);
  const early = await registerUser({ first_name: "Erin", last_name: "Early" });
  const late = await registerUser({ first_name: "Liam", last_name: "Late" });
  await inviteTpc(conf.chairToken, conf.id, conf.track.id, [early]);
  await answerInvitationViaApi(early, conf.id, "ACCEPT");

  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/tracks/list/${conf.id}`);
  await page.getByRole("button", { name: `Send Mail to the TPC of ${conf.track.track_name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Send Mail: ${conf.track.track_name}` });
  // joins while the page is open: only the server knows
  await inviteTpc(conf.chairToken, conf.id, conf.track.id, [late]);
  await answerInvitationViaApi(late, conf.id, "ACCEPT");

  await textbox(dialog, "Sender email").fill("programme");
  await textbox(dialog, "Subject").fill("Bidding opens Monday");
  await dialog.getByRole("textbox", { name: "Message" }).fill("Please bid on the papers of your track.");
  await expect(dialog.getByRole("button", { name: "Send", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByLabel("Mail preview");
  await expect(preview).toContainText("2 people will receive this mail.");
  await expect(preview).toContainText("Please bid on the papers of your track.");
  // the preview sent nothing (the outbox worker polls about once a second)
  await page.waitForTimeout(2_500);
  expect(mailTo(early.email, /^Bidding opens Monday$/)).toHaveLength(0);

  await dialog.getByRole("button", { name: "Send", exact: true }).click();
  await confirmWith(page, `Send this mail to 2 people of the TPC of ${conf.track.track_name}?`);
  const outcome = dialog.getByRole("alert").filter({ hasText: "The mail is on its way to 2 member(s)." });
  await expect(outcome).toBeVisible();
  for (const member of [early, late]) {
    const mail = await waitForMail(member.email, { subject: /^Bidding opens Monday$/ });
    expect(mail.text).toContain("Please bid on the papers of your track.");
  }
  // still there once the mails are out: the outcome does not hide itself
  await page.waitForTimeout(8_000);
  await expect(outcome).toBeVisible();
});
