import { login } from "../support/api.js";
import { createConference } from "../support/conferences.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { confirmWith, openMenuEntry, textbox } from "../support/ui.js";

// The administrator's Audit Log screen ("Audit trail": admins read the whole log).
// The database is shared with the other specs, so the entries of this test are found by their
// conference id, never by their position in the unfiltered log.

test("an admin approves a conference and finds the entry in Settings → Audit Log", async ({
  user,
  admin,
  signedInPage,
}) => {
  const conf = await createConference(await login(user.email, user.password));
  const page = await signedInPage(admin);

  await test.step("the admin approves the conference from its card", async () => {
    await page.goto("/conference/allConference");
    const card = page.getByRole("article", { name: conf.acronym });
    await card.getByRole("button", { name: `Actions for ${conf.acronym}` }).click();
    await page.getByRole("menuitem", { name: "Approve", exact: true }).click();
    await confirmWith(page, "Do you want to Approve this Conference?");
    await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  });

  const table = page.getByRole("table", { name: "Audit log" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });

  await test.step("Settings → Audit Log shows the trail, newest first", async () => {
    await openMenuEntry(page, "Settings", "Audit Log");
    await expect(page).toHaveURL(/\/settings\/auditLog$/);
    await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("records");
  });

  await test.step("filtered by the conference id: the approval by the admin, then the proposal by the user", async () => {
    await textbox(page, "Conference id").fill(String(conf.id));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows).toHaveCount(2);
    const [approval, proposal] = [rows.nth(0).getByRole("cell"), rows.nth(1).getByRole("cell")];
    await expect(approval.nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}( \S+)?$/);
    await expect(approval.nth(1)).toContainText(admin.email);
    await expect(approval.nth(2)).toHaveText("Approved the conference");
    await expect(approval.nth(3)).toHaveText(`Conference #${conf.id}`);
    await expect(proposal.nth(1)).toContainText(`${user.first_name} ${user.last_name}`);
    await expect(proposal.nth(1)).toContainText(user.email);
    await expect(proposal.nth(2)).toHaveText("Added the conference");
    await expectNoSeriousA11yViolations(page, { label: "Audit Log" });
  });

  await test.step("an action filter narrows it to the approval; an unknown conference matches nothing", async () => {
    await page
      .getByRole("combobox", { name: "Action", exact: true })
      .selectOption({ label: "Approved the conference" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(admin.email);

    await textbox(page, "Conference id").fill("2147483000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No audit entries match these filters.")).toBeVisible();
    await expect(table).toHaveCount(0);
  });
});

test("a user who is not an admin is told they have no access and sees no entries", async ({ user, signedInPage }) => {
  const page = await signedInPage(user);
  await page.goto("/settings/auditLog");
  await expect(page.getByText("You do not have access to this page")).toBeVisible();
  await expect(page.getByRole("table", { name: "Audit log" })).toHaveCount(0);
});
