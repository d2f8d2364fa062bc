import type { Locator, Page } from "@playwright/test";
import { registerUser, type Account } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, expectNotified, test } from "../support/fixtures.js";
import {
  MINIMAL_PDF,
  createApprovedConference,
  registerFindableUser,
  type ChairConference,
} from "../support/tracks.js";
import { chooseOption, confirmWith, textbox } from "../support/ui.js";

// Tracks and the call for papers in the browser: a chair sets up tracks and their chairs, builds the organising
// committee both ways, writes a formatted CFP with a PDF, and a signed-out visitor reads it all on
// the public page and downloads the PDF. The steps build on each other.
// Long journeys on a machine shared with other builds: more room than the 60 s default.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let conf: ChairConference;
let tina: Account; // becomes a track chair, and stays one
let tom: Account; // becomes a track chair, then is removed
let olga: Account; // joins the committee through the search
const manualMemberEmail = `grace.${Date.now().toString(36)}@committee.example.org`;
const secretManagerEmail = `manager.${Date.now().toString(36)}@committee.example.org`;
const TRACKS = [
  { name: "Machine Learning", short: "ML", description: "Learning from data." },
  { name: "Distributed Systems", short: "DS", description: "Many machines, one answer." },
  { name: "Human Factors", short: "HF", description: "People and computers." },
];

test.beforeAll(async () => {
  conf = await createApprovedConference();
  tina = await registerFindableUser("Tina", "Trackchair");
  tom = await registerFindableUser("Tom", "Tempchair");
  olga = await registerFindableUser("Olga", "Organiser");
});

const trackCard = (page: Page, name: string): Locator => page.getByRole("article", { name, exact: true });

/** Types into the shared user search and picks the user's option. */
async function searchAndPick(page: Page, scope: Page | Locator, label: string, user: Account): Promise<void> {
  const search = scope.getByRole("combobox", { name: label });
  await search.click();
  await search.fill(user.last_name.slice(0, 2));
  // Two characters already search; the full prefix narrows it to this user.
  await search.fill(user.last_name);
  await page.getByRole("option", { name: new RegExp(user.email.replace(/[.+]/g, "\\$&")) }).click();
}

async function chooseFile(page: Page, button: Locator, name: string, data: Buffer): Promise<void> {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ name, mimeType: "application/octet-stream", buffer: data });
}

