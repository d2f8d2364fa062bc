import { apiOk, login, registerUser } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { createPaperConference, submitPaperViaApi } from "../support/papers.js";
import { inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi } from "../support/tpc.js";

// Chairs work on sets of papers: the chair searches, saves the search, selects every result and
// tags them, and finds the tags on the plain list too; a reviewer searches their own papers.
test.describe.configure({ timeout: 180_000 });

test("a chair searches, saves the search, selects all results and tags them; a reviewer searches their own list", async ({
  signedInPage,
}) => {
  const author = await registerUser({ first_name: "Agnes", last_name: "Author" });
  const rita = await registerUser({ first_name: "Rita", last_name: "Reviewer" });
  const conf = await createPaperConference(["Graphs"]);
  const track = conf.tracks[0]!;
  await inviteTpc(conf.chairToken, conf.id, track.id, [rita]);
  await answerInvitationViaApi(rita, conf.id, "ACCEPT");
  const authorToken = await login(author.email, author.password);
  const titles = ["Graph Colouring at Scale", "Streaming Graph Partitions", "Compilers for Tiny Devices"];
  const papers: { id: number; paper_sequence: number }[] = [];
  for (const paper_title of titles)
    papers.push(await submitPaperViaApi(authorToken, { conf_id: conf.id, track_id: track.id, paper_title }));
  await apiOk("POST", `/paper/reviewer-assign/${papers[0]!.id}`, {
    token: conf.chairToken,
    json: { reviewer_id: rita.id },
  });

  const page = await signedInPage(conf.chair);
  await test.step("the chair types a query; the URL keeps it and the header counts the results", async () => {
    await page.goto(`/conference/papers/${conf.id}`);
    const box = page.getByRole("textbox", { name: "Search with terms" });
    await box.fill("graph");
    await box.press("Enter");
    await expect(page).toHaveURL(/[?&]q=graph/);
    await expect(page.getByRole("status", { name: "Result counts" })).toHaveText("2 papers");
    const table = page.getByRole("table", { name: "All papers" });
    await expect(table.getByText(titles[0]!)).toBeVisible();
    await expect(table.getByText(titles[2]!)).toHaveCount(0);
  });

  await test.step("saves it as a quick filter", async () => {
    await page.getByRole("textbox", { name: "Name of the search" }).fill("Graph papers");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page.getByText("Graph papers")).toBeVisible();
  });

  await test.step("selects a row, then all results, and tags them", async () => {
    await page.getByRole("checkbox", { name: `Select paper ${papers[0]!.paper_sequence}` }).click();
    await expect(page.getByRole("status", { name: "Result counts" })).toHaveText("2 papers · 1 selected");
    await page.getByRole("button", { name: "Select all 2 results" }).click();
    await expect(page.getByRole("group", { name: "Selection" })).toContainText("All 2 results selected");
    await page.getByRole("textbox", { name: "Tags for all 2 results" }).fill("discuss-thursday");
    await page.getByRole("button", { name: "Tag all 2" }).click();
    // the selection is done with once acted on; each row shows its new tag
    await expect(page.getByRole("table", { name: "All papers" }).getByText("#discuss-thursday")).toHaveCount(2);
  });

  await test.step("the plain list shows the tags too", async () => {
    await page.goto(`/conference/papers/${conf.id}`);
    const table = page.getByRole("table", { name: "All papers" });
    await expect(table.getByText(titles[2]!)).toBeVisible();
    await expect(table.getByText("#discuss-thursday")).toHaveCount(2);
    await expect(page.getByRole("status", { name: "Result counts" })).toHaveText("3 papers");
  });

  const reviewer = await signedInPage(rita);
  await test.step("the reviewer searches their own papers on Review Papers", async () => {
    await reviewer.goto(`/conference/reviewPapers/${conf.id}`);
    const box = reviewer.getByRole("textbox", { name: "Search with terms" });
    await box.fill("graph");
    await box.press("Enter");
    await expect(reviewer).toHaveURL(/[?&]q=graph/);
    await expect(reviewer.getByText(titles[0]!)).toBeVisible();
    await expect(reviewer.getByText(titles[1]!)).toHaveCount(0);
  });
});
