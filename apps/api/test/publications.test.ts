// A user's publication list through the API: files of the three formats and entries typed by
// hand, per-entry refusals, the user's own name left out of the co-authors, 422 (never 500) for
// files that are not of their format, and one's own list only.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createUser } from "./support/factories.js";
import { multipartBody } from "./support/multipart.js";
import { type TestApp, call, createTestApp } from "./support/testApp.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/publications/${name}`, import.meta.url));

let t: TestApp;
let jorg: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  jorg = await createUser(t.app, t.ctx, { first_name: "Jörg", last_name: "Müller" });
  other = await createUser(t.app, t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const upload = (who: TestUser, format: string | undefined, data: Buffer, fileName = "export") => {
  const mp = multipartBody({ format }, [{ name: "file", fileName, data }]);
  return call(t.app, "POST", "/users/publications", { token: who.token, body: mp.payload, headers: mp.headers });
};

describe("importing files", () => {
  it("adds a BibTeX file's good entries, reports the others, and leaves the user out of the co-authors", async () => {
    const answer = await upload(jorg, "bibtex", fixture("sample.bib"), "refs.bib");
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.imported).toBe(3);
    expect(answer.body.result.refused.map((r: { label: string }) => r.label)).toEqual([
      "broken-year",
      "no-title",
      "unclosed",
    ]);
    const graph = answer.body.result.publications.find((p: { title: string }) => p.title.startsWith("Graph"));
    expect(graph).toMatchObject({ year: 2024, source: "bibtex" });
    expect(graph.coauthors.map((c: { name: string }) => c.name)).toEqual(["María García", "Zoë Dubois"]);
  });

  it("adds no copy of what is already on the list (a DBLP export of the same papers)", async () => {
    const answer = await upload(jorg, "dblp", fixture("dblp-person.xml"), "dblp.xml");
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.imported).toBe(0);
    expect(answer.body.result.refused.filter((r: { reason: string }) => /already/i.test(r.reason))).toHaveLength(2);
  });

  it("adds ORCID works with their contributors' emails", async () => {
    const answer = await upload(jorg, "orcid", fixture("orcid-bulk.json"), "works.json");
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.result.publications[0].coauthors).toEqual([
      { name: "Chiara Rossi", email: "chiara.rossi@uni.example" },
    ]);
  });

  it("answers 422 for a file that is not of its format, not UTF-8, or without a format", async () => {
    for (const [format, data] of [
      ["dblp", Buffer.from("<not xml")],
      ["orcid", Buffer.from("@article{x, title={T}}")],
      ["bibtex", Buffer.from([0xff, 0xfe, 0x00, 0xd8])],
      [undefined, fixture("sample.bib")],
    ] as const) {
      const answer = await upload(jorg, format, data);
      expect(answer.status, `${format}: ${answer.body.message}`).toBe(422);
      expect(answer.body.success).toBe(false);
    }
    const badFormat = await upload(jorg, "ris", fixture("sample.bib"));
    expect(badFormat.status).toBe(422);
  });
});

describe("entries typed by hand, the list and deleting", () => {
  it("adds, lists newest first, and deletes one's own entries only", async () => {
    const added = await call(t.app, "POST", "/users/publications", {
      token: other.token,
      body: {
        publications: [
          {
            title: "Hand-typed Paper",
            abstract: "About things.",
            year: 2025,
            venue: "Workshop",
            coauthors: ["Ann Smith", { name: "Bo Li", email: "Bo@Example.org" }],
          },
        ],
      },
    });
    expect(added.status, added.body.message).toBe(200);
    const pub = added.body.result.publications[0];
    expect(pub).toMatchObject({
      title: "Hand-typed Paper",
      source: "manual",
      coauthors: [
        { name: "Ann Smith", email: null },
        { name: "Bo Li", email: "bo@example.org" },
      ],
    });

    const list = await call(t.app, "GET", "/users/publications", { token: other.token });
    expect(list.body.result.map((p: { id: number }) => p.id)).toEqual([pub.id]);
    const mine = await call(t.app, "GET", "/users/publications", { token: jorg.token });
    expect(mine.body.result.map((p: { year: number }) => p.year)).toEqual([2025, 2024, 2023, 1997]);

    expect((await call(t.app, "DELETE", `/users/publication/${pub.id}`, { token: jorg.token })).status).toBe(404);
    expect((await call(t.app, "DELETE", `/users/publication/${pub.id}`, { token: other.token })).status).toBe(200);
    expect((await call(t.app, "GET", "/users/publications", { token: other.token })).body.result).toEqual([]);
  });

  it("refuses bad entries with field messages", async () => {
    const answer = await call(t.app, "POST", "/users/publications", {
      token: other.token,
      body: { publications: [{ title: "", year: 3000 }] },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.result ?? {}).join(" ") + answer.body.message).toBeTruthy();
    expect((await call(t.app, "POST", "/users/publications", { token: other.token, body: {} })).status).toBe(422);
    expect((await call(t.app, "GET", "/users/publications")).status).toBe(401);
  });
});
