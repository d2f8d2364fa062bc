import type { Locator, Page } from "@playwright/test";
import { apiOk, login, registerUser, type Account } from "../support/api.js";
import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";
import {
  createPaperConference,
  submitPaperViaApi,
  updateConferenceSettings,
  type PaperConference,
} from "../support/papers.js";

// The chair's own decision list is what everyone reads: an author's My Papers and the chairs' All
// Papers show "Accept as short paper", not the spec's fixed "Accepted / Probably Accepted"; on a
// laptop screen (1366 x 800) no status badge is cut off, and the "Final version missing" badge is
// readable (axe's contrast check).
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1366, height: 800 } });

const SHORT = "Accept as short paper";
const OUT_OF_SCOPE = "Reject: outside the scope of this workshop's call";
let conf: PaperConference;
let ada: Account;
const titles = { short: "Sparse Attention for Long Documents", rejected: "A Survey Nobody Asked For" };

test.beforeAll(async () => {
  conf = await createPaperConference(["Theory"]);
  ada = await registerUser({ first_name: "Ada", last_name: "Lovelace" });
  const adaToken = await login(ada.email, ada.password);
  const track = conf.tracks[0]!.id;
  const short = await submitPaperViaApi(adaToken, { conf_id: conf.id, track_id: track, paper_title: titles.short });
  const rejected = await submitPaperViaApi(adaToken, {
    conf_id: conf.id,
    track_id: track,
    paper_title: titles.rejected,
  });
  await apiOk("POST", `/conference/decisions/${conf.id}`, {
    token: conf.chairToken,
    json: {
      decisions: [
        { label: "Undecided", outcome: "none" },
        { label: "Accept as full paper", outcome: "accept" },
        { label: SHORT, outcome: "accept" },
        { label: OUT_OF_SCOPE, outcome: "reject" },
      ],
    },
  });
  for (const [paper, decision] of [
    [short, SHORT],
    [rejected, OUT_OF_SCOPE],
  ] as const) {
    await apiOk("POST", `/paper/final-review/${paper.id}`, {
      token: conf.chairToken,
      json: { decision, final_decision_remark: "Decided by the PC." },
    });
  }
  await updateConferenceSettings(conf, { camera_ready_open: 1 });
});

/** Every badge in `scope` shows its whole text: nothing is clipped by an ellipsis or overflow. */
async function expectBadgesWhole(scope: Locator): Promise<void> {
  const badges = scope.locator(".mantine-Badge-root");
  expect(await badges.count()).toBeGreaterThan(0);
  const clipped = await badges.evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const label = node.querySelector(".mantine-Badge-label") ?? node;
        return (
          label.scrollWidth > label.clientWidth + 1 ||
          node.scrollWidth > node.clientWidth + 1 ||
          node.scrollHeight > node.clientHeight + 1
        );
      })
      .map((node) => node.textContent),
  );
  expect(clipped, "badges cut off").toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

test("the author reads the chair's decision labels on My Papers, whole", async ({ signedInPage }) => {
  const page = await signedInPage(ada);
  await page.goto(`/conference/mypapers/${conf.id}`);
  await expect(card(page, titles.short).getByText(SHORT, { exact: true })).toBeVisible();
  await expect(card(page, titles.rejected).getByText(OUT_OF_SCOPE, { exact: true })).toBeVisible();
  await expect(page.getByText("Accepted / Probably Accepted")).toHaveCount(0);
  await expect(page.getByText("Rejected / Probably Rejected")).toHaveCount(0);
  await expectBadgesWhole(page.getByRole("main"));
});

test("the chair reads them on All Papers and in the Conflicts dialog, whole and readable", async ({ signedInPage }) => {
  const page = await signedInPage(conf.chair);
  await page.goto(`/conference/papers/${conf.id}`);
  const table = page.getByRole("table", { name: "All papers" });
  const row = (title: string) => table.getByRole("row").filter({ hasText: title });
  await expect(row(titles.short).getByText(SHORT, { exact: true })).toBeVisible();
  await expect(row(titles.rejected).getByText(OUT_OF_SCOPE, { exact: true })).toBeVisible();
  await expect(row(titles.short).getByText("Final version missing")).toBeVisible();
  await expectBadgesWhole(table);
  await expectNoSeriousA11yViolations(page, { include: "table", label: "All Papers" });

  await row(titles.short)
    .getByRole("button", { name: /^Conflicts of paper/ })
    .click();
  const dialog = page.getByRole("dialog", { name: /^Conflicts:/ });
  await expect(dialog.getByRole("heading", { name: "Add a conflict" })).toBeVisible();
  // the paper's own author is not a conflict of the paper with itself
  await expect(dialog.getByRole("cell", { name: `${ada.first_name} ${ada.last_name}` })).toHaveCount(0);
  if ((await dialog.locator(".mantine-Badge-root").count()) > 0) await expectBadgesWhole(dialog);
});
