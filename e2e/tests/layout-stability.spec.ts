import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.js";
import { login, registerUser } from "../support/api.js";
import { conferenceAction, createConference } from "../support/conferences.js";
import { createPaperConference, submitPaperViaApi, updateConferenceSettings } from "../support/papers.js";
import { autoAssign, inviteTpc } from "../support/reviews.js";
import { answerInvitationViaApi, createTpcConference } from "../support/tpc.js";
import { routePatterns } from "../../apps/web/src/app/paths.js";

// What a person sees first stays where it is while the rest of the page comes in (lazy widgets,
// settings rendered in slices, answers that arrive later): on a tall screen, where the whole first
// screen is in view, nothing already shown moves. The shifts are the browser's own layout-shift
// entries from the first paint on (the Cumulative Layout Shift of Core Web Vitals).
const TALL_SCREEN = { width: 1350, height: 940 };

/** Records every layout shift without recent input, from the first paint. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map((s) => (s.node?.textContent ?? "").slice(0, 40)),
          });
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The shifts of the page open in `page` once it has come in whole: nothing left loading (no
 * "Loading …" indicator, so a screen stuck waiting fails here instead of passing with nothing to
 * shift), the network quiet, and two more frames drawn. Empty when they add up to less than 0.001.
 */
async function shiftsOnceSettled(page: Page): Promise<{ value: number; moved: string[] }[]> {
  await expect(page.getByRole("progressbar", { name: /^Loading/ })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
  );
  return shifts.reduce((sum, s) => sum + s.value, 0) >= 0.001 ? shifts : [];
}

/** Opens each screen in turn; answers the shifts of each one that moved. */
async function shiftsOfScreens(page: Page, screens: readonly string[]) {
  const moved: Record<string, { value: number; moved: string[] }[]> = {};
  for (const screen of screens) {
    await page.goto(screen);
    const shifts = await shiftsOnceSettled(page);
    if (shifts.length) moved[screen] = shifts;
  }
  return moved;
}

test("Edit Conference keeps what is in view still while its settings and date pickers come in", async ({
  signedInPage,
}) => {
  const chair = await registerUser();
  const { id } = await createConference(await login(chair.email, chair.password));
  await conferenceAction(id, "approve");
  const page = await signedInPage(chair);
  await page.setViewportSize(TALL_SCREEN);
  await recordShifts(page);
  await page.goto(`/conference/editConference/${id}`);
  // the last of the page's settings, a date picker (loaded after the first paint), and the Save below them
  await expect(page.getByRole("button", { name: "Records (no effect)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Conference" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Start Date/ })).toBeVisible();
  expect(await shiftsOnceSettled(page)).toEqual([]);
});

// The screens a chair opens, from the app's route table: every conference screen (its id filled
// in), the signed-in screens of one's own, and a paper's reviews and discussion (with the
// decision, a chair's). Left out: the admin's screens (All Conferences, the settings, the admin
// report), those reached by a mailed link with a token, and a subreview's page (a subreviewer's).
const OWN_SCREENS = new Set<string>([
  routePatterns.conferenceRoot,
  routePatterns.addConference,
  routePatterns.profile,
  routePatterns.changePassword,
  routePatterns.apiTokens,
  routePatterns.mySubreviews,
]);
function chairScreens(confId: number, trackId: number, paperId: number): string[] {
  const screens: string[] = [routePatterns.paperDiscussion.replace(":paperId", String(paperId))];
  for (const pattern of Object.values(routePatterns)) {
    if (OWN_SCREENS.has(pattern)) screens.push(pattern);
    else if (pattern.endsWith("/:confId?") || pattern === routePatterns.conferenceDetails)
      screens.push(pattern.replace(/:confId\?|:id$/, String(confId)));
    else if (pattern === routePatterns.trackPapers)
      screens.push(pattern.replace(":id", String(confId)).replace(":trackid", String(trackId)));
  }
  return screens;
}

test("no screen a chair opens moves what is already in view while it comes in", async ({ signedInPage }) => {
  test.setTimeout(120_000);
  const conf = await createPaperConference(["Systems"]);
  const author = await registerUser();
  const paper = await submitPaperViaApi(await login(author.email, author.password), {
    conf_id: conf.id,
    track_id: conf.tracks[0]!.id,
    paper_title: "A paper to list",
  });
  const page = await signedInPage(conf.chair);
  await page.setViewportSize(TALL_SCREEN);
  await recordShifts(page);
  expect(await shiftsOfScreens(page, chairScreens(conf.id, conf.tracks[0]!.id, paper.id))).toEqual({});
});

test("no screen a reviewer opens moves what is already in view while it comes in", async ({ signedInPage }) => {
  test.setTimeout(120_000);
  const conf = await createTpcConference("Systems", ["A paper to review", "Another one"], await registerUser());
  const reviewer = await registerUser({ first_name: "Rita", last_name: "Reviewer" });
  await inviteTpc(conf.chairToken, conf.id, conf.track.id, [reviewer]);
  await answerInvitationViaApi(reviewer, conf.id, "ACCEPT");
  await autoAssign(conf.chairToken, conf.track.id, 1);
  await updateConferenceSettings(conf, { is_assignment_submitted_papers_to_program_committee_enabled: 1 });
  const page = await signedInPage(reviewer);
  await page.setViewportSize(TALL_SCREEN);
  await recordShifts(page);
  const screens = [
    routePatterns.conferenceRoot,
    routePatterns.reviewPapers.replace(":confId?", String(conf.id)),
    routePatterns.bidding.replace(":confId?", String(conf.id)),
    routePatterns.conferenceDetails.replace(":id", String(conf.id)),
    routePatterns.paperDiscussion.replace(":paperId", String(conf.papers[0]!.id)),
    routePatterns.mySubreviews,
  ];
  expect(await shiftsOfScreens(page, screens)).toEqual({});
});
