// Whether the app adopts each signed-in page's server-rendered screen as it is, in Debian's Chromium
// over the Lighthouse scenario's site (bench/site.ts: 500 papers, the chair signed in). For each
// page: React's "drawn again" warning from the console; how many Mantine ids the server made and how
// many the browser made (a screen drawn again has only the browser's); the leaf elements where the
// server's #root and the live one differ (after adoption, a difference is the app's own later work:
// a lazy widget, a list grown by scrolling); the layout shifts. Not a scenario (its name starts
// with "_"):
//   node --import tsx bench/_adoption.ts
//   PAGES="Edit Conference,Review Papers" (names as in site.ts), W=375 (the window's width)
import puppeteer from "puppeteer-core";
import { chromiumFor, startSite, visitorTab } from "./site.js";

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** The leaf elements of #root (tag, text, value) in document order: of `html`, or of the live page. */
function leavesOfRoot(html: string | null): string[] {
  const doc = html === null ? document : new DOMParser().parseFromString(html, "text/html");
  const leaves = [...doc.getElementById("root")!.querySelectorAll("*")].filter((e) => e.children.length === 0);
  return leaves.map((e) => `${e.tagName}:${e.textContent ?? ""}:${(e as HTMLInputElement).value ?? ""}`);
}

/**
 * Records the page's layout shifts from its first paint (an init script). No named function inside:
 * tsx names them with a helper the page does not have.
 */
function recordShifts(): void {
  const shifts: Shift[] = ((window as unknown as { __shifts: Shift[] }).__shifts = []);
  type Rect = DOMRectReadOnly;
  type LayoutShift = PerformanceEntry & {
    value: number;
    sources?: { node?: Node; previousRect: Rect; currentRect: Rect }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[])
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((s) =>
          [s.previousRect, s.currentRect].reduce(
            (text, r) => `${text} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`,
            (s.node?.textContent ?? "").slice(0, 40),
          ),
        ),
      });
  }).observe({ type: "layout-shift", buffered: true });
}

const executablePath = chromiumFor("the adoption check");
if (executablePath) {
  const site = await startSite(500);
  const browser = await puppeteer.launch({ executablePath, args: ["--no-sandbox"] });
  const signedIn = site.pages.filter((p) => p.signedIn).map((p) => p.name);
  try {
    for (const name of process.env.PAGES?.split(",") ?? signedIn) {
      const page = site.pages.find((p) => p.name === name);
      if (!page) throw new Error(`no page named ${name}: ${site.pages.map((p) => p.name).join(", ")}`);
      const context = await browser.createBrowserContext();
      const tab = await visitorTab(context, site, page);
      await tab.setViewport({ width: Number(process.env.W ?? 1350), height: 940 });
      const console_: string[] = [];
      tab.on("console", (m) => console_.push(`${m.type()}: ${m.text().slice(0, 300)}`));
      await tab.evaluateOnNewDocument(recordShifts);
      let serverHtml = "";
      tab.on("response", async (r) => {
        if (r.url() === `${site.origin}${page.path}`) serverHtml = await r.text();
      });
      await tab.goto(`${site.origin}${page.path}`, { waitUntil: "networkidle0" });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const server = await tab.evaluate(leavesOfRoot, serverHtml);
      const live = await tab.evaluate(leavesOfRoot, null);
      const ids = await tab.evaluate(() => {
        const all = [...document.querySelectorAll("[id^=mantine-]")].map((e) => e.id);
        return {
          server: all.filter((i) => i.startsWith("mantine-_R_")).length,
          browser: all.filter((i) => i.startsWith("mantine-_r_")).length,
        };
      });
      console.log(`\n== ${name}: ids made by the server ${ids.server}, by the browser ${ids.browser}`);
      console.log(`leaves: server ${server.length}, live ${live.length}`);
      let shown = 0;
      for (let i = 0; i < Math.max(server.length, live.length) && shown < 8; i++)
        if (server[i] !== live[i]) {
          console.log(`  differs at ${i}: ${JSON.stringify(server[i])} | ${JSON.stringify(live[i])}`);
          shown++;
        }
      for (const shift of await tab.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts))
        console.log(`shift ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join("; ")}`);
      for (const line of console_) console.log(line);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}
