import type { Page } from "@playwright/test";
import { apiOk, registerUser, type Account } from "../support/api.js";
import { expect, test } from "../support/fixtures.js";
import { answerInvitationViaApi, createTpcConference, type TpcConference } from "../support/tpc.js";
import { dialogSettled } from "../support/ui.js";

// Bidding in the browser: a PC member bids on the papers of their track (keyboard and
// buttons, with the progress), then the chair previews an assignment, sees the load chart and the
// table, deploys it, and undoes it.
test.describe.configure({ mode: "serial", timeout: 150_000 });

const TRACK = "Robotics";
const TITLES = ["Grasping soft objects", "Legged locomotion on ice", "Swarm mapping"];
let conf: TpcConference;
let mia: Account; // the bidding member
let ole: Account; // a second member

test.beforeAll(async () => {
  const author = await registerUser({ first_name: "Aria", last_name: "Author" });
  mia = await registerUser({ first_name: "Mia", last_name: "Member" });
  ole = await registerUser({ first_name: "Ole", last_name: "Other" });
  conf = await createTpcConference(TRACK, TITLES, author);
  await apiOk("POST", `/track/tpc-track-wise-invitation/${conf.id}/${conf.track.id}`, {
    token: conf.chairToken,
    json: {
      total_data: JSON.stringify([
        `Mia, Member, ${mia.email}, Portugal, Mia Lab`,
        `Ole, Other, ${ole.email}, Norway, Ole Lab`,
      ]),
    },
  });
  await answerInvitationViaApi(mia, conf.id, "ACCEPT");
  await answerInvitationViaApi(ole, conf.id, "ACCEPT");
});

const row = (page: Page, sequence: number) => page.getByTestId(`bid-row-${sequence}`);

test("a PC member bids from the conference card, with the keyboard and the buttons", async ({ signedInPage }) => {
  const page = await signedInPage(mia);
  await page.goto("/conference/allConference");
  await page.getByRole("article", { name: conf.acronym }).getByRole("link", { name: "Bidding" }).click();
  await expect(page).toHaveURL(new RegExp(`/conference/bidding/${conf.id}$`));
  await expect(page.getByTestId("bid-progress")).toHaveText("0 of 3 bid");
  const first = conf.papers[0]!;
  await expect(row(page, first.paper_sequence)).toContainText(first.title);

  // the first paper has the focus: "y" bids yes on it
  await page.keyboard.press("y");
  await expect(page.getByTestId("bid-progress")).toHaveText("1 of 3 bid");
  await expect(row(page, first.paper_sequence).getByRole("radio", { name: "Yes" })).toBeChecked();

  // "j" moves to the next paper, "m" bids maybe
  await page.keyboard.press("j");
  await page.keyboard.press("m");
  await expect(page.getByTestId("bid-progress")).toHaveText("2 of 3 bid");

  // the buttons do the same
  const third = conf.papers[2]!;
  await row(page, third.paper_sequence).getByText("No", { exact: true }).click();
  await expect(page.getByTestId("bid-progress")).toHaveText("3 of 3 bid");
  await expect(row(page, third.paper_sequence).getByRole("radio", { name: "No", exact: true })).toBeChecked();

  // a search narrows the list
  await page.getByRole("textbox", { name: "Search" }).fill("locomotion");
  await expect(page.getByRole("listitem")).toHaveCount(1);
});

test("the chair previews an assignment, sees the chart, deploys it and undoes it", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/tracks/list/${conf.id}`);
  await page
    .getByRole("article", { name: TRACK, exact: true })
    .getByRole("button", { name: `Auto Assign ${TRACK}` })
    .click();
  const dialog = await dialogSettled(page, `Auto Assign: ${TRACK}`);
  await dialog.getByRole("textbox", { name: "Number of reviewers per paper" }).fill("1");
  await dialog.getByRole("button", { name: "Preview" }).click();

  const preview = dialog.getByTestId("auto-assign-preview");
  await expect(preview).toContainText("3 new assignment(s)");
  await expect(dialog.getByTestId("load-chart")).toBeVisible();
  const table = dialog.getByRole("table", { name: "Proposed assignments" });
  await expect(table.getByRole("row")).toHaveCount(4);
  // Mia's yes goes to Mia; her no does not
  await expect(table.getByRole("row").filter({ hasText: "Mia Member" }).filter({ hasText: "yes" })).toHaveCount(1);
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: "Mia Member" })
      .filter({ hasText: /\bno\b/ }),
  ).toHaveCount(0);

  await dialog.getByRole("button", { name: "Deploy" }).click();
  const outcome = dialog.getByRole("status");
  await expect(outcome).toContainText("Assignments made: 3");
  await dialog.getByRole("button", { name: "Undo this run" }).click();
  await expect(dialog.getByText(/3 assignment\(s\) removed/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Undone" })).toBeDisabled();
});
