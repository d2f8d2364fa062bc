// The words the similarity compares, and the words an explanation shows for them.
import { describe, expect, it } from "vitest";
import { terms, wordsByStem } from "./text.js";

describe("the words of a text", () => {
  it("compares lower-cased, unaccented stems without stop words, numbers or short words", () => {
    expect(terms("The Networks of Cafés: optimising 42 queries in an AI system")).toEqual([
      "network",
      "cafe",
      "optimis",
      "query",
      "system",
    ]);
  });

  it("splits compatibility forms into their parts and reads ligatures as letters", () => {
    expect(terms("ﬁnite ½-step Ｌｅａｒｎｉｎｇ")).toEqual(["finit", "step", "learn"]);
  });

  it("shows each stem as the text first wrote it", () => {
    const words = wordsByStem("Coherence of caches; coherent Cafés and cafés");
    expect(words.get("coherenc")).toBe("coherence");
    expect(words.get("cache")).toBe("caches");
    expect(words.get("cafe")).toBe("cafés");
  });
});
