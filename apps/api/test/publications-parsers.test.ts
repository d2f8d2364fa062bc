// The publication file parsers on real-shaped exports: accents and non-Latin names come through,
// malformed entries are refused one by one with the reason, and a file that is not of its
// format is refused as a whole (the route answers 422).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { normalizePersonName } from "@symposia/domain";
import { FileRefused, parsePublications } from "../src/features/publications/parsers/index.js";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/publications/${name}`, import.meta.url), "utf8");

describe("BibTeX", () => {
  const { entries, refused } = parsePublications("bibtex", fixture("sample.bib"));

  it("reads the good entries with TeX accents turned into Unicode and titles kept as written", () => {
    expect(entries.map((e) => e.title)).toEqual([
      "Graph Neural Networks for SQL Query Optimisation",
      "Adaptive Join Ordering under Skew",
      "The Art of Computer Programming, Volume 1",
    ]);
    const first = entries[0]!;
    expect(first).toMatchObject({
      year: 2024,
      venue: "Proceedings of the VLDB Endowment",
      abstract: expect.stringContaining("cardinality"),
    });
    expect(first.authors.map((a) => a.name)).toEqual(["Jörg Müller", "María García", "Zoë Dubois"]);
    expect(entries[1]!.authors.map((a) => a.name)).toContain("王 伟");
  });

  it("refuses the malformed entries with their key and reason", () => {
    const byLabel = Object.fromEntries(refused.map((r) => [r.label, r.reason]));
    expect(byLabel["broken-year"]).toMatch(/year/i);
    expect(byLabel["no-title"]).toMatch(/no title/i);
    expect(Object.keys(byLabel)).toContain("unclosed");
    expect(refused.every((r) => r.entry > 0)).toBe(true);
  });

  it("refuses a file without entries as a whole", () => {
    expect(() => parsePublications("bibtex", "just some text")).toThrow(FileRefused);
  });
});

describe("DBLP XML", () => {
  const { entries, refused } = parsePublications("dblp", fixture("dblp-person.xml"));

  it("reads the records, decoding character references and inline markup", () => {
    expect(entries.map((e) => e.title)).toEqual([
      "Graph Neural Networks for SQL Query Optimisation",
      "Adaptive Join Ordering under Skew",
    ]);
    expect(entries[0]!.authors.map((a) => a.name)).toEqual(["Jörg Müller 0002", "María García", "Zoë Dubois"]);
    expect(entries[1]).toMatchObject({ year: 2023, venue: "SIGMOD Conference" });
    expect(entries[1]!.authors[1]!.name).toBe("Åke Ström");
  });

  it("refuses records without a title or with a bad year", () => {
    expect(refused.map((r) => r.label)).toEqual(["journals/corr/abs-2401-00001", "conf/icde/Muller19"]);
  });

  it("expands no entity a file declares, and refuses what is not well-formed or not DBLP", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <dblp><article key="k"><author>X</author><title>T &b;</title><year>2020</year></article></dblp>`;
    expect(parsePublications("dblp", bomb).entries[0]!.title).toBe("T &b;");
    expect(() => parsePublications("dblp", "<dblp><article>")).toThrow(FileRefused);
    expect(() => parsePublications("dblp", "<html><body/></html>")).toThrow(FileRefused);
  });
});

describe("ORCID JSON", () => {
  it("reads a works list: one entry per group, the preferred copy", () => {
    const { entries, refused } = parsePublications("orcid", fixture("orcid-works.json"));
    expect(entries.map((e) => [e.title, e.year, e.venue])).toEqual([
      ["Graph Neural Networks for SQL Query Optimisation", 2024, "Proceedings of the VLDB Endowment"],
      ["Über die Kardinalitätsschätzung", 2022, "Datenbank-Spektrum"],
    ]);
    expect(refused.map((r) => r.entry)).toEqual([3, 4]);
  });

  it("reads full works with contributors and short descriptions", () => {
    const { entries, refused } = parsePublications("orcid", fixture("orcid-bulk.json"));
    expect(entries[0]).toMatchObject({
      title: "Learned Cardinality Estimation with Sketches",
      abstract: expect.stringContaining("Sketches"),
    });
    expect(entries[0]!.authors).toEqual([
      { name: "Jörg Müller", email: null },
      { name: "Chiara Rossi", email: "chiara.rossi@uni.example" },
    ]);
    expect(refused).toHaveLength(1);
  });

  it("refuses what is not JSON or not an ORCID export", () => {
    expect(() => parsePublications("orcid", "{not json")).toThrow(FileRefused);
    expect(() => parsePublications("orcid", '{"hello": 1}')).toThrow(FileRefused);
  });
});

describe("names for matching", () => {
  it("are one spelling for accents, case, order and DBLP's homonym numbers", () => {
    expect(normalizePersonName("Müller, Jörg")).toBe("jorg muller");
    expect(normalizePersonName("Jörg Müller 0002")).toBe("jorg muller");
    expect(normalizePersonName("JORG  MULLER")).toBe("jorg muller");
  });
});
