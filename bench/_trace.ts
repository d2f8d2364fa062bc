// What a first visit's main thread does, in a Chromium trace of the benchmark's site (bench/site.ts):
// each task over 30 ms with its longest events and the functions its samples fall in, and a line
// after the first contentful paint (style recalculations and the elements they restyled, layout,
// tasks and their blocking time). Not a scenario (its name starts with "_"):
//   node --import tsx bench/_trace.ts
//   PAGE="All Papers" (a page of the site, by the start of its name), RATE=4 (CPU slowdown, as
//   Lighthouse's phone), WAIT=8000 (ms traced after the load event), OUT=/tmp/trace.json,
//   ANALYSE=1 (reads OUT again instead of tracing), AT=<ms> (a task's start: what rendered in it,
//   by component, and which effects ran), CATS=<categories> (more trace categories, e.g.
//   disabled-by-default-devtools.timeline.invalidationTracking for what invalidated styles).
// Readable function names need an unminified build (BENCH_WEB_DIST=<dir> serves it). Under RATE>1
// Chromium pauses the thread to slow it, and the samples of a pause fall where it stopped: compare
// samples within one run only.
import fs from "node:fs";
import puppeteer from "puppeteer-core";
import { chromiumFor, startSite, visitorTab } from "./site.js";

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, any>; // Chromium's trace format
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const PAGE = process.env.PAGE ?? "All Papers";
const OUT = process.env.OUT ?? "/tmp/trace.json";

if (!process.env.ANALYSE) await record();
analyse(JSON.parse(fs.readFileSync(OUT, "utf8")).traceEvents as TraceEvent[]);

async function record(): Promise<void> {
  const chromium = chromiumFor("the trace");
  if (!chromium) process.exit(1);
  const site = await startSite(500);
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const context = await browser.createBrowserContext();
    const page = site.pages.find((p) => p.name.startsWith(PAGE));
    if (!page) throw new Error(`no page named ${PAGE}: ${site.pages.map((p) => p.name).join(", ")}`);
    // the server's first answers are slower (statements prepared, caches filled): two visits first
    for (let i = 0; i < 2; i++) {
      const tab = await visitorTab(context, site, page);
      await tab.goto(site.origin + page.path, { waitUntil: "networkidle0" });
      await tab.close();
    }
    const tab = await visitorTab(context, site, page);
    const cdp = await tab.createCDPSession();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.RATE ?? 4) });
    await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const extra = process.env.CATS ? process.env.CATS.split(",") : [];
    await tab.tracing.start({
      path: OUT,
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-v8.cpu_profiler",
        "v8.execute",
        "blink.user_timing",
        "loading",
        ...extra,
      ],
    });
    await tab.goto(site.origin + page.path, { waitUntil: "load" });
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.WAIT ?? 8000)));
    await tab.tracing.stop();
  } finally {
    await browser.close();
    await site.stop();
  }
}

