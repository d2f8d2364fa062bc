import type { Locator } from "@playwright/test";
import { registerUser } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import { MINIMAL_PDF, createPaperConference } from "../support/papers.js";
import { chooseOption, textbox } from "../support/ui.js";

// Submit Paper takes the co-authors in the same form, as EasyChair and HotCRP do: the submitter is
// listed first, co-author rows are typed and ordered, and after the paper is created each row goes
// through the author call; the paper then shows who has confirmed.
test.describe.configure({ timeout: 150_000 });

async function fillCoAuthor(
  row: Locator,
  person: { first_name: string; last_name: string; email: string },
  country: string,
  affiliation: string,
) {
  await textbox(row, "First Name").fill(person.first_name);
  await textbox(row, "Last Name").fill(person.last_name);
  await textbox(row, "Email").fill(person.email);
  await chooseOption(row, "Country", country);
  await textbox(row, "Affiliation").fill(affiliation);
}

test("an author lists two co-authors on Submit Paper; the one with an account confirms from My Papers", async ({
  signedInPage,
}) => {
  const conf = await createPaperConference(["Databases"]);
  const ada = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
  const ivy = await registerUser({ first_name: "Ivy", last_name: `Account${Date.now().toString(36)}` });
  const newcomer = { first_name: "Nell", last_name: "Newcomer", email: `nell.${Date.now().toString(36)}@example.org` };
  const title = "Joins Without Tears";
  const page = await signedInPage(ada);

  await test.step("the submitter fills the paper and two co-author rows, and puts the second first", async () => {
    await page.goto(`/conference/mypapers/${conf.id}`);
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Paper" });
    await chooseOption(dialog, "Track", "Databases");
    await textbox(dialog, "Paper Title").fill(title);
    await textbox(dialog, "Abstract").fill("Joins, explained.");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: /Paper File/ }).click();
    await (await chooser).setFiles({ name: "joins.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF });
    const authors = dialog.getByRole("region", { name: "Authors" });
    await expect(authors).toContainText(`1. Ada Lovelace (${ada.email}), you`);
    await authors.getByRole("button", { name: "Add co-author" }).click();
    await authors.getByRole("button", { name: "Add co-author" }).click();
    await fillCoAuthor(authors.getByRole("group", { name: "Co-author 1" }), newcomer, "Ireland", "Trinity College");
    await fillCoAuthor(authors.getByRole("group", { name: "Co-author 2" }), ivy, "Germany", "University of Testing");
    await authors
      .getByRole("button", { name: `Move Co-author 2 (${ivy.first_name} ${ivy.last_name}, ${ivy.email}) up` })
      .click();
    await expect(textbox(authors.getByRole("group", { name: "Co-author 1" }), "Email")).toHaveValue(ivy.email);
    await expectNoSeriousA11yViolations(page, { label: "Submit Paper with co-authors", include: '[role="dialog"]' });
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  const card = page.getByRole("article", { name: title, exact: true });
  await test.step("the paper lists the authors in that order and who has not confirmed yet", async () => {
    await expect(card).toContainText(`Authors: Ada Lovelace, ${ivy.first_name} ${ivy.last_name}, Nell Newcomer`);
    await expect(card.getByLabel("Co-author confirmations")).toContainText(
      `Awaiting confirmation: ${ivy.first_name} ${ivy.last_name}, Nell Newcomer`,
    );
  });

  await test.step("the co-author with an account confirms; the submitter sees it", async () => {
    await signedInPage(ivy);
    await page.goto(`/conference/mypapers/${conf.id}`);
    const requests = page.getByRole("region", { name: "Co-author requests" });
    await expect(requests).toContainText(title);
    await requests.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("You are now an author of this paper.")).toBeVisible();
    await signedInPage(ada);
    await page.goto(`/conference/mypapers/${conf.id}`);
    await expect(card.getByLabel("Co-author confirmations")).toContainText(
      `Awaiting confirmation: Nell Newcomer; confirmed: Ada Lovelace, ${ivy.first_name} ${ivy.last_name}.`,
    );
  });
});
