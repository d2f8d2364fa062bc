import { login, registerUser, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi, type PaperConference } from "../support/papers.js";
import { chooseOption, textbox } from "../support/ui.js";
import type { Locator, Page } from "@playwright/test";

// Co-author confirmation: an author lists an existing user as a co-author; the listing grants that
// user nothing until they confirm the request on their own My Papers, after which the paper is
// theirs with the author actions.
test.describe.configure({ mode: "serial" });

let conf: PaperConference;
let ada: Account;
let ivy: Account;
const title = "Confirmed Collaboration";

test.beforeAll(async () => {
  conf = await createPaperConference(["Machine Learning"]);
  ada = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
  ivy = await registerUser({ first_name: "Ivy", last_name: `Invitee${Date.now().toString(36)}` });
  await submitPaperViaApi(await login(ada.email, ada.password), {
    conf_id: conf.id,
    track_id: conf.tracks[0]!.id,
    paper_title: title,
  });
});

const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

test("an author lists an existing user as co-author: shown awaiting confirmation", async ({ signedInPage }) => {
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await card(page, title).getByRole("button", { name: "Authors" }).click();
  const dialog = page.getByRole("dialog", { name: /Authors of paper/ });
  const form = dialog.getByRole("form", { name: "Add author by hand" });
  await textbox(form, "First Name").fill(ivy.first_name);
  await textbox(form, "Last Name").fill(ivy.last_name);
  await textbox(form, "Email").fill(ivy.email);
  await chooseOption(form, "Country", "Germany");
  await textbox(form, "Affiliation").fill("University of Testing");
  await form.getByRole("button", { name: "Add Author" }).click();
  await expect(dialog.getByText(`2. ${ivy.first_name} ${ivy.last_name}`)).toBeVisible();
  await expect(dialog.getByText("awaiting confirmation")).toHaveCount(1);
});

test("the listed user sees the request, confirms it, and then has the paper with author actions", async ({
  signedInPage,
}) => {
  const page = await signedInPage(ivy);
  await page.goto(`/conference/mypapers/${conf.id}`);
  const requests = page.getByRole("region", { name: "Co-author requests" });
  await expect(requests).toContainText(title);
  await expect(requests).toContainText("submitted by Ada Lovelace");
  // listed, not yet an author: the paper is not among theirs
  await expect(card(page, title)).toHaveCount(0);

  await requests.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("You are now an author of this paper.")).toBeVisible();
  await expect(requests).toBeHidden();
  const paper = card(page, title);
  await expect(paper).toBeVisible();
  for (const name of ["Edit", "Authors", "Withdraw"]) await expect(paper.getByRole("button", { name })).toBeVisible();
});
