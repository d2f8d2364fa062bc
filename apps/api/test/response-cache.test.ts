// The kept answers of the hot read routes (http/responseCache.ts) and the data version that
// guards them (migration 0013): a change made in any way is seen at once, nobody is served
// another caller's view, and a signed-out caller is refused although their answer is kept.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATA_VERSION_TABLES } from "../src/db/migrations/0013_data_version.js";
import { DATA_VERSION_TABLES_0020 } from "../src/db/migrations/0020_paper_conflicts.js";
import { DATA_VERSION_TABLES_0040 } from "../src/db/migrations/0040_review_forms.js";
import { DATA_VERSION_TABLES_0030 } from "../src/db/migrations/0030_topics_bidding.js";
import { DATA_VERSION_TABLES_0050 } from "../src/db/migrations/0050_discussion.js";
import { DATA_VERSION_TABLES_0045 } from "../src/db/migrations/0045_review_phase.js";
import { DATA_VERSION_TABLES_0070 } from "../src/db/migrations/0070_camera_ready.js";
import { DATA_VERSION_TABLES_0075 } from "../src/db/migrations/0075_paper_extra_files.js";
import { DATA_VERSION_TABLES_0128 } from "../src/db/migrations/0128_publications_data_version.js";
import { DATA_VERSION_TABLES_0115 } from "../src/db/migrations/0115_paper_tags.js";
import { DATA_VERSION_TABLES_0116 } from "../src/db/migrations/0116_saved_searches.js";
import { createUser, type TestUser } from "./support/factories.js";
import { insertConference, insertPaper, insertReviewerAssignment, insertTrack } from "./support/fixtures.js";
import { call, createTestApp, TEST_ENGINE, type TestApp } from "./support/testApp.js";
import { KEPT_HEADER } from "../src/http/route.js";

// Tables whose changes do not move the data version, and why: no cached answer reads them.
const DATA_VERSION_UNTRACKED: Record<string, string> = {
  sessions: "checked on every request, never cached",
  password_tokens: "read only by set_password",
  email_verification_tokens: "read only by verify_email",
  rate_limits: "counters of the sign-in calls, never shown",
  setup_claim: "read only by the first-run setup routes (public, not cached)",
  mail_outbox: "read only by the mail worker",
  notification_jobs: "leases and progress change constantly; read only by the job routes (not cached)",
  audit_log: "read only by the history and audit-log routes (not cached)",
  review_versions:
    "read by the review history route and, for first-submission times, by paper answers; " +
    "written only together with paper_reviewers (saveReviewIn), whose trigger moves the " +
    "version",
  data_version: "the counter itself",
  kysely_migration: "migrations",
  kysely_migration_lock: "migrations",
  member_topics: "a member's expertise: read only by the my-topics, bidding and auto-assign calls (not cached)",
  paper_bids: "read only by the bidding, bids and auto-assign calls (not cached)",
  reviewer_quotas: "read only by auto-assign (not cached)",
  assignment_affinity: "read only by auto-assign (not cached)",
  auto_assign_drafts: "read only by auto-assign deploy (not cached)",
  auto_assign_runs: "read only by auto-assign undo (not cached)",
  auto_assign_run_pairs: "read only by auto-assign undo (not cached)",
  paper_comment_history: "earlier texts of edited comments; read only by the discussion routes (not cached)",
  discussion_mail_optouts: "read only when a comment's mails are written",
  review_snapshots: "read only by the response route (not cached)",
  paper_discussion_reads: "written by every read of a thread; read only by the discussion summary (not cached)",
  response_close_notices: "read only by the response-close job",
  affinity_compute_jobs: "the affinity job's progress; read only by the affinity-compute routes (not cached)",
  tpc_invitation_tokens:
    "read only by the one-click invitation answer (a POST, not cached); the answer's change to tpc_members moves the version",
  auto_assign_progress:
    "read only by the Auto Assign progress poll, whose answer is never kept; a run writes it many times a second",
  conference_auto_assign_progress:
    "read only by the conference Auto Assign progress poll, whose answer is never kept; a run writes it many times a second",
  api_tokens: "checked on every request like sessions; listed only by GET /users/api-tokens (not cached)",
  bulk_mail_requests: "read only by a bulk mail send retried under its request key (a POST, not cached)",
};

let t: TestApp;
let chair: TestUser;
let author: TestUser;
let reviewer: TestUser;
let confId: number;
let trackId: number;
let paperId: number;

const version = async () =>
  Number((await t.ctx.db.selectFrom("data_version").select("version").executeTakeFirstOrThrow()).version);
