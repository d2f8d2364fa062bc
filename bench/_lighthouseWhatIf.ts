// Lighthouse's simulated mobile figures again, offline, for an edited copy of what one run gathered:
// how the largest contentful paint would move if a file were smaller, a request were gone, or a
// request were the HTML parser's. Not a scenario: a diagnosis of where a page's LCP is bound.
//
//   LIGHTHOUSE_ARTIFACTS_DIR=/tmp/lha npm run bench -- lighthouse --mobile --page=conference
//   node --import tsx bench/_lighthouseWhatIf.ts /tmp/lha/mobile-conference_list 'base-=x0.5' 'my-subreviews=drop'
//
// Each edit is `<regular expression over the request's URL>=<what>`, where <what> is
//   a number:       the request's bytes on the wire become that many;
//   x<factor>:      its bytes are multiplied by the factor;
//   drop:           the request is taken out of the network log (as if the page never made it);
//   early:          the request is made the HTML parser's (a preload in the page's head), so in the
//                   simulation it depends on the document alone and not on the task that sent it.
// With no edit it prints the run's own figures, which is the check that the copy replays the run.
//
// The simulation (lantern) is deterministic for one run's trace, so one edit against no edit is a
// comparison free of the machine's noise, unlike two runs of two builds. Its network model moves in
// whole round trips (150 ms on the mobile settings): a change smaller than what a round trip
// carries may not move the figure at all (docs/performance.md, "What bounds a signed-in screen's LCP").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";

interface LogEvent {
  method: string;
  params: {
    requestId?: string;
    encodedDataLength?: number;
    request?: { url: string };
    initiator?: unknown;
  };
}
interface TraceEvent {
  name: string;
  args?: { data?: { requestId?: string } };
}
interface Edit {
  pattern: RegExp;
  what: string;
}

const [source, ...editArgs] = process.argv.slice(2);
if (!source || !fs.existsSync(path.join(source, "artifacts.json"))) {
  console.error(
    "usage: node --import tsx bench/_lighthouseWhatIf.ts <artifacts dir of one page> [<url regexp>=<bytes|xF|drop|early> ...]",
  );
  process.exit(2);
}
const edits: Edit[] = editArgs.map((arg) => {
  const at = arg.lastIndexOf("=");
  const what = arg.slice(at + 1);
  // a typo would otherwise set a file's bytes to NaN and print NaN as the figure
  if (at <= 0 || !/^(drop|early|x?\d+(\.\d+)?)$/.test(what)) {
    console.error(`not an edit: ${arg} (expected <url regexp>=<bytes>, =x<factor>, =drop or =early)`);
    process.exit(2);
  }
  return { pattern: new RegExp(arg.slice(0, at)), what };
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-what-if-"));
try {
  for (const file of fs.readdirSync(source)) fs.copyFileSync(path.join(source, file), path.join(dir, file));
  editCopy(dir, edits);
  // the settings of the gathering run (bench/lighthouse.ts), which audit mode insists on
  const settings = JSON.parse(fs.readFileSync(path.join(dir, "artifacts.json"), "utf8")).settings as Record<
    string,
    unknown
  >;
  const result = await lighthouse(undefined, {
    auditMode: dir,
    logLevel: "error",
    output: "json",
    disableStorageReset: settings.disableStorageReset as boolean,
    onlyCategories: settings.onlyCategories as string[],
  });
  const audits = result?.lhr.audits ?? {};
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  console.log(
    `${editArgs.join(" ") || "(as run)"}: LCP ${ms("largest-contentful-paint")} ms, FCP ${ms("first-contentful-paint")} ms`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

function editCopy(copy: string, list: Edit[]): void {
  const logPath = path.join(copy, "defaultPass.devtoolslog.json");
  let log = JSON.parse(fs.readFileSync(logPath, "utf8")) as LogEvent[];
  const urls = new Map<string, string>();
  for (const e of log)
    if (e.method === "Network.requestWillBeSent" && e.params.requestId && e.params.request)
      urls.set(e.params.requestId, e.params.request.url);
  const matching = (what: (w: string) => boolean) =>
    new Set(
      [...urls].filter(([, url]) => list.some((edit) => what(edit.what) && edit.pattern.test(url))).map(([id]) => id),
    );

  const dropped = matching((w) => w === "drop");
  log = log.filter((e) => !(e.params.requestId && dropped.has(e.params.requestId)));

  const sized = (id: string | undefined, bytes: number) => {
    const url = id ? urls.get(id) : undefined;
    const edit = url && list.find((e) => e.what !== "drop" && e.what !== "early" && e.pattern.test(url));
    if (!edit) return bytes;
    return edit.what.startsWith("x") ? Math.round(bytes * Number(edit.what.slice(1))) : Number(edit.what);
  };
  for (const e of log)
    if (
      (e.method === "Network.loadingFinished" || e.method === "Network.dataReceived") &&
      e.params.encodedDataLength !== undefined
    )
      e.params.encodedDataLength = sized(e.params.requestId, e.params.encodedDataLength);

  const early = matching((w) => w === "early");
  if (early.size) {
    const documentUrl = log.find((e) => e.method === "Network.requestWillBeSent")?.params.request?.url;
    for (const e of log)
      if (e.method === "Network.requestWillBeSent" && e.params.requestId && early.has(e.params.requestId))
        e.params.initiator = { type: "parser", url: documentUrl };
    // the trace ties a request to the task that sent it; without that tie lantern follows the initiator
    const tracePath = path.join(copy, "defaultPass.trace.json");
    const trace = JSON.parse(fs.readFileSync(tracePath, "utf8")) as { traceEvents: TraceEvent[] };
    trace.traceEvents = trace.traceEvents.filter(
      (e) => !(e.name === "ResourceSendRequest" && early.has(e.args?.data?.requestId ?? "")),
    );
    fs.writeFileSync(tracePath, JSON.stringify(trace));
  }
  fs.writeFileSync(logPath, JSON.stringify(log));
}
