// Answers of hot read routes (the conference list, paper lists, paper details), kept per caller
// and URL as the exact JSON bytes sent, and reused while the data they were computed from has not
// changed.
//
// Why this is safe:
// - "Has not changed" is the database's own committed counter `data_version.version`, moved by
//   triggers on every table these answers read (migration 0013), and read in the same query that
//   checks the caller's session (http/auth.ts). A write committed by any process, job or script
//   moves it, so no process serves an answer older than the last write it can see.
// - The counter is read *before* the answer's own queries, so an answer is never older than the
//   version it is filed under (at worst newer, which is harmless).
// - The session is still checked on every request: a signed-out or deactivated caller gets 401
//   as before, and the key holds the caller's id and role, so nobody sees another person's view.
// - Some answers also depend on the clock (e.g. "may still edit" flags before a deadline); entries
//   therefore expire after `ttlMs` whatever the counter says. The server checks deadlines again
//   on every write, so a flag at most that old can never let a late change through.
// Entries are evicted oldest-used first beyond `maxBytes`; very large answers are not kept.
// An answer also keeps its compressed bytes, per encoding, once it has been sent compressed: a
// browser asks for brotli or gzip on every request, and compressing a 100 KB page again on every
// hit cost about as much as the rest of the hit (docs/performance.md, "Load").
import type { Encoding } from "./compression.js";

export interface ResponseCacheOptions {
  /** total size of the kept answers (bytes); 0 turns caching off */
  maxBytes: number;
  ttlMs: number;
  /** answers longer than this are not kept (a paper's details carry its file) */
  maxEntryBytes?: number;
}

/** A kept answer: its JSON bytes, and its compressed bytes for the encodings it was sent in. */
export interface KeptAnswer {
  readonly body: Buffer;
  readonly encoded: Readonly<Partial<Record<Encoding, Buffer>>>;
}

interface Entry extends KeptAnswer {
  version: number;
  expiresAt: number;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** the answer's bytes and every encoding's */
  size: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** the newest data version seen: entries of older versions can never be used again */
  private newestVersion = -1;
  private readonly maxEntryBytes: number;

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.maxEntryBytes = options.maxEntryBytes ?? Math.min(1024 * 1024, options.maxBytes / 8);
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  static key(userId: number, role: string, url: string): string {
    return `${userId}\u0000${role}\u0000${url}`;
  }

  /** The kept answer for `key` if it was computed at `version` and has not expired. */
  get(key: string, version: number): KeptAnswer | undefined {
    if (!this.enabled) return undefined;
    this.observe(version);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // most recently used last: Map keeps insertion order, so eviction takes from the front
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, version: number, body: Buffer): void {
    if (!this.enabled || body.length > this.maxEntryBytes) return;
    this.observe(version);
    if (version < this.newestVersion) return; // already out of date
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, {
      version,
      expiresAt: this.now() + this.options.ttlMs,
      body,
      encoded: {},
      size: body.length,
    });
    this.bytes += body.length;
    this.evictBeyondBudget();
  }

  /**
   * Keeps `body` compressed with `encoding` beside it, if that very answer is still kept (not
   * replaced meanwhile by one computed by a request that ran at the same time).
   */
  keepEncoded(key: string, body: Buffer, encoding: Encoding, bytes: Buffer): void {
    const entry = this.entries.get(key);
    if (!entry || entry.body !== body || entry.encoded[encoding]) return;
    entry.encoded[encoding] = bytes;
    entry.size += bytes.length;
    this.bytes += bytes.length;
    this.evictBeyondBudget();
  }

  get size(): number {
    return this.entries.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** A newer version makes every kept answer useless: drop them now rather than one by one. */
  private observe(version: number): void {
    if (version <= this.newestVersion) return;
    this.newestVersion = version;
    this.entries.clear();
    this.bytes = 0;
  }

  private evictBeyondBudget(): void {
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