test("a chair adds three tracks, edits one, and assigns and removes chairs through the search", async ({
  signedInPage,
}) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/tracks/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} Tracks` })).toBeVisible();
  await expect(page.getByText("No record found")).toBeVisible();

  await test.step("add three tracks with the floating Add Track button", async () => {
    for (const track of TRACKS) {
      await page.getByRole("button", { name: "Add Track", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Add Track" });
      await textbox(dialog, "Track name").fill(track.name);
      await textbox(dialog, "Track short name").fill(track.short);
      await textbox(dialog, "Track description").fill(track.description);
      await dialog.getByRole("button", { name: "Add Track" }).click();
      await expect(dialog).toBeHidden();
      await expect(trackCard(page, track.name)).toContainText(track.description);
    }
    await expect(page.getByRole("article")).toHaveCount(3);
  });

  await test.step("a duplicate name is refused next to the field", async () => {
    await page.getByRole("button", { name: "Add Track", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add Track" });
    await textbox(dialog, "Track name").fill("machine learning");
    await dialog.getByRole("button", { name: "Add Track" }).click();
    await expect(
      dialog.getByText('A track named "machine learning" already exists in this conference.').first(),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("article")).toHaveCount(3);
  });

  await test.step("edit a track after the confirmation", async () => {
    await trackCard(page, "Human Factors").getByRole("button", { name: "Edit Track Human Factors" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Track" });
    await expect(textbox(dialog, "Track name")).toHaveValue("Human Factors");
    await textbox(dialog, "Track description").fill("People, computers and accessibility.");
    await dialog.getByRole("button", { name: "Update Track" }).click();
    await confirmWith(page, "Are you sure to Update this Track?");
    await expect(trackCard(page, "Human Factors")).toContainText("People, computers and accessibility.");
  });

  await test.step("assign two chairs in the Manage Chairs dialog and remove one", async () => {
    await trackCard(page, "Machine Learning")
      .getByRole("button", { name: "Manage Chairs of Machine Learning" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Manage Chairs: Machine Learning" });
    const added = dialog.getByRole("region", { name: "Added Chairs" });
    await expect(added).toContainText("No chairs yet");
    for (const chair of [tina, tom]) {
      await searchAndPick(page, dialog, "Search here for users to add as chairs", chair);
      await expect(added).toContainText(chair.email);
    }
    await added.getByRole("button", { name: `Remove chair ${tom.first_name} ${tom.last_name}` }).click();
    await confirmWith(page, "Are you sure to delete this Track Chair?", "Delete");
    await expect(added).not.toContainText(tom.email);
    await expect(added).toContainText(tina.email);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    const card = trackCard(page, "Machine Learning");
    await expect(card).toContainText(`${tina.first_name} ${tina.last_name}`);
    await expect(card).toContainText(tina.email);
    await expect(card).not.toContainText(tom.email);
  });

  await test.step("the page works from its URL alone after a reload", async () => {
    await page.reload();
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(trackCard(page, "Machine Learning")).toContainText(tina.email);
    await expectNoSeriousA11yViolations(page, { label: "Tracks" });
  });
});

test("the chair builds the organising committee by search and by hand", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/cfp/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} CFP` })).toBeVisible();
  const bySearch = page.getByRole("form", { name: "Add a committee member by search" });
  const byHand = page.getByRole("form", { name: "Add a committee member by hand" });
  const committee = page.getByRole("region", { name: "Organizing Committee" });

  await test.step("add a registered user by search as a Program Chair", async () => {
    await bySearch.getByRole("button", { name: "Add Member" }).click();
    await expect(bySearch.getByText("Choose a user with the search.")).toBeVisible();
    await chooseOption(bySearch, "Committee type", "Program Chairs");
    await searchAndPick(page, bySearch, "Search user", olga);
    await bySearch.getByRole("button", { name: "Add Member" }).click();
    await expect(committee.getByRole("region", { name: "Program Chairs" })).toContainText(
      `${olga.first_name} ${olga.last_name}`,
    );
  });

  await test.step("add two people by hand, one of them in Conference Management", async () => {
    await textbox(byHand, "Sequence").fill("0");
    await byHand.getByRole("button", { name: "Add Member" }).click();
    await expect(byHand.getByText("Sequence must be at least 1.")).toBeVisible();
    await textbox(byHand, "First name").fill("Grace");
    await textbox(byHand, "Last name").fill("Hopper");
    await textbox(byHand, "Email").fill(manualMemberEmail);
    await chooseOption(byHand, "Country", "United States");
    await textbox(byHand, "Affiliation").fill("Navy Research Lab");
    await textbox(byHand, "Sequence").fill("1");
    await byHand.getByRole("button", { name: "Add Member" }).click();
    await expect(committee.getByRole("region", { name: "General Chairs" })).toContainText("Grace Hopper");

    await textbox(byHand, "First name").fill("Max");
    await textbox(byHand, "Last name").fill("Manager");
    await textbox(byHand, "Email").fill(secretManagerEmail);
    await chooseOption(byHand, "Country", "Portugal");
    await textbox(byHand, "Affiliation").fill("Tracks Society");
    await chooseOption(byHand, "Committee type", "Conference Management");
    await byHand.getByRole("button", { name: "Add Member" }).click();
    await expect(committee.getByRole("region", { name: "Conference Management" })).toContainText("Max Manager");
  });

  await test.step("delete a member after the confirmation", async () => {
    const extra = await registerUser({ first_name: "Xavier", last_name: `Extra${Date.now().toString(36)}` });
    await searchAndPick(page, bySearch, "Search user", extra);
    await bySearch.getByRole("button", { name: "Add Member" }).click();
    const group = committee.getByRole("region", { name: "Program Chairs" });
    await expect(group).toContainText("Xavier");
    await group.getByRole("button", { name: `Delete Xavier ${extra.last_name} from Program Chairs` }).click();
    await confirmWith(page, "Are you sure to delete this Organizing Committee?", "Delete");
    await expect(group).not.toContainText("Xavier");
  });

  // The scan waits for the global alert to close: the app shell's notification is not this screen.
  await expect(page.getByText("The organizing committee member has been deleted.")).toBeHidden();

  await expectNoSeriousA11yViolations(page, { label: "Manage CFP" });
});

