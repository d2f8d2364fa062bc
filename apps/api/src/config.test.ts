import { describe, expect, it } from "vitest";
import { countFromEnv, loadConfig, numberFromEnv } from "./config.js";

describe("numeric settings", () => {
  it("use the default when unset or empty, and the number when given", () => {
    expect(numberFromEnv(undefined, 7, "X")).toBe(7);
    expect(numberFromEnv("", 7, "X")).toBe(7);
    expect(numberFromEnv("2.5", 7, "X")).toBe(2.5);
  });

  it("refuse at start-up what is not a positive number, naming the variable", () => {
    for (const bad of ["abc", "-1", "0", "Infinity", "12 MB"])
      expect(() => numberFromEnv(bad, 7, "PG_POOL_MAX")).toThrow(/PG_POOL_MAX/);
    expect(numberFromEnv("0", 7, "RESPONSE_CACHE_MB", { allowZero: true })).toBe(0);
    expect(() => numberFromEnv("-1", 7, "RESPONSE_CACHE_MB", { allowZero: true })).toThrow(/zero or a positive number/);
  });

  it("counts are whole and at least one", () => {
    expect(countFromEnv("2.9", 4, "N")).toBe(2);
    expect(countFromEnv("0.5", 4, "N")).toBe(1);
    expect(() => countFromEnv("lots", 4, "N")).toThrow(/N must be a positive number/);
  });

  it("loadConfig turns the cache off with RESPONSE_CACHE_MB=0 and refuses a typo", () => {
    expect(loadConfig({ RESPONSE_CACHE_MB: "0" }).responseCache.maxBytes).toBe(0);
    expect(() => loadConfig({ RESPONSE_CACHE_TTL_MS: "five" })).toThrow(/RESPONSE_CACHE_TTL_MS/);
  });

  it("bounds uploads and connections by default; the HTTP bounds may be turned off with 0, the upload idle bound may not", () => {
    const config = loadConfig({});
    expect(config.uploadIdleTimeoutMs).toBe(30_000);
    expect(config.http).toEqual({
      requestTimeoutMs: 300_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "0" }).http.requestTimeoutMs).toBe(0);
    expect(() => loadConfig({ UPLOAD_IDLE_TIMEOUT_MS: "0" })).toThrow(/UPLOAD_IDLE_TIMEOUT_MS/);
  });
});