const paperAs = async (who: TestUser) => {
  const res = await call(t.app, "GET", `/paper/${paperId}`, { token: who.token });
  expect(res.status).toBe(200);
  return res.body.result;
};

beforeAll(async () => {
  t = await createTestApp();
  chair = await createUser(t.app, t.ctx, { first_name: "Chair" });
  author = await createUser(t.app, t.ctx, { first_name: "Author" });
  reviewer = await createUser(t.app, t.ctx, { first_name: "Hidden", last_name: "Reviewer" });
  ({ id: confId } = await insertConference(t.ctx, chair.id));
  trackId = await insertTrack(t.ctx, confId);
  ({ id: paperId } = await insertPaper(t.ctx, { confId, trackId, authorId: author.id, title: "First title" }));
  await insertReviewerAssignment(t.ctx, paperId, reviewer.id);
});

afterAll(async () => {
  await t.close();
});

describe("the data version", () => {
  it("every table is either tracked by the trigger or listed here with the reason it need not be", async () => {
    const tables =
      TEST_ENGINE === "postgres"
        ? (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
              t.ctx.db,
            )
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.ctx.db)
          ).rows;
    const tracked = new Set<string>([
      ...DATA_VERSION_TABLES,
      ...DATA_VERSION_TABLES_0020,
      ...DATA_VERSION_TABLES_0030,
      ...DATA_VERSION_TABLES_0040,
      ...DATA_VERSION_TABLES_0050,
      ...DATA_VERSION_TABLES_0045,
      ...DATA_VERSION_TABLES_0070,
      ...DATA_VERSION_TABLES_0075,
      ...DATA_VERSION_TABLES_0115,
      ...DATA_VERSION_TABLES_0116,
      ...DATA_VERSION_TABLES_0128,
    ]);
    const unaccounted = tables
      .map((r) => r.name)
      .filter((name) => !tracked.has(name) && !(name in DATA_VERSION_UNTRACKED));
    expect(
      unaccounted,
      "a new table needs the data_version trigger (a migration) or a reason in DATA_VERSION_UNTRACKED",
    ).toEqual([]);
  });

  it("moves with an insert, an update and a delete on a tracked table, once per transaction, and only on commit", async () => {
    const before = await version();
    const trackId2 = await insertTrack(t.ctx, confId);
    const afterInsert = await version();
    expect(afterInsert).toBeGreaterThan(before);
    await t.ctx.db
      .updateTable("tracks")
      .set({ track_name: "Renamed in the database" })
      .where("id", "=", trackId2)
      .execute();
    const afterUpdate = await version();
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await t.ctx.db.deleteFrom("tracks").where("id", "=", trackId2).execute();
    const afterDelete = await version();
    expect(afterDelete).toBeGreaterThan(afterUpdate);
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable("papers").set({ paper_title: "Never committed" }).where("id", "=", paperId).execute();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await version()).toBe(afterDelete);
  });

  it("does not move when only untracked tables change (a sign-in writes a session)", async () => {
    const before = await version();
    const login = await call(t.app, "POST", "/login", { body: { email: author.email, password: author.password } });
    expect(login.status).toBe(200);
    expect(await version()).toBe(before);
  });
});