test("the chair writes a formatted CFP with a list and a link and uploads its PDF", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/cfp/${conf.id}`);
  await expect(page.getByRole("heading", { name: `${conf.acronym} CFP` })).toBeVisible();

  await test.step("write the CFP with a heading, bold text, a list and a link", async () => {
    const cfp = page.getByRole("region", { name: "Call for Papers" });
    const editor = cfp.getByRole("textbox", { name: "Paper Information" });
    await editor.click();
    await cfp.getByRole("button", { name: "Heading 2" }).click();
    await page.keyboard.type("Call for Papers 2027");
    await page.keyboard.press("Enter");
    await page.keyboard.type("We invite ");
    await cfp.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("original research");
    await cfp.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type(" on:");
    await page.keyboard.press("Enter");
    await cfp.getByRole("button", { name: "Bullet list" }).click();
    await page.keyboard.type("Learning systems");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Reliable distribution");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Read the full call on our site");
    await page.keyboard.press("Shift+Home");
    await cfp.getByRole("button", { name: "Link", exact: true }).click();
    const url = page.getByRole("textbox", { name: "Enter URL" });
    await url.fill("https://tracks.example.org/cfp");
    await url.press("Enter");
    await expect(editor.getByRole("link", { name: "Read the full call on our site" })).toBeVisible();
    await expect(editor.getByRole("listitem")).toHaveCount(2);

    const upload = cfp.getByRole("button", { name: /Upload PDF/ });
    await chooseFile(page, upload, "notes.txt", Buffer.from("not a pdf"));
    await expect(cfp.getByText("Invalid file type. Please select a valid file.")).toBeVisible();
    await chooseFile(page, upload, "call-for-papers.pdf", MINIMAL_PDF);
    await expect(upload).toContainText("call-for-papers.pdf");
    await cfp.getByRole("button", { name: "Save", exact: true }).click();
    await confirmWith(page, "Are you sure to update the CFP details?");
    await expectNotified(page, "The CFP details have been updated.");
    await expect(cfp.getByRole("button", { name: "Download CFP" })).toBeVisible();
  });

  await test.step("the stored CFP survives a reload and the PDF downloads", async () => {
    await page.reload();
    const cfp = page.getByRole("region", { name: "Call for Papers" });
    const editor = cfp.getByRole("textbox", { name: "Paper Information" });
    await expect(editor.getByRole("heading", { name: "Call for Papers 2027" })).toBeVisible();
    await expect(editor.locator("strong")).toHaveText("original research");
    const download = page.waitForEvent("download");
    await cfp.getByRole("button", { name: "Download CFP" }).click();
    expect((await download).suggestedFilename()).toBe(`${conf.acronym}-CFP.pdf`);
  });
});

test("a signed-out visitor reads the public CFP and downloads the PDF", async ({ page }) => {
  await page.goto(`/cfp/${conf.id}`);
  await expect(page.getByRole("heading", { name: conf.eventName, level: 1 })).toBeVisible();
  await expect(page.getByText(conf.acronym, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/");

  const committee = page.getByRole("region", { name: "Organizing Committee" });
  await expect(committee.getByRole("region", { name: "General Chairs" })).toContainText("Grace Hopper");
  await expect(committee.getByRole("region", { name: "Program Chairs" })).toContainText(
    `${olga.first_name} ${olga.last_name}`,
  );
  await expect(committee.getByRole("region", { name: "Conference Management" })).toHaveCount(0);
  await expect(page.getByText("Max Manager")).toHaveCount(0);
  await expect(page.getByText(manualMemberEmail)).toHaveCount(0);
  await expect(page.getByText(olga.email)).toHaveCount(0);

  const cfp = page.getByRole("region", { name: "Call for Papers" });
  await expect(cfp.getByRole("heading", { name: "Call for Papers 2027" })).toBeVisible();
  await expect(cfp.locator("strong")).toHaveText("original research");
  await expect(cfp.getByRole("listitem")).toHaveText(["Learning systems", "Reliable distribution"]);
  await expect(cfp.getByRole("link", { name: "Read the full call on our site" })).toHaveAttribute(
    "href",
    "https://tracks.example.org/cfp",
  );
  await expect(page.getByText(`© ${new Date().getFullYear()} Symposia`)).toBeVisible();

  await expectNoSeriousA11yViolations(page, { label: "Public CFP" });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${conf.acronym}-CFP.pdf`);
  const { readFile } = await import("node:fs/promises");
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
});
