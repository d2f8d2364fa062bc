// The paper-list search reads papers.search_text, which database triggers keep current (migration
// 0012): these tests change papers through the API and through plain SQL and check what the
// search finds right after, on whichever engine the suite runs on.
import { beforeAll, describe, expect, it } from "vitest";
import { type Kysely, sql } from "kysely";
import { TEST_ENGINE, call } from "./support/testApp.js";
import { listedBy, uniqueEmail } from "./support/factories.js";
import * as searchText from "../src/db/migrations/0012_paper_search_text.js";
import * as searchTrigrams from "../src/db/migrations/0138_paper_search_text_trigrams.js";
import { buildWorld, paperFields, submitPaper, updatePaper } from "./papers.world.js";
import { useTestApp, useWorld } from "./support/useTestApp.js";

const t = useTestApp();
const w = useWorld(t, buildWorld);

/** The ids the chair's search finds in the main conference, and the total the answer carries. */
async function search(text: string, page: { per_page?: number; page?: number } = {}) {
  const res = await call(t.app, "GET", `/paper/all/${w.confId}/0`, {
    token: w.chair.token,
    query: { param_search: text, ...page },
  });
  expect(res.status, text).toBe(200);
  return {
    ids: res.body.result.data.map((p: { id: number }) => p.id) as number[],
    total: res.body.result.total as number,
  };
}
const found = async (text: string) => (await search(text)).ids;

async function submit(token: string, title: string, keywords: string): Promise<number> {
  const res = await submitPaper(t, token, paperFields(w, { paper_title: title, keywords }));
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

describe("GET /paper/all?param_search= follows every change of a paper", () => {
  let paperId: number;
  beforeAll(async () => {
    paperId = await submit(w.author.token, "Quantum Widgets Revisited", "Zymurgy, brewing");
  });

  it("finds a paper by title, keywords and its author's first and last name, case-insensitively", async () => {
    expect(await found("widgets REVISITED")).toEqual([paperId]);
    expect(await found("zymurgy, brew")).toEqual([paperId]);
    expect(await found("ada lovelace")).toEqual([paperId]);
    expect(await found("LOVELACE")).toEqual([paperId]);
  });

  it("finds a co-author once added and no longer once removed", async () => {
    expect(await found("grace hopper")).toEqual([]);
    const added = await call(t.app, "POST", `/paper/author-assign/${paperId}`, {
      token: w.author.token,
      body: {
        first_name: "Grace",
        last_name: "Hopper",
        email: uniqueEmail("grace"),
        country: "United States",
        affiliation: "Navy",
      },
    });
    expect(added.status, added.body.message).toBe(200);
    expect(await found("grace hopper")).toEqual([paperId]);
    expect(await found("ada lovelace")).toEqual([paperId]);

    const removed = await call(t.app, "DELETE", `/paper/author/${added.body.result.id}`, { token: w.author.token });
    expect(removed.status, removed.body.message).toBe(200);
    expect(await found("grace hopper")).toEqual([]);
    expect(await found("ada lovelace")).toEqual([paperId]);
  });

  it("finds the new title after an edit and no longer the old one, authors kept", async () => {
    const res = await updatePaper(t, w.author.token, {
      paper_id: paperId,
      track_id: w.trackA,
      paper_title: "Classical Gadgets",
      keywords: "Zymurgy, brewing",
      abstract: "Edited.",
    });
    expect(res.status, res.body.message).toBe(200);
    expect(await found("widgets")).toEqual([]);
    expect(await found("classical gadg")).toEqual([paperId]);
    expect(await found("ada lovelace")).toEqual([paperId]);
    expect(await found("zymurgy")).toEqual([paperId]);
  });

  it("never matches a text spanning two fields or two authors", async () => {
    const coauthor = await call(t.app, "POST", `/paper/author-assign/${paperId}`, {
      token: w.author.token,
      body: listedBy(w.coauthor.email, w.coauthor),
    });
    expect(coauthor.status, coauthor.body.message).toBe(200);
    expect(await found("charles babbage")).toEqual([paperId]);
    // title "Classical Gadgets" | keywords "Zymurgy, brewing" | "Ada Lovelace" | "Charles Babbage"
    for (const spanning of [
      "gadgets zymurgy",
      "gadgetszymurgy",
      "gadgets\u001fzymurgy",
      "brewing ada",
      "brewingada",
      "lovelace charles",
      "lovelacecharles",
      "lovelace\u001fcharles",
    ]) {
      expect(await found(spanning), JSON.stringify(spanning)).toEqual([]);
    }
  });

  it("keeps up with writes that bypass the API: an author renamed or moved to another paper", async () => {
    const other = await submit(w.coauthor.token, "An unrelated study", "nothing");
    const ada = await t.ctx.db
      .selectFrom("paper_authors")
      .select("id")
      .where("paper_id", "=", paperId)
      .where("user_id", "=", w.author.id)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable("paper_authors").set({ last_name: "King" }).where("id", "=", ada.id).execute();
    expect(await found("ada king")).toEqual([paperId]);
    expect(await found("ada lovelace")).toEqual([]);

    await t.ctx.db.updateTable("paper_authors").set({ paper_id: other }).where("id", "=", ada.id).execute();
    expect(await found("ada king")).toEqual([other]);
    expect(await found("classical gadgets")).toEqual([paperId]);
    expect(await found("charles babbage")).toEqual([paperId, other]);
  });
});

describe("GET /paper/all?param_search=: wildcards and paging", () => {
  let percent: number;
  let underscore: number;
  beforeAll(async () => {
    percent = await submit(w.author.token, "Reaching 100% coverage", "wildcards");
    await submit(w.author.token, "Reaching 1000 coverage goals", "wildcards");
    underscore = await submit(w.author.token, "Pure_Data patches", "wildcards");
    await submit(w.author.token, "Pure Data patches", "wildcards");
  });

  it("treats % and _ as plain characters", async () => {
    expect(await found("100% cov")).toEqual([percent]);
    expect(await found("pure_data")).toEqual([underscore]);
    expect(await found("%%%")).toEqual([]);
    expect(await found("___")).toEqual([]);
  });

  it("answers the number of matches on every page, past the last one too", async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => search("wildcards", { per_page: 1, page })));
    expect(pages.map((p) => p.total)).toEqual([4, 4, 4, 4, 4]);
    expect(pages.map((p) => p.ids.length)).toEqual([1, 1, 1, 1, 0]);
    expect(new Set(pages.flatMap((p) => p.ids)).size).toBe(4);
    expect(await search("no paper has this", { page: 2 })).toEqual({ ids: [], total: 0 });
  });
});

