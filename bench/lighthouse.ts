// npm run bench -- lighthouse [--desktop|--mobile] [--page=<name part>]
// (LIGHTHOUSE_JSON_DIR=<dir> also writes each page's full Lighthouse report there;
// LIGHTHOUSE_THROTTLING='{"cpuSlowdownMultiplier":1}' or '{"throughputKbps":100000}' changes the
// simulated device or network, to see what a page's figures are bound by)
//
// Lighthouse (the registry's package, pinned) against the built app served by the real server
// with a seeded conference of 500 papers (bench/site.ts): performance, accessibility,
// best-practices and the largest contentful paint of each page, on desktop and mobile settings.
// It drives Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless and downloads
// nothing. Signed-in pages get the chair's session in localStorage, as the app stores it after a
// login; the HTTP cache is cleared before each run, so every figure is a first visit. The server
// is warmed up first (each page opened once as the site's administrator, a different caller, so
// the chair's answers are not among the server's kept answers): a server that has just started
// compiles its code paths on the first requests, which no visitor of a running site waits for.
import fs from "node:fs";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import type { Flags, Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { chromiumFor, type Site, SIGN_OUT_SCRIPT, signInScript, startSite, visitorTab } from "./site.js";

const TARGETS = {
  accessibility: 100,
  "best-practices": 100,
  performance: { desktop: 95, mobile: 95 },
  /** the largest contentful paint, every page, mobile (desktop's is far below) */
  lcpMs: 2_500,
};
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
type FormFactor = "desktop" | "mobile";

interface Row {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  "best-practices": number;
  lcpMs: number;
  /** the performance metrics behind the score, for finding what holds it back */
  metrics: string;
  failing: string[];
}

export default async function lighthouseBenchmark(args: string[]): Promise<void> {
  const chromePath = chromiumFor("lighthouse");
  if (!chromePath) return;
  const formFactors: FormFactor[] = args.includes("--desktop")
    ? ["desktop"]
    : args.includes("--mobile")
      ? ["mobile"]
      : ["desktop", "mobile"];
  const only = args
    .find((a) => a.startsWith("--page="))
    ?.slice(7)
    .toLowerCase();
  const site = await startSite();
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  const rows: Row[] = [];
  try {
    await warmUp(browser, site);
    for (const formFactor of formFactors) {
      for (const page of site.pages.filter((p) => !only || p.name.toLowerCase().includes(only))) {
        try {
          const r = await auditWithRetry(browser, site, page, formFactor);
          rows.push(r);
          console.log(
            `  ${formFactor.padEnd(7)} ${page.name.padEnd(18)} perf ${r.performance}  ` +
              `a11y ${r.accessibility}  best ${r["best-practices"]}  ` +
              `LCP ${(r.lcpMs / 1000).toFixed(2)} s  (${r.metrics})` +
              `${r.failing.length ? `  failing: ${r.failing.join(", ")}` : ""}`,
          );
        } catch (error) {
          // One page that cannot be measured (a protocol timeout on a busy machine) does not stop the rest.
          console.log(
            `  ${formFactor.padEnd(7)} ${page.name.padEnd(18)} could not be measured: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  printTable(rows);
}

/** Opens every page once as the administrator and waits until the network is quiet. */
async function warmUp(browser: Browser, site: Site): Promise<void> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${site.origin}/cfp-list`, { waitUntil: "load" });
    await tab.evaluate(signInScript(site, site.admin));
    for (const page of site.pages.filter((p) => p.signedIn))
      await tab.goto(`${site.origin}${page.path}`, { waitUntil: "networkidle0", timeout: 120_000 });
    await tab.evaluate(SIGN_OUT_SCRIPT);
    for (const page of site.pages.filter((p) => !p.signedIn))
      await tab.goto(`${site.origin}${page.path}`, { waitUntil: "networkidle0", timeout: 120_000 });
  } finally {
    await context.close();
  }
}

/** A trace Chromium recorded without its navigation (NO_NAVSTART) is a flake of the tracer, not a figure of the page. */
class NoNavstart extends Error {}

async function auditWithRetry(
  browser: Browser,
  site: Site,
  page: Site["pages"][number],
  formFactor: FormFactor,
): Promise<Row> {
  try {
    return await audit(browser, site, page, formFactor);
  } catch (error) {
    if (!(error instanceof NoNavstart)) throw error;
    console.log(
      `  ${formFactor.padEnd(7)} ${page.name.padEnd(18)} NO_NAVSTART (trace without its navigation); measuring once more`,
    );
    return audit(browser, site, page, formFactor);
  }
}

async function audit(browser: Browser, site: Site, page: Site["pages"][number], formFactor: FormFactor): Promise<Row> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await visitorTab(context, site, page);
    const flags: Flags = {
      logLevel: "error",
      output: "json",
      onlyCategories: [...CATEGORIES],
      disableStorageReset: true,
      // merged into the form factor's throttling (a diagnosis, not the targets' settings)
      ...(process.env.LIGHTHOUSE_THROTTLING ? { throttling: JSON.parse(process.env.LIGHTHOUSE_THROTTLING) } : {}),
      // LIGHTHOUSE_ARTIFACTS_DIR=<dir> keeps what Lighthouse gathered (the trace, the network log), so
      // its simulation can be run again offline on an edited copy (bench/lighthouseWhatIf.ts).
      ...artifactsFlags(formFactor, page.name),
    };
    const result = await lighthouse(
      `${site.origin}${page.path}`,
      flags,
      formFactor === "desktop" ? desktopConfig : undefined,
      tab,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${page.path}`);
    const lhr: Result = result.lhr;
    if (lhr.runtimeError) {
      const message = `${page.name}: ${lhr.runtimeError.message}`;
      throw lhr.runtimeError.code === "NO_NAVSTART" ? new NoNavstart(message) : new Error(message);
    }
    // LIGHTHOUSE_JSON_DIR=<dir> keeps each full report (long tasks, main-thread breakdown, unused JS).
    const dir = process.env.LIGHTHOUSE_JSON_DIR;
    if (dir) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(`${dir}/${formFactor}-${page.name.replace(/\W+/g, "_")}.json`, JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = ["accessibility", "best-practices"].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      page: page.name,
      formFactor,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      metrics: ["first-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"]
        .map(
          (id) =>
            `${id
              .split("-")
              .map((w) => w[0])
              .join("")
              .toUpperCase()} ${lhr.audits[id]?.displayValue ?? "?"}`,
        )
        .join(", "),
      failing,
    };
  } finally {
    await context.close();
  }
}

function artifactsFlags(formFactor: FormFactor, pageName: string): Pick<Flags, "gatherMode" | "auditMode"> {
  const root = process.env.LIGHTHOUSE_ARTIFACTS_DIR;
  if (!root) return {};
  const dir = path.resolve(root, `${formFactor}-${pageName.replace(/\W+/g, "_")}`);
  return { gatherMode: dir, auditMode: dir };
}

function printTable(rows: Row[]): void {
  console.log("\n| page | form factor | performance | accessibility | best practices | LCP |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: |");
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${(r.lcpMs / 1000).toFixed(2)} s |`,
    );
  const missed = rows.filter(
    (r) =>
      r.accessibility < TARGETS.accessibility ||
      r["best-practices"] < TARGETS["best-practices"] ||
      r.performance < TARGETS.performance[r.formFactor] ||
      r.lcpMs >= TARGETS.lcpMs,
  );
  console.log(
    missed.length
      ? `\nTargets missed (a11y ${TARGETS.accessibility}, best ` +
          `practices ${TARGETS["best-practices"]}, perf ${TARGETS.performance.desktop} desktop ` +
          `/ ${TARGETS.performance.mobile} ` +
          `mobile, LCP under ${TARGETS.lcpMs / 1000} s): ${missed.map((r) => `${r.page} (${r.formFactor})`).join(", ")}`
      : "\nAll targets met.",
  );
}
