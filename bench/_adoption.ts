// Whether the app adopts each signed-in page's server-rendered screen as it is, in Debian's Chromium
// over the Lighthouse scenario's site (bench/site.ts: 500 papers, the chair signed in): for each
// page, the leaf elements of the server's #root against the live one's where they differ (a
// difference after adoption is the app's own later work: a lazy widget, a list grown by scrolling),
// how many Mantine ids the server made and how many the browser made (a screen drawn again has
// only the browser's), the layout shifts, and the console (React's "drawn again" warning). Not a
// scenario (its name starts with "_"):
//   node --import tsx bench/_adoption.ts
//   PAGES="Edit Conference,Review Papers" (names as in site.ts), W=375 (the window's width)
import puppeteer from "puppeteer-core";
import { startSite, visitorTab } from "./site.js";
const site = await startSite(500);
const browser = await puppeteer.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  for (const name of (process.env.PAGES ?? "Edit Conference").split(",")) {
    const page = site.pages.find((p) => p.name === name)!;
    const context = await browser.createBrowserContext();
    const tab = await visitorTab(context, site, page);
    await tab.setViewport({ width: Number(process.env.W ?? 1350), height: 940 });
    const logs: string[] = [];
    tab.on("console", (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
    await tab.evaluateOnNewDocument(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as any[])
          (window as any).__shifts.push({
            v: e.value,
            t: Math.round(e.startTime),
            src: e.sources?.map(
              (s: any) =>
                (s.node?.textContent ?? "").slice(0, 40) +
                ` ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`,
            ),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    let serverHtml = "";
    tab.on("response", async (r) => {
      if (r.url() === `${site.origin}${page.path}`) serverHtml = await r.text();
    });
    await tab.goto(`${site.origin}${page.path}`, { waitUntil: "networkidle0" });
    const serverText = await tab.evaluate((html) => {
      const d = new DOMParser().parseFromString(html, "text/html");
      const root = d.getElementById("root")!;
      return [...root.querySelectorAll("*")]
        .filter((e) => e.children.length === 0)
        .map(
          (e) =>
            e.tagName +
            ":" +
            (e.textContent ?? "") +
            ":" +
            ((e as HTMLInputElement).value ?? e.getAttribute("value") ?? ""),
        );
    }, serverHtml);
    const clientText = await tab.evaluate(() => {
      const root = document.getElementById("root")!;
      return [...root.querySelectorAll("*")]
        .filter((e) => e.children.length === 0)
        .map(
          (e) =>
            e.tagName +
            ":" +
            (e.textContent ?? "") +
            ":" +
            ((e as HTMLInputElement).value ?? e.getAttribute("value") ?? ""),
        );
    });
    let diffs = 0;
    for (let i = 0; i < Math.max(serverText.length, clientText.length) && diffs < 8; i++)
      if (serverText[i] !== clientText[i]) {
        console.log("DIFF", i, JSON.stringify(serverText[i]), "|", JSON.stringify(clientText[i]));
        diffs++;
      }
    console.log("leaves", serverText.length, clientText.length);
    await new Promise((r) => setTimeout(r, 1000));
    const ids = await tab.evaluate(() => {
      const all = [...document.querySelectorAll("[id^=mantine-]")].map((e) => e.id);
      return {
        client: all.filter((i) => i.startsWith("mantine-_r_")).length,
        server: all.filter((i) => i.startsWith("mantine-_R_")).length,
        sampleClient: all.filter((i) => i.startsWith("mantine-_r_")).slice(0, 5),
      };
    });
    console.log(name, JSON.stringify(ids));
    console.log(JSON.stringify(await tab.evaluate(() => (window as any).__shifts), null, 1));
    console.log(logs.join("\n"));
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
