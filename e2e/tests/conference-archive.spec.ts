import { readFile } from "node:fs/promises";
import { expect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi } from "../support/papers.js";

// A chair downloads the whole conference as an archive from the Import screen's Export, and an
// administrator restores it on the All Conference page: a new conference with the paper appears.
test.describe.configure({ timeout: 150_000 });

test("a chair exports the conference archive and an administrator restores it as a new conference", async ({
  signedInPage,
  admin,
}) => {
  const conf = await createPaperConference(["Systems"]);
  const title = `Archivierte Arbeit — naïve ${conf.acronym}`;
  await submitPaperViaApi(conf.chairToken, { conf_id: conf.id, track_id: conf.tracks[0]!.id, paper_title: title });

  const page = await signedInPage(conf.chair);
  const archivePath = await test.step("the chair downloads the archive", async () => {
    await page.goto(`/conference/import/${conf.id}`);
    await expect(page.getByRole("combobox", { name: "Export format" })).toHaveValue(/Archive/);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/archive\.zip$/);
    const path = await file.path();
    // a ZIP whose first entry is the manifest
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(bytes.subarray(30, 43).toString("latin1")).toBe("manifest.json");
    return path;
  });

  const restoredId = await test.step("an administrator restores it on the All Conference page", async () => {
    await signedInPage(admin);
    await page.goto("/conference");
    await expect(page.getByRole("heading", { name: "Restore a conference" })).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Archive" }).click();
    await (await chooser).setFiles(archivePath);
    const answer = page.waitForResponse((r) => r.url().includes("/api/conference/restore"));
    await page.getByRole("button", { name: "Restore", exact: true }).click();
    const body = (await (await answer).json()) as { result: { conf_id: number } };
    await expect(page.getByText(`${conf.acronym} has been restored`)).toBeVisible();
    expect(body.result.conf_id).not.toBe(conf.id);
    return body.result.conf_id;
  });

  await test.step("the restored conference lists the paper on All Papers", async () => {
    await page.goto(`/conference/papers/${restoredId}`);
    const table = page.getByRole("table", { name: "All papers" });
    await expect(table.getByRole("row").filter({ hasText: title })).toContainText("Carla Chair");
  });
});
