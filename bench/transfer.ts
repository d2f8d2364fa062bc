// npm run bench -- transfer
//
// The bytes a browser transfers (headers and bodies, as received on the wire) for a first visit
// and a returning visit of the login page, the conference list and All Papers of a conference
// with 500 papers, on the built app served by the real server (bench/site.ts).
//   after:  Chromium as it is: Accept-Encoding negotiated, the HTTP cache honoured on return;
//   before: the same requests without Accept-Encoding and with every cache header ignored (as the
//           app was delivered before compression and caching), so the returning visit costs as much as the first.
import http from "node:http";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { chromiumFor, type Site, startSite, visitorTab } from "./site.js";

const PAGES = ["login", "conference list", "All Papers (500)"];

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  type?: string;
  bytes?: number;
}

interface Visit {
  bytes: number;
  /** the encoded bytes of the scripts (the page's JavaScript files, whenever they were fetched) */
  scriptBytes: number;
  requests: Recorded[];
}

/** Loads `url` in `tab` and sums the encoded bytes of every response (CDP's encodedDataLength). */
async function visit(tab: Page, url: string): Promise<Visit> {
  const cdp = await tab.createCDPSession();
  await cdp.send("Network.enable");
  const requests = new Map<string, Recorded>();
  let bytes = 0;
  cdp.on("Network.requestWillBeSent", (e) => {
    if (!e.request.url.startsWith("data:"))
      requests.set(e.requestId, {
        url: e.request.url,
        method: e.request.method,
        headers: e.request.headers as Record<string, string>,
      });
  });
  cdp.on("Network.responseReceived", (e) => {
    const request = requests.get(e.requestId);
    if (request) request.type = e.type;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    bytes += e.encodedDataLength;
    request.bytes = e.encodedDataLength;
  });
  await tab.goto(url, { waitUntil: "networkidle0" });
  await cdp.detach();
  const list = [...requests.values()];
  const scriptBytes = list.filter((r) => r.type === "Script").reduce((sum, r) => sum + (r.bytes ?? 0), 0);
  return { bytes, scriptBytes, requests: list };
}

/** The bytes of a response to `request` sent without Accept-Encoding nor validators. */
function plainBytes(request: Recorded): Promise<number> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name]) => !/^(accept-encoding|if-none-match|if-modified-since)$/i.test(name),
    ),
  );
  return new Promise((resolve, reject) => {
    const req = http.request(request.url, { method: request.method, headers }, (res) => {
      let size = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        size += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      res.on("data", (chunk: Buffer) => (size += chunk.length));
      res.on("end", () => resolve(size));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function measurePage(site: Site, browser: Browser, page: Site["pages"][number]) {
  const context = await browser.createBrowserContext();
  try {
    const tab = await visitorTab(context, site, page);
    const first = await visit(tab, `${site.origin}${page.path}`);
    await tab.goto("about:blank");
    const returning = await visit(tab, `${site.origin}${page.path}`);
    let before = 0;
    for (const request of first.requests) before += await plainBytes(request);
    return {
      first: first.bytes,
      scripts: first.scriptBytes,
      returning: returning.bytes,
      before,
      requests: first.requests,
    };
  } finally {
    await context.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export default async function transferBenchmark(): Promise<void> {
  const chromePath = chromiumFor("transfer");
  if (!chromePath) return;
  const site = await startSite();
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage"],
  });
  try {
    const rows: string[] = [];
    for (const page of site.pages.filter((p) => PAGES.includes(p.name))) {
      const r = await measurePage(site, browser, page);
      rows.push(
        `| ${page.name} | ${r.requests.length} | ${kb(r.before)} | ${kb(r.first)} | ${kb(r.scripts)} | ${kb(r.before)} | ${kb(r.returning)} |`,
      );
      console.log(`${page.name}, first visit (encoded bytes, in the order asked for):`);
      for (const request of r.requests)
        console.log(
          `  ${kb(request.bytes ?? 0).padStart(9)}  ${request.type ?? "?"}  ${new URL(request.url).pathname}`,
        );
    }
    console.log(
      "\n| page | requests | first visit before | first visit after | of which scripts | returning visit before | returning visit after |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await site.stop();
  }
}
