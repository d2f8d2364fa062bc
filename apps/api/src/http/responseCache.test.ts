import { describe, expect, it } from "vitest";
import { ResponseCache } from "./responseCache.js";

/** An answer's bytes, as the routes keep them. */
const bytes = (text: string) => Buffer.from(text);

function cacheAt(options: { maxBytes?: number; ttlMs?: number; maxEntryBytes?: number } = {}) {
  let now = 1_000;
  const cache = new ResponseCache(
    { maxBytes: options.maxBytes ?? 1000, ttlMs: options.ttlMs ?? 5000, maxEntryBytes: options.maxEntryBytes },
    () => now,
  );
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("ResponseCache", () => {
  it("answers what was kept for the same key and data version", () => {
    const { cache } = cacheAt();
    cache.set("a", 7, bytes("answer A"));
    expect(cache.get("a", 7)?.body.toString()).toBe("answer A");
    expect(cache.get("b", 7)).toBeUndefined();
  });

  it("never answers across data versions, and a newer version drops everything kept", () => {
    const { cache } = cacheAt();
    cache.set("a", 7, bytes("old A"));
    cache.set("b", 7, bytes("old B"));
    expect(cache.get("a", 8)).toBeUndefined();
    expect(cache.size).toBe(0);
    // an answer computed at an older version than one already seen is not kept
    cache.set("b", 7, bytes("late B"));
    expect(cache.get("b", 7)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("forgets an answer after the time to live, whatever the version", () => {
    const { cache, advance } = cacheAt({ ttlMs: 5000 });
    cache.set("a", 1, bytes("A"));
    advance(4999);
    expect(cache.get("a", 1)?.body.toString()).toBe("A");
    advance(1);
    expect(cache.get("a", 1)).toBeUndefined();
  });

  it("stays within its byte budget, evicting the least recently used first", () => {
    const { cache } = cacheAt({ maxBytes: 30, maxEntryBytes: 30 });
    cache.set("a", 1, bytes("x".repeat(10)));
    cache.set("b", 1, bytes("y".repeat(10)));
    cache.set("c", 1, bytes("z".repeat(10)));
    expect(cache.get("a", 1)).toBeDefined(); // a is now the most recently used
    cache.set("d", 1, bytes("w".repeat(10)));
    expect(cache.get("b", 1)).toBeUndefined();
    expect(cache.get("a", 1)).toBeDefined();
    expect(cache.get("c", 1)).toBeDefined();
    expect(cache.get("d", 1)).toBeDefined();
    expect(cache.usedBytes).toBe(30);
  });

  it("does not keep answers larger than the entry limit, and keeps nothing when turned off", () => {
    const { cache } = cacheAt({ maxBytes: 1000, maxEntryBytes: 10 });
    cache.set("big", 1, bytes("x".repeat(11)));
    expect(cache.get("big", 1)).toBeUndefined();
    const off = new ResponseCache({ maxBytes: 0, ttlMs: 5000 });
    expect(off.enabled).toBe(false);
    off.set("a", 1, bytes("A"));
    expect(off.get("a", 1)).toBeUndefined();
  });

  it("replacing an answer keeps the byte count right", () => {
    const { cache } = cacheAt();
    cache.set("a", 1, bytes("12345"));
    cache.set("a", 1, bytes("123"));
    expect(cache.usedBytes).toBe(3);
    expect(cache.get("a", 1)?.body.toString()).toBe("123");
  });

  it("keeps an answer's compressed bytes beside it, counted in its budget and dropped with it", () => {
    const { cache } = cacheAt({ maxBytes: 40, maxEntryBytes: 40 });
    const a = bytes("x".repeat(10));
    cache.set("a", 1, a);
    cache.keepEncoded("a", a, "br", Buffer.alloc(4));
    cache.keepEncoded("a", a, "gzip", Buffer.alloc(5));
    expect(cache.get("a", 1)?.encoded.br?.length).toBe(4);
    expect(cache.get("a", 1)?.encoded.gzip?.length).toBe(5);
    expect(cache.usedBytes).toBe(19);
    // not twice, and never for another answer (one that replaced it, even with the same text) or
    // one no longer kept
    cache.keepEncoded("a", a, "br", Buffer.alloc(6));
    cache.keepEncoded("a", bytes("x".repeat(10)), "gzip", Buffer.alloc(6));
    cache.keepEncoded("gone", bytes("x"), "br", Buffer.alloc(6));
    expect(cache.get("a", 1)?.encoded.br?.length).toBe(4);
    expect(cache.usedBytes).toBe(19);
    // the compressed bytes count when the budget is kept: b and its bytes push a out
    const b = bytes("y".repeat(10));
    cache.set("b", 1, b);
    cache.keepEncoded("b", b, "br", Buffer.alloc(12));
    expect(cache.get("a", 1)).toBeUndefined();
    expect(cache.usedBytes).toBe(22);
    cache.set("b", 1, bytes("z".repeat(3)));
    expect(cache.get("b", 1)?.encoded).toEqual({});
    expect(cache.usedBytes).toBe(3);
  });
});
