// authorisation matrix: every API route of the server's own route table against every
// kind of caller. Each cell states the status code the caller must get; on top, no answer to an
// author names a reviewer or carries a confidential remark, no public answer carries an email
// address but the caller's own, and no answer about conference A carries a row of conference B.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLERS, type CallerKey, type MatrixCase } from "./authz/callers.js";
import { accountCases } from "./authz/cases/accounts.js";
import { conferenceCases } from "./authz/cases/conferences.js";
import { conflictCases } from "./authz/cases/conflicts.js";
import { dashboardCases } from "./authz/cases/dashboard.js";
import { conferencePcCases } from "./authz/cases/conferencePc.js";
import { biddingCases } from "./authz/cases/bidding.js";
import { discussionCases } from "./authz/cases/discussion.js";
import { paperCases } from "./authz/cases/papers.js";
import { searchCases } from "./authz/cases/search.js";
import { reviewPhaseCases } from "./authz/cases/reviewPhase.js";
import { reviewFormCases } from "./authz/cases/reviewForms.js";
import { submissionFormCases } from "./authz/cases/submissionForm.js";
import { autoAssignCase, trackCases } from "./authz/cases/tracks.js";
import { publicationCases } from "./authz/cases/publications.js";
import { leaksIn } from "./authz/leaks.js";
import { buildWorld, type World } from "./authz/world.js";
import { call, createTestApp, type TestApp } from "./support/testApp.js";

// Table order is run order; auto-assign goes last because it changes who reviews which paper.
const CASES: MatrixCase[] = [
  ...accountCases,
  ...conferenceCases,
  ...trackCases,
  ...paperCases,
  ...reviewPhaseCases,
  ...conflictCases,
  ...reviewFormCases,
  ...biddingCases,
  ...discussionCases,
  ...submissionFormCases,
  ...publicationCases,
  ...dashboardCases,
  ...conferencePcCases,
  ...searchCases,
  autoAssignCase,
];

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const label = (c: MatrixCase) => (c.variant ? `${c.route} — ${c.variant}` : c.route);

describe("the matrix covers the server's route table", () => {
  it("has a row for every route the server registered", () => {
    const covered = new Set(CASES.map((c) => c.route));
    const missing = t.routes.map((r) => `${r.method} ${r.url}`).filter((r) => !covered.has(r));
    expect(missing, "routes without a row in the authorisation matrix").toEqual([]);
  });

  it("names no route that the server does not have", () => {
    const registered = new Set(t.routes.map((r) => `${r.method} ${r.url}`));
    expect(
      CASES.map((c) => c.route).filter((r) => !registered.has(r)),
      "rows for routes that no longer exist",
    ).toEqual([]);
  });

  it("states an expectation for every kind of caller", () => {
    for (const c of CASES) expect(Object.keys(c.expect).sort(), label(c)).toEqual([...CALLERS].sort());
  });
});

// The content checks would be worthless if the traces they look for were not in the world: each
// is shown to fire on an answer that legitimately carries what it hunts for.
describe("the content checks can fail", () => {
  const row = (route: string) => CASES.find((c) => c.route === route)!;

  it("finds the reviewer and the confidential remark in the chair's view of the paper", async () => {
    const answer = await call(t.app, "GET", `/paper/${w.paperId}`, { token: w.users.superchair.token });
    expect(answer.status).toBe(200);
    const found = leaksIn(w, row("GET /api/paper/:paperId"), "author", answer.raw.body);
    expect(found.join("\n")).toContain(w.users.reviewer.email);
    expect(found.join("\n")).toContain(w.confidentialRemark);
  });

  it("finds committee emails in the managed CFP, which a public answer must not carry", async () => {
    const answer = await call(t.app, "GET", `/cfp/${w.confId}`, { token: w.users.superchair.token });
    expect(answer.status).toBe(200);
    expect(leaksIn(w, { ...row("GET /api/site/cfp/:id") }, "anonymous", answer.raw.body).join("\n")).toContain(
      w.users.ocMember.email,
    );
  });

  it("finds conference B in the unscoped conference list", async () => {
    const answer = await call(t.app, "GET", "/conference", { token: w.users.admin.token });
    expect(
      leaksIn(w, { ...row("GET /api/conference"), scopedToConference: true }, "admin", answer.raw.body),
    ).toHaveLength(1);
  });
});

interface CellOutcome {
  caller: CallerKey;
  expected: number;
  actual: number;
  message: string;
}

async function runCell(c: MatrixCase, caller: CallerKey): Promise<{ outcome: CellOutcome; problems: string[] }> {
  const request = await c.build(w, caller);
  const token = request.token ?? w.token(caller);
  const answer = await call(t.app, request.method, request.path, {
    token,
    body: request.body,
    query: request.query,
    headers: request.headers,
  });
  const problems: string[] = [];
  const isJson = String(answer.raw.headers["content-type"] ?? "").includes("application/json");
  if (answer.status >= 500) problems.push(`${caller}: answered ${answer.status}`);
  // Every refusal, and every JSON answer, is the envelope.
  if (answer.status >= 400 || (isJson && !c.route.startsWith("GET /api/docs"))) {
    const body = answer.body as unknown as Record<string, unknown>;
    const shaped = typeof body?.success === "boolean" && typeof body.message === "string" && "result" in body;
    if (!shaped || body.success !== answer.status < 400)
      problems.push(`${caller}: not the envelope: ${answer.raw.body.slice(0, 200)}`);
  }
  problems.push(...leaksIn(w, c, caller, answer.raw.body));
  await c.after?.(w, caller);
  return {
    outcome: { caller, expected: c.expect[caller], actual: answer.status, message: answer.body?.message ?? "" },
    problems,
  };
}

describe("authorisation matrix", () => {
  for (const c of CASES) {
    it(label(c), async () => {
      const outcomes: CellOutcome[] = [];
      const problems: string[] = [];
      // One caller after the other: rows that change things build their own targets, and a
      // busy machine should not turn the matrix into a concurrency test.
      for (const caller of CALLERS) {
        const cell = await runCell(c, caller);
        outcomes.push(cell.outcome);
        problems.push(...cell.problems);
      }
      const wrong = outcomes
        .filter((o) => o.expected !== o.actual)
        .map((o) => `${o.caller}: expected ${o.expected}, got ${o.actual} (${o.message})`);
      expect({ wrong, problems }).toEqual({ wrong: [], problems: [] });
    });
  }
});
