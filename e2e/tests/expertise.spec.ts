import { apiOk, login, registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi } from "../support/papers.js";

// Expertise from publications, as a programme committee meets it: a member imports their BibTeX
// file on their profile, the chair computes affinities from everyone's publications, reads why a
// paper's best members match it, and previews a fair assignment built on them, then deploys it.

const BIBTEX = `@inproceedings{ploetz2024cache,
  title = {Cache Coherence Protocols for Manycore Processors},
  author = {Pl{\\"o}tz, Mara and Weber, Jonas},
  booktitle = {Proceedings of the Symposium on Computer Architecture},
  year = {2024},
  abstract = {We compare directory-based cache coherence protocols on manycore processors and measure coherence traffic.}
}

@article{ploetz2023memory,
  title = {Memory Consistency and Cache Hierarchies},
  author = {Pl{\\"o}tz, Mara},
  journal = {Computer Architecture Letters},
  year = {2023},
  abstract = {Cache hierarchies of multicore processors under relaxed memory consistency models.}
}

@misc{broken,
  title = {An entry without its closing brace
`;

test("a member imports BibTeX; the chair computes affinities, reads a paper's matches and deploys a fair assignment", async ({
  signedInPage,
}) => {
  const conf = await createPaperConference(["Systems"]);
  const track = conf.tracks[0]!;
  const mara = await registerUser({ first_name: "Mara", last_name: "Plötz" });
  const nils = await registerUser({ first_name: "Nils", last_name: "Lindqvist" });
  for (const member of [mara, nils]) {
    await apiOk("POST", `/conference/pc-member/${conf.id}`, {
      token: conf.chairToken,
      json: { reviewer_id: member.id, track_ids: [track.id] },
    });
  }
  const author = await registerUser({ first_name: "Ann", last_name: "Author" });
  const authorToken = await login(author.email, author.password);
  const cachePaper = await submitPaperViaApi(authorToken, {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Scalable cache coherence for manycore processors",
    abstract: "A directory cache coherence protocol that reduces coherence traffic on manycore processors.",
  });
  const translationPaper = await submitPaperViaApi(authorToken, {
    conf_id: conf.id,
    track_id: track.id,
    paper_title: "Neural machine translation of low-resource languages",
    abstract: "Transformer models for translation between low-resource languages with little parallel text.",
  });
  // Nils keeps his publications by hand (the JSON form of the same call)
  await apiOk("POST", "/users/publications", {
    token: await login(nils.email, nils.password),
    json: {
      publications: [
        {
          title: "Attention-based neural machine translation",
          abstract: "Transformer translation models for low-resource languages trained on little parallel text.",
          year: 2025,
          venue: "Computational Linguistics",
        },
      ],
    },
  });

  await test.step("Mara imports her BibTeX file; the broken entry is reported, the others listed", async () => {
    const page = await signedInPage(mara);
    await page.goto("/user/profile");
    const section = page.getByRole("region", { name: "My Publications" });
    await expect(section.getByText("No publications yet.")).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await section.getByRole("button", { name: "Publication file" }).click();
    await (await chooser).setFiles({ name: "mara.bib", mimeType: "text/x-bibtex", buffer: Buffer.from(BIBTEX) });
    await section.getByRole("button", { name: "Import", exact: true }).click();
    await expect(section.getByText("1 entry was not added")).toBeVisible();
    await expect(
      section.getByRole("cell", { name: "Cache Coherence Protocols for Manycore Processors", exact: true }),
    ).toBeVisible();
    await expect(
      section.getByRole("cell", { name: "Memory Consistency and Cache Hierarchies", exact: true }),
    ).toBeVisible();
  });

  const page = await signedInPage(conf.chair);
  await test.step("the chair computes affinities and reads why the cache paper matches Mara", async () => {
    await page.goto(`/conference/tracks/list/${conf.id}`);
    const panel = page.getByRole("region", { name: "Computed Affinity" });
    await panel.getByRole("button", { name: "Compute from Publications" }).click();
    await expect(panel.getByText("done", { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText("2 of 2 papers")).toBeVisible();

    const explain = panel.getByRole("combobox", { name: "Explain a paper" });
    await explain.click();
    await explain.fill("coherence");
    await page.getByRole("option", { name: `Paper ${cachePaper.paper_sequence}: Scalable cache coherence` }).click();
    const matches = panel.getByRole("table", { name: "Best-matching members" });
    const first = matches.getByRole("row").nth(1);
    await expect(first).toContainText("Mara Plötz");
    await expect(first).toContainText("Cache Coherence Protocols for Manycore Processors (2024)");
    await expect(first).toContainText("coherence");
    await expect(matches).not.toContainText("Nils Lindqvist");
  });

  await test.step("a fair preview gives each paper its expert, and deploying writes exactly that", async () => {
    await page.getByRole("button", { name: "Auto Assign Systems" }).click();
    const dialog = page.getByRole("dialog", { name: "Auto Assign: Systems" });
    await dialog.getByRole("textbox", { name: "Number of reviewers per paper" }).fill("1");
    await dialog.getByText("Fair", { exact: true }).click();
    await expect(dialog.getByRole("radio", { name: "Fair" })).toBeChecked();
    await dialog.getByRole("button", { name: "Preview" }).click();
    const proposed = dialog.getByRole("table", { name: "Proposed assignments" });
    const cacheRow = proposed.getByRole("row").filter({ hasText: "Mara Plötz" });
    await expect(cacheRow.getByRole("cell").first()).toHaveText(String(cachePaper.paper_sequence));
    await expect(proposed.getByRole("row").filter({ hasText: "Nils Lindqvist" }).getByRole("cell").first()).toHaveText(
      String(translationPaper.paper_sequence),
    );
    // the preview says how well the worst-served paper did
    await expect(dialog.getByTestId("paper-totals")).toContainText(
      "0 paper(s) whose reviewers all have an affinity below",
    );
    await dialog.getByRole("button", { name: "Deploy" }).click();
    await expect(dialog.getByRole("status")).toBeVisible();

    const papers = await apiOk<{ data: { id: number; paper_reviewer_data: { first_name: string }[] }[] }>(
      "GET",
      `/paper/all/${conf.id}/0`,
      { token: conf.chairToken },
    );
    const reviewersOf = (id: number) =>
      papers.data.find((p) => p.id === id)!.paper_reviewer_data.map((r) => r.first_name);
    expect(reviewersOf(cachePaper.id)).toEqual(["Mara"]);
    expect(reviewersOf(translationPaper.id)).toEqual(["Nils"]);
  });
});
