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
  await transitionsSettled(page);
  if (options.include) builder = builder.include(options.include);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""));
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} ` +
      `(${v.helpUrl})\n${v.nodes.map((n) => `    ${n.target.join(" ")}: ${n.failureSummary ?? ""}`.replace(/\n/g, " ")).join("\n")}`,
  );
  expect(report, `axe found serious/critical violations on ${options.label ?? page.url()}`).toEqual([]);
}

/**
 * Waits until no transition or finite animation runs. A dialog or a notice fading in or out has
 * colours between its two states, and axe judged their contrast as they were mid-fade (a closing
 * confirm dialog's title at 4.13:1); endless animations (a loader's spinner) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity),
  );
}