function analyse(events: TraceEvent[]): void {
  // the visit's document: the last navigation to an http(s) address, and its renderer's main thread
  const navigation = events
    .filter((e) => e.name === "navigationStart" && /^http/.test(e.args?.data?.documentLoaderURL ?? ""))
    .at(-1);
  if (!navigation) throw new Error("no navigation in the trace");
  const t0 = navigation.ts;
  const ms = (ts: number) => Math.round((ts - t0) / 1000);
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const tasks = events.filter((e) => onMain(e) && e.name === "RunTask" && (e.dur ?? 0) > 30_000);

  // the sampling profile of that thread (profile ids repeat across processes)
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; id: number }[] = [];
  for (const profile of events.filter((e) => e.name === "Profile" && onMain(e))) {
    let ts = profile.args!.data.startTime as number;
    for (const chunk of events.filter(
      (c) => c.name === "ProfileChunk" && c.id === profile.id && c.pid === profile.pid,
    )) {
      const data = chunk.args!.data;
      for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
      const ids = (data.cpuProfile?.samples ?? []) as number[];
      const deltas = (data.timeDeltas ?? []) as number[];
      ids.forEach((id, i) => samples.push({ ts: (ts += deltas[i] ?? 0), id }));
    }
  }
  const nameOf = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    return frame ? `${frame.functionName || "(anon)"} ${(frame.url ?? "").split("/").pop()}:${frame.lineNumber}` : "?";
  };
  const within = (task: TraceEvent) => samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + (task.dur ?? 0));
  const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);

  const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate" && e.pid === navigation.pid);
  console.log(`largest contentful paint candidates (ms): ${lcp.map((e) => ms(e.ts)).join(", ")}`);
  for (const task of tasks) {
    const inside = events.filter(
      (e) => onMain(e) && e.ts >= task.ts && e.ts < task.ts + task.dur! && (e.dur ?? 0) > 3000 && e.name !== "RunTask",
    );
    const label = (e: TraceEvent) =>
      `${e.name}${e.args?.data?.url ? `(${String(e.args.data.url).split("/").pop()})` : ""} ${Math.round(e.dur! / 1000)}`;
    console.log(
      `\ntask at ${ms(task.ts)} ms, ${Math.round(task.dur! / 1000)} ms: ${inside.slice(0, 8).map(label).join(" | ")}`,
    );
    const self = new Map<string, number>();
    for (const s of within(task)) self.set(nameOf(s.id), (self.get(nameOf(s.id)) ?? 0) + 1);
    console.log(
      `  samples: ${top(self, Number(process.env.TOP ?? 10))
        .map(([k, n]) => `${k} ${n}`)
        .join("; ")}`,
    );
  }

  if (process.env.AT) {
    // one task: the component each sample renders (the frame under React's renderWithHooks) and the effect it runs
    const at = Number(process.env.AT);
    const task = tasks.find((t) => Math.abs(ms(t.ts) - at) < 3);
    if (!task) throw new Error(`no task starts at ${at} ms`);
    const rendered = new Map<string, number>();
    const effects = new Map<string, number>();
    for (const s of within(task)) {
      const chain: number[] = [];
      for (let id: number | undefined = s.id; id !== undefined; id = nodes.get(id)?.parent) chain.push(id);
      const under = (pattern: RegExp, counts: Map<string, number>) => {
        const i = chain.findIndex((id, k) => k + 1 < chain.length && pattern.test(nameOf(chain[k + 1]!)));
        if (i >= 0) counts.set(nameOf(chain[i]!), (counts.get(nameOf(chain[i]!)) ?? 0) + 1);
      };
      under(/^renderWithHooks /, rendered);
      under(/^commitHookEffectList(Mount|Unmount) /, effects);
    }
    console.log(`\ntask at ${at} ms, ${within(task).length} samples; rendered:`);
    for (const [k, n] of top(rendered, 25)) console.log(`${String(n).padStart(6)} ${k}`);
    console.log("effects run:");
    for (const [k, n] of top(effects, 25)) console.log(`${String(n).padStart(6)} ${k}`);
  }

  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === navigation.pid)?.ts ?? t0;
  const mine = events.filter((e) => onMain(e) && e.ts >= fcp && e.dur !== undefined);
  const sum = (list: TraceEvent[]) => Math.round(list.reduce((total, e) => total + e.dur!, 0) / 1000);
  const styles = mine.filter((e) => e.name === "UpdateLayoutTree");
  const runs = mine.filter((e) => e.name === "RunTask");
  const blocking = runs.reduce((total, e) => total + Math.max(0, e.dur! / 1000 - 50), 0);
  console.log(
    `\nafter the first contentful paint: ${styles.length} style recalculations of ` +
      `${styles.reduce((n, e) => n + (e.args?.elementCount ?? 0), 0)} elements, ${sum(styles)} ms; ` +
      `layout ${sum(mine.filter((e) => e.name === "Layout"))} ms; tasks ${sum(runs)} ms, blocking ${Math.round(blocking)} ms`,
  );
}
