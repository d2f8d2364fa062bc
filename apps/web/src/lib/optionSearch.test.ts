import { describe, expect, it } from "vitest";
import { COUNTRY_NAMES, timezoneOptions } from "@symposia/domain";
import { matchRank, rankOptions } from "./optionSearch";

const countries = COUNTRY_NAMES.map((name) => ({ value: name, label: name }));

describe("rankOptions", () => {
  it("puts the exact match first: India above British Indian Ocean Territory", () => {
    const ranked = rankOptions(countries, "India").map((o) => o.label);
    expect(ranked[0]).toBe("India");
    expect(ranked).toContain("British Indian Ocean Territory");
  });

  it("ignores case and accents, then prefers the start of the name, then the start of a word", () => {
    expect(rankOptions(countries, "niger")[0]!.label).toBe("Niger");
    const ranked = rankOptions(
      [
        { value: "a", label: "South Georgia" },
        { value: "b", label: "Georgia" },
        { value: "c", label: "Georgian Bay" },
      ],
      "georgia",
    );
    expect(ranked.map((o) => o.value)).toEqual(["b", "c", "a"]);
    expect(matchRank("cote", { value: "x", label: "Côte d'Ivoire" })).toBe(1);
  });

  it("matches a time zone by its IANA name even when the label shows the offset", () => {
    const zones = timezoneOptions();
    expect(rankOptions(zones, "Europe/Berlin")[0]!.value).toBe("Europe/Berlin");
  });

  it("drops non-matches unless the list was filtered by the server already", () => {
    const options = [
      { value: "1", label: "Zed Zulu <z@x.org>" },
      { value: "2", label: "Ada Lovelace <ada@x.org>" },
    ];
    expect(rankOptions(options, "ada").map((o) => o.value)).toEqual(["2"]);
    expect(rankOptions(options, "ada", Infinity, true).map((o) => o.value)).toEqual(["2", "1"]);
  });
});