describe("kept answers", () => {
  it("a repeated read is served without recomputing, and a change through the API is seen at once", async () => {
    expect((await paperAs(author)).paper_title).toBe("First title");
    const kept = t.ctx.responseCache.size;
    expect(kept).toBeGreaterThan(0);
    expect((await paperAs(author)).paper_title).toBe("First title");
    const blocked = await call(t.app, "POST", `/paper/status-action/${paperId}`, {
      token: chair.token,
      body: { status: 30, reason: "Out of scope" },
    });
    expect(blocked.status).toBe(200);
    expect((await paperAs(author)).status).toBe(30);
    await t.ctx.db.updateTable("papers").set({ status: 0 }).where("id", "=", paperId).execute();
    expect((await paperAs(author)).status).toBe(0);
  });

  it("a change made directly in the database (not through the API) is seen at once", async () => {
    const list = async () =>
      (await call(t.app, "GET", `/paper/all/${confId}/0`, { token: chair.token })).body.result.data.map(
        (p: { paper_title: string }) => p.paper_title,
      );
    expect(await list()).toContain("First title");
    await t.ctx.db
      .updateTable("papers")
      .set({ paper_title: "Renamed by a script" })
      .where("id", "=", paperId)
      .execute();
    expect(await list()).toContain("Renamed by a script");
    await t.ctx.db.updateTable("users").set({ first_name: "Renamed" }).where("id", "=", reviewer.id).execute();
    const names = (await paperAs(chair)).paper_reviewer_data.map((r: { first_name: string }) => r.first_name);
    expect(names).toEqual(["Renamed"]);
    await t.ctx.db.updateTable("papers").set({ paper_title: "First title" }).where("id", "=", paperId).execute();
  });

  it("each caller gets their own view: the author never receives the chair's kept answer", async () => {
    const chairView = await paperAs(chair);
    expect(JSON.stringify(chairView)).toContain(reviewer.email);
    const authorText = (await call(t.app, "GET", `/paper/${paperId}`, { token: author.token })).raw.body;
    expect(authorText).not.toContain(reviewer.email);
    // the same URL for the reviewer who is not an author of it
    const stranger = await createUser(t.app, t.ctx);
    expect((await call(t.app, "GET", `/paper/${paperId}`, { token: stranger.token })).status).toBe(404);
  });

  it("a signed-out caller is refused although their answer is kept", async () => {
    const session = await call(t.app, "POST", "/login", { body: { email: author.email, password: author.password } });
    const token = session.body.result.access_token as string;
    expect((await call(t.app, "GET", `/paper/${paperId}`, { token })).status).toBe(200);
    expect((await call(t.app, "POST", "/logout", { token })).status).toBe(200);
    expect((await call(t.app, "GET", `/paper/${paperId}`, { token })).status).toBe(401);
  });

  it("a deactivated user is refused at once, and an invalid query is still refused (never served from the cache)", async () => {
    const member = await createUser(t.app, t.ctx);
    expect((await call(t.app, "GET", "/conference", { token: member.token })).status).toBe(200);
    await t.ctx.db.updateTable("users").set({ status: 0 }).where("id", "=", member.id).execute();
    expect((await call(t.app, "GET", "/conference", { token: member.token })).status).toBe(401);
    const bad = await call(t.app, "GET", `/paper/all/${confId}/0`, { token: chair.token, query: { per_page: "many" } });
    expect(bad.status).toBe(422);
  });

  it("a long list goes out as the JSON of its answer, byte for byte, computed and kept alike", async () => {
    // long enough to be written in runs (http/jsonBytes.ts), with text outside Latin-1
    const { id: listConfId } = await insertConference(t.ctx, chair.id);
    const listTrackId = await insertTrack(t.ctx, listConfId);
    for (let i = 0; i < 12; i++)
      await insertPaper(t.ctx, {
        confId: listConfId,
        trackId: listTrackId,
        authorId: author.id,
        title: `Łukasz — ${i}`,
      });
    const path = `/paper/all/${listConfId}/0?order_by=paper_title&order_type=asc&per_page=50&page=1`;
    const computed = await call(t.app, "GET", path, { token: chair.token });
    const kept = await call(t.app, "GET", path, { token: chair.token });
    expect(computed.status).toBe(200);
    expect(computed.body.result.data.map((p: { paper_title: string }) => p.paper_title)).toContain("Łukasz — 11");
    expect(computed.raw.body).toBe(JSON.stringify(computed.body));
    expect(Number(computed.raw.headers["content-length"])).toBe(Buffer.byteLength(computed.raw.body));
    expect(computed.raw.headers[KEPT_HEADER]).toBeUndefined();
    expect(kept.raw.headers[KEPT_HEADER]).toBe("1");
    expect(kept.raw.body).toBe(computed.raw.body);
    expect(kept.raw.headers["content-length"]).toBe(computed.raw.headers["content-length"]);
  });

  it("answers are sent as JSON exactly as when computed", async () => {
    const first = await call(t.app, "GET", "/conference", { token: chair.token });
    const second = await call(t.app, "GET", "/conference", { token: chair.token });
    expect(second.raw.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(second.raw.body).toBe(first.raw.body);
    expect(second.body.success).toBe(true);
  });
});

describe("turned off", () => {
  it("RESPONSE_CACHE_MB=0 keeps nothing and answers the same", async () => {
    const off = await createTestApp({ env: { RESPONSE_CACHE_MB: "0" } });
    try {
      const user = await createUser(off.app, off.ctx);
      const res = await call(off.app, "GET", "/conference", { token: user.token });
      expect(res.status).toBe(200);
      expect(off.ctx.responseCache.enabled).toBe(false);
      expect(off.ctx.responseCache.size).toBe(0);
    } finally {
      await off.close();
    }
  });
});
