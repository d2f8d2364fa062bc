import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiOk, login, registerUser, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import {
  MINIMAL_PDF,
  createPaperConference,
  updateConferenceSettings,
  utcLocal,
  type PaperConference,
} from "../support/papers.js";
import { chooseOption, confirmWith, textbox } from "../support/ui.js";
import type { Locator, Page } from "@playwright/test";

// The submission form and camera-ready: under "Abstract, then full paper" an author registers a paper without its
// file, answering the chairs' extra field; after the abstract deadline the author adds the file
// and a supplementary file (a chairs' file slot). The chair accepts the paper and opens
// camera-ready; the author uploads the final version (PDF, consent form, the author list as it
// will be printed); the chair downloads the proceedings and the ZIP is unzipped and checked.
test.describe.configure({ mode: "serial" });

let conf: PaperConference;
let ada: Account;
const title = "Registered Before the Deadline";
const finalTitle = "Registered Before the Deadline (final)";
const SUPPLEMENT = Buffer.concat([MINIMAL_PDF, Buffer.from("% supplementary proofs\n")]);
const FINAL_PDF = Buffer.concat([MINIMAL_PDF, Buffer.from("% camera-ready version\n")]);

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
  await apiOk("POST", `/conference/submission-file-slots/${conf.id}`, {
    token: conf.chairToken,
    json: {
      slots: [
        { key: "supplement", label: "Supplementary material", types: ["pdf", "zip"], max_mb: 5, required: false },
      ],
    },
  });
});

async function chooseFile(
  page: Page,
  scope: Locator,
  name: RegExp,
  file: { name: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: "application/pdf", buffer: file.buffer });
}

const card = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

test("an author registers an abstract with a custom field, then uploads the paper after the abstract deadline", async ({
  signedInPage,
}) => {
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await expect(page.getByTestId("submission-status")).toContainText("Abstract registration open until");

  await test.step("register the paper without a file", async () => {
    await page.getByRole("button", { name: "Submit Paper" }).click();
    const dialog = page.getByRole("dialog", { name: "Submit Paper" });
    await expect(dialog.getByText("LNCS")).toBeVisible();
    await expect(dialog.getByTestId("submission-status")).toContainText(
      /Abstract registration open until .* UTC; paper files until .* UTC\./,
    );
    await expect(dialog.getByRole("link", { name: "LaTeX template" })).toHaveAttribute(
      "href",
      "https://example.org/lncs.zip",
    );
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
    await chooseFile(page, dialog, /Paper File/, { name: "paper.pdf", buffer: MINIMAL_PDF });
    await chooseFile(page, dialog, /Supplementary material/, { name: "proofs.pdf", buffer: SUPPLEMENT });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title).getByRole("button", { name: "Download", exact: true })).toBeVisible();
    await expect(
      card(page, title).getByRole("button", { name: "Download Supplementary material of paper 1" }),
    ).toBeVisible();
  });

  const token = await login(ada.email, ada.password);
  const mine = await apiOk<{
    data: {
      paper_title: string;
      fields: Record<string, unknown>;
      has_file: boolean;
      extra_files?: { slot: string; file_name: string }[];
    }[];
  }>("GET", `/paper/all/${conf.id}/0`, {
    token,
    query: { created_by: "true" },
  });
  expect(mine.data.find((p) => p.paper_title === title)).toMatchObject({
    fields: { student: true },
    has_file: true,
    extra_files: [{ slot: "supplement", file_name: "proofs.pdf" }],
  });
});

