import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { crc32, zipChunks } from "./zipStream.js";

async function* source() {
  yield { name: "a.txt", data: Buffer.from("hello") };
  yield { name: "dir/b.pdf", data: Buffer.from("%PDF-1.4 x") };
}

describe("zipChunks", () => {
  it("computes the standard CRC-32", () => {
    expect(crc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });
  it("writes an archive unzip reads back", async () => {
    const parts: Buffer[] = [];
    for await (const c of zipChunks(source())) parts.push(c);
    const dir = mkdtempSync(join(tmpdir(), "zip-"));
    writeFileSync(join(dir, "t.zip"), Buffer.concat(parts));
    execFileSync("unzip", ["-q", "t.zip", "-d", "out"], { cwd: dir });
    expect(readFileSync(join(dir, "out/a.txt"), "utf8")).toBe("hello");
    expect(readFileSync(join(dir, "out/dir/b.pdf"), "utf8")).toBe("%PDF-1.4 x");
  });
});

describe("zipChunks streams", () => {
  it("pulls the next entry only once the previous one has been read out (one file in memory at a time)", async () => {
    let pulled = 0;
    async function* lazy() {
      for (let i = 0; i < 3; i++) {
        pulled += 1;
        yield { name: `f${i}.pdf`, data: Buffer.alloc(10, i) };
      }
    }
    const it = zipChunks(lazy())[Symbol.asyncIterator]();
    await it.next(); // local header of f0
    expect(pulled).toBe(1);
    await it.next(); // data of f0
    expect(pulled).toBe(1);
    await it.next(); // local header of f1
    expect(pulled).toBe(2);
  });
});
