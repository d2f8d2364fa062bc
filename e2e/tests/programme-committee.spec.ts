import type { Page } from "@playwright/test";
import { registerUser, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { linkIn, mailTo, waitForMail } from "../support/mailbox.js";
import { createPaperConference, type PaperConference } from "../support/papers.js";
import { textbox } from "../support/ui.js";

// The conference's programme committee on one screen: one invitation (and one answer) for every
// track, a member added to a track and moved into another, a quota, and a mail to the PC whose
// preview counts exactly the people who then receive it.

const memberRow = (page: Page, person: Account) =>
  page.getByRole("table", { name: "Programme committee" }).getByRole("row").filter({ hasText: person.email });

test("a chair builds a two-track programme committee on one screen", async ({ signedInPage, browser, baseURL }) => {
  const conf: PaperConference = await createPaperConference(["Alpha", "Beta"]);
  const pia = await registerUser({ first_name: "Pia", last_name: "Ploetz" });
  const quinn = await registerUser({ first_name: "Quinn", last_name: "Quarles" });
  const rob = await registerUser({ first_name: "Rob", last_name: "Rautenberg" });
  const page = await signedInPage(conf.chair);

  await test.step("the chair invites two people to every track in one go", async () => {
    await page.goto(`/conference/pc/${conf.id}`);
    await expect(page.getByRole("heading", { name: "Programme Committee", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to the programme committee" });
    await textbox(dialog, "Members to invite").fill(
      [pia, quinn].map((p) => `${p.first_name}, ${p.last_name}, ${p.email}, Germany, ${p.affiliation}`).join("\n"),
    );
    await expect(dialog.getByText("2 line(s)")).toBeVisible();
    await dialog.getByRole("button", { name: "Send Invitations" }).click();
    const report = dialog.getByRole("table", { name: "Invitation report" });
    for (const person of [pia, quinn]) {
      const line = report.getByRole("row").filter({ hasText: person.email });
      await expect(line).toContainText("Alpha: invited");
      await expect(line).toContainText("Beta: invited");
    }
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(dialog).toBeHidden();
    for (const person of [pia, quinn]) {
      await expect(memberRow(page, person)).toContainText("Alpha, Beta");
      await expect(memberRow(page, person)).toContainText("invited");
    }
  });

  await test.step("Pia accepts once, from the mailed link, and belongs to both tracks", async () => {
    const mail = await waitForMail(pia.email, { subject: /invitation to the programme committee \(Alpha, Beta\)/ });
    // one mail for both tracks, not one per track
    expect(mailTo(pia.email, /invitation to the programme committee/)).toHaveLength(1);
    const context = await browser.newContext({ baseURL });
    const guest = await context.newPage();
    await guest.goto(linkIn(mail, /\/tpc-invitation\?token=[^&\s]+&answer=accept/));
    await expect(
      guest.getByText(`You are now a TPC member of the tracks Alpha and Beta of ${conf.acronym}.`),
    ).toBeVisible();
    await context.close();

    await page.reload();
    await expect(memberRow(page, pia)).toContainText("accepted");
    await expect(memberRow(page, pia)).toContainText("Alpha, Beta");
    await expect(memberRow(page, pia)).not.toContainText("(invited)");
    await expect(memberRow(page, quinn)).toContainText("invited");
  });

  await test.step("Rob is added to Alpha, then moved into Beta as well", async () => {
    await page.getByRole("button", { name: "Add member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a PC member" });
    await dialog.getByLabel("Tracks", { exact: true }).click();
    await page.getByRole("option", { name: "Alpha", exact: true }).click();
    await page.keyboard.press("Escape");
    const search = dialog.getByRole("combobox", { name: "Pick an account" });
    await search.click();
    await search.fill(rob.last_name);
    await page.getByRole("option", { name: new RegExp(rob.email.replace(/[.+]/g, "\\$&")) }).click();
    await expect(dialog.getByRole("alert")).toContainText("Alpha");
    await page.keyboard.press("Escape");
    await expect(memberRow(page, rob)).toContainText("accepted");
    await expect(memberRow(page, rob)).not.toContainText("Beta");

    await page.getByRole("checkbox", { name: `Select ${rob.first_name} ${rob.last_name}` }).check();
    const bar = page.getByRole("group", { name: "Selected members" });
    await bar.getByLabel("Tracks for the selected members").click();
    await page.getByRole("option", { name: "Beta", exact: true }).click();
    await page.keyboard.press("Escape");
    await bar.getByRole("button", { name: "Add to tracks" }).click();
    await expect(memberRow(page, rob)).toContainText("Alpha, Beta");
  });

  await test.step("the chair caps Pia's papers in Alpha", async () => {
    await memberRow(page, pia)
      .getByRole("button", { name: `Quota of ${pia.first_name} ${pia.last_name}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Quota: ${pia.first_name} ${pia.last_name}` });
    await dialog.getByRole("textbox", { name: "Most papers in Alpha" }).fill("3");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The quotas have been saved.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(memberRow(page, pia).getByRole("button", { name: /Quota of/ })).toHaveText("3");
  });

  await test.step("a mail to the accepted members reaches exactly the people the preview counted", async () => {
    await page.getByRole("button", { name: "Send Mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Mail to the programme committee" });
    await textbox(dialog, "Sender email").fill("chairs");
    await textbox(dialog, "Subject").fill("Bidding opens on Monday");
    await textbox(dialog, "Message").fill("Please bid on the papers of your tracks by Friday.");
    await expect(dialog.getByRole("button", { name: "Send to …" })).toBeDisabled();
    await dialog.getByRole("button", { name: "Preview" }).click();
    await expect(dialog.getByText("2 people would receive this mail.")).toBeVisible();
    await dialog.getByRole("button", { name: "Send to 2 people" }).click();
    await expect(dialog.getByText("The mail is on its way to 2 people.")).toBeVisible();
    for (const person of [pia, rob]) {
      const mail = await waitForMail(person.email, { subject: /Bidding opens on Monday/ });
      expect(mail.text).toContain("Please bid on the papers of your tracks by Friday.");
    }
    // Quinn has not accepted: no mail
    expect(mailTo(quinn.email, /Bidding opens on Monday/)).toHaveLength(0);
  });
});
