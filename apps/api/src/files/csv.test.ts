// The downloads' CSV cells: quoting, the formula guard that leaves plain numbers and "-" alone, the byte-order mark.
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv.js";

const line = (cells: (string | number | null)[]) =>
  toCsv(["h"], [cells])
    .replace(/^\uFEFF/, "")
    .split("\r\n")[1];

describe("toCsv", () => {
  it("guards what a spreadsheet would run as a formula, but not a negative number or a dash", () => {
    expect(line(["=SUM(A1)", "+1+1", "@cmd", "-1+cmd|' /C calc'!A0"])).toBe(
      "'=SUM(A1),'+1+1,'@cmd,'-1+cmd|' /C calc'!A0",
    );
    expect(line(["-2", "-1.5", "-", -3])).toBe("-2,-1.5,-,-3");
    expect(line(["-2 | 1"])).toBe("'-2 | 1");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(line(['a, "b"', "x\ny", null])).toBe('"a, ""b""","x\ny",');
  });

  it("starts with a byte-order mark for spreadsheets, and leaves it out when asked", () => {
    expect(toCsv(["a", "b"], [[1, "é"]])).toBe("\uFEFFa,b\r\n1,é\r\n");
    expect(toCsv(["a"], [["-1"]], { byteOrderMark: false })).toBe("a\r\n-1\r\n");
  });
});
