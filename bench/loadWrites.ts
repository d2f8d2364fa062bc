// The load benchmark's write mix: 20 reviewers each saving a review draft or a bid once a second
// while the chair reads the read mix and the reviewers read their papers and the bidding list.
// Every write moves data_version, so kept answers live at most until the next write: this measures
// what readers get during a review period. Kept-answer hits are counted by the x-kept-answer header.
import { type CannonResult, fire } from "./loadCannon.js";
import type { Child } from "./loadProcess.js";
import type { WriteReviewer } from "./loadWriteSeed.js";

export interface WriteMixResult {
  read: CannonResult;
  hits: number;
  reads: number;
  writes: number;
  writeFailures: number;
  peakMb: number;
}

export async function writeMix(
  api: Child,
  chairToken: string,
  chairPaths: readonly string[],
  reviewers: readonly WriteReviewer[],
  confId: number,
  bidPapers: readonly number[],
  seconds: number,
  connections: number,
): Promise<WriteMixResult> {
  let writes = 0;
  let writeFailures = 0;
  let stop = false;
  const writers = reviewers.map(async (reviewer, i) => {
    // spread the writers over the second
    await new Promise((r) => setTimeout(r, (1000 * i) / reviewers.length));
    let n = 0;
    while (!stop) {
      const started = Date.now();
      const draft = n % 2 === 0;
      const paperId = draft
        ? reviewer.assigned[n % reviewer.assigned.length]!
        : bidPapers[(i * 7 + n) % bidPapers.length]!;
      const res = await fetch(`${api.origin}/api/paper/${draft ? "add-review" : "bid"}/${paperId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${reviewer.token}`, "content-type": "application/json" },
        body: JSON.stringify(
          draft ? { draft: true, reviewer_remarks: `Draft ${n}` } : { bid: ["yes", "maybe", "no"][n % 3] },
        ),
      }).catch(() => null);
      await res?.arrayBuffer();
      writes++;
      if (!res || res.status !== 200) writeFailures++;
      n++;
      await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - started))));
    }
  });
  // readers: the chair's read mix, and each reviewer's own papers and the bidding list, in turns
  const reads: { path: string; token: string }[] = [];
  chairPaths.forEach((path, i) => {
    reads.push({ path, token: chairToken });
    const reviewer = reviewers[i % reviewers.length]!;
    reads.push(
      i % 4 === 0
        ? { path: `/api/paper/bidding/${confId}?per_page=50`, token: reviewer.token }
        : { path: `/api/paper/${reviewer.assigned[i % reviewer.assigned.length]}`, token: reviewer.token },
    );
  });
  let next = 0;
  let hits = 0;
  let answered = 0;
  api.resetPeak();
  const read = await fire({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const r = reads[next++ % reads.length]!;
          return { ...request, path: r.path, headers: { authorization: `Bearer ${r.token}` } };
        },
        onResponse: (_status, _body, _context, headers) => {
          answered++;
          if (headers["x-kept-answer"] === "1") hits++;
        },
      },
    ],
  });
  stop = true;
  await Promise.all(writers);
  return { read, hits, reads: answered, writes, writeFailures, peakMb: api.peakMb };
}
