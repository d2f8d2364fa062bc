import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs axe on the page as it is now and fails on serious or critical violations (moderate and
 * minor ones are reported by axe but do not fail the journey). `include` narrows the scan to a
 * selector, e.g. an open dialog; `disableRules` is for a documented, deliberate exception only.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; disableRules?: string[]; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await analyzeWhileStill(page, builder);
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} ` +
      `(${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`.replace(/\n/g, " ")).join("\n")}`,
  );
  expect(report, `axe found serious/critical violations on ${options.label ?? page.url()}`).toEqual([]);
}

declare global {
  interface Window {
    __symposiaMotionDuringA11y?: boolean;
  }
}

/** Analyses at most this many times when something moved during each analysis. */
const MOST_ANALYSES = 3;

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/**
 * Runs axe once the page is still, and again if something began to move while it read the page.
 * Waiting beforehand is not enough: a notice that closes itself (a "Done" toast) can begin its
 * fade during the analysis, and axe then judged the contrast of its half-faded text (3.59:1 for a
 * text the theme gives 5.9:1). A fade that began during the analysis is seen by the page's own
 * `transitionrun` and `animationstart` events.
 */
async function analyzeWhileStill(page: Page, builder: AxeBuilder): Promise<AxeResults> {
  for (let analysis = 1; ; analysis++) {
    await stillThenWatched(page);
    const results = await builder.analyze();
    // A page that was replaced meanwhile has lost the mark: that counts as having moved.
    const moved = await page.evaluate(() => window.__symposiaMotionDuringA11y !== false);
    if (!moved || analysis >= MOST_ANALYSES) return results;
  }
}

/**
 * Waits until no transition or finite animation runs, then (in the same turn of the page, so
 * nothing can begin in between) starts noting any that begins. A dialog or a notice fading in or
 * out has colours between its two states, and axe judged their contrast as they were mid-fade (a
 * closing confirm dialog's title at 4.13:1); endless animations (a loader's spinner) are not
 * waited for.
 */
async function stillThenWatched(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const moving = document
      .getAnimations()
      .some((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    if (moving) return false;
    window.__symposiaMotionDuringA11y = false;
    for (const type of ["transitionrun", "animationstart"]) {
      document.addEventListener(type, () => (window.__symposiaMotionDuringA11y = true), {
        capture: true,
        once: true,
      });
    }
    return true;
  });
}
