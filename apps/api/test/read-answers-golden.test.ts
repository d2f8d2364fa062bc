// Golden read answers: every GET route of the server's route table (through the authorisation
// matrix's rows, which build a request for each route) asked by every kind of caller, plus a
// subreviewer, under two reviewing models, and compared with the answers recorded in
// test/golden/. Work that makes the read path cheaper must leave every answer as it was.
//
//   UPDATE_GOLDEN=1 npx vitest run --project api apps/api/test/read-answers-golden.test.ts
// records the answers again (on either engine; both must then pass).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nowIso } from "../src/db/time.js";
import { CALLERS, type CallerKey, type MatrixCase } from "./authz/callers.js";
import { accountCases } from "./authz/cases/accounts.js";
import { biddingCases } from "./authz/cases/bidding.js";
import { conferenceCases } from "./authz/cases/conferences.js";
import { conflictCases } from "./authz/cases/conflicts.js";
import { discussionCases } from "./authz/cases/discussion.js";
import { paperCases } from "./authz/cases/papers.js";
import { reviewFormCases } from "./authz/cases/reviewForms.js";
import { reviewPhaseCases } from "./authz/cases/reviewPhase.js";
import { submissionFormCases } from "./authz/cases/submissionForm.js";
import { trackCases } from "./authz/cases/tracks.js";
import { buildWorld, type World } from "./authz/world.js";
import { createUser } from "./support/factories.js";
import { call, createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";

// One file for both engines: SQLite and PostgreSQL must answer alike.
const GOLDEN = path.join(import.meta.dirname, "golden", "read-answers.json");
const UPDATE = process.env.UPDATE_GOLDEN === "1";
/** answers longer than this (characters of normalised JSON) are recorded as a hash */
const MAX_WHOLE = 6000;
const MODELS = ["Double-blind", "Single-blind", "Open"] as const;

/** Read routes only; the OpenAPI pages describe the routes, not the data. */
const READ_CASES: MatrixCase[] = [
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
].filter((c) => c.route.startsWith("GET ") && !c.route.startsWith("GET /api/docs"));

type Asker = CallerKey | "subreviewer";

const TIME = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g;
const DATE_NEAR = /\b20\d{2}-\d{2}-\d{2}\b/g;
const RANDOM_HEX = /[0-9a-f]{8,}/g;
/** the fixtures' short random names (support/fixtures.ts) */
const RANDOM_NAME = /\b(ICT|Testing |Track |study of )([0-9A-F]{4}|[0-9a-f]{6})\b/g;

/** What differs between two runs of the same world: clock readings and random names. */
function normalise(value: unknown): unknown {
  if (typeof value === "string")
    return value
      .replace(TIME, "<time>")
      .replace(DATE_NEAR, "<date>")
      .replace(RANDOM_HEX, "<hex>")
      .replace(RANDOM_NAME, "$1<rnd>");
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

let t: TestApp;
let w: World;
let subreviewerToken: string;
const answers: Record<string, unknown> = {};

async function record(model: string): Promise<void> {
  await t.ctx.db.updateTable("conferences").set({ reviewing_model: model }).where("id", "=", w.confId).execute();
  for (const c of READ_CASES) {
    const askers: Asker[] = [...CALLERS, "subreviewer"];
    for (const asker of askers) {
      // the subreviewer asks what the paper's reviewer asks (the reviewer invited them)
      const request = await c.build(w, asker === "subreviewer" ? "reviewer" : asker);
      const token = asker === "subreviewer" ? subreviewerToken : (request.token ?? w.token(asker));
      const answer = await call(t.app, request.method, request.path, {
        token,
        body: request.body,
        query: request.query,
        headers: request.headers,
      });
      const type = String(answer.raw.headers["content-type"] ?? "");
      const body = type.includes("application/json")
        ? normalise(JSON.parse(answer.raw.body))
        : `${type}: ${answer.raw.rawPayload.length} bytes`;
      // Some rows make a fresh paper per cell, so the lists grow: a long answer is kept as its
      // hash and its start (enough to see what changed), not whole.
      const text = JSON.stringify(body);
      const kept =
        text.length <= MAX_WHOLE
          ? body
          : {
              sha256: createHash("sha256").update(text).digest("hex"),
              length: text.length,
              start: text.slice(0, 2000),
            };
      answers[`${model} | ${c.variant ? `${c.route} — ${c.variant}` : c.route} | ${asker}`] = {
        status: answer.status,
        body: kept,
      };
      await c.after?.(w, asker === "subreviewer" ? "reviewer" : asker);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  // a subreviewer the paper's reviewer asked for help, with a draft under way
  const sub = await createUser(t.app, t.ctx, { first_name: "Sunniva", last_name: "Subreviewer" });
  subreviewerToken = sub.token;
  const review = await t.ctx.db
    .selectFrom("paper_reviewers")
    .select("id")
    .where("paper_id", "=", w.paperId)
    .where("user_id", "=", w.users.reviewer.id)
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto("paper_subreviews")
    .values({
      paper_id: w.paperId,
      review_id: review.id,
      requested_by: w.users.reviewer.id,
      subreviewer_id: sub.id,
      status: "draft",
      reviewer_remarks: "Half done.",
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  await addReadFacts(review.id);
  for (const model of MODELS) await record(model);
  if (UPDATE) {
    fs.mkdirSync(path.dirname(GOLDEN), { recursive: true });
    fs.writeFileSync(GOLDEN, `${JSON.stringify(answers, null, 1)}\n`);
  }
}, 600_000);
afterAll(async () => {
  await t?.close();
});

/**
 * What lists and a paper's page read beside the paper's row, so each answer shows it: topics (two,
 * listed by position, not by id), the review's first submission before its last one (the chairs'
 * late mark counts the first), the accepted paper's final version, and tags of every visibility
 * (a shared one, a chairs' one with a value, a private one of the superchair and one of the track
 * chair), set in another order than their names', which the lists sort them by.
 */
async function addReadFacts(reviewId: number): Promise<void> {
  const { db } = t.ctx;
  for (const [name, position] of [
    ["Program Analysis", 2],
    ["Mutation Testing", 1],
  ] as const) {
    const topic = await db
      .insertInto("conference_topics")
      .values({ conf_id: w.confId, name, position, created_at: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("paper_topics").values({ paper_id: w.paperId, topic_id: topic.id }).execute();
  }
  await db
    .insertInto("review_versions")
    .values({
      paper_reviewer_id: reviewId,
      paper_id: w.paperId,
      user_id: w.users.reviewer.id,
      version: 1,
      form_version: 0,
      answers: "{}",
      submitted_at: "2020-01-01T00:00:00.000Z",
    })
    .execute();
  await db
    .insertInto("camera_ready_versions")
    .values({
      paper_id: w.paperId,
      final_title: "The Final Title",
      final_abstract: "The final abstract.",
      final_authors: "[]",
      file_name: "final.pdf",
      size: 4,
      data: Buffer.from("%PDF"),
      uploaded_by: w.users.author.id,
      uploaded_at: nowIso(),
    })
    .execute();
  const tags = [
    { name: "~~shortlist", visibility: "chair", owner_key: 0, value: 2 },
    { name: "~mine", visibility: "private", owner_key: w.users.trackChair.id, value: null },
    { name: "needs-discussion", visibility: "shared", owner_key: 0, value: null },
    { name: "~later", visibility: "private", owner_key: w.users.superchair.id, value: null },
  ] as const;
  for (const tag of tags)
    await db
      .insertInto("paper_tags")
      .values({
        ...tag,
        paper_id: w.paperId,
        conf_id: w.confId,
        set_by: tag.owner_key || w.users.superchair.id,
        created_at: nowIso(),
      })
      .execute();
}

describe(`read answers match the recorded ones (${TEST_ENGINE})`, () => {
  it("has a recorded answer for every read route, caller and reviewing model", () => {
    expect(fs.existsSync(GOLDEN), `${GOLDEN} is missing: record it with UPDATE_GOLDEN=1`).toBe(true);
    const golden = JSON.parse(fs.readFileSync(GOLDEN, "utf8")) as Record<string, unknown>;
    expect(Object.keys(answers).sort()).toEqual(Object.keys(golden).sort());
  });

  it("answers every read exactly as recorded", () => {
    const golden = JSON.parse(fs.readFileSync(GOLDEN, "utf8")) as Record<string, unknown>;
    const changed = Object.keys(answers).filter((k) => JSON.stringify(answers[k]) !== JSON.stringify(golden[k]));
    for (const key of changed) expect(answers[key], key).toEqual(golden[key]);
    expect(changed).toEqual([]);
  });
});