describe.skipIf(TEST_ENGINE !== "postgres")("migration 0138", () => {
  it("indexes the search text's trigrams on PostgreSQL, finding what the scan found, and its down() drops the index", async () => {
    const indexed = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from pg_indexes
          where schemaname = current_schema() and indexname = 'papers_search_text_trgm_idx'`.execute(t.ctx.db)
      ).rows[0]!.n;
    expect(await indexed()).toBe(1);
    const withIndex = await search("babbage");
    expect(withIndex.ids).toHaveLength(2);
    const db = t.ctx.db as Kysely<unknown>;
    await searchTrigrams.down(db);
    expect(await indexed()).toBe(0);
    expect(await search("babbage")).toEqual(withIndex);
    await searchTrigrams.up(db);
    expect(await indexed()).toBe(1);
  });
});

describe("migration 0012", () => {
  it("fills search_text for existing papers, and its down() removes everything it added", async () => {
    const before = await t.ctx.db.selectFrom("papers").select(["id", "search_text"]).orderBy("id").execute();
    expect(before.length).toBeGreaterThan(0);
    const db = t.ctx.db as Kysely<unknown>;
    await searchText.down(db);
    await expect(sql`select search_text from papers`.execute(t.ctx.db)).rejects.toThrow();
    await searchText.up(db); // recreating the triggers (and functions) fails if down() left any
    expect(await t.ctx.db.selectFrom("papers").select(["id", "search_text"]).orderBy("id").execute()).toEqual(before);
    expect(await found("charles babbage")).toHaveLength(2);
  });
});
