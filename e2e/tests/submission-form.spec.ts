import { apiOk, login, registerUser, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { MINIMAL_PDF, createPaperConference, updateConferenceSettings, utcLocal, type PaperConference } from "../support/papers.js";
import { chooseOption, textbox } from "../support/ui.js";
import type { Locator, Page } from "@playwright/test";

// Issue 19's journey, as far as it is built: under "Abstract, then full paper" an author registers
// a paper without its file, answering the chairs' extra field; after the abstract deadline the
// author adds the file. (The camera-ready and proceedings steps are not built yet.)
test.describe.configure({ mode: "serial" });

let conf: PaperConference;
let ada: Account;
const title = "Registered Before the Deadline";

test.beforeAll(async () => {
  conf = await createPaperConference(["Theory"]);
  ada = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
  await updateConferenceSettings(conf, {
    nature_of_submission: "Abstract, then full paper",
    abstract_submission_deadline: utcLocal(3 * 24 * 3600_000),
    submission_instructions_for_authors: "<p>Use the <strong>LNCS</strong> style.</p>",
    submission_templates_for_authors: "LaTeX template | https://example.org/lncs.zip",
  });
  await apiOk("POST", `/conference/submission-fields/${conf.id}`, {
    token: conf.chairToken,
    json: { fields: [{ key: "student", label: "Is this a student paper?", type: "checkbox", required: true }] },
  });
});

const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

test("an author registers an abstract with a custom field, then uploads the paper after the abstract deadline", async ({ signedInPage }) => {
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await expect(page.getByTestId("submission-status")).toContainText("Abstract registration open until");

  await test.step("register the paper without a file", async () => {
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Paper" });
    await expect(dialog.getByText("LNCS")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "LaTeX template" })).toHaveAttribute("href", "https://example.org/lncs.zip");
    await chooseOption(dialog, "Track", "Theory");
    await textbox(dialog, "Paper Title").fill(title);
    await textbox(dialog, "Abstract").fill("We register first and write later.");
    await expect(dialog.getByText(/Optional now: register the paper/)).toBeVisible();
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog.getByText("Is this a student paper? must be ticked.")).toBeVisible();
    await dialog.getByRole("checkbox", { name: /Is this a student paper/ }).check();
    await dialog.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title)).toBeVisible();
  });

  await test.step("after the abstract deadline: no new paper, but the file can still be added", async () => {
    await updateConferenceSettings(conf, { abstract_submission_deadline: utcLocal(-60_000) });
    await page.reload();
    await expect(page.getByTestId("submission-status")).toContainText("Registration of new papers is closed");
    await expect(page.getByRole("button", { name: "Submit Paper" })).toHaveCount(0);
    await card(page, title).getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: /Edit Paper/ });
    await expect(dialog.getByRole("checkbox", { name: /Is this a student paper/ })).toBeChecked();
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: /Paper File/ }).click();
    await (await chooser).setFiles({ name: "final.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title).getByRole("button", { name: "Download" })).toBeVisible();
  });

  const token = await login(ada.email, ada.password);
  const mine = await apiOk<{ data: { paper_title: string; fields: Record<string, unknown>; has_file: boolean }[] }>("GET", `/paper/all/${conf.id}/0`, { token, query: { created_by: "true" } });
  expect(mine.data.find((p) => p.paper_title === title)).toMatchObject({ fields: { student: true }, has_file: true });
});