test("after acceptance the author uploads the final version and the chair downloads the proceedings", async ({
  signedInPage,
}) => {
  const page = await signedInPage(conf.chair);

  await test.step("the chair accepts the paper on All Papers and opens camera-ready", async () => {
    await page.goto(`/conference/papers/${conf.id}`);
    const row = page.getByRole("table", { name: "All papers" }).getByRole("row").filter({ hasText: title });
    await row.getByRole("button", { name: "Final Review" }).click();
    const dialog = page.getByRole("dialog", { name: "Final Review" });
    await dialog.getByRole("combobox", { name: "Decision" }).selectOption("Accept");
    await textbox(dialog, "Final decision remark").fill("A clear contribution.");
    await dialog.getByRole("button", { name: "Submit Final Review" }).click();
    await confirmWith(page, "Are you sure to submit the Final Review?");
    await expect(dialog).toBeHidden();
    // saved (the list is read again): leaving the page earlier could cancel the request
    await expect(row.getByText("Accept", { exact: true })).toBeVisible();
    await updateConferenceSettings(conf, { camera_ready_open: 1, camera_ready_deadline: utcLocal(5 * 24 * 3600_000) });
  });

  await test.step("the author uploads the final version with a consent form and the printed author list", async () => {
    await signedInPage(ada);
    await page.goto(`/conference/mypapers/${conf.id}`);
    await card(page, title).getByRole("button", { name: "Upload final version" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload final version" });
    await expect(dialog.getByText(/^Camera-ready deadline: .* UTC$/)).toBeVisible();
    await textbox(dialog, "Final title").fill(finalTitle);
    const first = dialog.getByRole("group", { name: "Author 1" });
    await expect(textbox(first, "Last name")).toHaveValue("Lovelace");
    await textbox(first, "Affiliation").fill("Analytical Society");
    await dialog.getByRole("button", { name: "Add author" }).click();
    const second = dialog.getByRole("group", { name: "Author 2" });
    await textbox(second, "First name").fill("Charles");
    await textbox(second, "Last name").fill("Babbage");
    await textbox(second, "Affiliation").fill("Cambridge");
    // the co-author is printed first
    await dialog.getByRole("button", { name: "Move author 2 up" }).click();
    await expect(textbox(dialog.getByRole("group", { name: "Author 1" }), "Last name")).toHaveValue("Babbage");
    await chooseFile(page, dialog, /Final version \(PDF\)/, { name: "camera-ready.pdf", buffer: FINAL_PDF });
    await chooseFile(page, dialog, /Copyright \/ consent form/, { name: "consent.pdf", buffer: MINIMAL_PDF });
    await dialog.getByRole("button", { name: "Upload final version" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, title).getByText("Final version uploaded")).toBeVisible();
  });

  await test.step("the chair downloads the proceedings: the final PDF named by paper number and the metadata", async () => {
    await signedInPage(conf.chair);
    await page.goto(`/conference/reports/${conf.id}`);
    await expect(page.getByText("1 of 1 accepted papers have their final version.")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download proceedings" }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${conf.acronym}-proceedings.zip`);
    const dir = mkdtempSync(join(tmpdir(), "proceedings-e2e-"));
    await zip.saveAs(join(dir, "p.zip"));
    execFileSync("unzip", ["-q", "p.zip", "-d", "out"], { cwd: dir });
    const listing = execFileSync("unzip", ["-Z1", "p.zip"], { cwd: dir, encoding: "utf8" }).trim().split("\n").sort();
    expect(listing).toEqual(["metadata.csv", "metadata.json", "paper-001.pdf"]);
    expect(readFileSync(join(dir, "out/paper-001.pdf")).equals(FINAL_PDF)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, "out/metadata.json"), "utf8"))).toEqual([
      {
        number: 1,
        file: "paper-001.pdf",
        title: finalTitle,
        abstract: "We register first and write later.",
        authors: [
          { first_name: "Charles", last_name: "Babbage", affiliation: "Cambridge" },
          { first_name: "Ada", last_name: "Lovelace", affiliation: "Analytical Society" },
        ],
        track: "Theory",
        topics: [],
        presenter: expect.any(String),
      },
    ]);
    expect(readFileSync(join(dir, "out/metadata.csv"), "utf8")).toContain(
      `1,paper-001.pdf,${finalTitle},We register first and write later.,Charles Babbage; Ada Lovelace,Cambridge; Analytical Society,Theory`,
    );
  });
});
