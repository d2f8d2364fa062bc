import { expect, test } from "../support/fixtures.js";
import { createPaperConference } from "../support/papers.js";

// A chair moves papers over from HotCRP: a dry run shows what would happen and writes nothing,
// then Import brings the papers, their authors and a declared conflict onto All Papers.
test.describe.configure({ timeout: 150_000 });

const tag = Math.random().toString(36).slice(2, 8);
const HOTCRP = {
  papers: [
    {
      pid: 7,
      title: "Zuverlässige Übertragung im Netz",
      abstract: "Imported from HotCRP.",
      authors: [{ email: `jose.${tag}@import.example.org`, first: "José", last: "Núñez" }],
      pc_conflicts: { [`pat.${tag}@import.example.org`]: "collaborator" },
    },
    {
      pid: 8,
      title: "A second imported paper",
      abstract: "Also imported.",
      authors: [{ email: `ann.${tag}@import.example.org`, first: "Ann", last: "Author" }],
    },
  ],
  contacts: [{ email: `pat.${tag}@import.example.org`, first: "Pat", last: "Pcmember", roles: "pc" }],
};

test("a chair imports a HotCRP JSON file with a dry run, then for real, and finds papers, authors and the conflict on All Papers", async ({
  signedInPage,
}) => {
  const conf = await createPaperConference(["Systems"]);
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/import/${conf.id}`);
  await expect(page.getByRole("heading", { name: "Import" })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /File/ }).click();
  await (
    await chooser
  ).setFiles({ name: "hotcrp.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(HOTCRP)) });

  await test.step("the dry run shows the counts and writes nothing", async () => {
    await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
    await page.getByRole("button", { name: "Dry run" }).click();
    const counts = page.getByRole("table", { name: "Import counts" });
    await expect(counts.getByRole("row").filter({ hasText: "Papers" })).toContainText("2");
    await expect(page.getByText("Dry run: what the import would do")).toBeVisible();
  });

  await test.step("Import writes it", async () => {
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect(page.getByText("What the import did")).toBeVisible();
  });

  await test.step("All Papers lists the papers with their authors and the conflict", async () => {
    await page.goto(`/conference/papers/${conf.id}`);
    const table = page.getByRole("table", { name: "All papers" });
    await expect(table.getByRole("row").filter({ hasText: "Zuverlässige Übertragung im Netz" })).toContainText("Núñez");
    await expect(table.getByRole("row").filter({ hasText: "A second imported paper" })).toContainText("Ann Author");
    await table
      .getByRole("row")
      .filter({ hasText: "Zuverlässige Übertragung im Netz" })
      .getByRole("button", { name: /Conflicts of paper/ })
      .click();
    await expect(page.getByRole("dialog")).toContainText("Pat Pcmember");
  });
});
