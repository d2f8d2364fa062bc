import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress, compressionLevel } from "./compression.js";

const KB = 1024;

describe("compression levels by size", () => {
  it("spend brotli's higher qualities on small answers only", () => {
    expect(compressionLevel(64 * KB, "br")).toBe(4);
    expect(compressionLevel(64 * KB + 1, "br")).toBe(2);
    expect(compressionLevel(2048 * KB, "br")).toBe(2);
    expect(compressionLevel(2048 * KB + 1, "br")).toBe(1);
  });

  it("keep gzip's usual level up to 256 KB", () => {
    expect(compressionLevel(256 * KB, "gzip")).toBe(6);
    expect(compressionLevel(256 * KB + 1, "gzip")).toBe(1);
  });

  it("still give back the same bytes on either side of a step", async () => {
    for (const size of [64 * KB, 300 * KB]) {
      const text = Buffer.from(JSON.stringify({ rows: "paper title, abstract ".repeat(size / 22) }));
      expect(zlib.brotliDecompressSync(await compress(text, "br")).equals(text)).toBe(true);
      expect(zlib.gunzipSync(await compress(text, "gzip")).equals(text)).toBe(true);
    }
  });
});
