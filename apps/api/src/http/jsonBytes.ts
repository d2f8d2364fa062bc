// An answer's JSON as UTF-8 bytes: byte for byte what Buffer.from(JSON.stringify(value)) gives.
//
// Why not that: V8 builds a long JSON.stringify result as a chain of pieces. Measuring the chain
// (the content length, the compression threshold) or writing it to the socket first copies it into
// one string, and a string past 128 KB (64 K characters where one is outside Latin-1) is a large
// object for V8's heap: past that size the copies cost several times the stringify itself (a list
// page of 50 reviewed papers is 250 KB; docs/performance.md, "Answers written as bytes"). Here a
// long list near the root (the envelope's result, or its `data`) is stringified a run of items at
// a time, each run a short text, and every text goes straight into one buffer, so no long string
// is ever made. Other answers are stringified whole, as before.
//
// Same bytes as JSON.stringify: keys in Object.keys order (JSON.stringify's own); undefined,
// functions and symbols left out of objects and written as null in arrays; a value with toJSON
// (a Date) turned by it with its own key, as JSON.stringify does; only plain objects and arrays
// are walked, anything else is stringified whole.

import { shortLivedBuffer } from "./slabBuffers.js";

/** Lists this deep or deeper are inside a list item: stringified with it. */
const WALKED_DEPTH = 3;
/** A list this long is written in runs; a shorter one is not worth the walk. */
const LONG_LIST = 8;
/** About this much text is stringified at once: few calls, each text well short of 128 KB. */
const RUN_CHARS = 32 * 1024;
/**
 * Answers are written into this buffer, then copied out at their size: one copy, no growing, and
 * no spare room kept with an answer. An answer larger than it grows a buffer of its own.
 */
const SCRATCH_BYTES = 512 * 1024;
let idleScratch: Buffer | null = null;
const COMMA = 0x2c;
const COLON = 0x3a;

class ByteWriter {
  private readonly scratch: Buffer;
  private buffer: Buffer;
  private used = 0;

  constructor() {
    // taken while in use, so a toJSON that wrote JSON bytes itself would get a buffer of its own
    this.scratch = idleScratch ?? Buffer.allocUnsafe(SCRATCH_BYTES);
    idleScratch = null;
    this.buffer = this.scratch;
  }

  text(text: string): void {
    // a UTF-16 code unit never takes more than 3 bytes in UTF-8
    this.reserve(text.length * 3);
    this.used += this.buffer.write(text, this.used);
  }

  /** `[…]`, the items that follow those of the array written last: its `]` becomes a comma. */
  moreItems(arrayText: string): void {
    const at = --this.used;
    this.text(arrayText);
    this.buffer[at] = COMMA;
  }

  byte(code: number): void {
    this.reserve(1);
    this.buffer[this.used++] = code;
  }

  /** The bytes written, copied out of the scratch buffer, which is free again. */
  finish(keptAfterSending: boolean): Buffer {
    const bytes = keptAfterSending ? Buffer.allocUnsafe(this.used) : shortLivedBuffer(this.used);
    this.buffer.copy(bytes, 0, 0, this.used);
    this.release();
    return bytes;
  }

  release(): void {
    idleScratch = this.scratch;
  }

  private reserve(more: number): void {
    if (this.used + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.used + more));
    this.buffer.copy(grown, 0, 0, this.used);
    this.buffer = grown;
  }
}

/**
 * The JSON of `value` as UTF-8 bytes (`null` where JSON.stringify would answer no text at all).
 * `keptAfterSending`: the bytes are kept once sent (a kept answer), so they get memory of their own.
 */
export function jsonBytes(value: unknown, { keptAfterSending = false } = {}): Buffer {
  const out = new ByteWriter();
  try {
    if (leadsToLongList(value, 0)) writeContainer(out, value as object, 0);
    else out.text(leafText(value, "") ?? "null");
  } catch (error) {
    out.release(); // what JSON.stringify throws for (a BigInt, a cycle) is thrown as it would be
    throw error;
  }
  return out.finish(keptAfterSending);
}

/** A long list above WALKED_DEPTH, or a plain object holding one: walked, not stringified whole. */
function leadsToLongList(value: unknown, depth: number): boolean {
  if (depth >= WALKED_DEPTH || typeof value !== "object" || value === null || hasToJSON(value)) return false;
  if (Array.isArray(value)) return value.length >= LONG_LIST;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const object = value as Record<string, unknown>;
  return Object.keys(object).some((key) => leadsToLongList(object[key], depth + 1));
}

function writeContainer(out: ByteWriter, container: object, depth: number): void {
  if (Array.isArray(container)) writeList(out, container);
  else writeObject(out, container as Record<string, unknown>, depth);
}

function writeObject(out: ByteWriter, object: Record<string, unknown>, depth: number): void {
  out.text("{");
  let first = true;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const walked = leadsToLongList(value, depth + 1);
    const text = walked ? undefined : leafText(value, key);
    if (!walked && text === undefined) continue; // left out, as JSON.stringify leaves it out
    if (!first) out.byte(COMMA);
    first = false;
    out.text(JSON.stringify(key));
    out.byte(COLON);
    if (walked) writeContainer(out, value as object, depth + 1);
    else out.text(text!);
  }
  out.text("}");
}

/**
 * A long list, stringified a run of items at a time (about RUN_CHARS of text, judged by the run
 * before). An item's toJSON would be called with its index in the run rather than in the list, so
 * a list holding such an item is written item by item instead.
 */
function writeList(out: ByteWriter, items: readonly unknown[]): void {
  if (items.some(hasToJSON)) {
    out.text("[");
    for (let i = 0; i < items.length; i++) {
      if (i > 0) out.byte(COMMA);
      out.text(leafText(items[i], String(i)) ?? "null");
    }
    out.text("]");
    return;
  }
  let start = 0;
  let runLength = 1;
  do {
    const end = Math.min(items.length, start + runLength);
    const text = JSON.stringify(items.slice(start, end));
    if (start === 0) out.text(text);
    else out.moreItems(text);
    runLength = Math.max(1, Math.floor((RUN_CHARS * (end - start)) / text.length));
    start = end;
  } while (start < items.length);
}

function hasToJSON(value: unknown): boolean {
  return (
    (typeof value === "object" || typeof value === "bigint") &&
    value !== null &&
    typeof (value as { toJSON?: unknown }).toJSON === "function"
  );
}

/**
 * JSON.stringify's text of `value` as the member `key` of its holder, or undefined where it writes
 * nothing (undefined, a function, a symbol, or a toJSON answering one of those).
 */
function leafText(value: unknown, key: string): string | undefined {
  if (!hasToJSON(value)) return JSON.stringify(value) as string | undefined;
  // as the one member of an object, so toJSON is called with the key JSON.stringify would pass
  const wrapped = JSON.stringify({ [key]: value });
  const prefix = JSON.stringify(key).length + 2; // {"key":
  return wrapped.length === 2 ? undefined : wrapped.slice(prefix, -1);
}
